/**
 * Kompromat's view, declared once: the rules build it (`view.ts`) and a client decodes it from
 * the wire with this schema (see `core/decoders.ts`); its types are the schema's.
 */
import * as z from 'zod/mini';
import { baseViewFields, Count, Index, SeatNo } from '../core/decoders';
import { Action } from './actions';
import { ITEM_KINDS } from './cards';

/** A card as one viewer sees it: a back carries nothing but `up: false`. */
const Card = z.strictObject({
  up: z.boolean(),
  /** Present only when this viewer may know the value; 1 is the 1/11 card. */
  rank: z.optional(z.number()),
  /** Revealed to everyone by a Drone while still face down. */
  shown: z.optional(z.boolean()),
});
export type CardView = z.output<typeof Card>;

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
  /** Declared total with Newspapers and Vesper Martinis, once declared. */
  total: z.nullable(z.number()),
});
export type SideView = z.output<typeof Side>;

const Mission = z.strictObject({
  card: z.nullable(MissionCard),
  /** Marks of the counter-intelligence card under the mission. */
  ci: z.nullable(Count),
  sides: z.array(Side),
  resolved: z.boolean(),
  taker: z.nullable(SeatNo),
});
export type MissionView = z.output<typeof Mission>;

const Player = z.strictObject({
  deck: Count,
  discard: Count,
  notoriety: Count,
  items: z.array(z.enum(ITEM_KINDS)),
  pile: z.array(MissionCard),
  /** VP if the game ended now: from public cards and tokens only. */
  vp: z.number(),
  /** Night Vision: the top cards of your own deck, top first; only in your own view. */
  peek: z.optional(z.readonly(z.array(z.number()))),
});
export type PlayerView = z.output<typeof Player>;

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
});
export type KView = z.output<typeof KViewSchema>;
