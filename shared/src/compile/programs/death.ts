import { otherLines, posOf, valueAt } from '../board';
import { deleteAll } from '../engine';
import {
  ALL_LINES,
  chosenLine,
  choose,
  chooseLine,
  chooseOption,
  deleteOne,
  deleteRef,
  deleteThis,
  drawCards,
  end,
  faceDown,
  ifDone,
  lineOf,
  linesLeft,
  notThis,
  uncovered,
  valuedIn,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const death: Record<number, BoxPrograms> = {
  // "Delete 1 card from each other line." The lines are noted, then handled one at a time:
  // the owner picks the next line by picking its card.
  0: {
    middle: [
      (state, frame) => {
        frame.vars.left = otherLines(lineOf(state, frame)).join('');
      },
      choose(
        'x',
        'delete',
        uncovered((_slot, pos, _state, frame) => linesLeft(frame).includes(pos.line)),
      ),
      (state, frame, events) => {
        const card = frame.refs.x;
        if (card == null) return end(frame);
        frame.vars.left = String(frame.vars.left).replace(String(posOf(state, card)!.line), '');
        deleteRef('x')(state, frame, events);
      },
      (_state, frame) => {
        if (frame.vars.left !== '') frame.pc = 1;
      },
    ],
  },
  // Top (errata): "Start: You may draw 1 card. If you do, delete 1 other card, then delete
  // this card." It works while covered, and deletes itself even then.
  1: {
    top: [
      chooseOption('d', 'draw', () => [{ type: 'choose', option: 'draw' }], true),
      ifDone('d'),
      drawCards(1),
      ifDone('drew'),
      ...deleteOne(uncovered(notThis)),
      deleteThis,
    ],
  },
  // "Delete all cards in 1 line with values of 1 or 2." Covered and face-down cards count,
  // at their value as it stands.
  2: {
    middle: [
      chooseLine('l', ALL_LINES, false, 'delete'),
      (state, frame, events) => {
        const line = chosenLine(frame);
        if (line !== null)
          deleteAll(
            state,
            valuedIn(state, line, (value) => value === 1 || value === 2),
            events,
            true,
          );
      },
    ],
  },
  // "Delete 1 face-down card."
  3: { middle: deleteOne(uncovered(faceDown)) },
  // "Delete a card with a value of 0 or 1."
  4: { middle: deleteOne(uncovered((_slot, pos, state) => valueAt(state, pos) <= 1)) },
  5: YOU_DISCARD_ONE,
};
