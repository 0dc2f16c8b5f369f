/**
 * Decisions for the effect engine (spec, "Decisions for the effect engine"): asking a player,
 * and carrying out the option they chose, a text's variable or what the option does itself
 * (the order of simultaneous texts, a rearrangement, a compile).
 */
import { slotAt } from './board';
import type { TextFrame, Events } from './engine';
import { REORDERS, type CState, type Frame, type LineIx, type Option, type Pos, type Prompt, type Reorder, type Side } from './state';

/**
 * Asks `seat` to decide, for the text on top of the stack (`frame`) or for the turn; `into`
 * names the variable the answer fills. With nothing to choose the answer is "nothing" at once
 * (do as much as possible); a mandatory choice of one is made at once too: both depend only
 * on what the decider may know.
 */
export function ask(state: CState, prompt: Prompt, frame: TextFrame | null, events: Events): void {
  if (prompt.kind === 'options') {
    if (prompt.options.length === 0) return answerNothing(frame, prompt.into);
    if (!prompt.optional && prompt.options.length === 1) return answer(state, prompt, prompt.options[0]!, frame, events);
  }
  if (prompt.kind === 'hand' && prompt.max === 0) return answerNothing(frame, prompt.into);
  state.prompt = prompt;
}

export function answerNothing(frame: TextFrame | null, into: string): void {
  if (!frame) return;
  frame.vars[into] = null;
  frame.refs[into] = null;
}

/** Carries out a chosen option: a text's variable, or what the option does itself. */
export function answer(state: CState, prompt: Prompt, option: Option, frame: TextFrame | null, events: Events): void {
  switch (option.type) {
    case 'card':
      if (frame) frame.refs[prompt.into] = slotAt(state, option)!.card;
      return;
    case 'line':
      if (frame) frame.vars[prompt.into] = option.line;
      return;
    case 'choose':
      if (frame) frame.vars[prompt.into] = option.option;
      return;
    case 'first':
      return chooseFirst(state, option);
    case 'rearrange':
      return rearrange(state, option.side, option.order, events);
    case 'swap':
      return rearrange(state, prompt.seat, swapOrder(option.a, option.b), events);
    case 'compile':
      state.frames.push({ f: 'compile', seat: prompt.seat, line: option.line, stage: 0 });
      return;
  }
}

/** The texts waiting to be ordered lie on top; the chosen one resolves first, then the rest. */
function chooseFirst(state: CState, option: Extract<Option, { type: 'first' }>): void {
  const order = state.frames.pop() as Extract<Frame, { f: 'order' }>;
  const chosen = slotAt(state, option)!.card;
  const first = order.items.find((item) => item.f === 'text' && item.card === chosen)!;
  const rest = order.items.filter((item) => item !== first);
  state.frames.push(rest.length === 1 ? rest[0]! : { ...order, items: rest }, first);
}

/** Spirit 4's options: each pair of lines. */
export function swaps(): Option[] {
  return [
    { type: 'swap', a: 0, b: 1 },
    { type: 'swap', a: 0, b: 2 },
    { type: 'swap', a: 1, b: 2 },
  ];
}

/** The order that swaps lines `a` and `b` (two different lines: Spirit 4's options). */
function swapOrder(a: LineIx, b: LineIx): Reorder {
  const order = ['0', '1', '2'];
  order[a] = String(b);
  order[b] = String(a);
  const swapped = order.join('');
  return REORDERS.find((known) => known === swapped)!;
}

/** Changes the order of one player's protocols; compiled status moves with them, cards stay. */
export function rearrange(state: CState, side: Side, order: Reorder, events: Events): void {
  const area = state.areas[side];
  const before = area.protocols;
  area.protocols = [...order].map((i) => before[Number(i)]!);
  events.push({ type: 'rearranged', side, protocols: area.protocols.map((p) => p.protocol) });
}

/** A card prompt's options: places on the field. */
export function cardOptions(positions: readonly Pos[]): Option[] {
  return positions.map(({ side, line, at }) => ({ type: 'card', side, line, at }));
}

export function lineOptions(lines: readonly LineIx[]): Option[] {
  return lines.map((line) => ({ type: 'line', line }));
}
