/**
 * What one client may cost the table. Everything a client sends goes through these
 * checks before the game sees it.
 */
import type { RateLimit } from '../guard/rates';

export const DEFAULT_RATE: RateLimit = { perSecond: 10, burst: 20 };

/** Talk is slower than play: a line a second, a few in a row. */
export const CHAT_RATE: RateLimit = { perSecond: 1, burst: 5 };

/** Chat lines a table keeps for people who join or come back. */
export const CHAT_HISTORY = 200;

/**
 * Colyseus drops a client that sends more frames than this in one second. Far above the
 * rate limit, so an honest client only ever meets `rate_limited`, while one that ignores
 * the refusals is cut off.
 */
export function frameCap(rate: RateLimit): number {
  return 5 * (rate.perSecond + rate.burst);
}
