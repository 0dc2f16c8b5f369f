/** What the cross-game tests try on Compile (`GameSamples`, shared/src/core/module.ts). */
import type { GameSamples } from '../core/module';
import type { Action } from './actions';
import { PROTOCOLS } from './cards';
import { REORDERS } from './state';
import type { CView } from './view';
import { CompileReason } from './whyNot';

const LINES = [0, 1, 2] as const;
const SIDES = [0, 1] as const;
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every protocol, every hand card into every line both ways, every field card and line as a
 *  choice, discards of several sizes, and each kind of option. */
function candidates(view: CView): Action[] {
  const hand = upTo((view.hand?.length ?? 0) + 1);
  const field = SIDES.flatMap((side) =>
    LINES.flatMap((line) =>
      upTo((view.sides[side]?.stacks[line]?.cards.length ?? 0) + 1).flatMap((at) => [
        { type: 'card' as const, side, line, at },
        { type: 'first' as const, side, line, at },
      ]),
    ),
  );
  return [
    ...PROTOCOLS.map((protocol) => ({ type: 'draft' as const, protocol })),
    ...hand.flatMap((i) => LINES.flatMap((line) => [true, false].map((up) => ({ type: 'play' as const, hand: i, line, up })))),
    { type: 'refresh' },
    { type: 'skip' },
    ...[[], [0], [0, 1], [0, 1, 2], [0, 0], [hand.length]].map((picked) => ({ type: 'discard' as const, hand: picked })),
    ...field,
    ...LINES.flatMap((line) => [
      { type: 'line' as const, line },
      { type: 'compile' as const, line },
    ]),
    ...(['flip', 'discard', 'draw'] as const).map((option) => ({ type: 'choose' as const, option })),
    ...SIDES.flatMap((side) => REORDERS.map((order) => ({ type: 'rearrange' as const, side, order }))),
    ...LINES.flatMap((a) => LINES.map((b) => ({ type: 'swap' as const, a, b }))),
  ];
}

export const samples: GameSamples<CView> = {
  seats: 2,
  actionTypes: ['draft', 'play', 'refresh', 'discard', 'skip', 'card', 'line', 'choose', 'first', 'rearrange', 'swap', 'compile'],
  hostileFields: [
    (v) => ({ type: 'draft', protocol: v }),
    (v) => ({ type: 'play', hand: v, line: 0, up: true }),
    (v) => ({ type: 'play', hand: 0, line: v, up: true }),
    (v) => ({ type: 'play', hand: 0, line: 0, up: v }),
    (v) => ({ type: 'discard', hand: v }),
    (v) => ({ type: 'discard', hand: [0, v] }),
    (v) => ({ type: 'card', side: v, line: 0, at: 0 }),
    (v) => ({ type: 'card', side: 0, line: 0, at: v }),
    (v) => ({ type: 'choose', option: v }),
    (v) => ({ type: 'rearrange', side: 0, order: v }),
    (v) => ({ type: 'swap', a: 0, b: v }),
    (v) => ({ type: 'skip', extra: v }),
  ],
  whyNot: { candidates, steps: 400, unmet: [CompileReason.nothingToDraw, CompileReason.cannotCompile] },
  undo: {
    seeds: { undo: 30, finality: 8 },
    offers: true,
    revealing: [
      'drew',
      'reshuffled',
      'revealed',
      'handShown',
      'played',
      'discarded',
      'deleted',
      'returned',
      'recompiled',
      'refreshed',
      'turn',
    ],
  },
  lessons: {
    draft: ['drafted'],
    faceUp: ['played'],
    faceDown: ['played'],
    asks: ['discarded'],
    control: ['control', 'controlReturned'],
    covered: ['resolving'],
    refresh: ['refreshed'],
    compile: ['compiled'],
  },
};
