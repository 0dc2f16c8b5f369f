/** Kompromat's view as a client decodes it from the wire (see `core/decoders.ts`). */
import * as z from 'zod/mini';
import { baseViewFields, Count, Index, SeatNo } from '../core/decoders';
import { Action } from './actions';
import { ITEM_KINDS } from './cards';
import type { KView } from './view';

const Card = z.strictObject({ up: z.boolean(), rank: z.optional(z.number()), shown: z.optional(z.boolean()) });

const MissionCard = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('target'), name: z.string(), vp: z.number() }),
  z.strictObject({ kind: z.literal('document') }),
  z.strictObject({ kind: z.literal('code') }),
  z.strictObject({ kind: z.literal('ci'), marks: Count }),
  z.strictObject({ kind: z.literal('item'), item: z.enum(ITEM_KINDS) }),
]);

const Side = z.strictObject({
  cards: z.array(Card),
  attempted: z.boolean(),
  newspaper: z.number(),
  vesper: z.number(),
  declared: z.nullable(z.number()),
  total: z.nullable(z.number()),
});

const Mission = z.strictObject({
  card: z.nullable(MissionCard),
  ci: z.nullable(Count),
  sides: z.array(Side),
  resolved: z.boolean(),
  taker: z.nullable(SeatNo),
});

const Player = z.strictObject({
  deck: Count,
  discard: Count,
  notoriety: Count,
  items: z.array(z.enum(ITEM_KINDS)),
  pile: z.array(MissionCard),
  vp: z.number(),
  peek: z.optional(z.array(z.number())),
});

const Score = z.strictObject({
  targets: z.number(),
  documents: z.number(),
  codes: z.number(),
  items: z.number(),
  notoriety: z.number(),
  total: z.number(),
});

export const KViewSchema = z.strictObject({
  ...baseViewFields(Action, SeatNo),
  game: z.literal('kompromat'),
  round: Count,
  rounds: Count,
  startSeat: SeatNo,
  phase: z.enum(['turn', 'reveal', 'over']),
  turn: z.nullable(z.strictObject({ seat: SeatNo, mission: z.nullable(Index), drawn: z.nullable(Card) })),
  reveal: z.nullable(z.strictObject({ mission: Index, step: z.enum(['before', 'declare', 'after', 'resolve']), seat: z.nullable(SeatNo) })),
  prompt: z.nullable(z.strictObject({ kind: z.enum(['perfect', 'chloroform', 'balaclava']), seat: SeatNo })),
  missions: z.array(Mission),
  players: z.array(Player),
  missionDeck: Count,
  missionDiscard: z.array(MissionCard),
  supply: Count,
  scores: z.nullable(z.array(Score)),
}) satisfies z.ZodMiniType<KView>;
