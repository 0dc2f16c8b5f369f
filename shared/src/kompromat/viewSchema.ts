/** Kompromat's view as a client decodes it from the wire (see `core/decoders.ts`). */
import { z } from 'zod';
import { baseViewFields, Count, Index, SeatNo } from '../core/decoders';
import { Action } from './actions';
import { ITEM_KINDS } from './cards';
import type { KView } from './view';

const Card = z.strictObject({ up: z.boolean(), rank: z.number().optional(), shown: z.boolean().optional() });

const MissionCard = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('target'), name: z.string(), vp: z.number() }),
  z.strictObject({ kind: z.literal('document') }),
  z.strictObject({ kind: z.literal('code') }),
  z.strictObject({ kind: z.literal('ci'), marks: Count }),
  z.strictObject({ kind: z.literal('item'), item: z.enum(ITEM_KINDS) }),
]);

const Side = z.strictObject({
  cards: z.array(Card), attempted: z.boolean(), newspaper: z.number(), vesper: z.number(),
  declared: z.number().nullable(), total: z.number().nullable(),
});

const Mission = z.strictObject({
  card: MissionCard.nullable(), ci: Count.nullable(), sides: z.array(Side), resolved: z.boolean(), taker: SeatNo.nullable(),
});

const Player = z.strictObject({
  deck: Count, discard: Count, notoriety: Count, items: z.array(z.enum(ITEM_KINDS)), pile: z.array(MissionCard), vp: z.number(),
  peek: z.array(z.number()).optional(),
});

const Score = z.strictObject({
  targets: z.number(), documents: z.number(), codes: z.number(), items: z.number(), notoriety: z.number(), total: z.number(),
});

export const KViewSchema = z.strictObject({
  ...baseViewFields(Action, SeatNo),
  game: z.literal('kompromat'),
  round: Count,
  rounds: Count,
  startSeat: SeatNo,
  phase: z.enum(['turn', 'reveal', 'over']),
  turn: z.strictObject({ seat: SeatNo, mission: Index.nullable(), drawn: Card.nullable() }).nullable(),
  reveal: z.strictObject({ mission: Index, step: z.enum(['before', 'declare', 'after', 'resolve']), seat: SeatNo.nullable() }).nullable(),
  prompt: z.strictObject({ kind: z.enum(['perfect', 'chloroform', 'balaclava']), seat: SeatNo }).nullable(),
  missions: z.array(Mission),
  players: z.array(Player),
  missionDeck: Count,
  missionDiscard: z.array(MissionCard),
  supply: Count,
  scores: z.array(Score).nullable(),
}) satisfies z.ZodType<KView>;
