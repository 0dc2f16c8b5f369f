/**
 * Sentences said of a seat, shared by every game's catalog. German conjugates the verb
 * ("Du ziehst" / "Anna zieht"), so a catalog keeps each such sentence as a pair of keys,
 * `<base>.you` and `<base>.other`, and these helpers pick one by who the viewer is.
 */
import type { Params, Translate } from './index';
// Type only: gameClient.ts imports the games, which import this module.
import type { LogContext } from '../gameClient';

/** The bases of a catalog's key pairs: `<base>` where both `<base>.you` and `<base>.other` exist. */
export type SeatLineOf<K extends string> = {
  [P in K]: P extends `${infer Base}.you` ? (`${Base}.other` extends K ? Base : never) : never;
}[K];

export interface SeatSentences<K extends string> {
  /** A seat's display name; a missing or blank one falls back to the catalog's "Player {n}". */
  seatName(seat: number, ctx: LogContext): string;
  /** The sentence `base` said of `seat`: "You …" to the viewer, "{name} …" to anyone else. */
  ofSeat(base: SeatLineOf<K>, seat: number, ctx: LogContext, params?: Params): string;
}

/** The seat helpers over one catalog; `fallbackKey` is its "Player {n}" line. */
export function seatSentences<K extends string>(t: Translate<K>, fallbackKey: K): SeatSentences<K> {
  const seatName = (seat: number, ctx: LogContext): string => {
    const name = ctx.names[seat]?.trim();
    return name ? name : t(fallbackKey, { n: seat + 1 });
  };
  const ofSeat = (base: SeatLineOf<K>, seat: number, ctx: LogContext, params: Params = {}): string =>
    seat === ctx.viewer ? t(`${base}.you` as K, params) : t(`${base}.other` as K, { ...params, name: seatName(seat, ctx) });
  return { seatName, ofSeat };
}
