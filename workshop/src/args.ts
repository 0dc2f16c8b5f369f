import { parseArgs } from 'node:util';

/** A tool's flags, each taking a value (`--tables 1000`, `--server-flags="--cpu-prof"`) or bare (`--baseline`). */
export type Flags = Readonly<Record<string, 'string' | 'boolean'>>;

type ValueFlag<F extends Flags> = { [K in keyof F]: F[K] extends 'string' ? K : never }[keyof F] & string;

export interface ToolArgs<F extends Flags> {
  has(name: keyof F & string): boolean;
  get(name: ValueFlag<F>): string | undefined;
  /** The flag's value as a number, or `fallback` without the flag; a value that is not a number stops the tool. */
  number(name: ValueFlag<F>, fallback: number): number;
}

/**
 * The command line by `node:util`'s `parseArgs`, strictly: an unknown or misspelt flag, a
 * missing value or a stray word stops the tool with a message naming the flags it takes,
 * rather than running something other than what was asked.
 */
export function readArgs<F extends Flags>(flags: F, argv: readonly string[] = process.argv.slice(2)): ToolArgs<F> {
  const options = Object.fromEntries(Object.entries(flags).map(([name, type]) => [name, { type }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }));
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error), flags);
  }
  return {
    has: (name) => values[name] !== undefined,
    get: (name) => values[name] as string | undefined,
    number(name, fallback) {
      const raw = values[name] as string | undefined;
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(value)) refuse(`--${name} takes a number, not "${raw}"`, flags);
      return value;
    },
  };
}

function refuse(reason: string, flags: Flags): never {
  const known = Object.entries(flags).map(([name, type]) => (type === 'string' ? `--${name} <value>` : `--${name}`));
  process.stderr.write(`${reason}\nThis tool takes: ${known.join(', ')}\n`);
  process.exit(2);
}

/** One JSON line per result, so runs can be compared by machine. */
export function emit(record: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(record)}\n`);
}
