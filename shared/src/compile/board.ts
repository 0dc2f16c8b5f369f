/** What the field holds and what it is worth: queries only, nothing here changes a state. */
import { COMPILE_AT, DARKNESS_2_VALUE, FACE_DOWN_VALUE, LINES, cardOf, printedValue, type CardNo } from './cards';
import type { Area, CState, LineIx, Pos, Side, Slot } from './state';

export const LINE_IXS: readonly LineIx[] = [0, 1, 2];
export const SIDES: readonly Side[] = [0, 1];

export function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}

export function otherLines(line: LineIx): LineIx[] {
  return LINE_IXS.filter((l) => l !== line);
}

export function stackOf(state: CState, side: Side, line: LineIx): Slot[] {
  return state.areas[side].stacks[line]!;
}

/** Where a card lies on the field, or null (hand, deck, trash, moving). */
export function posOf(state: CState, card: CardNo): Pos | null {
  for (const side of SIDES) {
    const { stacks } = state.areas[side];
    for (let line = 0; line < LINES; line++) {
      const at = stacks[line]!.findIndex((slot) => slot.card === card);
      if (at >= 0) return { side, line: line as LineIx, at };
    }
  }
  return null;
}

export function slotAt(state: CState, pos: Pos): Slot | undefined {
  return stackOf(state, pos.side, pos.line)[pos.at];
}

export function isTop(state: CState, pos: Pos): boolean {
  return pos.at === stackOf(state, pos.side, pos.line).length - 1;
}

/** Whether a card lies face up on the field: its top box is active (even when covered). */
export function isFaceUp(state: CState, card: CardNo): boolean {
  const pos = posOf(state, card);
  return pos !== null && slotAt(state, pos)!.up;
}

/** Whether a card lies face up and uncovered: its middle and bottom boxes are visible. */
export function isVisible(state: CState, card: CardNo): boolean {
  const pos = posOf(state, card);
  return pos !== null && slotAt(state, pos)!.up && isTop(state, pos);
}

/** Every place on the field, bottom to top per stack. */
export function allPositions(state: CState): Pos[] {
  const out: Pos[] = [];
  for (const side of SIDES) {
    for (const line of LINE_IXS) {
      const stack = stackOf(state, side, line);
      for (let at = 0; at < stack.length; at++) out.push({ side, line, at });
    }
  }
  return out;
}

/** The uncovered cards (stack tops). */
export function tops(state: CState): Pos[] {
  const out: Pos[] = [];
  for (const side of SIDES) {
    for (const line of LINE_IXS) {
      const length = stackOf(state, side, line).length;
      if (length > 0) out.push({ side, line, at: length - 1 });
    }
  }
  return out;
}

export function covered(state: CState): Pos[] {
  return allPositions(state).filter((pos) => !isTop(state, pos));
}

/** Whether a face-up copy of `card` lies on `side` with its box visible. */
function activeOn(state: CState, card: CardNo, side: Side, box: 'top' | 'bottom', line?: LineIx): boolean {
  const pos = posOf(state, card);
  if (!pos || pos.side !== side || (line !== undefined && pos.line !== line)) return false;
  return slotAt(state, pos)!.up && (box === 'top' || isTop(state, pos));
}

const DARKNESS_2 = cardOf('darkness', 2);
const METAL_0 = cardOf('metal', 0);
const METAL_2 = cardOf('metal', 2);
const PLAGUE_0 = cardOf('plague', 0);
const PSYCHIC_1 = cardOf('psychic', 1);
const SPIRIT_1 = cardOf('spirit', 1);

/** What a face-down card in this stack is worth: 4 with Darkness 2 face up in it, else 2. */
function faceDownValue(stack: readonly Slot[]): number {
  return stack.some((slot) => slot.up && slot.card === DARKNESS_2) ? DARKNESS_2_VALUE : FACE_DOWN_VALUE;
}

/** A field card's value as it stands: face down 2, or 4 in a stack with Darkness 2 face up. */
export function valueAt(state: CState, pos: Pos): number {
  const stack = stackOf(state, pos.side, pos.line);
  const slot = stack[pos.at]!;
  return slot.up ? printedValue(slot.card) : faceDownValue(stack);
}

/** A stack's total value, with Metal 0's reduction by the other side (never below 0). */
export function total(state: CState, side: Side, line: LineIx): number {
  const stack = stackOf(state, side, line);
  const down = faceDownValue(stack);
  let sum = 0;
  for (const slot of stack) sum += slot.up ? printedValue(slot.card) : down;
  if (activeOn(state, METAL_0, other(side), 'top', line)) sum -= 2;
  return Math.max(0, sum);
}

/** Lines `side` must compile now: 10 or more, and more than the other side there. */
export function compilable(state: CState, side: Side): LineIx[] {
  return LINE_IXS.filter((line) => {
    const mine = total(state, side, line);
    return mine >= COMPILE_AT && mine > total(state, other(side), line);
  });
}

/** Whether `side` may play a card into `line` with that face (Metal 2, Plague 0, Psychic 1). */
export function mayPlay(state: CState, side: Side, line: LineIx, up: boolean): boolean {
  const opponent = other(side);
  if (activeOn(state, PLAGUE_0, opponent, 'bottom', line)) return false;
  if (up) return !activeOn(state, PSYCHIC_1, opponent, 'top');
  return !activeOn(state, METAL_2, opponent, 'top', line);
}

/** Whether `side`'s face-up plays may go into any line (its own Spirit 1 face up). */
export function playsAnywhere(state: CState, side: Side): boolean {
  return activeOn(state, SPIRIT_1, side, 'top');
}

export function faceDownLines(state: CState, side: Side, among: readonly LineIx[] = LINE_IXS): LineIx[] {
  return among.filter((line) => mayPlay(state, side, line, false));
}

export function compiledCount(area: Area): number {
  return area.protocols.filter((p) => p.compiled).length;
}

/**
 * The value Light 0 draws for the card it flipped (spec decision 8): as it stands on the
 * field; once it has left the field, its printed value in a trash, which is public (Light 0
 * on a Metal 6 that deleted itself draws 6), and 2 in a hand or a deck, which are private
 * (the Codex: "If the Metal 6 is private information … it has a value of 2").
 */
export function valueWhereItIs(state: CState, card: CardNo): number {
  const pos = posOf(state, card);
  if (pos) return valueAt(state, pos);
  return SIDES.some((side) => state.areas[side].trash.includes(card)) ? printedValue(card) : FACE_DOWN_VALUE;
}
