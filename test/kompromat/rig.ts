/**
 * Fixed positions for the Kompromat rule scenarios (spec: docs/rules/kompromat.md).
 *
 * `rig` starts from a real set-up and then arranges it: equipment decks in a chosen order,
 * the four missions with their counter-intelligence (CI) cards, cards already at the
 * missions, items won, notoriety. Every card stays in exactly one place, which the engine's
 * own audit checks after rigging and after every step.
 */
import { kompromat, type GameEvent } from '@dead-drop/shared';
import { refuseIn, RuleTable, stepIn } from '../fixtures/ruleTable';

export type KState = ReturnType<typeof kompromat.setup>;
export type Action = Parameters<typeof kompromat.apply>[2];
export type KView = ReturnType<typeof kompromat.viewFor>;
export type Seat = 0 | 1;

/** One equipment deck, by card index (spec, "Components"); 1 is the 1/11 card. */
export const RANKS: readonly number[] = [0.5, 1, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 9, 10];
export const DECK = 14;

/** Mission card ids, in the engine's numbering. */
export const M = {
  informant: 0,
  pursuit: 1,
  safeHouse: 2,
  airport: 3,
  interrogation: 4,
  locker: 5,
  barmaid: 6,
  hotel: 7,
  document: [8, 9, 10] as const,
  code: [11, 12, 13] as const,
  /** Counter-intelligence cards with marks 1, 1, 2, 2, 3. */
  ci1: 14,
  ci1b: 15,
  ci2: 16,
  ci2b: 17,
  ci3: 18,
  nightVision: 19,
  usb: 20,
  drone: 21,
  stunGun: 22,
  chloroform: 23,
  gps: 24,
  jetpack: 25,
  balaclava: 26,
  newspaper: 27,
  vesper: 28,
} as const;
export const MISSION_COUNT = 29;

/** Missions laid when a scenario does not care which: low targets without CI. */
const FILLER = [M.hotel, M.barmaid, M.locker, M.interrogation, M.airport, M.safeHouse, M.pursuit, M.informant];

export interface MissionRig {
  card: number;
  ci?: number | null;
  /** Ranks each seat has already placed there: the first face up, the rest face down. */
  sides?: [number[]?, number[]?];
}

export interface Rig {
  seed?: number;
  firstSeat?: Seat;
  /** Round number; the starting player follows from it (alternating). */
  round?: number;
  /** Equipment decks, ranks given top first. */
  decks?: [number[]?, number[]?];
  /** Ranks already in each player's discard. */
  discards?: [number[]?, number[]?];
  /** Where the unlisted equipment cards go: under the listed deck cards, or to the discard. */
  rest?: 'deck' | 'discard';
  missions?: (MissionRig | undefined)[];
  /** Items in front of each player (mission ids). */
  items?: [number[]?, number[]?];
  /** Scoring piles (mission ids: targets, documents, codes, used items). */
  piles?: [number[]?, number[]?];
  /** Mission cards already discarded. */
  missionDiscard?: number[];
  notoriety?: [number, number];
  /** Whose turn, and at which mission they are playing; default: the starting player, fresh. */
  turn?: { seat: Seat; mission?: number | null };
}

/** Builds a rigged position and checks it is sound. */
export function rig(spec: Rig = {}): KState {
  const state = kompromat.setup(spec.seed ?? 1, 2, { firstSeat: spec.firstSeat ?? 0 });

  if (spec.round !== undefined) {
    state.round = spec.round;
    state.startSeat = (state.firstSeat + spec.round - 1) % 2;
  }

  // Mission cards: every chosen id is taken out of wherever set-up put it.
  const pool = [...state.missionDeck, ...state.missions.flatMap((m) => [m.card, m.ci])].filter((id): id is number => id !== null);
  const chosen = new Set<number>([
    ...(spec.missions ?? []).flatMap((m) => (m ? [m.card, ...(m.ci == null ? [] : [m.ci])] : [])),
    ...(spec.items ?? []).flatMap((ids) => ids ?? []),
    ...(spec.piles ?? []).flatMap((ids) => ids ?? []),
    ...(spec.missionDiscard ?? []),
  ]);
  const filler = FILLER.filter((id) => !chosen.has(id));
  const missions: MissionRig[] = [0, 1, 2, 3].map((i) => spec.missions?.[i] ?? { card: filler.shift()! });
  for (const m of missions) {
    chosen.add(m.card);
    if (m.ci != null) chosen.add(m.ci);
  }
  const placedMissionIds = [
    ...missions.flatMap((m) => [m.card, ...(m.ci == null ? [] : [m.ci])]),
    ...(spec.items ?? []).flatMap((ids) => ids ?? []),
    ...(spec.piles ?? []).flatMap((ids) => ids ?? []),
    ...(spec.missionDiscard ?? []),
  ];
  if (new Set(placedMissionIds).size !== placedMissionIds.length) throw new Error('rig: a mission card is used twice');
  state.missionDeck = pool.filter((id) => !chosen.has(id));
  state.missionDiscard = [...(spec.missionDiscard ?? [])];

  state.missions = state.missions.map((old, i) => ({
    ...old,
    card: missions[i]!.card,
    ci: missions[i]!.ci ?? null,
    taker: null,
    resolved: false,
  }));

  // Equipment: ranks are turned into that seat's card ids, each id used once.
  for (const seat of [0, 1] as const) {
    const free = Array.from({ length: DECK }, (_, i) => seat * DECK + i);
    const take = (rank: number): number => {
      const at = free.findIndex((id) => RANKS[id % DECK] === rank);
      if (at < 0) throw new Error(`rig: seat ${seat} has no card ${rank} left`);
      return free.splice(at, 1)[0]!;
    };
    missions.forEach((m, i) => {
      const ranks = m.sides?.[seat] ?? [];
      state.missions[i]!.sides[seat] = {
        cards: ranks.map((rank, k) => ({ id: take(rank), up: k === 0, shown: false })),
        attempted: ranks.length > 0,
        newspaper: 0,
        vesper: 0,
        declared: null,
      };
    });
    const player = state.players[seat]!;
    const deckTopFirst = (spec.decks?.[seat] ?? []).map(take);
    const discard = (spec.discards?.[seat] ?? []).map(take);
    const rest = [...free];
    player.deck = [...((spec.rest ?? 'deck') === 'deck' ? rest : []), ...deckTopFirst.reverse()];
    player.discard = [...discard, ...(spec.rest === 'discard' ? rest : [])];
    player.items = [...(spec.items?.[seat] ?? [])];
    player.pile = [...(spec.piles?.[seat] ?? [])];
    player.notoriety = spec.notoriety?.[seat] ?? 0;
    player.peek = 0;
  }
  state.supply = 18 - state.players[0]!.notoriety - state.players[1]!.notoriety;

  const turnSeat = spec.turn?.seat ?? state.startSeat;
  state.turn = { seat: turnSeat, drawn: null, mission: spec.turn?.mission ?? null };
  state.reveal = null;
  state.prompt = null;
  state.queue = [];

  expect(kompromat.audit.invariants(state)).toEqual([]);
  return state;
}

