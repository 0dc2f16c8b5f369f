/**
 * Fixed positions for the Operation: Mata Hari scenarios (spec: docs/rules/matahari.md).
 *
 * `rig` starts from a real set-up for the player count and then arranges it: hands, the top
 * of the draw pile, objectives, covers and the active player. Cards are named as in the
 * spec: a resource and its priority (`gun3`, `tapeRecorder7`) or a partner (`DA`, `AS`, `MH`).
 * Every card in play not named goes under the named pile cards (or to the hand of `rest`),
 * so every card stays in exactly one place; the engine's own audit checks that.
 */
import { matahari, matahariCards, type MatahariFace } from '@dead-drop/shared';
import { RuleTable } from '../fixtures/ruleTable';

export type MState = ReturnType<typeof matahari.setup>;
export type Action = Parameters<typeof matahari.apply>[2];
export type MView = ReturnType<typeof matahari.viewFor>;
export type Legal = ReturnType<typeof matahari.legalActions>[number];
export type Face = MatahariFace;

const { RESOURCES, PARTNERS, PER_PARTNER, RESOURCE_CARDS, faceOf } = matahariCards;
const SHORT: Record<string, string> = { DA: 'doubleAgent', AS: 'assassin', MH: 'mataHari' };

/** The face a card name stands for. */
export function face(name: string): Face {
  if (SHORT[name]) return { partner: SHORT[name] } as Face;
  const match = /^([a-zA-Z]+)([1-7])$/.exec(name);
  const resource = match && RESOURCES.find((r) => r === match[1]);
  if (!match || !resource) throw new Error(`rig: no card "${name}"`);
  return faceOf(RESOURCES.indexOf(resource) * 7 + Number(match[2]) - 1) as Face;
}

/** The name of a face, for readable comparisons. */
export function nameOf(f: Face): string {
  if ('partner' in f) return Object.keys(SHORT).find((k) => SHORT[k] === f.partner)!;
  return `${f.resource}${f.priority}`;
}

export const names = (faces: readonly Face[]): string[] => faces.map(nameOf);

export interface Rig {
  seats: number;
  seed?: number;
  /** Each seat's hand, by name. */
  hands: string[][];
  /** The top of the draw pile, top first. */
  pile?: string[];
  /** Where the cards not named go: under the pile (default), into that seat's hand, or
   *  dealt round the table ('spread', so that nobody holds a whole priority by accident). */
  rest?: 'pile' | 'spread' | number;
  objectives?: string[];
  active?: number;
  compromised?: number[];
  undercover?: number[];
}

/** Builds a rigged position at the start of `active`'s turn and checks it is sound. */
export function rig(spec: Rig): MState {
  const state = matahari.setup(spec.seed ?? 1, spec.seats, { firstSeat: spec.active ?? 0 });
  state.result = null;
  const removed = new Set(state.removed);
  const free = Array.from({ length: 81 }, (_, id) => id).filter((id) => !removed.has(id));
  const take = (name: string): number => {
    const f = face(name);
    const at =
      'partner' in f
        ? free.findIndex((id) => id >= RESOURCE_CARDS && Math.floor((id - RESOURCE_CARDS) / PER_PARTNER) === PARTNERS.indexOf(f.partner))
        : free.indexOf(RESOURCES.indexOf(f.resource) * 7 + f.priority - 1);
    if (at < 0) throw new Error(`rig: "${name}" is not available with ${spec.seats} players`);
    return free.splice(at, 1)[0]!;
  };
  state.hands = spec.hands.map((hand) => hand.map(take));
  const top = (spec.pile ?? []).map(take);
  if (spec.rest === undefined || spec.rest === 'pile') {
    state.drawPile = [...free, ...top.reverse()];
  } else {
    state.drawPile = top.reverse();
    free.forEach((id, i) => state.hands[spec.rest === 'spread' ? i % spec.seats : (spec.rest as number)]!.push(id));
  }
  for (const hand of state.hands) hand.sort((a, b) => a - b);
  if (spec.objectives) {
    const wanted = spec.objectives.map((r) => RESOURCES.indexOf(r as (typeof RESOURCES)[number]));
    const all = [...state.objectives, ...state.spareObjectives];
    state.objectives = wanted;
    state.spareObjectives = all.filter((r) => !wanted.includes(r));
  }
  state.compromised = spec.compromised ?? new Array<number>(spec.seats).fill(0);
  state.undercover = spec.undercover ?? new Array<number>(spec.seats).fill(0);
  state.coversLeft = 10 - [...state.compromised, ...state.undercover].reduce((a, b) => a + b, 0);
  expect(matahari.audit.invariants(state)).toEqual([]);
  return state;
}

export class Table extends RuleTable<MState, Action, Legal, MView> {
  constructor(state: MState) {
    super(matahari, state);
  }

  types(seat: number): string[] {
    return this.legal(seat).map((l) => l.type);
  }

  /** A seat's hand as names, from its own view. */
  hand(seat: number): string[] {
    return names(this.view(seat).hand!);
  }

  /** Hand positions of the named cards in `seat`'s hand, as an action names them. */
  at(seat: number, ...cards: string[]): number[] {
    const hand = this.hand(seat);
    const used = new Set<number>();
    return cards.map((name) => {
      const i = hand.findIndex((n, k) => n === name && !used.has(k));
      if (i < 0) throw new Error(`seat ${seat} has no ${name} in ${hand.join(' ')}`);
      used.add(i);
      return i;
    });
  }

  /** The active player offers the named cards. */
  offer(seat: number, cards: string[], extra: Partial<Extract<Action, { type: 'offer' }>> = {}): this {
    return this.act(seat, { type: 'offer', cards: this.at(seat, ...cards), ...extra });
  }

  counter(seat: number, cards: string[], extra: Partial<Extract<Action, { type: 'counter' }>> = {}): this {
    return this.act(seat, { type: 'counter', cards: this.at(seat, ...cards), ...extra });
  }

  /** Every seat in `seats` passes. */
  pass(...seats: number[]): this {
    for (const seat of seats) this.act(seat, { type: 'pass' });
    return this;
  }
}

/** Four hands for the turn scenarios: seat 0 blue and red, seat 1 green and blue, seat 2
 *  with an Assassin, seat 3 without green or partners. */
export const FOUR_HANDS: string[][] = [
  ['gun3', 'photographs2', 'gun5'],
  ['disguise5', 'gloves1', 'briefcase2'],
  ['briefcase4', 'documents7', 'AS'],
  ['briefcase6', 'documents1', 'photographs5'],
];

export function table(spec: Rig): Table {
  return new Table(rig(spec));
}

export const pass: Action = { type: 'pass' };
export const reject: Action = { type: 'reject' };
export const mataHari: Action = { type: 'mataHari' };
export const accept = (seat: number, extra: Partial<Extract<Action, { type: 'accept' }>> = {}): Action => ({
  type: 'accept',
  seat,
  ...extra,
});
export const accuse = (seat: number, partner: 'doubleAgent' | 'assassin' | 'mataHari'): Action => ({ type: 'accuse', seat, partner });
export const search = (...cards: number[]): Action => ({ type: 'search', cards });

/** Sorted copy of names, for comparing multisets. */
export const sorted = (items: readonly string[]): string[] => [...items].sort();
