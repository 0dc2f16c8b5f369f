import * as z from 'zod/mini';
import { ITEM_KINDS } from './cards';

/**
 * Using an item. `copy` is the used item that a USB Stick uses again; the other fields are
 * the target: a mission (Drone, Newspaper), a card at a mission (Stun Gun), two missions
 * (Jetpack) or a change of +1/−1 (Vesper Martini).
 */
const ItemUse = z.strictObject({
  type: z.literal('item'),
  item: z.enum(ITEM_KINDS),
  copy: z.optional(z.enum(ITEM_KINDS)),
  mission: z.optional(z.number()),
  index: z.optional(z.number()),
  from: z.optional(z.number()),
  to: z.optional(z.number()),
  delta: z.optional(z.number()),
});
export type ItemUse = z.output<typeof ItemUse>;

/**
 * What a seat may send, declared once: the rules take it as this type and the server parses it
 * from the wire with this schema. Numbers are checked here only for being numbers: whether one
 * names a mission, a card or a change that is allowed now is for the legal actions to say,
 * which list every one.
 */
export const Action = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('place'), mission: z.number() }),
  z.strictObject({ type: z.literal('stop') }),
  /** End your item window, or decline what a prompt offers; in a reveal window `round` also
   *  lets pass every other window of yours this round ("no items this round"). */
  z.strictObject({ type: z.literal('pass'), round: z.optional(z.literal(true)) }),
  z.strictObject({ type: z.literal('declare'), total: z.number() }),
  /** After a perfect mission: give one notoriety token back. */
  z.strictObject({ type: z.literal('returnToken') }),
  ItemUse,
]);
export type Action = z.output<typeof Action>;
