import pino, { type DestinationStream, type Logger } from 'pino';

/** At most one line per kind of trouble in this many milliseconds. */
const QUIET_MS = 10_000;
/** A line's words at most: what a client sent may be in them, and an error's stack. */
const LINE_CHARS = 600;

/** When each kind of trouble was last logged, and how many lines of it were left out since. */
class QuietKinds {
  private readonly lastAt = new Map<string, number>();
  private readonly suppressed = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** How many lines of `kind` were left out before this one, or null when this one is too. */
  pass(kind: string): number | null {
    const now = this.now();
    const last = this.lastAt.get(kind);
    if (last !== undefined && now - last < QUIET_MS) {
      this.suppressed.set(kind, (this.suppressed.get(kind) ?? 0) + 1);
      return null;
    }
    this.lastAt.set(kind, now);
    const skipped = this.suppressed.get(kind) ?? 0;
    this.suppressed.delete(kind);
    return skipped;
  }
}

/**
 * The server's log: one JSON line per event (pino). Whatever a visitor can cause, such as
 * refused frames or failed joins, goes through `bounded`, so that no client can make the
 * log grow faster than one line per kind every ten seconds. A table's lines come through
 * its own log (`forTable`), which names the table in a field of every line.
 */
export class ServerLog {
  private constructor(
    readonly pino: Logger,
    private readonly quiet: QuietKinds,
  ) {}

  /** A log of JSON lines to `destination` (standard output unless given). */
  static to(destination?: DestinationStream, now: () => number = () => performance.now()): ServerLog {
    return new ServerLog(pino({ level: process.env.LOG_LEVEL ?? 'info', base: undefined }, destination), new QuietKinds(now));
  }

  /** This log for one table: `table` names it on every line; its kinds are bounded with every other table's. */
  forTable(roomId: string): ServerLog {
    return new ServerLog(this.pino.child({ table: roomId }), this.quiet);
  }

  info(message: string): void {
    this.pino.info(message.slice(0, LINE_CHARS));
  }

  /**
   * A line about `kind`, unless one went out less than `QUIET_MS` ago; the next line of the
   * kind says how many were left out in between.
   */
  bounded(level: 'info' | 'warn' | 'error', kind: string, message: string): void {
    const skipped = this.quiet.pass(kind);
    if (skipped === null) return;
    this.pino[level]({ kind, ...(skipped > 0 ? { skipped } : {}) }, message.slice(0, LINE_CHARS));
  }

  /**
   * What Colyseus logs through (`Server({ logger })`). Most of what it says comes from what
   * clients send (undecodable frames, joins of unknown rooms, bad reconnection tokens),
   * errors with a whole stack each: every line is kept to its first line and bounded by
   * that line's first words.
   */
  forColyseus(): Record<'debug' | 'trace' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> {
    const line = (args: unknown[]) => args.map(textOf).join(' ').split('\n')[0]!.slice(0, 300);
    return {
      debug: (...args) => this.pino.debug(line(args)),
      trace: (...args) => this.pino.trace(line(args)),
      // Its info lines too can be caused at will (a reconnection with a bad token).
      info: (...args) => this.bounded('info', `colyseus:${kindOf(line(args))}`, line(args)),
      warn: (...args) => this.bounded('warn', `colyseus:${kindOf(line(args))}`, line(args)),
      error: (...args) => this.bounded('error', `colyseus:${kindOf(line(args))}`, line(args)),
    };
  }
}

/** Never a method call on what is logged: it may hold what a client sent. */
function textOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return typeof arg.message === 'string' ? arg.message : 'error';
  return typeof arg === 'number' || typeof arg === 'boolean' ? `${arg}` : `[${typeof arg}]`;
}

/** The first words of a line, without the ids and numbers that make each line unique. */
function kindOf(line: string): string {
  return line
    .replace(/[^A-Za-z ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
}
