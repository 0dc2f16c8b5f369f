/**
 * Kompromat's components (docs/rules/kompromat.md, "Components").
 * Cards are numbered: equipment ids 0..27 (seat 0 owns 0..13, seat 1 owns 14..27) and
 * mission ids 0..28. Ids live only in the server's state; views never carry them.
 */

/** One equipment deck; the rank 1 is the 1/11 card, 0.5 counts one half. */
export const EQUIPMENT_RANKS: readonly number[] = [0.5, 1, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10];
export const DECK_SIZE = EQUIPMENT_RANKS.length;
export const ACE = 1;

export function equipmentRank(id: number): number {
  return EQUIPMENT_RANKS[id % DECK_SIZE]!;
}

export function equipmentOwner(id: number): number {
  return Math.floor(id / DECK_SIZE);
}

export const ITEM_KINDS = [
  'nightVision',
  'usb',
  'drone',
  'stunGun',
  'chloroform',
  'gps',
  'jetpack',
  'balaclava',
  'newspaper',
  'vesper',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export type MissionCard =
  | { readonly kind: 'target'; readonly name: string; readonly vp: number }
  | { readonly kind: 'document' }
  | { readonly kind: 'code' }
  | { readonly kind: 'ci'; readonly marks: number }
  | { readonly kind: 'item'; readonly item: ItemKind };

const TARGETS: readonly [string, number][] = [
  ['The Informant', 5],
  ['The Pursuit', 4],
  ['The Safe House', 4],
  ['The Airport', 3],
  ['The Interrogation', 3],
  ['The Locker', 3],
  ['The Barmaid', 2],
  ['The Hotel', 2],
];

export const MISSION_CARDS: readonly MissionCard[] = [
  ...TARGETS.map(([name, vp]) => ({ kind: 'target' as const, name, vp })),
  ...[1, 2, 3].map(() => ({ kind: 'document' as const })),
  ...[1, 2, 3].map(() => ({ kind: 'code' as const })),
  ...[1, 1, 2, 2, 3].map((marks) => ({ kind: 'ci' as const, marks })),
  ...ITEM_KINDS.map((item) => ({ kind: 'item' as const, item })),
];

export function missionCard(id: number): MissionCard {
  return MISSION_CARDS[id]!;
}

/** Notoriety marks of a counter-intelligence card. */
export function ciMarks(id: number): number {
  const card = missionCard(id);
  if (card.kind !== 'ci') throw new Error(`mission card ${id} is not counter-intelligence`);
  return card.marks;
}

/** How many cards Night Vision shows: the top of the deck. */
export const NIGHT_VISION_CARDS = 5;

/** Documents and Codes score per set: 1 card 2 VP, 2 cards 6 VP, 3 cards 12 VP. */
export const SET_VP: readonly number[] = [0, 2, 6, 12];

export const SEATS = 2;
export const MISSIONS_PER_ROUND = 4;
export const ROUNDS = 6;
export const NOTORIETY_SUPPLY = 18;
export const NOTORIETY_LOSS = 9;
export const LIMIT = 21;
