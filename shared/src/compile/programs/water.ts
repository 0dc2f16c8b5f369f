import { otherLines } from '../board';
import { returnAll } from '../engine';
import { REORDERS } from '../state';
import {
  ALL_LINES,
  chosenLine,
  choose,
  chooseLine,
  chooseOption,
  drawCards,
  deckHasCards,
  eachLine,
  flipOne,
  flipThis,
  lineOf,
  mine,
  notThis,
  playTopIn,
  returnRef,
  uncovered,
  valuedIn,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const water: Record<number, BoxPrograms> = {
  // "Flip 1 other card. Flip this card."
  0: { middle: [...flipOne(uncovered(notThis)), flipThis] },
  // "Play the top card of your deck face down in each other line."
  1: { middle: eachLine((state, frame) => otherLines(lineOf(state, frame)), playTopIn('you'), deckHasCards) },
  // "Draw 2 cards. Rearrange your protocols."
  2: {
    middle: [
      drawCards(2),
      chooseOption(
        'r',
        'rearrange',
        (_state, frame) => REORDERS.map((order) => ({ type: 'rearrange' as const, side: frame.owner, order })),
        false,
      ),
    ],
  },
  // "Return all cards with a value of 2 in 1 line." Covered and face-down cards included.
  3: {
    middle: [
      chooseLine('l', ALL_LINES, false, 'return'),
      (state, frame, events) => {
        const line = chosenLine(frame);
        if (line !== null)
          returnAll(
            state,
            valuedIn(state, line, (value) => value === 2),
            events,
          );
      },
    ],
  },
  // "Return 1 of your cards." Itself, if it is the only choice.
  4: { middle: [choose('x', 'return', uncovered(mine)), returnRef('x')] },
  5: YOU_DISCARD_ONE,
};
