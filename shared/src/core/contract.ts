import { ErrorCode, ruleError, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { FinalReason } from './finality';
import type { Legality } from './legality';
import type { GameMeta, OptionsOf } from './meta';
import type { ActionSchema } from './parse';
import type { Seed } from './rng';
import type { Seat, Viewer } from './viewer';
import type { Reason } from './whyNot';

/** Why and how a game ended. `winners` is empty for a draw. */
export interface GameResult {
  readonly winners: readonly Seat[];
  readonly reason: string;
}

export type Applied<State, Event extends GameEvent = GameEvent> =
  | { readonly ok: true; readonly state: State; readonly events: readonly Event[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * Everything a viewer may know, computed from the state. `legal` is present only in a
 * seat's own view: the actions that seat may take now (empty when it has nothing to do).
 */
export interface BaseView<Legal> {
  readonly viewer: Viewer;
  readonly legal: readonly Legal[];
  readonly result: GameResult | null;
  /** The seats the game waits for now (`GameDefinition.awaitedSeats`): whose turn it is. */
  readonly waitingFor: readonly Seat[];
  /** Set only on an open view (`GameDefinition.openView`): every card face up, seen by a
   *  spectator with nothing to do. */
  readonly open?: true;
  /** Beside `legal` in a seat's own view at a table (`Match.viewFor`): for each legal action,
   *  why taking it would be final, or null where it could be taken back (`GameDefinition.finality`). */
  readonly finality?: readonly (FinalReason | null)[];
}

/**
 * The contract every game implements. It is pure: the same (seed, seats, options, actions)
 * always give the same game, and nothing here does I/O or keeps a clock.
 *
 * - `Legal` describes what a seat may do. For small games it is the action itself; a game
 *   with combinatorial choices lists templates, and `sampleAction` turns one into an action
 *   with what the seat's view holds.
 * - Several seats may have legal actions at once (simultaneous decisions).
 */
export interface GameDefinition<State, Action, Legal, View extends BaseView<Legal>, Options, Event extends GameEvent = GameEvent> {
  /** Its id, seats, titles and options, as the pages read them too (`<game>/meta.ts`). */
  readonly meta: GameMeta;
  /** From the meta: the id, the English title (the rules' refusals are in English) and the seats. */
  readonly id: string;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;

  /** Validates options from a host; unknown keys are refused. */
  parseOptions(raw: unknown): Options | RuleError;
  /** Throws a `RuleFailure` (`bad_seat_count`) for a seat count the game is not for. */
  setup(seed: Seed, seatCount: number, options: Options): State;

  /** Checks the shape of an action from the wire; says nothing about legality. */
  parseAction(raw: unknown): Action | RuleError;
  legalActions(state: State, seat: Seat): readonly Legal[];
  /** Seats that have at least one legal action now. */
  actingSeats(state: State): readonly Seat[];
  /**
   * The acting seats the game waits for: those with an option they may not simply let pass
   * (a Mata Hari seat that may only accuse is not waited for). Turn clocks run for these.
   */
  awaitedSeats(state: State): readonly Seat[];
  /** Whether `option` is a chance its seat may let pass, which nobody waits for. */
  optional(option: Legal): boolean;
  apply(state: State, seat: Seat, action: Action): Applied<State, Event>;
  /**
   * Why the seat whose view this is may not take `action` now, or null when it may: null
   * exactly when `apply` would accept it from that seat. Asked of the seat's own view, so the
   * answer tells nothing the seat does not see, and a client may ask it the moment a player
   * taps something (see `core/whyNot.ts`).
   */
  whyNot(view: View, action: Action): Reason | null;
  /**
   * Whether `seat` may take back its action that led from `before` to `after` and told
   * `events`, as Board Game Arena allows an undo: within the seat's own turn, when nothing
   * hidden was shown to anyone, nothing random happened (a draw, a shuffle, a search), and no
   * other seat acted or was asked. Worked out from the step alone, so a game replayed from its
   * log answers the same (see `Match.mayUndo`).
   */
  undoable(before: State, after: State, seat: Seat, action: Action, events: readonly Event[]): boolean;
  /**
   * For each of `legalActions(state, seat)`, in order: null where the step it takes could be
   * taken back (`undoable`), else why not, so that a client may ask before a move that is final.
   * An action listed in full is tried on the state and judged as `undoable` judges the step; a
   * template by what every action it allows does. A reason names only the kind of thing the step
   * does (a card drawn or shown, the turn passed on), which the seat knows before it acts.
   */
  finality(state: State, seat: Seat): readonly (FinalReason | null)[];

  viewFor(state: State, viewer: Viewer): View;
  /**
   * The table with every card face up, `open` and seen as by a spectator, with no legal
   * actions: each hand's faces, face-down cards with their values (still marked face down, as
   * their owner sees them), the cards of offers and of a card just drawn; a draw pile may stay
   * a count. It exists for replays of finished games, where nothing is secret any more; a live
   * table never calls it.
   */
  openView(state: State): View;
  result(state: State): GameResult | null;

  /** A random action among the seat's legal ones, for bots: it gets the seat's view, so it
   *  uses only what the seat sees. */
  sampleAction(view: View, random: () => number): Action;
  /**
   * The game's computer player: a legal action chosen to win, from the seat's view alone (and
   * a seeded random source), so it can know no more than a person in that seat. Null when the
   * seat lets pass a chance that is never owed (a seat the game is not waiting for, such as a
   * Mata Hari player who may only accuse); a seat the game waits for always gets an action.
   */
  bot(view: View, random: () => number): Action | null;
  /** The Easy bot: Normal (`bot`) with a learner's mistakes now and then (see `easyBotOf`). */
  easyBot(view: View, random: () => number): Action | null;
  /**
   * For the Hard bot (`searchMove`): a state the game may be in, for all the seat of `view`
   * knows: its view and `memory`, the events it was told (as `eventFor` told them). What it
   * cannot see is sampled with `random`, so the view of the result for that seat is `view`.
   * Null where the view does not say enough to rebuild the state (Hard then plays Normal);
   * absent for a game without search.
   */
  determinize?(view: View, memory: readonly unknown[], random: () => number): State | null;
  /**
   * For the Hard bot: how good `state` looks for `seat`, from 0 (lost) to 1 (won), where a
   * search's playout stops before the end (`SearchBudget.horizon`). Without it such a
   * playout counts the same for every move.
   */
  evaluate?(state: State, seat: Seat): number;
  /** How many actions a search's playout plays before `evaluate` judges (see `searchMove`). */
  readonly searchHorizon?: number;

  /** Checks that tools and tests run after every action. */
  readonly audit: GameAudit<State>;
}

export interface GameAudit<State> {
  /** Broken invariants (every card in exactly one place, counts add up); empty when sound. */
  invariants(state: State): string[];
  /**
   * The same state with everything `viewer` may not know reshuffled: the view of the result
   * must equal the view of the original, or the view leaks.
   */
  scrambleHidden(state: State, viewer: Viewer, random: () => number): State;
  /** Hidden information an event would publish (outside its `secret` part); empty when sound. */
  eventLeaks(event: GameEvent): string[];
}

/** The refusal of a seat count the game is not for, or null: whole numbers from `minSeats`
 *  to `maxSeats` of its meta. */
export function seatCountRefusal({ title, seats: { min, max } }: GameMeta, seats: number): RuleError | null {
  if (Number.isInteger(seats) && seats >= min && seats <= max) return null;
  return ruleError(ErrorCode.badSeats, `${title.en} is for ${min} to ${max} players`);
}

/** A game with its types erased, as the server and the tools hold it. */
// biome-ignore lint/suspicious/noExplicitAny: a game with its types erased holds any state, action, view and options.
export type AnyGame = GameDefinition<any, any, any, BaseView<any>, any, any>;

/** Actions and legal options are told apart by their `type`. */
export interface Typed {
  readonly type: string;
}

export interface GameSpec<
  Meta extends GameMeta,
  State extends object,
  Action extends Typed,
  Legal extends Typed,
  View extends BaseView<Legal>,
  /** The events its rules make (`Made<…>` of its wire's event schema). */
  Event extends GameEvent = GameEvent,
> {
  /** Its id, seats, titles and options (`<game>/meta.ts`), from which its option schema is made. */
  readonly meta: Meta;
  /** What a seat may send: a discriminated union on `type` of strict objects. */
  readonly actions: ActionSchema<Action>;
  /** A new game, for a seat count from `minSeats` to `maxSeats`. */
  setup(seed: Seed, seatCount: number, options: OptionsOf<Meta>): State;
  /** What each seat may do now (made by `legalityOf`, which the game's views share). */
  readonly legality: Legality<State, Legal>;
  /** Whether `option`, one of the seat's legal ones, allows `action`: the same action where
   *  the game lists its actions in full, the same type where it lists templates. */
  allows(option: Legal, action: Action): boolean;
  /**
   * Whether `option` is a chance the seat may let pass, which nobody waits for (an accusation
   * that can come at any time); none is, unless the game says.
   */
  optional?(option: Legal): boolean;
  /** How a refusal names a legal option ("you may: …"); its type unless the game says. */
  label?(option: Legal): string;
  /** The refusal of a seat that has nothing to do now, when the game words it its own way. */
  readonly notYourTurn?: string;
  /**
   * Plays `action`, which `option` allows, on `next`: a copy of the state, to change in place.
   * Returns the refusal of what the option does not settle (cards that are not in the hand);
   * the copy is then thrown away. `option` comes last: a game whose legal actions are the
   * actions themselves has no use for it.
   */
  play(next: State, seat: Seat, action: Action, events: Event[], option: Legal): RuleError | void;
  /**
   * Why a seat with something to decide may not take `action`, from its view alone: `option`
   * is the legal option that allows it, if one does. With an option, null when `play` would
   * accept the action (a game whose options are the actions themselves has nothing to add);
   * without one, the reason in the game's own terms, or null for the shared "not now". A game
   * without it says only that: enough where the options are the actions and few.
   */
  whyNot?(view: View, action: Action, option: Legal | undefined): Reason | null;
  /**
   * The game's part of `GameDefinition.undoable`: whether the seat's step from `before` to
   * `after` was private and certain, showing nothing hidden to anyone (not even to the seat)
   * and drawing on no chance. `defineGame` adds what every game shares: the game goes on, the
   * seat was the only one asked before and is the only one asked after, and no event has a
   * secret part. None is, unless the game says.
   */
  undoable?(before: State, after: State, seat: Seat, action: Action, events: readonly Event[]): boolean;
  /**
   * For `GameDefinition.finality`: the action `option` is, to be tried, where the game lists
   * its actions in full; for a template, why every action it allows is final. Without it every
   * option is final, as the turn passes on.
   */
  finalOption?(option: Legal): Action | FinalReason;
  /** Why a step that the game's `undoable` refuses, or that told a secret, is final, from what it
   *  told: the turn passes on unless the game says. */
  finalReason?(action: Action, events: readonly Event[]): FinalReason;
  viewFor(state: State, viewer: Viewer): View;
  /** Every card face up, for replays of finished games only (see `GameDefinition.openView`). */
  openView(state: State): View;
  result(state: State): GameResult | null;
  sampleAction(view: View, random: () => number): Action;
  /** A player that tries to win, from the seat's view alone (see `GameDefinition.bot`). */
  bot(view: View, random: () => number): Action | null;
  /** Normal with mistakes (see `GameDefinition.easyBot`); Normal itself unless the game says. */
  easyBot?(view: View, random: () => number): Action | null;
  /** A state sampled from what a seat knows, for search (see `GameDefinition.determinize`). */
  determinize?(view: View, memory: readonly unknown[], random: () => number): State | null;
  /** How good a state looks for a seat, for search (see `GameDefinition.evaluate`). */
  evaluate?(state: State, seat: Seat): number;
  /** Actions a search's playout plays before `evaluate` (see `GameDefinition.searchHorizon`). */
  readonly searchHorizon?: number;
  readonly audit: GameAudit<State>;
}
