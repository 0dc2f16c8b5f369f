import { otherLines, posOf } from '../board';
import type { Option } from '../state';
import {
  chooseLine,
  chooseOption,
  discards,
  drawCards,
  end,
  flipOne,
  flipThis,
  shiftRef,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';
import { swaps } from '../decisions';

export const spirit: Record<number, BoxPrograms> = {
  // "Refresh. Draw 1 card." A normal refresh, with the control card. Bottom: "Skip your check
  // cache phase." (see flow)
  0: {
    middle: [
      (state, frame) => {
        state.frames.push({ f: 'refresh', seat: frame.owner, stage: 0 });
      },
      drawCards(1),
    ],
  },
  1: {
    // Top (errata): "When you play cards face up, they may be played without matching
    // protocols." (see plays.playOptions). Middle: "Draw 2 cards."
    middle: [drawCards(2)],
    // "Start: Either discard 1 card or flip this card."
    bottom: [
      chooseOption(
        'c',
        'choice',
        (state, frame): Option[] => [
          ...(state.areas[frame.owner].hand.length > 0 ? [{ type: 'choose' as const, option: 'discard' as const }] : []),
          { type: 'choose', option: 'flip' },
        ],
        false,
      ),
      (state, frame, events) => {
        if (frame.vars.c === 'flip') {
          flipThis(state, frame, events);
          return end(frame);
        }
      },
      discards('d', 'you', 1, 1),
    ],
  },
  // "You may flip 1 card."
  2: { middle: flipOne(uncovered(), true) },
  // Top: "After you draw cards: You may shift this card, even if this card is covered."
  3: {
    top: [
      chooseLine('l', (state, frame) => otherLines(posOf(state, frame.card)!.line), true, 'shift'),
      (state, frame, events) => {
        frame.refs.self = frame.card;
        shiftRef('self', 'l')(state, frame, events);
      },
    ],
  },
  // "Swap the positions of 2 of your protocols."
  4: { middle: [chooseOption('s', 'swap', () => swaps(), false)] },
  5: YOU_DISCARD_ONE,
};
