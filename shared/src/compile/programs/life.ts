import { faceDownLines, isTop, LINE_IXS, otherLines, posOf, stackOf } from '../board';
import {
  chooseLine,
  deleteThis,
  drawCards,
  deckHasCards,
  eachLine,
  end,
  faceDown,
  flipOne,
  lineOf,
  playTopIn,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const life: Record<number, BoxPrograms> = {
  0: {
    // Top (errata): "End: If this card is covered, delete this card."
    top: [(state, frame) => (isTop(state, posOf(state, frame.card)!) ? end(frame) : undefined), deleteThis],
    // "Play the top card of your deck face down in each line where you have a card."
    middle: eachLine(
      (state, frame) => LINE_IXS.filter((line) => stackOf(state, frame.owner, line).length > 0),
      playTopIn('you'),
      deckHasCards,
    ),
  },
  // "Flip 1 card. Flip 1 card."
  1: { middle: [...flipOne(uncovered()), ...flipOne(uncovered())] },
  // "Draw 1 card. You may flip 1 face-down card."
  2: { middle: [drawCards(1), ...flipOne(uncovered(faceDown), true)] },
  // "When this card would be covered: First, play the top card of your deck face down in
  // another line."
  3: {
    bottom: [
      (state, frame, events) => {
        if (state.areas[frame.owner].deck.length === 0) return end(frame);
        chooseLine('l', () => faceDownLines(state, frame.owner, otherLines(lineOf(state, frame))))(state, frame, events);
      },
      playTopIn('you'),
    ],
  },
  // "If this card is covering a card, draw 1 card."
  4: {
    middle: [(state, frame) => (posOf(state, frame.card)!.at > 0 ? undefined : end(frame)), drawCards(1)],
  },
  5: YOU_DISCARD_ONE,
};
