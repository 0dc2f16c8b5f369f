import { isVisible, posOf } from '../board';
import type { TextFrame } from '../engine';
import {
  choose,
  chooseOption,
  discards,
  drawCards,
  end,
  faceDown,
  flipRef,
  flipThis,
  ifDone,
  deleteOne,
  notThis,
  theirs,
  uncovered,
  YOU_DISCARD_ONE,
  both,
  type BoxPrograms,
} from './steps';

/** "The amount discarded plus 1". */
const moreThanDiscarded = (frame: TextFrame) => Number(frame.vars.d ?? 0) + 1;

export const plague: Record<number, BoxPrograms> = {
  // "Your opponent discards 1 card." Bottom: "Your opponent cannot play cards in this line."
  0: { middle: [discards('d', 'opponent', 1, 1)] },
  1: {
    // Top: "After your opponent discards cards: Draw 1 card."
    top: [drawCards(1)],
    // "Your opponent discards 1 card."
    middle: [discards('d', 'opponent', 1, 1)],
  },
  // "Discard 1 or more cards. Your opponent discards the amount discarded plus 1."
  // With an empty hand nothing is discarded, and the opponent discards 1 (as Fire 4 draws 1).
  2: {
    middle: [discards('d', 'you', 1, 'all'), discards('o', 'opponent', moreThanDiscarded, moreThanDiscarded)],
  },
  // "Flip each other uncovered face-up card." They are noted, then flipped one at a time in
  // the order the owner chooses (those still face up and uncovered).
  3: {
    middle: [
      (state, frame) => {
        frame.list = uncovered(both(notThis, (slot) => slot.up))(state, frame).map(
          (pos) => state.areas[pos.side].stacks[pos.line]![pos.at]!.card,
        );
      },
      choose('x', 'flip', (state, frame) => frame.list.filter((card) => isVisible(state, card)).map((card) => posOf(state, card)!)),
      (state, frame, events) => {
        const card = frame.refs.x;
        if (card == null) return end(frame);
        frame.list = frame.list.filter((c) => c !== card);
        flipRef('x')(state, frame, events);
      },
      (_state, frame) => {
        if (frame.list.length > 0) frame.pc = 1;
      },
    ],
  },
  // "End: Your opponent deletes 1 of their face-down cards. You may flip this card."
  4: {
    bottom: [
      ...deleteOne(uncovered(both(faceDown, theirs)), 'opponent'),
      chooseOption('f', 'flip', () => [{ type: 'choose', option: 'flip' }], true),
      ifDone('f'),
      flipThis,
    ],
  },
  5: YOU_DISCARD_ONE,
};
