/**
 * What one client may cost the table. Everything a client sends goes through these
 * checks before the game sees it.
 */

export interface RateLimit {
  /** Tokens added per second. */
  readonly perSecond: number;
  /** Tokens a quiet client saves up: the longest burst it may send. */
  readonly burst: number;
}

export const DEFAULT_RATE: RateLimit = { perSecond: 10, burst: 20 };

/** Talk is slower than play: a line a second, a few in a row. */
export const CHAT_RATE: RateLimit = { perSecond: 1, burst: 5 };

/** Chat lines a table keeps for people who join or come back. */
export const CHAT_HISTORY = 200;

/** An action bigger than this, as JSON, is refused before parsing. */
export const MAX_ACTION_BYTES = 2048;

/**
 * The websocket refuses frames above this size by closing the connection, so it sits
 * well above MAX_ACTION_BYTES: an oversized action gets a clear refusal instead.
 */
export const MAX_FRAME_BYTES = 8 * 1024;

/**
 * Colyseus drops a client that sends more frames than this in one second. Far above the
 * rate limit, so an honest client only ever meets `rate_limited`, while one that ignores
 * the refusals is cut off.
 */
export function frameCap(rate: RateLimit): number {
  return 5 * (rate.perSecond + rate.burst);
}

/**
 * What one process and one address may make the server hold. Each has a setting (see
 * `limitsFromEnv`) and a refusal with its own code.
 */
export interface ServerLimits {
  /** A request body (matchmaking included) above this many bytes is refused with 413. */
  readonly maxBodyBytes: number;
  /** Tables one address may create per minute (a burst of as many, refilled evenly). */
  readonly tablesPerAddressPerMinute: number;
  /** Tables everyone together may create per minute: many addresses cannot take every slot at once. */
  readonly tablesPerMinute: number;
  /** Open sockets (plain HTTP and websockets) one address may hold; not counted behind a proxy (`trustProxy`), whose sockets are everyone's. */
  readonly socketsPerAddress: number;
  /** Tables this process holds at most. */
  readonly maxTables: number;
  /** Open websockets one address may hold. */
  readonly connectionsPerAddress: number;
  /** A table with nobody connected in a seat for this long is closed. */
  readonly idleSeconds: number;
  /** Spectators of one table, connected or waiting to reconnect. */
  readonly spectators: number;
  /** Trust `X-Forwarded-For` for the client's address: only behind a proxy that sets it. */
  readonly trustProxy: boolean;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxBodyBytes: 4096,
  tablesPerAddressPerMinute: 10,
  tablesPerMinute: 60,
  socketsPerAddress: 64,
  maxTables: 2000,
  connectionsPerAddress: 32,
  idleSeconds: 600,
  spectators: 50,
  trustProxy: false,
};

/**
 * For tools and tests whose every client runs on this machine: they all share one address,
 * loopback, so the per-address limits would be the limits of the whole run; a load run
 * holds more tables than a default server.
 */
export const LOOPBACK_LIMITS = {
  tablesPerAddressPerMinute: 100_000,
  tablesPerMinute: 100_000,
  socketsPerAddress: 100_000,
  connectionsPerAddress: 100_000,
  maxTables: 100_000,
} satisfies Partial<ServerLimits>;

/**
 * Messages that are not valid a connection may send before it is closed: a burst of
 * this many, then one every few seconds. An honest client sends none.
 */
export const GARBAGE_RATE: RateLimit = { perSecond: 0.25, burst: 10 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly rate: RateLimit, private readonly now: () => number = () => performance.now()) {
    this.tokens = rate.burst;
    this.last = now();
  }

  /** Spends one token; false when none is left. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) / 1000) * this.rate.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Size in bytes of `value` as JSON, or null if it has no JSON form. */
export function jsonSize(value: unknown): number | null {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : Buffer.byteLength(text);
  } catch {
    return null;
  }
}
