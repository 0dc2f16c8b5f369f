/** `--name value`, `--name=value` (for a value that starts with --) and bare `--flag`. */
export function readArgs(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!;
    if (!key.startsWith('--')) continue;
    const equals = key.indexOf('=');
    if (equals > 0) {
      args.set(key.slice(2, equals), key.slice(equals + 1));
      continue;
    }
    const next = argv[i + 1];
    const hasValue = next !== undefined && !next.startsWith('--');
    args.set(key.slice(2), hasValue ? next : 'true');
    if (hasValue) i++;
  }
  return args;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const raw = args.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`--${name} takes a number, not "${raw}"`);
  return value;
}

/** One JSON line per result, so runs can be compared by machine. */
export function emit(record: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(record)}\n`);
}
