/**
 * The game around the effects: the draft, the six phases of a turn, compiling and refreshing
 * (spec, "Set-up", "A turn"), and the loop that runs the effect stack until someone must
 * decide.
 */
import type { MadeEvent } from './events';
import { makeRng, nextInt, shuffle, type Seed } from '../core/rng';
import { cardOf, cardsOf, faceOf, HAND_SIZE, LINES, PROTOCOLS, textsStarting, type CardNo, type Protocol } from './cards';
import { compilable, compiledCount, isVisible, LINE_IXS, other, posOf, SIDES, slotAt, stackOf, total } from './board';
import {
  addToHand,
  afterDrawing,
  deleteAll,
  draw,
  fillHand,
  LIGHT_2,
  MAX_STEPS,
  runLand,
  startTexts,
  takeTop,
  textActive,
  textFrame,
  type Events,
  type TextFrame,
} from './engine';
import { ask } from './decisions';
import { mayRefresh, playOptions } from './plays';
import { programOf } from './programs';
import { REORDERS, type Area, type CState, type Frame, type Option, type Options, type Phase, type Side } from './state';

/** Who picks the draft's six protocols: the first player 1, the second 2, the first 2, the second 1. */
const DRAFT_ORDER = [0, 1, 1, 0, 0, 1] as const;

export function setup(seed: Seed, options: Options): CState {
  const rng = makeRng(seed);
  const first: Side = options.firstSeat === 'random' ? (nextInt(rng, 2) as Side) : options.firstSeat === 0 ? 0 : 1;
  const state: CState = {
    rng,
    options,
    first,
    draft: { pool: [...PROTOCOLS], picks: [[], []] },
    areas: [emptyArea(), emptyArea()],
    control: null,
    turn: null,
    turns: 0,
    frames: [],
    transit: [],
    seq: 0,
    prompt: null,
    shown: null,
    noCompile: null,
    result: null,
  };
  askDraft(state);
  return state;
}

function emptyArea(): Area {
  return { protocols: [], stacks: [[], [], []], hand: [], deck: [], trash: [] };
}

/** The seat whose draft pick it is. */
export function drafter(state: CState): Side {
  const picks = state.draft!.picks[0].length + state.draft!.picks[1].length;
  return DRAFT_ORDER[picks] === 0 ? state.first : other(state.first);
}

function askDraft(state: CState): void {
  state.prompt = { seat: drafter(state), ask: 'draft', optional: false, source: null, into: '', kind: 'draft' };
}

/** Takes a protocol; after the sixth pick the protocols are laid out, decks built, hands dealt. */
export function pick(state: CState, seat: Side, protocol: Protocol, events: MadeEvent[]): void {
  const draft = state.draft!;
  draft.pool.splice(draft.pool.indexOf(protocol), 1);
  draft.picks[seat].push(protocol);
  events.push({ type: 'drafted', seat, protocol });
  if (draft.picks[0].length + draft.picks[1].length < DRAFT_ORDER.length) return askDraft(state);

  for (const side of SIDES) {
    const chosen = [...draft.picks[side]];
    const laid = state.options.placement === 'draft' ? chosen : shuffle(chosen, state.rng);
    const area = state.areas[side];
    area.protocols = laid.map((p) => ({ protocol: p, compiled: false }));
    area.deck = shuffle(
      laid.flatMap((p) => cardsOf(p)),
      state.rng,
    );
  }
  state.draft = null;
  events.push({ type: 'laidOut', protocols: state.areas.map((area) => area.protocols.map((p) => p.protocol)) });
  for (const side of SIDES) draw(state, side, HAND_SIZE, events);
  beginTurn(state, state.first, events);
}

function beginTurn(state: CState, seat: Side, events: MadeEvent[]): void {
  state.turns += 1;
  state.turn = { seat, phase: 'start', begun: false, compiled: false };
  events.push({ type: 'turn', seat, turn: state.turns });
}

/**
 * Runs automatic work until a player must decide or the game ends. The loop guard makes a
 * chain that never asks anyone an engine error, reported by the audit (spec decision 10).
 */
export function advance(state: CState, events: Events): void {
  let steps = 0;
  while (!state.result && !state.prompt) {
    if (++steps > MAX_STEPS) {
      state.result = { winners: [], reason: 'engine_step_limit' };
      events.push({ type: 'engineError' });
      return;
    }
    const top = state.frames.at(-1);
    if (top) runFrame(state, top, events);
    else if (state.turn) runPhase(state, state.turn.seat, events);
    else return;
  }
}

