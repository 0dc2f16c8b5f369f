/** Operation: Mata Hari's view as a client decodes it from the wire (see `core/decoders.ts`). */
import * as z from 'zod/mini';
import { baseViewFields, Count, SeatNo } from '../core/decoders';
import { PARTNERS, RESOURCES } from './cards';
import { Declaration, Demand, Request } from './declarations';
import { FaceShape, ObjectiveShape } from './events';
import type { MView } from './view';

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

const Offer = z.strictObject({ size: Count, declaration: Declaration, cards: z.optional(Faces) });

const Player = z.strictObject({
  hand: Count,
  compromised: Count,
  undercover: Count,
  offer: z.nullable(Offer),
  answer: z.nullable(z.enum(['pending', 'offered', 'passed', 'out'])),
});

const Final = z.strictObject({
  hands: z.array(Faces),
  objectives: z.array(ObjectiveShape),
  excluded: Seats,
  scores: z.nullable(z.array(z.nullable(z.number()))),
  visionary: z.array(z.strictObject({ seat: SeatNo, priority: z.int() })),
});

export const MViewSchema = z.strictObject({
  ...baseViewFields(Legal, SeatNo),
  game: z.literal('matahari'),
  phase: z.enum(['offer', 'counter', 'resolve', 'adjust', 'search', 'over']),
  active: SeatNo,
  turn: Count,
  drawPile: Count,
  coversLeft: Count,
  removed: z.strictObject({ resources: z.array(z.enum(RESOURCES)), partnersEach: Count }),
  outOfGame: z.array(z.enum(PARTNERS)),
  request: z.nullable(Request),
  players: z.array(Player),
  accusations: z.array(z.strictObject({ accuser: SeatNo, accused: SeatNo, partner: z.enum(PARTNERS), right: z.boolean() })),
  assassin: z.nullable(z.strictObject({ seat: SeatNo, target: SeatNo, demand: Demand })),
  searching: z.nullable(z.strictObject({ seat: SeatNo, max: Count })),
  hand: z.optional(Faces),
  objective: z.optional(ObjectiveShape),
  shown: z.optional(z.array(z.strictObject({ seat: SeatNo, cards: Faces }))),
  search: z.optional(Faces),
  hands: z.optional(z.array(Faces)),
  objectives: z.optional(z.array(ObjectiveShape)),
  final: z.nullable(Final),
}) satisfies z.ZodMiniType<MView>;
