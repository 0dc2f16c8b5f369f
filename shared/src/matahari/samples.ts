/** What the cross-game tests try on Operation: Mata Hari (`GameSamples`, shared/src/core/module.ts). */
import type { GameSamples } from '../core/module';
import type { Action } from './actions';
import { PARTNERS } from './cards';
import type { MView } from './view';
import { MatahariReason } from './whyNot';

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Offers and counter-offers of the hand's cards (with a declaration that is true of some and
 *  false of others, and a demand), every accusation and acceptance, adjustments and searches. */
function candidates(view: MView): Action[] {
  const hand = view.hand?.length ?? 0;
  const seats = upTo(view.players.length + 1);
  const sets = [[0], [1], [hand - 1], [0, 1], [1, 2], [0, 1, 2], [hand - 2, hand - 1], [0, 0], [hand]].filter((set) =>
    set.every((i) => i >= 0),
  );
  const red = [{ about: 'offer' as const, quantifier: 'all' as const, predicate: [{ t: 'colour' as const, colour: 'red' as const }] }];
  const third = [{ about: 'card' as const, card: 2, predicate: [{ t: 'resourceCard' as const }] }];
  const request = { binding: true, count: 2, predicate: [{ t: 'resourceCard' as const }] };
  const offerSize = (typeof view.viewer === 'number' ? view.players[view.viewer]?.offer?.size : undefined) ?? 0;
  return [
    ...sets.flatMap((cards) => [
      { type: 'offer' as const, cards },
      { type: 'offer' as const, cards, declaration: red },
      { type: 'offer' as const, cards, request },
      { type: 'offer' as const, cards, declaration: third },
      { type: 'counter' as const, cards },
      { type: 'counter' as const, cards, declaration: red },
    ]),
    { type: 'pass' },
    { type: 'reject' },
    { type: 'mataHari' },
    ...seats.flatMap((seat) => [
      ...PARTNERS.map((partner) => ({ type: 'accuse' as const, seat, partner })),
      { type: 'accept' as const, seat },
      { type: 'accept' as const, seat, assassin: true },
      { type: 'accept' as const, seat, assassin: true, demand: { count: 1, predicate: [{ t: 'resourceCard' as const }] } },
      { type: 'accept' as const, seat, demand: { count: 1, predicate: [{ t: 'resourceCard' as const }] } },
    ]),
    { type: 'adjust', keep: upTo(offerSize), take: [] },
    { type: 'adjust', keep: [], take: upTo(offerSize) },
    { type: 'adjust', keep: upTo(Math.max(0, offerSize - 1)), take: [0] },
    ...[[], [0], [0, 1], [0, 0], [0, 1, 2]].map((cards) => ({ type: 'search' as const, cards })),
  ];
}

export const samples: GameSamples<MView> = {
  seats: 4,
  actionTypes: ['offer', 'counter', 'pass', 'accuse', 'accept', 'reject', 'mataHari', 'adjust', 'search'],
  hostileFields: [
    (v) => ({ type: 'offer', cards: v }),
    (v) => ({ type: 'offer', cards: [0, v] }),
    (v) => ({ type: 'offer', cards: [0], declaration: v }),
    (v) => ({ type: 'offer', cards: [0], declaration: [v] }),
    (v) => ({ type: 'offer', cards: [0], declaration: [{ about: 'card', card: v, predicate: [{ t: 'resourceCard' }] }] }),
    (v) => ({ type: 'offer', cards: [0], declaration: [{ about: 'offer', quantifier: 'atLeast', count: 1, predicate: v }] }),
    (v) => ({ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [v] }] }),
    (v) => ({ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [{ t: 'priorityIn', values: v }] }] }),
    (v) => ({ type: 'offer', cards: [0], request: v }),
    (v) => ({ type: 'offer', cards: [0], request: { binding: v, count: 1, predicate: [{ t: 'resourceCard' }] } }),
    (v) => ({ type: 'offer', cards: [0], request: { binding: true, count: 1, predicate: [v] } }),
    (v) => ({ type: 'counter', cards: [0], declaration: v }),
    (v) => ({ type: 'accuse', seat: v, partner: 'assassin' }),
    (v) => ({ type: 'accuse', seat: 1, partner: v }),
    (v) => ({ type: 'accept', seat: 1, assassin: v }),
    (v) => ({ type: 'accept', seat: 1, assassin: true, demand: v }),
    (v) => ({ type: 'adjust', keep: v, take: [] }),
    (v) => ({ type: 'search', cards: v }),
    (v) => ({ type: 'mataHari', extra: v }),
  ],
  whyNot: { candidates, steps: 300, unmet: [MatahariReason.cannotCounter] },
  // None: every step hands the decision on, or shows or draws (see its `undoable`).
  undo: {
    seeds: { undo: 20, finality: 8 },
    offers: false,
    revealing: ['drew', 'searched', 'received', 'swapped', 'accused', 'mataHari', 'offered', 'countered'],
  },
  lessons: {
    offer: ['offered'],
    demand: ['offered', 'countered'],
    counterOffer: ['countered'],
    exchange: ['swapped'],
    accusation: ['accused'],
    partner: ['accused', 'mataHari'],
  },
};