function runFrame(state: CState, frame: Frame, events: Events): void {
  switch (frame.f) {
    case 'text':
      return runText(state, frame, events);
    case 'land':
      return runLand(state, frame, events);
    case 'order':
      return runOrder(state, frame);
    case 'compile':
      return runCompile(state, frame, events);
    case 'refresh':
      return runRefresh(state, frame, events);
  }
}

function runText(state: CState, frame: TextFrame, events: Events): void {
  const program = programOf(frame.card, frame.box);
  if (!textActive(state, frame) || frame.pc >= program.length) {
    state.frames.pop();
    // Light 2's revealed card is shown only while its text lasts.
    if (frame.card === LIGHT_2) state.shown = null;
    return;
  }
  if (frame.pc === 0) events.push({ type: 'resolving', ...placeOf(state, frame), box: frame.box, cause: frame.cause });
  program[frame.pc++]!(state, frame, events);
}

/** A text's card as the log names it: it is face up on the field, so public. */
function placeOf(state: CState, frame: TextFrame) {
  return { ...posOf(state, frame.card)!, ...faceOf(frame.card) };
}

/** Texts that started together: those still visible, the first chosen by the active player. */
function runOrder(state: CState, frame: Extract<Frame, { f: 'order' }>): void {
  frame.items = frame.items.filter((item) => item.f !== 'text' || textActive(state, item));
  if (frame.items.length <= 1) {
    state.frames.pop();
    if (frame.items.length === 1) state.frames.push(frame.items[0]!);
    return;
  }
  const options: Option[] = frame.items.map((item) => {
    const place = placeOf(state, item as TextFrame);
    return { type: 'first', side: place.side, line: place.line, at: place.at };
  });
  state.prompt = { seat: frame.chooser, ask: 'first', optional: false, source: null, into: '', kind: 'options', options };
}

/** Control card handed back before a compile or refresh: its holder may rearrange either
 *  player's protocols. */
function returnControl(state: CState, seat: Side, events: Events): void {
  if (state.control !== seat) return;
  state.control = null;
  events.push({ type: 'controlReturned', seat });
  const options: Option[] = SIDES.flatMap((side) => REORDERS.map((order) => ({ type: 'rearrange' as const, side, order })));
  ask(state, { seat, ask: 'rearrange', optional: true, source: null, into: '', kind: 'options', options }, null, events);
}

const SPEED_2 = cardOf('speed', 2);

/**
 * Compile: hand back the control card (and maybe rearrange); delete every card in the line
 * on both sides at once, with no middle boxes (Speed 2 shifts instead); turn the protocol
 * that lies there now to Compiled, or take the top card of the opponent's deck if it already
 * was; the third Compiled protocol wins.
 */
function runCompile(state: CState, frame: Extract<Frame, { f: 'compile' }>, events: Events): void {
  const { seat, line } = frame;
  switch (frame.stage++) {
    case 0:
      events.push({ type: 'compiling', seat, line });
      return returnControl(state, seat, events);
    case 1: {
      const cards = SIDES.flatMap((side) => stackOf(state, side, line).map((slot) => slot.card));
      const speed2 = posOf(state, SPEED_2);
      const shifts = speed2 !== null && speed2.line === line && slotAt(state, speed2)!.up;
      deleteAll(
        state,
        cards.filter((card) => !(shifts && card === SPEED_2)),
        events,
        false,
      );
      if (shifts) state.frames.push(textFrame(SPEED_2, speed2.side, 'top', 'compile'));
      return;
    }
    case 2: {
      const slot = state.areas[seat].protocols[line]!;
      if (!slot.compiled) {
        slot.compiled = true;
        events.push({ type: 'compiled', seat, line, protocol: slot.protocol });
      } else {
        recompile(state, seat, events);
      }
      if (compiledCount(state.areas[seat]) === LINES) {
        state.result = { winners: [seat], reason: 'compiled' };
        events.push({ type: 'won', seat });
      }
      return;
    }
    default:
      state.frames.pop();
  }
}

function sideOf(state: CState, card: CardNo): Side | undefined {
  return posOf(state, card)?.side;
}

/** A protocol compiled again takes the top card of the opponent's deck, for good (their trash
 *  is shuffled in first if the deck is empty: spec decision 5). */
