/**
 * What the viewer may click now, read from the legal actions the server listed and what the
 * viewer has half chosen (a hand card to play, cards to discard, a protocol to draft). The
 * scene offers only these; it never works out a rule itself.
 */
import type { CompileAction, CompileLegal, CompileView, compileCards } from '@dead-drop/shared';

type Protocol = compileCards.Protocol;
type Play = Extract<CompileLegal, { type: 'play' }>;

/** What the viewer has chosen so far toward one action. */
export interface Picking {
  hand: number | null;
  up: boolean;
  discards: number[];
  protocol: Protocol | null;
}

export const NOTHING_PICKED: Picking = { hand: null, up: true, discards: [], protocol: null };

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
}

export function fieldKey(side: number, line: number, at: number): string {
  return `${side}:${line}:${at}`;
}

export function choicesFor(view: CompileView, picking: Picking): Choices {
  const choices: Choices = { cards: new Map(), lines: new Map(), hand: new Set(), draft: new Set(), faces: { up: false, down: false }, discard: null, buttons: [] };
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
        choices.buttons.push({ id: `rearrange:${option.side}:${option.order}`, action: option });
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
  };
}
