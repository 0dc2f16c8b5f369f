import { covered, otherLines } from '../board';
import {
  both,
  choose,
  chooseLine,
  drawCards,
  end,
  faceDown,
  flipRef,
  lineOf,
  linesAwayFrom,
  shiftOne,
  shiftRef,
  theirs,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';
import { playPrompt } from './plays';

export const darkness: Record<number, BoxPrograms> = {
  // "Draw 3 cards. Shift 1 of your opponent's covered cards."
  0: {
    middle: [drawCards(3), ...shiftOne((state, frame) => covered(state).filter((pos) => pos.side !== frame.owner))],
  },
  // "Flip 1 of your opponent's cards. You may shift that card."
  1: {
    middle: [
      choose('x', 'flip', uncovered(theirs)),
      flipRef('x'),
      (state, frame, events) =>
        frame.refs.x == null ? end(frame) : chooseLine('l', linesAwayFrom('x'), true, 'shift')(state, frame, events),
      shiftRef('x', 'l'),
    ],
  },
  // Top: "All face-down cards in this stack have a value of 4." (see board.valueAt)
  // "You may flip 1 covered card in this line."
  2: {
    middle: [choose('x', 'flip', (state, frame) => covered(state).filter((pos) => pos.line === lineOf(state, frame)), true), flipRef('x')],
  },
  // "Play 1 card face down in another line."
  3: { middle: [playPrompt(true, (state, frame) => otherLines(lineOf(state, frame)))] },
  // "Shift 1 face-down card."
  4: { middle: shiftOne(uncovered(both(faceDown))) },
  5: YOU_DISCARD_ONE,
};
