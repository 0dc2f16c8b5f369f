import { otherLines, posOf, slotAt, valueWhereItIs } from '../board';
import { shiftAll } from '../engine';
import type { CState, Option } from '../state';
import {
  cardsInLine,
  choose,
  chooseLine,
  chosenLine,
  chooseOption,
  drawCards,
  end,
  faceDown,
  flipOne,
  flipRef,
  lineOf,
  linesAwayFrom,
  revealHand,
  shiftRef,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';
import { faceOf, type CardNo } from '../cards';
import type { TextFrame } from '../engine';

/** The face-down cards in the text's line, both stacks, bottom first. */
function faceDownHere(state: CState, frame: TextFrame): CardNo[] {
  return cardsInLine(state, lineOf(state, frame))
    .filter(({ pos }) => !slotAt(state, pos)!.up)
    .map(({ card }) => card);
}

export const light: Record<number, BoxPrograms> = {
  // "Flip 1 card. Draw cards equal to that card's value." Its value as it stands after the
  // flip (spec decision 8); a card gone from the field counts its printed value in a trash
  // (Metal 6), 2 in a hand or a deck.
  0: { middle: [...flipOne(uncovered()), drawCards((state, frame) => (frame.refs.x == null ? 0 : valueWhereItIs(state, frame.refs.x)))] },
  // "End: Draw 1 card."
  1: { bottom: [drawCards(1)] },
  // "Draw 2 cards. Reveal 1 face-down card. You may shift or flip that card."
  2: {
    middle: [
      drawCards(2),
      choose('x', 'reveal', uncovered(faceDown)),
      (state, frame, events) => {
        const card = frame.refs.x;
        if (card == null) return end(frame);
        const pos = posOf(state, card)!;
        state.shown = card;
        events.push({ type: 'revealed', ...pos, ...faceOf(card) });
        chooseOption(
          'c',
          'choice',
          (s, f): Option[] => [
            { type: 'choose', option: 'flip' },
            ...linesAwayFrom('x')(s, f).map((line): Option => ({ type: 'line', line })),
          ],
          true,
        )(state, frame, events);
      },
      (state, frame, events) => {
        state.shown = null;
        const choice = frame.vars.c;
        if (choice === 'flip') flipRef('x')(state, frame, events);
        else if (typeof choice === 'number') {
          frame.vars.l = choice;
          shiftRef('x', 'l')(state, frame, events);
        }
      },
    ],
  },
  // "Shift all face-down cards in this line to another line." Both stacks, each to its own
  // side of the chosen line, keeping their order (spec decision 7).
  3: {
    middle: [
      (state, frame, events) => {
        // Nothing to ask where nothing would move.
        if (faceDownHere(state, frame).length === 0) return end(frame);
        chooseLine('l', () => otherLines(lineOf(state, frame)), false, 'shift')(state, frame, events);
      },
      (state, frame, events) => {
        const line = chosenLine(frame);
        if (line !== null) shiftAll(state, faceDownHere(state, frame), line, events);
      },
    ],
  },
  // "Your opponent reveals their hand."
  4: { middle: [revealHand('opponent')] },
  5: YOU_DISCARD_ONE,
};
