import * as z from 'zod/mini';
import { MAX_OFFER, PARTNERS, type PartnerKind } from './cards';
import { Declaration, Demand, distinct, Request, type Statement } from './declarations';

/**
 * What a seat may send. Card numbers are indices into that seat's own hand as its view
 * lists it (`view.hand`), or into its offer (`keep`), or into the searched pile as the
 * searcher's view lists it (`view.search`).
 */
export type Action =
  /** Active player: 1 to 3 cards from hand, in the order they lie (statements point at
   *  these positions), an optional declaration and an optional demand or wish. */
  | { type: 'offer'; cards: number[]; declaration?: Statement[]; request?: Request }
  /** Another player: as many cards as the active player offered, optional declaration. */
  | { type: 'counter'; cards: number[]; declaration?: Statement[] }
  | { type: 'pass' }
  /** Counter-espionage: `seat` has a `partner` of this kind in their offer. */
  | { type: 'accuse'; seat: number; partner: PartnerKind }
  /** Active player: swap with `seat`; `assassin` activates an Assassin in the offer, with an
   *  optional demand on that player. */
  | { type: 'accept'; seat: number; assassin?: boolean; demand?: Demand }
  /** Active player: take the offer back, draw 2, take a Compromised cover. */
  | { type: 'reject' }
  /** Active player, nobody counter-offered, a Mata Hari in the offer. */
  | { type: 'mataHari' }
  /** The Assassin's target: the new offer is the kept offer positions, then the hand cards. */
  | { type: 'adjust'; keep: number[]; take: number[] }
  /** The searcher: which cards of the searched pile to take. */
  | { type: 'search'; cards: number[] };

/** Positions in a hand, an offer or the searched pile. Whether each is there is for the rules
 *  to say; here they are only bounded, as any list from the wire must be. */
const positions = (min: number, max: number) =>
  distinct(z.int().check(z.minimum(0), z.maximum(999))).check(z.minLength(min), z.maxLength(max));

const Cards = positions(1, MAX_OFFER);

/** A seat number; whether it is at the table is for the rules to say. */
const SeatNumber = z.int().check(z.minimum(0), z.maximum(99));

export const Action = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('offer'), cards: Cards, declaration: z.optional(Declaration), request: z.optional(Request) }),
  z.strictObject({ type: z.literal('counter'), cards: Cards, declaration: z.optional(Declaration) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('accuse'), seat: SeatNumber, partner: z.enum(PARTNERS) }),
  z.strictObject({ type: z.literal('accept'), seat: SeatNumber, assassin: z.optional(z.boolean()), demand: z.optional(Demand) }),
  z.strictObject({ type: z.literal('reject') }),
  z.strictObject({ type: z.literal('mataHari') }),
  z.strictObject({ type: z.literal('adjust'), keep: positions(0, MAX_OFFER), take: positions(0, MAX_OFFER) }),
  z.strictObject({ type: z.literal('search'), cards: positions(0, 2) }),
]) satisfies z.ZodMiniType<Action>;