function recompile(state: CState, seat: Side, events: Events): void {
  const card = takeTop(state, other(seat), events);
  if (card === null) {
    events.push({ type: 'recompiled', seat, took: false });
    return;
  }
  addToHand(state, seat, card);
  events.push({ type: 'recompiled', seat, took: true, secret: { to: [seat], ...faceOf(card) } });
  // The book's word for it is drawing ("ziehe"), so "after you draw" texts follow.
  afterDrawing(state, seat);
}

/** Refresh: hand back the control card (and maybe rearrange), then draw up to 5. */
function runRefresh(state: CState, frame: Extract<Frame, { f: 'refresh' }>, events: Events): void {
  switch (frame.stage++) {
    case 0:
      events.push({ type: 'refreshed', seat: frame.seat });
      return returnControl(state, frame.seat, events);
    case 1:
      return fillHand(state, frame.seat, events);
    default:
      state.frames.pop();
  }
}

/** Start: and End: texts, noted as their phase begins (spec "A turn", phases 1 and 6). */
const START = textsStarting('Start:');
const END = textsStarting('End:');

function notedTexts(state: CState, seat: Side, phase: 'start' | 'end'): TextFrame[] {
  return (phase === 'start' ? START : END)
    .map(([card, box]) => textFrame(card, seat, box, phase))
    .filter((frame) => textActive(state, frame) && sideOf(state, frame.card) === seat);
}

const SPIRIT_0 = cardOf('spirit', 0);

function runPhase(state: CState, seat: Side, events: Events): void {
  const turn = state.turn!;
  const next = (phase: Phase) => {
    turn.phase = phase;
    turn.begun = false;
  };
  if (turn.begun) {
    const after: Record<Phase, Phase | null> = {
      start: 'control',
      control: 'compile',
      compile: turn.compiled ? 'cache' : 'action',
      action: 'cache',
      cache: 'end',
      end: null,
    };
    const phase = after[turn.phase];
    if (phase) return next(phase);
    return beginTurn(state, other(seat), events);
  }
  turn.begun = true;
  switch (turn.phase) {
    case 'start':
    case 'end':
      return startTexts(state, notedTexts(state, seat, turn.phase));
    case 'control':
      return checkControl(state, seat, events);
    case 'compile': {
      let lines = compilable(state, seat);
      const bound = state.noCompile;
      if (bound?.seat === seat && bound.setIn < state.turns) {
        state.noCompile = null;
        if (isVisible(state, bound.card) && lines.length > 0) {
          events.push({ type: 'compileBarred', seat });
          lines = [];
        }
      }
      if (lines.length === 0) return;
      turn.compiled = true;
      return ask(
        state,
        {
          seat,
          ask: 'compile',
          optional: false,
          source: null,
          into: '',
          kind: 'options',
          options: lines.map((line) => ({ type: 'compile', line })),
        },
        null,
        events,
      );
    }
    case 'action':
      if (canAct(state, seat)) state.prompt = { seat, ask: 'action', optional: false, source: null, into: '', kind: 'action' };
      else events.push({ type: 'noAction', seat });
      return;
    case 'cache': {
      const hand = state.areas[seat].hand.length;
      if (skipsCache(state, seat) || hand <= HAND_SIZE) return;
      const excess = hand - HAND_SIZE;
      state.prompt = { seat, ask: 'discard', optional: false, source: null, into: CACHE, kind: 'hand', min: excess, max: excess };
      return;
    }
  }
}

/** The `into` of the clear-cache discard, which no text asks for. */
export const CACHE = 'cache';

/** Spirit 0's bottom box: "Skip your check cache phase." */
function skipsCache(state: CState, seat: Side): boolean {
  return isVisible(state, SPIRIT_0) && sideOf(state, SPIRIT_0) === seat;
}

/** Check control: higher in at least 2 lines takes the control card (advanced rules). */
function checkControl(state: CState, seat: Side, events: Events): void {
  if (!state.options.control || state.control === seat) return;
  const ahead = LINE_IXS.filter((line) => total(state, seat, line) > total(state, other(seat), line)).length;
  if (ahead < 2) return;
  state.control = seat;
  events.push({ type: 'control', seat });
}

/** Whether the action phase offers anything: a refresh (see `mayRefresh`), or a play. */
export function canAct(state: CState, seat: Side): boolean {
  return mayRefresh(state, seat) || playOptions(state, seat, false, LINE_IXS).length > 0;
}
