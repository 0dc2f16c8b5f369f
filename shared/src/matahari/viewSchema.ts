/**
 * Operation: Mata Hari's view, declared once: the rules build it (`view.ts`) and a client
 * decodes it from the wire with this schema (see `core/decoders.ts`); its types are the schema's.
 */
import * as z from 'zod/mini';
import { baseViewFields, Count, SeatNo } from '../core/decoders';
import { PARTNERS, RESOURCES } from './cards';
import { Declaration, Demand, Request } from './declarations';
import { FaceShape, ObjectiveShape } from './events';

const Faces = z.array(FaceShape);
const Seats = z.array(SeatNo);

const Legal = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('offer'), max: Count }),
  z.strictObject({ type: z.literal('counter'), size: Count, demand: z.nullable(Demand) }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('accuse'), seats: Seats }),
  z.strictObject({ type: z.literal('accept'), seats: Seats, size: Count, assassin: z.boolean() }),
  z.strictObject({ type: z.literal('reject') }),
  z.strictObject({ type: z.literal('mataHari') }),
  z.strictObject({ type: z.literal('adjust'), demand: Demand }),
  z.strictObject({ type: z.literal('search'), count: Count, max: Count }),
]);

/** An offer on the table: its size and declaration are public; `cards` (faces, in the order
 *  they lie) only in its owner's view. */
const Offer = z.strictObject({ size: Count, declaration: Declaration, cards: z.optional(Faces) });
export type OfferView = z.output<typeof Offer>;

const Player = z.strictObject({
  /** Cards in hand (a count: faces are in the owner's `hand`). */
  hand: Count,
  compromised: Count,
  undercover: Count,
  offer: z.nullable(Offer),
  /** This turn's answer of a non-active player; null for the active player. */
  answer: z.nullable(z.enum(['pending', 'offered', 'passed', 'out'])),
});
export type PlayerView = z.output<typeof Player>;

const Final = z.strictObject({
  /** Every hand, face up, and every objective. */
  hands: z.array(Faces),
  objectives: z.array(ObjectiveShape),
  excluded: Seats,
  scores: z.nullable(z.array(z.nullable(z.number()))),
  visionary: z.array(z.strictObject({ seat: SeatNo, priority: z.int() })),
});
export type FinalView = z.output<typeof Final>;

export const MViewSchema = z.strictObject({
  ...baseViewFields(Legal, SeatNo),
  game: z.literal('matahari'),
  phase: z.enum(['offer', 'counter', 'resolve', 'adjust', 'search', 'over']),
  /** The active player and the turn number (from 1). */
  active: SeatNo,
  turn: Count,
  drawPile: Count,
  coversLeft: Count,
  /** Taken out at set-up: whole resources, and this many partners of each kind. */
  removed: z.strictObject({ resources: z.array(z.enum(RESOURCES)), partnersEach: Count }),
  /** Partners that left the game after right accusations. */
  outOfGame: z.array(z.enum(PARTNERS)),
  /** The active player's demand (binding) or wish. */
  request: z.nullable(Request),
  players: z.array(Player),
  /** This turn's accusations; a wrong one shows the offer to the accuser only (`shown`). */
  accusations: z.array(z.strictObject({ accuser: SeatNo, accused: SeatNo, partner: z.enum(PARTNERS), right: z.boolean() })),
  /** An Assassin revealed this turn: its target and demand. */
  assassin: z.nullable(z.strictObject({ seat: SeatNo, target: SeatNo, demand: Demand })),
  /** Who is searching the draw pile now, and for how many cards. */
  searching: z.nullable(z.strictObject({ seat: SeatNo, max: Count })),
  /** Own view only: the hand's faces (actions index into this list). */
  hand: z.optional(Faces),
  /** Own view only: the seat's objective. */
  objective: z.optional(ObjectiveShape),
  /** Accuser's view only: offers shown to this seat after its wrong accusations this turn. */
  shown: z.optional(z.array(z.strictObject({ seat: SeatNo, cards: Faces }))),
  /** Searcher's view only: the draw pile, sorted (a search picks indices into this list). */
  search: z.optional(Faces),
  /** Open view only (`openView`): every seat's hand and objective, by seat. */
  hands: z.optional(z.array(Faces)),
  objectives: z.optional(z.array(ObjectiveShape)),
  final: z.nullable(Final),
});
/**
 * `waitingFor`: the seats the game waits for now. A seat that may only accuse is not among them:
 * an accusation is never owed (decision 4).
 */
export type MView = z.output<typeof MViewSchema>;
