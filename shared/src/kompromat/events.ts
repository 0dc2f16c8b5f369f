/**
 * What Kompromat tells a viewer happened, as that viewer is told it (see `core/decoders.ts`):
 * the client decodes its log into these and puts each kind into words.
 */
import * as z from 'zod/mini';
import type { Made } from '../core/events';
import { Count, eventKind, Index, SeatNo } from '../core/decoders';
import { ITEM_KINDS } from './cards';

/** A card's value as printed: ½ is 0.5. */
const Rank = z.number().check(z.minimum(0), z.maximum(11));
/** A total of values, which ½ cards make a half number. */
const Total = z.number();
const Ranks = z.array(Rank);
const Item = z.enum(ITEM_KINDS);
const Score = z.strictObject({
  targets: z.number(),
  documents: z.number(),
  codes: z.number(),
  items: z.number(),
  notoriety: z.number(),
  total: z.number(),
});

export const KompromatEvent = z.discriminatedUnion('type', [
  eventKind('round', { round: Count, startSeat: SeatNo }),
  eventKind('reveal', {}),
  eventKind('turn', { seat: SeatNo }),
  /** `rank`: the drawer's secret. */
  eventKind('drewFirst', { seat: SeatNo, rank: z.optional(Rank) }),
  eventKind('drew', { seat: SeatNo, mission: Index, rank: z.optional(Rank) }),
  eventKind('placed', { seat: SeatNo, mission: Index, rank: Rank }),
  eventKind('stopped', { seat: SeatNo, mission: Index, cards: Count }),
  eventKind('returnedToken', { seat: SeatNo, total: Count }),
  eventKind('revealed', { seat: SeatNo, mission: Index, ranks: Ranks }),
  eventKind('declared', { seat: SeatNo, mission: Index, total: Total }),
  eventKind('failed', { seat: SeatNo, mission: Index }),
  eventKind('perfect', { seat: SeatNo, mission: Index }),
  eventKind('notoriety', { seat: SeatNo, gained: Count, total: Count }),
  eventKind('took', { seat: SeatNo, mission: Index }),
  eventKind('discarded', { mission: Index }),
  /**
   * An item used: `copy` is the item a USB Stick copies, and the rest is what the effect
   * (the copy's, else the item's) tells: Night Vision `count` and, to its user, `ranks`; a
   * Drone `mission` and `ranks`; a Stun Gun `mission` and `index`; and so on.
   */
  eventKind('item', {
    seat: SeatNo,
    item: Item,
    copy: z.optional(Item),
    count: z.optional(Count),
    ranks: z.optional(Ranks),
    mission: z.optional(Index),
    index: z.optional(Index),
    from: z.optional(Index),
    to: z.optional(Index),
    tokens: z.optional(Count),
    delta: z.optional(z.number()),
  }),
  /** `scores`: the final scoring, unless a seat lost by notoriety first. */
  eventKind('gameOver', { winners: z.array(SeatNo), reason: z.string(), scores: z.optional(z.nullable(z.array(Score))) }),
]);
export type KompromatEvent = z.infer<typeof KompromatEvent>;
/** The events the rules make, checked against what a client decodes (`Made`). */
export type MadeEvent = Made<KompromatEvent>;
