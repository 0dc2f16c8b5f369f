import * as z from 'zod/mini';
import { MAX_OFFER, PARTNERS } from './cards';
import { Declaration, Demand, distinct, Request } from './declarations';

/** Positions in a hand, an offer or the searched pile. Whether each is there is for the rules
 *  to say; here they are only bounded, as any list from the wire must be. */
const positions = (min: number, max: number) =>
  distinct(z.int().check(z.minimum(0), z.maximum(999))).check(z.minLength(min), z.maxLength(max));

const Cards = positions(1, MAX_OFFER);

/** A seat number; whether it is at the table is for the rules to say. */
const SeatNumber = z.int().check(z.minimum(0), z.maximum(99));

/**
 * What a seat may send, declared once: the rules take it as this type and the server parses it
 * from the wire with this schema. Card numbers are indices into that seat's own hand as its
 * view lists it (`view.hand`), or into its offer (`keep`), or into the searched pile as the
 * searcher's view lists it (`view.search`).
 */
export const Action = z.discriminatedUnion('type', [
  /** Active player: 1 to 3 cards from hand, in the order they lie (statements point at these
   *  positions), an optional declaration and an optional demand or wish. */
  z.strictObject({ type: z.literal('offer'), cards: Cards, declaration: z.optional(Declaration), request: z.optional(Request) }),
  /** Another player: as many cards as the active player offered, optional declaration. */
  z.strictObject({ type: z.literal('counter'), cards: Cards, declaration: z.optional(Declaration) }),
  z.strictObject({ type: z.literal('pass') }),
  /** Counter-espionage: `seat` has a `partner` of this kind in their offer. */
  z.strictObject({ type: z.literal('accuse'), seat: SeatNumber, partner: z.enum(PARTNERS) }),
  /** Active player: swap with `seat`; `assassin` activates an Assassin in the offer, with an
   *  optional demand on that player. */
  z.strictObject({ type: z.literal('accept'), seat: SeatNumber, assassin: z.optional(z.boolean()), demand: z.optional(Demand) }),
  /** Active player: take the offer back, draw 2, take a Compromised cover. */
  z.strictObject({ type: z.literal('reject') }),
  /** Active player, nobody counter-offered, a Mata Hari in the offer. */
  z.strictObject({ type: z.literal('mataHari') }),
  /** The Assassin's target: the new offer is the kept offer positions, then the hand cards. */
  z.strictObject({ type: z.literal('adjust'), keep: positions(0, MAX_OFFER), take: positions(0, MAX_OFFER) }),
  /** The searcher: which cards of the searched pile to take. */
  z.strictObject({ type: z.literal('search'), cards: positions(0, 2) }),
]);
export type Action = z.output<typeof Action>;
