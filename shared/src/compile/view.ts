import type { GameResult } from '../core/contract';
import { asOneEntry } from '../core/leaves';
import { stateMemo } from '../core/plain';
import { isSeat, SPECTATOR, type Viewer } from '../core/viewer';
import type { Legal } from './actions';
import { CARD_COUNT, faceOf, type CardNo, type Face } from './cards';
import { posOf, SIDES, total } from './board';
import { textActive } from './engine';
import { legality } from './legal';
import type { CResult, CState, Frame, LineIx, Side, Slot } from './state';
import type { CardView, ChainEntry, CView, PromptView, SideView, StackView, TransitView } from './viewSchema';

export type { CardView, ChainEntry, CView, PromptView, SideView, StackView, TransitView };

export function viewFor(state: CState, viewer: Viewer): CView {
  const shown = publicView(state);
  if (!isSeat(viewer)) return shown;
  const seat = viewer as Side;
  const owns = (side: Side) => side === seat;
  return {
    ...shown,
    viewer,
    sides: sidesSeenBy(state, shown, owns),
    transit: state.transit.some((t) => owns(t.side) && !t.up) ? transitSeenBy(state, owns) : shown.transit,
    hand: handOf(state, seat),
    legal: legality.legalActions(state, seat),
  };
}

/**
 * Every card face up, for the replay of a finished game (see `GameDefinition.openView`): both
 * hands, and every face-down card with its face, as its owner sees it. Decks stay counts.
 */
export function openView(state: CState): CView {
  const shown = publicView(state);
  const everyone = () => true;
  return {
    ...shown,
    open: true,
    sides: sidesSeenBy(state, shown, everyone),
    transit: transitSeenBy(state, everyone),
    hands: SIDES.map((side) => handOf(state, side)),
  };
}

/** The sides with the face-down cards of those that `see` their own shown with their faces. */
function sidesSeenBy(state: CState, shown: CView, sees: (side: Side) => boolean): SideView[] {
  return SIDES.map((side) => {
    const view = shown.sides[side]!;
    return sees(side) && hasFaceDown(state.areas[side].stacks) ? { ...view, stacks: stackViews(state, side, true) } : view;
  });
}

/** Cards on their way to a stack, the face-down ones of those that `see` their own with their faces. */
function transitSeenBy(state: CState, sees: (side: Side) => boolean): TransitView[] {
  return state.transit.map((t) => ({ side: t.side, line: t.line, ...cardView(t, sees(t.side)) }));
}

function handOf(state: CState, side: Side): Face[] {
  return asOneEntry(state.areas[side].hand.map(faceOf));
}

function hasFaceDown(stacks: Slot[][]): boolean {
  return stacks.some((stack) => stack.some((slot) => !slot.up));
}

const publicView = stateMemo(
  (state: CState): CView => ({
    game: 'compile',
    viewer: SPECTATOR,
    phase: state.result ? 'over' : state.draft ? 'draft' : state.turn!.phase,
    first: state.first,
    turn: state.turn && { seat: state.turn.seat, phase: state.turn.phase, number: state.turns },
    draft: state.draft && { pool: [...state.draft.pool], picks: state.draft.picks.map((p) => [...p]) },
    sides: SIDES.map((side) => {
      const area = state.areas[side];
      return {
        protocols: area.protocols.map((p) => ({ protocol: p.protocol, compiled: p.compiled })),
        stacks: stackViews(state, side, false),
        hand: area.hand.length,
        deck: area.deck.length,
        trash: area.trash.map(faceOf),
      };
    }),
    controlCard: state.options.control,
    control: state.control,
    waitingFor: legality.actingSeats(state) as Side[],
    prompt: promptView(state),
    chain: chainView(state),
    transit: transitSeenBy(state, () => false),
    shown: shownView(state),
    noCompile: state.noCompile?.seat ?? null,
    legal: NO_ACTIONS,
    result: publicResult(state.result),
  }),
);

function stackViews(state: CState, side: Side, owner: boolean): StackView[] {
  return state.areas[side].stacks.map((stack, line) => ({
    cards: stack.map((slot) => cardView(slot, owner)),
    total: total(state, side, line as LineIx),
  }));
}

const BACK: CardView = Object.freeze({ up: false });
const UP = Array.from({ length: CARD_COUNT }, (_, card) => Object.freeze({ up: true, ...faceOf(card) }));
const DOWN_SEEN = Array.from({ length: CARD_COUNT }, (_, card) => Object.freeze({ up: false, ...faceOf(card) }));

/** A field or moving card: its face if it is up, or if the viewer owns it. */
function cardView(slot: { card: CardNo; up: boolean }, owner: boolean): CardView {
  if (slot.up) return UP[slot.card]!;
  return owner ? DOWN_SEEN[slot.card]! : BACK;
}

function promptView(state: CState): PromptView | null {
  const { prompt } = state;
  if (!prompt) return null;
  const at = prompt.source === null ? null : posOf(state, prompt.source);
  const view: PromptView = { seat: prompt.seat, ask: prompt.ask, optional: prompt.optional, source: at };
  switch (prompt.kind) {
    // The options themselves are the decider's alone (in its `legal`): the others wait.
    case 'options':
      return prompt.options.every((option) => option.type === 'line') ? { ...view, onLine: true } : view;
    case 'hand':
      return { ...view, min: prompt.min, max: prompt.max };
    case 'play':
      return { ...view, faceDown: prompt.faceDown, lines: [...prompt.lines] };
    default:
      return view;
  }
}

function chainView(state: CState): ChainEntry[] {
  const entries: ChainEntry[] = [];
  const add = (frame: Frame) => {
    if (frame.f !== 'text' || !textActive(state, frame)) return;
    const pos = posOf(state, frame.card)!;
    entries.push({ ...pos, ...faceOf(frame.card), box: frame.box, cause: frame.cause });
  };
  for (const frame of state.frames) add(frame);
  return entries;
}

function shownView(state: CState): CView['shown'] {
  if (state.shown === null) return null;
  const pos = posOf(state, state.shown);
  return pos && { ...pos, ...faceOf(state.shown) };
}

const NO_ACTIONS: readonly Legal[] = Object.freeze(asOneEntry([]));

export function publicResult(result: CResult | null): GameResult | null {
  return result && { winners: result.winners, reason: result.reason };
}
