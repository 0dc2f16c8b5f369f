import { LINE_IXS, otherLines, posOf } from '../board';
import {
  chooseLine,
  drawCards,
  faceDown,
  flipThis,
  ifDone,
  mine,
  notThis,
  shiftOne,
  shiftRef,
  theirs,
  uncovered,
  both,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';
import { playPrompt } from './plays';

export const speed: Record<number, BoxPrograms> = {
  // "Play 1 card."
  0: { middle: [playPrompt(false, () => [...LINE_IXS])] },
  1: {
    // Top: "After you clear cache: Draw 1 card."
    top: [drawCards(1)],
    // "Draw 2 cards."
    middle: [drawCards(2)],
  },
  // Top: "When this card would be deleted by compiling: Shift this card instead, even if this
  // card is covered."
  2: {
    top: [
      chooseLine('l', (state, frame) => otherLines(posOf(state, frame.card)!.line), false, 'shift'),
      (state, frame, events) => {
        frame.refs.self = frame.card;
        shiftRef('self', 'l')(state, frame, events);
      },
    ],
  },
  3: {
    // "Shift 1 of your other cards."
    middle: shiftOne(uncovered(both(mine, notThis))),
    // "End: You may shift 1 of your cards. If you do, flip this card."
    bottom: [...shiftOne(uncovered(mine), true), ifDone('did'), flipThis],
  },
  // "Shift 1 of your opponent's face-down cards."
  4: { middle: shiftOne(uncovered(both(theirs, faceDown))) },
  5: YOU_DISCARD_ONE,
};
