/**
 * The sentences card programs are written in. A program is a list of steps; each step does
 * at most one thing that can set anything going (a flip, a shift, a draw...), so what it set
 * going resolves before the next step, or asks one decision whose answer the next step reads
 * (`frame.vars`, `frame.refs` for cards).
 */
import type { CardNo } from '../cards';
import { LINE_IXS, other, otherLines, posOf, SIDES, slotAt, stackOf, tops, valueAt } from '../board';
import { del, discard, draw, faces, flip, playTop, returnAll, shift, type Events, type TextFrame } from '../engine';
import { ask, cardOptions, lineOptions } from '../decisions';
import type { Ask, CState, LineIx, Option, Pos, Side, Slot } from '../state';

export type Step = (state: CState, frame: TextFrame, events: Events) => void;
export type Program = readonly Step[];
export interface BoxPrograms {
  top?: Program;
  middle?: Program;
  bottom?: Program;
}

/** Who a sentence is about, from the text's owner ("you"). */
export type Who = 'you' | 'opponent';
export function seatOf(frame: TextFrame, who: Who): Side {
  return who === 'you' ? frame.owner : other(frame.owner);
}

/** "This line": where the text's card lies now. */
export function lineOf(state: CState, frame: TextFrame): LineIx {
  return posOf(state, frame.card)!.line;
}

/** A step past the end: the text is done. */
const DONE = Number.MAX_SAFE_INTEGER;

export function end(frame: TextFrame): void {
  frame.pc = DONE;
}

/** Cards a sentence may choose, worked out when it is asked. */
export type Targets = (state: CState, frame: TextFrame) => Pos[];

/** Uncovered cards (the default target of every effect), filtered. */
export function uncovered(test: (slot: Slot, pos: Pos, state: CState, frame: TextFrame) => boolean = () => true): Targets {
  return (state, frame) => tops(state).filter((pos) => test(slotAt(state, pos)!, pos, state, frame));
}

/** Filters for `uncovered` and the like. */
export const notThis = (slot: Slot, _pos: Pos, _state: CState, frame: TextFrame) => slot.card !== frame.card;
export const faceDown = (slot: Slot) => !slot.up;
export const mine = (_slot: Slot, pos: Pos, _state: CState, frame: TextFrame) => pos.side === frame.owner;
export const theirs = (_slot: Slot, pos: Pos, _state: CState, frame: TextFrame) => pos.side !== frame.owner;
export const both =
  (...tests: ((slot: Slot, pos: Pos, state: CState, frame: TextFrame) => boolean)[]) =>
  (slot: Slot, pos: Pos, state: CState, frame: TextFrame) =>
    tests.every((test) => test(slot, pos, state, frame));

/** Asks the owner (or `who`) to choose one of `targets`, into `frame.refs[into]`. */
export function choose(into: string, what: Ask, targets: Targets, optional = false, who: Who = 'you'): Step {
  return (state, frame, events) =>
    ask(
      state,
      {
        seat: seatOf(frame, who),
        ask: what,
        optional,
        source: frame.card,
        into,
        kind: 'options',
        options: cardOptions(targets(state, frame)),
      },
      frame,
      events,
    );
}

/** Asks the owner to choose a line, into `frame.vars[into]`. */
export function chooseLine(into: string, lines: (state: CState, frame: TextFrame) => LineIx[], optional = false, what: Ask = 'line'): Step {
  return (state, frame, events) =>
    ask(
      state,
      {
        seat: frame.owner,
        ask: what,
        optional,
        source: frame.card,
        into,
        kind: 'options',
        options: lineOptions(lines(state, frame)),
      },
      frame,
      events,
    );
}

/** Asks the owner a question whose options are words (and maybe lines), into `frame.vars[into]`. */
export function chooseOption(into: string, what: Ask, options: (state: CState, frame: TextFrame) => Option[], optional: boolean): Step {
  return (state, frame, events) =>
    ask(
      state,
      {
        seat: frame.owner,
        ask: what,
        optional,
        source: frame.card,
        into,
        kind: 'options',
        options: options(state, frame),
      },
      frame,
      events,
    );
}

/** The other lines than the one card `ref` lies in now; none once it has left the field. */
export function linesAwayFrom(ref: string) {
  return (state: CState, frame: TextFrame): LineIx[] => {
    const card = frame.refs[ref];
    const pos = card == null ? null : posOf(state, card);
    return pos ? otherLines(pos.line) : [];
  };
}

/** "Shift 1 …": choose the card, then its line, then shift it. */
export function shiftOne(targets: Targets, optional = false, who: Who = 'you'): Step[] {
  return [
    choose('x', 'shift', targets, optional, who),
    (state, frame, events) => (frame.refs.x == null ? end(frame) : chooseLine('l', linesAwayFrom('x'))(state, frame, events)),
    shiftRef('x', 'l'),
  ];
}

export function shiftRef(ref: string, lineVar: string): Step {
  return (state, frame, events) => {
    const card = frame.refs[ref];
    const line = chosenLine(frame, lineVar);
    if (card != null && line !== null) frame.vars.did = shift(state, card, line, events);
  };
}

export function flipRef(ref: string): Step {
  return (state, frame, events) => {
    const card = frame.refs[ref];
    if (card != null) frame.vars.did = flip(state, card, events);
  };
}

export function deleteRef(ref: string): Step {
  return (state, frame, events) => {
    const card = frame.refs[ref];
    if (card != null) frame.vars.did = del(state, card, events);
  };
}

