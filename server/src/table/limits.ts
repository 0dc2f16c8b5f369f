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

export const MAX_SPECTATORS = 50;

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
