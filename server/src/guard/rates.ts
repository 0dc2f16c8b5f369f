/** Rates a client is held to: by the guard in front of the rooms, and by each table. */

export interface RateLimit {
  /** Tokens added per second. */
  readonly perSecond: number;
  /** Tokens a quiet client saves up: the longest burst it may send. */
  readonly burst: number;
}

/**
 * The websocket refuses frames above this size by closing the connection, so it sits
 * well above a table's largest action (`MAX_ACTION_BYTES`): an oversized action gets a clear refusal instead.
 */
export const MAX_FRAME_BYTES = 8 * 1024;

/**
 * Messages that are not valid a connection may send before it is closed: a burst of
 * this many, then one every few seconds. An honest client sends none.
 */
export const GARBAGE_RATE: RateLimit = { perSecond: 0.25, burst: 10 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly rate: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = rate.burst;
    this.last = now();
  }

  /** Spends one token; false when none is left. */
  take(): boolean {
    if (!this.ready()) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether a token is there to spend now; spends none. */
  ready(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) / 1000) * this.rate.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }

  /** Gives back a token spent on something that did not happen after all. */
  giveBack(): void {
    this.tokens = Math.min(this.rate.burst, this.tokens + 1);
  }
}
