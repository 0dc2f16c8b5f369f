/**
 * The shapes a client decodes what reaches it from the server into: each game's events as a
 * viewer is told them (`eventFor`: a secret field is there only when addressed to the viewer,
 * so every secret field is optional) and its view. The server is trusted no more than any
 * other peer: whatever does not decode is refused at the edge, and everything after it is typed.
 */
import * as z from 'zod/mini';
import { FinalReasonSchema } from './finality';
import { SPECTATOR } from './viewer';

/** A seat number on the wire. */
export const SeatNo = z.int().check(z.minimum(0), z.maximum(99));
/** A count of cards, tokens, turns. */
export const Count = z.int().check(z.minimum(0));
/** A place in a list (missions, lines, stacks), 0-based. */
export const Index = z.int().check(z.minimum(0), z.maximum(999));

/** What a seat is told it will forget, and when (see `eventFor`). */
const Forgets = z.object({ at: z.readonly(z.array(z.string())), fields: z.readonly(z.array(z.string())) });

/**
 * One kind of event: its `type`, its fields, and the `forgets` note any event may carry for its
 * viewer. A field the kind does not declare is refused: the union is all a game sends.
 */
export function eventKind<const T extends string, S extends z.core.$ZodShape>(type: T, fields: S) {
  return z.strictObject({ type: z.literal(type), forgets: z.optional(Forgets), ...fields });
}

/** A game's result: who won (none for a draw) and why. */
const Result = z.strictObject({ winners: z.readonly(z.array(SeatNo)), reason: z.string() });

/**
 * The fields every view holds (`BaseView`), for a game's view schema to spread into its own:
 * its legal actions as `legal` describes one, and its seats as `seat` describes one (a game of
 * two sides narrows it).
 */
export function baseViewFields<L extends z.ZodMiniType, S extends z.ZodMiniType<number>>(legal: L, seat: S) {
  return {
    viewer: z.union([SeatNo, z.literal(SPECTATOR)]),
    legal: z.readonly(z.array(legal)),
    result: z.nullable(Result),
    waitingFor: z.readonly(z.array(seat)),
    open: z.optional(z.literal(true)),
    finality: z.optional(z.readonly(z.array(z.nullable(FinalReasonSchema)))),
  };
}

/** What a client decodes from the wire for one game: its view and its events. */
export interface GameWire<View, Event> {
  readonly view: z.ZodMiniType<View>;
  readonly event: z.ZodMiniType<Event>;
}