/** Applies a legal action: it must be accepted, leave its input alone and keep the game sound. */
export function step(state: KState, seat: number, action: Action): { state: KState; events: readonly GameEvent[] } {
  return stepIn(kompromat, state, seat, action);
}

/** Applies an action that must be refused with `code`, changing nothing. */
export function refuse(state: KState, seat: number, action: Action, code: string): void {
  refuseIn(kompromat, state, seat, action, code);
}

/** A game in progress from a rigged position: the state, the last step's events and all events. */
export class Table extends RuleTable<KState, Action, Action, KView> {
  constructor(state: KState) {
    super(kompromat, state);
  }

  /** Several actions by one seat. */
  acts(seat: number, ...actions: Action[]): this {
    for (const action of actions) this.act(seat, action);
    return this;
  }
}

export function table(spec: Rig = {}): Table {
  return new Table(rig(spec));
}

/**
 * A position at the end of the turns: the cards are already at the missions (every card
 * not placed is in the discard, so nobody can take another turn) and the last player
 * stops; the reveal then runs until someone has a decision to make.
 */
export function toReveal(spec: Rig): Table {
  const start = (((spec.firstSeat ?? 0) + (spec.round ?? 1) - 1) % 2) as Seat;
  const order: Seat[] = [start, (1 - start) as Seat];
  const missions = spec.missions ?? [];
  let last: { seat: Seat; mission: number } | null = null;
  for (const seat of order) {
    for (let i = 3; i >= 0 && !last; i--) if ((missions[i]?.sides?.[seat] ?? []).length > 0) last = { seat, mission: i };
  }
  if (!last) throw new Error('toReveal: somebody must have cards at a mission');
  return table({ rest: 'discard', ...spec, turn: last }).act(last.seat, { type: 'stop' });
}

// Actions, spelled short.
export const draw: Action = { type: 'draw' };
export const stop: Action = { type: 'stop' };
export const pass: Action = { type: 'pass' };
/** How a face-down draw tells its owner that its value is forgotten when the turn is over. */
export const FORGOTTEN_AFTER_TURN = { at: ['turn', 'reveal'], fields: ['rank'] };
/** "No items this round": a reveal window's pass that also lets pass the seat's other windows this round. */
export const passRound: Action = { type: 'pass', round: true };
export const returnToken: Action = { type: 'returnToken' };
export const place = (mission: number): Action => ({ type: 'place', mission });
export const declare = (total: number): Action => ({ type: 'declare', total });
/** Using an item: `use('stunGun', { mission: 1, index: 2 })`. */
export const use = (item: string, target: Record<string, unknown> = {}): Action => ({ type: 'item', item, ...target }) as Action;

/** What `viewer` sees of a seat's cards at a mission: ranks, or null for a back. */
export function ranksSeen(view: KView, mission: number, seat: number): (number | null)[] {
  return view.missions[mission]!.sides[seat]!.cards.map((card) => card.rank ?? null);
}

/** Sorted copy, for comparing multisets. */
export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The rank of an equipment card id, as the spec numbers them. */
export function rankOf(id: number): number {
  return RANKS[id % DECK]!;
}

/** A player's deck as ranks, top first. */
export function deckRanks(state: KState, seat: number): number[] {
  return [...state.players[seat]!.deck].reverse().map(rankOf);
}
