import { other, otherLines } from '../board';
import { deleteAll } from '../engine';
import {
  cardsInLine,
  chooseLine,
  chosenLine,
  deleteThis,
  drawCards,
  flipOne,
  lineOf,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

/** Metal 3 deletes a line of this many cards or more (both stacks). */
const CROWDED = 8;

export const metal: Record<number, BoxPrograms> = {
  // Top: "Your opponent's total value in this line is reduced by 2." (see board.total)
  // "Flip 1 card."
  0: { middle: flipOne(uncovered()) },
  // "Draw 2 cards. Your opponent cannot compile on their next turn." (errata; spec decision 4)
  1: {
    middle: [
      drawCards(2),
      (state, frame, events) => {
        state.noCompile = { seat: other(frame.owner), card: frame.card, setIn: state.turns };
        events.push({ type: 'compileBarredNext', seat: state.noCompile.seat });
      },
    ],
  },
  // Top: "Your opponent cannot play cards face down in this line." (see board.mayPlay)
  2: {},
  // "Draw 1 card. Delete all cards in 1 other line with 8 or more cards."
  3: {
    middle: [
      drawCards(1),
      chooseLine(
        'l',
        (state, frame) => otherLines(lineOf(state, frame)).filter((line) => cardsInLine(state, line).length >= CROWDED),
        false,
        'delete',
      ),
      (state, frame, events) => {
        const line = chosenLine(frame);
        if (line !== null)
          deleteAll(
            state,
            cardsInLine(state, line).map(({ card }) => card),
            events,
            true,
          );
      },
    ],
  },
  5: YOU_DISCARD_ONE,
  // Top: "When this card would be covered or flipped: First, delete this card."
  6: { top: [deleteThis] },
};
