/**
 * The shapes a client decodes what reaches it from the server into: each game's events as a
 * viewer is told them (`eventFor`: a secret field is there only when addressed to the viewer,
 * so every secret field is optional) and its view. The server is trusted no more than any
 * other peer: whatever does not decode is refused at the edge, and everything after it is typed.
 */
import { z } from 'zod';
import type { BaseView } from './contract';
import { SPECTATOR } from './viewer';

/** A seat number on the wire. */
export const SeatNo = z.int().min(0).max(99);
/** A count of cards, tokens, turns. */
export const Count = z.int().min(0);
/** A place in a list (missions, lines, stacks), 0-based. */
export const Index = z.int().min(0).max(999);

/** What a seat is told it will forget, and when (see `eventFor`). */
const Forgets = z.object({ at: z.array(z.string()).readonly(), fields: z.array(z.string()).readonly() });

/**
 * One kind of event: its `type`, its fields, and the `forgets` note any event may carry for its
 * viewer. A field the kind does not declare is refused: the union is all a game sends.
 */
export function eventKind<const T extends string, S extends z.ZodRawShape>(type: T, fields: S) {
  return z.strictObject({ type: z.literal(type), forgets: Forgets.optional(), ...fields });
}

const BaseViewShape = z.object({
  viewer: z.union([SeatNo, z.literal(SPECTATOR)]),
  legal: z.array(z.object({ type: z.string() })),
  result: z.object({ winners: z.array(SeatNo), reason: z.string() }).nullable(),
  waitingFor: z.array(SeatNo),
});

/**
 * A game's view as it reaches a client: what every view holds (viewer, legal actions, result,
 * the seats waited for), checked field by field, the game's own id, and the presence of each of
 * its own top-level fields. The parts inside those are the server's own `viewFor` made, carried
 * leaf by leaf; they are not checked one by one again.
 */
export function viewDecoder<View extends BaseView<{ readonly type: string }> & { readonly game: string }>(
  game: View['game'],
  fields: readonly (keyof View & string)[],
): z.ZodType<View> {
  return z.custom<View>((raw) =>
    BaseViewShape.safeParse(raw).success && z.object({ game: z.literal(game) }).safeParse(raw).success
    && typeof raw === 'object' && raw !== null && fields.every((field) => field in raw));
}

/** What a client decodes from the wire for one game: its view and its events. */
export interface GameWire<View, Event> {
  readonly view: z.ZodType<View>;
  readonly event: z.ZodType<Event>;
}
