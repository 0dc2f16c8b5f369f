/**
 * What Operation: Mata Hari tells a viewer happened, as that viewer is told it (see
 * `core/decoders.ts`): the client decodes its log into these and puts each kind into words.
 */
import * as z from 'zod/mini';
import type { Made } from '../core/events';
import { Count, eventKind, SeatNo } from '../core/decoders';
import { COLOURS, PARTNERS, RESOURCES, type Face, type Objective } from './cards';
import { Declaration, Demand, Request } from './declarations';

/** A card's face: a resource card, or a partner. */
export const FaceShape = z.union([
  z.strictObject({ resource: z.enum(RESOURCES), colour: z.enum(COLOURS), priority: z.int() }),
  z.strictObject({ partner: z.enum(PARTNERS) }),
]) satisfies z.ZodMiniType<Face>;
/** A seat's objective: its resource, that resource's colour, and its skull's colour. */
export const ObjectiveShape = z.strictObject({
  resource: z.enum(RESOURCES),
  colour: z.enum(COLOURS),
  skull: z.enum(COLOURS),
}) satisfies z.ZodMiniType<Objective>;

/** Cards a seat may see: present only in the event as its own seat is told it. */
const Faces = z.optional(z.array(FaceShape));

export const MatahariEvent = z.discriminatedUnion('type', [
  eventKind('turn', { seat: SeatNo, number: Count }),
  eventKind('offered', { seat: SeatNo, size: Count, declaration: Declaration, request: z.nullable(Request) }),
  eventKind('countered', { seat: SeatNo, size: Count, declaration: Declaration }),
  eventKind('passed', { seat: SeatNo }),
  /** A wrong accusation shows the offer (`cards`) to the accuser alone. */
  eventKind('accused', { accuser: SeatNo, accused: SeatNo, partner: z.enum(PARTNERS), right: z.boolean(), cards: Faces }),
  eventKind('accepted', { seat: SeatNo, target: SeatNo, assassin: z.boolean() }),
  eventKind('assassin', { seat: SeatNo, target: SeatNo, demand: z.nullable(Demand) }),
  eventKind('adjusted', { seat: SeatNo }),
  eventKind('swapped', { seat: SeatNo, target: SeatNo, count: Count }),
  eventKind('received', { seat: SeatNo, from: SeatNo, cards: Faces }),
  eventKind('rejected', { seat: SeatNo }),
  eventKind('mataHari', { seat: SeatNo, flipped: Count }),
  eventKind('searched', { seat: SeatNo, count: Count, cards: Faces }),
  eventKind('drew', { seat: SeatNo, count: Count, cards: Faces }),
  eventKind('cover', { seat: SeatNo, left: Count }),
  /** The result, and every hand and objective face up. */
  eventKind('gameOver', {
    winners: z.array(SeatNo),
    reason: z.string(),
    visionary: z.array(z.strictObject({ seat: SeatNo, priority: z.int() })),
    excluded: z.array(SeatNo),
    scores: z.nullable(z.array(z.nullable(z.number()))),
    hands: z.array(z.array(FaceShape)),
    objectives: z.array(ObjectiveShape),
  }),
]);
export type MatahariEvent = z.infer<typeof MatahariEvent>;
/** The events the rules make, checked against what a client decodes (`Made`). */
export type MadeEvent = Made<MatahariEvent>;
