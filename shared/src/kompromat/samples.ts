/** What the cross-game tests try on Kompromat (`GameSamples`, shared/src/core/module.ts). */
import type { GameSamples } from '../core/module';
import type { Action } from './actions';
import { ITEM_KINDS } from './cards';
import type { KView } from './view';
import { KompromatReason } from './whyNot';

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The turn's actions, every mission (and one past them), totals, and each item on every target the table has. */
function candidates(view: KView): Action[] {
  const missions = upTo(view.missions.length + 1);
  const targets: object[] = [{}, { delta: 1 }, { delta: -1 }];
  for (const mission of missions) {
    targets.push({ mission });
    for (const index of upTo(3)) targets.push({ mission, index });
    for (const to of missions) targets.push({ from: mission, to });
  }
  const items: Action[] = ITEM_KINDS.flatMap((item) => [
    ...targets.map((target) => ({ type: 'item' as const, item, ...target })),
    ...ITEM_KINDS.map((copy) => ({ type: 'item' as const, item, copy })),
  ]);
  return [
    { type: 'draw' },
    { type: 'stop' },
    { type: 'pass' },
    { type: 'pass', round: true },
    { type: 'returnToken' },
    ...missions.map((mission) => ({ type: 'place' as const, mission })),
    ...upTo(32).map((total) => ({ type: 'declare' as const, total })),
    ...items,
  ];
}

export const samples: GameSamples<KView> = {
  seats: 2,
  actionTypes: ['draw', 'place', 'stop', 'pass', 'declare', 'returnToken', 'item'],
  hostileFields: [
    (v) => ({ type: 'draw', extra: v }),
    (v) => ({ type: 'place', mission: v }),
    (v) => ({ type: 'declare', total: v }),
    (v) => ({ type: 'item', item: v }),
    (v) => ({ type: 'item', item: 'usb', copy: v }),
    (v) => ({ type: 'item', item: 'jetpack', from: 0, to: v }),
    (v) => ({ type: 'pass', toString: v }),
  ],
  whyNot: { candidates, steps: 400, unmet: [KompromatReason.deckEmpty] },
  undo: {
    seeds: { undo: 30, finality: 12 },
    offers: true,
    revealing: ['drew', 'drewFirst', 'placed', 'reveal', 'revealed', 'stopped', 'discarded', 'took'],
  },
  lessons: {
    draw: ['drewFirst'],
    faceDown: ['drew'],
    stop: ['stopped'],
    reveal: ['revealed'],
    item: ['item'],
    failed: ['failed'],
  },
};