export function returnRef(ref: string): Step {
  return (state, frame, events) => {
    const card = frame.refs[ref];
    if (card != null) frame.vars.did = returnAll(state, [card], events) > 0;
  };
}

export const flipThis: Step = (state, frame, events) => {
  flip(state, frame.card, events);
};

export const deleteThis: Step = (state, frame, events) => {
  del(state, frame.card, events);
};

/** "Flip 1 card" and the like: choose, then flip. */
export function flipOne(targets: Targets, optional = false): Step[] {
  return [choose('x', 'flip', targets, optional), flipRef('x')];
}

export function deleteOne(targets: Targets, who: Who = 'you'): Step[] {
  return [choose('x', 'delete', targets, false, who), deleteRef('x')];
}

export function drawCards(count: number | ((state: CState, frame: TextFrame) => number), who: Who = 'you'): Step {
  return (state, frame, events) => {
    const n = typeof count === 'number' ? count : count(state, frame);
    frame.vars.drew = draw(state, seatOf(frame, who), n, events);
  };
}

/** A number of cards, fixed or worked out from what the text did so far. */
type Count = number | ((frame: TextFrame) => number);

function countOf(count: Count, frame: TextFrame): number {
  return typeof count === 'number' ? count : count(frame);
}

/**
 * "Discard …": `who` chooses from their own hand, `min` to `max` cards (clamped to the hand),
 * and the count lands in `frame.vars[into]`. "You may discard" is `optional`.
 */
export function discards(into: string, who: Who, min: Count, max: Count | 'all', optional = false): Step {
  return (state, frame, events) => {
    const seat = seatOf(frame, who);
    const held = state.areas[seat].hand.length;
    const least = Math.min(countOf(min, frame), held);
    const most = max === 'all' ? held : Math.min(countOf(max, frame), held);
    frame.vars[into] = 0;
    if (!optional && least === held && most === held) {
      // Nothing to choose: the whole hand goes.
      discard(state, seat, [...state.areas[seat].hand], events, false);
      frame.vars[into] = held;
      return;
    }
    ask(
      state,
      { seat, ask: 'discard', optional, source: frame.card, into, kind: 'hand', min: Math.max(least, 1), max: most },
      frame,
      events,
    );
  };
}

/** "If you do": the text goes on only if the variable is a card, a true or a count above 0. */
export function ifDone(name: string): Step {
  return (_state, frame) => {
    const value = frame.refs[name] ?? frame.vars[name];
    if (value === null || value === undefined || value === false || value === 0) end(frame);
  };
}

/** "Your opponent reveals their hand" (Light 4, Psychic 0): everyone sees its faces now. */
export function revealHand(who: Who): Step {
  return (state, frame, events) => {
    const seat = seatOf(frame, who);
    events.push({ type: 'handShown', seat, cards: faces(state.areas[seat].hand) });
  };
}

/**
 * "… in each line where …" (Life 0, Water 1): the lines are noted when the text begins,
 * then handled one at a time in the order the owner chooses, each by `body` (which reads
 * `frame.vars.l`), while it is `worthAsking` (nothing is asked once nothing would happen).
 * The text stops when its card is covered on the way.
 */
export function eachLine(
  lines: (state: CState, frame: TextFrame) => LineIx[],
  body: Step,
  worthAsking: (state: CState, frame: TextFrame) => boolean,
): Step[] {
  return [
    (state, frame) => {
      frame.vars.left = worthAsking(state, frame) ? lines(state, frame).join('') : '';
    },
    chooseLine('l', (_state, frame) => linesLeft(frame)),
    (state, frame, events) => {
      const line = frame.vars.l;
      if (typeof line !== 'number') return end(frame);
      frame.vars.left = String(frame.vars.left).replace(String(line), '');
      body(state, frame, events);
    },
    (state, frame) => {
      if (frame.vars.left !== '' && worthAsking(state, frame)) frame.pc = 1;
    },
  ];
}

/** Whether the owner's deck has a card to play from its top. */
export const deckHasCards = (state: CState, frame: TextFrame): boolean => state.areas[frame.owner].deck.length > 0;

/** The lines an "each line" text has still to handle. */
export function linesLeft(frame: TextFrame): LineIx[] {
  return [...String(frame.vars.left ?? '')].map(Number) as LineIx[];
}

/** The line chosen into `frame.vars[name]`, or null when there was none to choose. */
export function chosenLine(frame: TextFrame, name = 'l'): LineIx | null {
  const line = frame.vars[name];
  return typeof line === 'number' ? (line as LineIx) : null;
}

/** "Play the top card of … deck face down" in the chosen line, if any. */
export function playTopIn(who: Who): Step {
  return (state, frame, events) => {
    const line = chosenLine(frame);
    if (line !== null) playTop(state, seatOf(frame, who), line, events);
  };
}

/** Every card in a line, both stacks, covered ones too. */
export function cardsInLine(state: CState, line: LineIx): { card: CardNo; pos: Pos }[] {
  return SIDES.flatMap((side) => stackOf(state, side, line).map((slot, at) => ({ card: slot.card, pos: { side, line, at } })));
}

/** Cards in a line whose value as it stands passes `test`. */
export function valuedIn(state: CState, line: LineIx, test: (value: number) => boolean): CardNo[] {
  return cardsInLine(state, line)
    .filter(({ pos }) => test(valueAt(state, pos)))
    .map(({ card }) => card);
}

export const ALL_LINES = (): LineIx[] => [...LINE_IXS];

/** Every value-5 card: "You discard 1 card." */
export const YOU_DISCARD_ONE: BoxPrograms = { middle: [discards('d', 'you', 1, 1)] };
