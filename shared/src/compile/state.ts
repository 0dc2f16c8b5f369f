/**
 * Compile's state: plain data, cloned at every action, stored and replayed. The effect
 * engine's continuations live here too (`frames`), as a program counter and variables, so a
 * chain that stops to ask a player is just a state.
 */
import type { OptionsOf } from '../core/meta';
import type { Rng } from '../core/rng';
import type { meta } from './meta';
import type { Box, CardNo, Protocol } from './cards';

export type Side = 0 | 1;
export type LineIx = 0 | 1 | 2;

export type Options = OptionsOf<typeof meta>;

/** A place on the field as views and actions name it; `at` counts from the bottom. */
export interface Pos {
  side: Side;
  line: LineIx;
  at: number;
}

export interface Slot {
  card: CardNo;
  up: boolean;
}

export interface ProtocolSlot {
  protocol: Protocol;
  compiled: boolean;
}

/** One player's side. The area a card is in is its owner: a card taken by a recompile just
 *  moves to the taker's area. */
export interface Area {
  /** Index = line. A rearrange permutes this list only; stacks stay in their lines. */
  protocols: ProtocolSlot[];
  /** Per line, bottom → top. */
  stacks: Slot[][];
  /** Kept sorted, so an index into it says nothing but the hand's order. */
  hand: CardNo[];
  /** Top = end. */
  deck: CardNo[];
  trash: CardNo[];
}

export type Phase = 'start' | 'control' | 'compile' | 'action' | 'cache' | 'end';

export interface Turn {
  seat: Side;
  phase: Phase;
  /** The phase's own work has been set going (texts noted, a decision asked); once the
   *  effects it started have resolved, the next phase begins. */
  begun: boolean;
  /** Phase 4 is skipped after a compile. */
  compiled: boolean;
}

/** A card that has left its place and not yet landed: in no stack, so nothing may choose it. */
export interface Transit {
  card: CardNo;
  side: Side;
  line: LineIx;
  up: boolean;
  /** Commit order: cards bound for the same stack land first in, first out. */
  seq: number;
}

/** A value a program keeps between its steps. Cards are kept apart (`refs`) so that the
 *  audit's relabelling of hidden cards reaches every reference to one. */
export type Var = number | string | boolean | null;

/** Why a text is resolving, for the chain the table shows. */
export type Cause = 'play' | 'flip' | 'uncover' | 'land' | 'start' | 'end' | 'covered' | 'after' | 'compile';

export type Frame =
  | {
      f: 'text';
      card: CardNo;
      /** Who resolves it ("you"): the card's owner when it began. */
      owner: Side;
      box: Box;
      cause: Cause;
      /** The program's next step. */
      pc: number;
      vars: Record<string, Var>;
      refs: Record<string, CardNo | null>;
      list: CardNo[];
    }
  | {
      f: 'land';
      card: CardNo;
      /** Why its middle box resolves on landing (played face up, or a face-up card that was
       *  covered), or null. */
      reveal: Cause | null;
      /** When-covered texts that already ran for this landing. */
      fired: CardNo[];
      /** Something resolved before it could land: its landing is told apart (`landed`). */
      waited: boolean;
    }
  /** Texts that started together, for `chooser` to order. */
  | { f: 'order'; chooser: Side; items: Frame[] }
  | { f: 'compile'; seat: Side; line: LineIx; stage: number }
  | { f: 'refresh'; seat: Side; stage: number };

/** What the open decision answers. */
export type Ask =
  | 'draft'
  | 'action'
  | 'play'
  | 'compile'
  | 'discard'
  | 'flip'
  | 'shift'
  | 'delete'
  | 'return'
  | 'reveal'
  | 'line'
  | 'draw'
  | 'choice'
  | 'first'
  | 'rearrange'
  | 'swap';

/** The orders a rearrange may choose: new left-to-right order of the old lines, never the same. */
export const REORDERS = ['021', '102', '120', '201', '210'] as const;
export type Reorder = (typeof REORDERS)[number];

/** An option of a decision that is not the action phase, a play or a discard: plain, public data. */
export type Option =
  | { type: 'card'; side: Side; line: LineIx; at: number }
  | { type: 'line'; line: LineIx }
  | { type: 'choose'; option: 'flip' | 'discard' | 'draw' }
  | { type: 'first'; side: Side; line: LineIx; at: number }
  | { type: 'rearrange'; side: Side; order: Reorder }
  | { type: 'swap'; a: LineIx; b: LineIx }
  | { type: 'compile'; line: LineIx };

/**
 * The one open decision and the one seat that makes it. Options are listed when the
 * decision opens, except where they come from the decider's hand (a play, a discard), which
 * the rules work out from the state.
 */
export type Prompt = {
  seat: Side;
  ask: Ask;
  optional: boolean;
  /** The card whose text asks, if any. */
  source: CardNo | null;
  /** The variable of the asking text that the answer fills. */
  into: string;
} & (
  | { kind: 'options'; options: Option[] }
  | { kind: 'draft' }
  | { kind: 'action' }
  /** A play an effect makes: face down only (Darkness 3), into `lines`. */
  | { kind: 'play'; faceDown: boolean; lines: LineIx[] }
  | { kind: 'hand'; min: number; max: number }
);

export interface Draft {
  /** Protocols not yet taken. */
  pool: Protocol[];
  picks: [Protocol[], Protocol[]];
}

export interface CResult {
  winners: Side[];
  reason: 'compiled' | 'engine_step_limit';
}

export interface CState {
  rng: Rng;
  options: Options;
  first: Side;
  draft: Draft | null;
  areas: [Area, Area];
  /** Who holds the control card; null: beside the field (or the option is off). */
  control: Side | null;
  turn: Turn | null;
  turns: number;
  frames: Frame[];
  transit: Transit[];
  /** Commit counter for `transit`. */
  seq: number;
  prompt: Prompt | null;
  /** Light 2: a face-down card everyone may see while its text is open. */
  shown: CardNo | null;
  /** Metal 1: the seat that may not compile on its next turn, the card that says so, and
   *  the turn in which it said so (the restriction binds a later turn). */
  noCompile: { seat: Side; card: CardNo; setIn: number } | null;
  result: CResult | null;
}
