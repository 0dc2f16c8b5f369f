import { other } from '../board';
import { REORDERS } from '../state';
import {
  choose,
  chooseOption,
  discards,
  drawCards,
  flipThis,
  ifDone,
  returnRef,
  revealHand,
  shiftOne,
  theirs,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const psychic: Record<number, BoxPrograms> = {
  // "Draw 2 cards. Your opponent discards 2 cards, then reveals their hand."
  0: { middle: [drawCards(2), discards('d', 'opponent', 2, 2), revealHand('opponent')] },
  // Top: "Your opponent can only play cards face down." (see board.mayPlay)
  // Bottom: "Start: Flip this card."
  1: { bottom: [flipThis] },
  // "Your opponent discards 2 cards. Rearrange their protocols."
  2: {
    middle: [
      discards('d', 'opponent', 2, 2),
      chooseOption(
        'r',
        'rearrange',
        (_state, frame) => REORDERS.map((order) => ({ type: 'rearrange' as const, side: other(frame.owner), order })),
        false,
      ),
    ],
  },
  // "Your opponent discards 1 card. Shift 1 of their cards."
  3: { middle: [discards('d', 'opponent', 1, 1), ...shiftOne(uncovered(theirs))] },
  // "End: You may return 1 of your opponent's cards. If you do, flip this card."
  4: { bottom: [choose('x', 'return', uncovered(theirs), true), ifDone('x'), returnRef('x'), flipThis] },
  5: YOU_DISCARD_ONE,
};
