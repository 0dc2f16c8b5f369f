import { mayPlay, other, otherLines, posOf, stackOf } from '../board';
import { playTop } from '../engine';
import {
  cardsInLine,
  choose,
  chooseLine,
  drawCards,
  end,
  flipRef,
  lineOf,
  shiftRef,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const gravity: Record<number, BoxPrograms> = {
  // "For every 2 cards in this line, play the top card of your deck face down under this
  // card." Both stacks count; the cards go under this one, so nothing is covered.
  0: {
    middle: [
      (state, frame, events) => {
        const line = lineOf(state, frame);
        const count = Math.floor(cardsInLine(state, line).length / 2);
        const deck = state.areas[frame.owner].deck;
        let played = 0;
        while (played < count && deck.length > 0 && mayPlay(state, frame.owner, line, false)) {
          const stack = stackOf(state, frame.owner, line);
          stack.splice(posOf(state, frame.card)!.at, 0, { card: deck.pop()!, up: false });
          played++;
        }
        if (played > 0) events.push({ type: 'playedUnder', seat: frame.owner, line, count: played });
      },
    ],
  },
  // "Draw 2 cards. Shift 1 card either to or from this line."
  1: {
    middle: [
      drawCards(2),
      choose('x', 'shift', uncovered()),
      (state, frame, events) => {
        const card = frame.refs.x;
        if (card == null) return end(frame);
        const here = lineOf(state, frame);
        const from = posOf(state, card)!.line;
        chooseLine('l', () => (from === here ? otherLines(here) : [here]))(state, frame, events);
      },
      shiftRef('x', 'l'),
    ],
  },
  // "Flip 1 card. Shift that card to this line." That card is shifted even if it is covered
  // by then; it lands on top of its own side.
  2: {
    middle: [
      choose('x', 'flip', uncovered()),
      flipRef('x'),
      (state, frame) => {
        frame.vars.l = lineOf(state, frame);
      },
      shiftRef('x', 'l'),
    ],
  },
  // "Shift 1 face-down card to this line."
  4: {
    middle: [
      choose(
        'x',
        'shift',
        uncovered((slot, pos, state, frame) => !slot.up && pos.line !== lineOf(state, frame)),
      ),
      (state, frame) => {
        frame.vars.l = lineOf(state, frame);
      },
      shiftRef('x', 'l'),
    ],
  },
  5: YOU_DISCARD_ONE,
  // "Your opponent plays the top card of their deck face down in this line."
  6: {
    middle: [
      (state, frame, events) => {
        playTop(state, other(frame.owner), lineOf(state, frame), events);
      },
    ],
  },
};
