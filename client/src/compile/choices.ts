/**
 * What the viewer may click now, read from the legal actions the server listed and what the
 * viewer has half chosen (a hand card to play, cards to discard, a protocol to draft). The
 * scene offers only these; it never works out a rule itself.
 */
import type { CompileAction, CompileLegal, CompileView, compileCards } from '@dead-drop/shared';

type Protocol = compileCards.Protocol;
type Play = Extract<CompileLegal, { type: 'play' }>;
type Rearrange = Extract<CompileLegal, { type: 'rearrange' }>;

/** What the viewer has chosen so far toward one action. */
export interface Picking {
  hand: number | null;
  up: boolean;
  discards: number[];
  protocol: Protocol | null;
  /** A rearrange: whose protocols, and their old lines in the order tapped (new line 1 first). */
  arrange: { side: number | null; order: number[] };
}

export const NOTHING_PICKED: Picking = { hand: null, up: true, discards: [], protocol: null, arrange: { side: null, order: [] } };

export interface Choices {
  /** Field cards to click, by `side:line:at`. */
  cards: Map<string, CompileAction>;
  /** Lines to click. */
  lines: Map<number, CompileAction>;
  /** Hand cards to click: to choose one to play, or to mark for a discard. */
  hand: Set<number>;
  /** Protocols of the draft to take. */
  draft: Set<Protocol>;
  /** Faces the chosen hand card may be played with. */
  faces: { up: boolean; down: boolean };
  discard: { min: number; max: number } | null;
  /** Buttons: words and what they send. */
  buttons: { id: string; action: CompileAction }[];
  /** The rearranges listed, which the viewer builds by tapping protocols (see `arrangementOf`). */
  rearranges: Rearrange[];
}

export function fieldKey(side: number, line: number, at: number): string {
  return `${side}:${line}:${at}`;
}

export function choicesFor(view: CompileView, picking: Picking): Choices {
  const choices: Choices = {
    cards: new Map(),
    lines: new Map(),
    hand: new Set(),
    draft: new Set(),
    faces: { up: false, down: false },
    discard: null,
    buttons: [],
    rearranges: [],
  };
  const plays: Play[] = [];
  for (const option of view.legal) {
    switch (option.type) {
      case 'play':
        plays.push(option);
        choices.hand.add(option.hand);
        break;
      case 'card':
      case 'first':
        choices.cards.set(fieldKey(option.side, option.line, option.at), option);
        break;
      case 'line':
      case 'compile':
        choices.lines.set(option.line, option);
        break;
      case 'draft':
        choices.draft.add(option.protocol);
        break;
      case 'discard':
        choices.discard = { min: option.min, max: option.max };
        for (let i = 0; i < (view.hand?.length ?? 0); i++) choices.hand.add(i);
        break;
      case 'choose':
        choices.buttons.push({ id: `choose:${option.option}`, action: option });
        break;
      case 'rearrange':
        choices.rearranges.push(option);
        break;
      case 'swap':
        choices.buttons.push({ id: `swap:${option.a}${option.b}`, action: option });
        break;
      case 'refresh':
      case 'skip':
        choices.buttons.push({ id: option.type, action: option });
        break;
    }
  }
  if (picking.hand !== null) {
    const mine = plays.filter((play) => play.hand === picking.hand);
    choices.faces = { up: mine.some((play) => play.up), down: mine.some((play) => !play.up) };
    const up = choices.faces.up && (picking.up || !choices.faces.down);
    for (const play of mine) if (play.up === up) choices.lines.set(play.line, play);
  }
  return choices;
}

/** A rearrange being built: the sides on offer, the one chosen, the order tapped so far. */
export interface Arrangement {
  sides: number[];
  side: number | null;
  /** Old lines by new line; complete (three) once two are tapped, the last one being forced. */
  order: number[];
  /** The listed rearrange this order makes, once complete; null for the order they have now. */
  action: Rearrange | null;
}

/** What the viewer's taps make of the listed rearranges, or null when none is listed. */
export function arrangementOf(choices: Choices, picking: Picking): Arrangement | null {
  if (choices.rearranges.length === 0) return null;
  const sides: number[] = [...new Set(choices.rearranges.map((option) => option.side))].sort();
  const side =
    picking.arrange.side !== null && sides.includes(picking.arrange.side) ? picking.arrange.side : sides.length === 1 ? sides[0]! : null;
  const order = [...picking.arrange.order];
  if (order.length === 2) order.push([0, 1, 2].find((line) => !order.includes(line))!);
  const spelled = order.join('');
  const action =
    order.length === 3 ? (choices.rearranges.find((option) => option.side === side && option.order === spelled) ?? null) : null;
  return { sides, side, order, action };
}

/** The hand card to play, kept only while it can still be played. */
export function keptPicking(view: CompileView, picking: Picking): Picking {
  const playable = picking.hand !== null && view.legal.some((option) => option.type === 'play' && option.hand === picking.hand);
  const discarding = view.legal.some((option) => option.type === 'discard');
  const drafting = picking.protocol !== null && view.draft?.pool.includes(picking.protocol);
  return {
    hand: playable ? picking.hand : null,
    up: picking.up,
    discards: discarding ? picking.discards.filter((i) => i < (view.hand?.length ?? 0)) : [],
    protocol: drafting ? picking.protocol : null,
    arrange: view.legal.some((option) => option.type === 'rearrange') ? picking.arrange : NOTHING_PICKED.arrange,
  };
}

/**
 * What a tap on the card at `at` of a stack chooses, where `choices[i]` is what choosing its
 * i-th card sends: the card itself when it is a choice, else the nearest choice it lies over.
 * A covered card shows only its strip, and its ring goes on under the cards over it: a tap on
 * what is ringed chooses it (#42 item 4).
 */
export function choiceUnder<T>(choices: readonly (T | undefined)[], at: number): T | undefined {
  for (let i = Math.min(at, choices.length - 1); i >= 0; i--) if (choices[i] !== undefined) return choices[i];
  return undefined;
}
