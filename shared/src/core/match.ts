/**
 * A game, defined and played. What every game shares is filled in once (as boardgame.io's
 * `ProcessGameConfig` does): a game declares only what is its own (its `GameSpec`: schemas,
 * set-up, legal actions, how an action plays out, its views and audit), and `defineGame` makes
 * the `GameDefinition` of it: the parsers, the seat-count check, and the checks and bookkeeping
 * around every action. A `Match` plays one: its state and its action log.
 */
import {
  seatCountRefusal,
  type AnyGame,
  type Applied,
  type BaseView,
  type GameDefinition,
  type GameResult,
  type GameSpec,
  type Typed,
} from './contract';
import { ErrorCode, isRuleError, ruleError, RuleFailure, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { FinalReason } from './finality';
import type { GameMeta, OptionsOf } from './meta';
import { optionsSchema } from './options';
import { actionChecks, optionsParser } from './parse';
import { commitState, deepClone } from './plain';
import type { Seed } from './rng';
import { tableEnding, tableEntryOf, type TableEntry } from './tableEntries';
import { SPECTATOR, type Seat, type Viewer } from './viewer';
import { whyNotFrom } from './whyNot';

/** A game's `GameDefinition`, from what its spec declares and what every game shares. */
export function defineGame<
  Meta extends GameMeta,
  State extends object,
  Action extends Typed,
  Legal extends Typed,
  View extends BaseView<Legal>,
  Event extends GameEvent = GameEvent,
>(
  spec: GameSpec<Meta, State, Action, Legal, View, Event>,
): GameDefinition<State, Action, Legal, View, OptionsOf<Meta>, Event> & { readonly id: Meta['id']; readonly meta: Meta } {
  const { meta, legality, allows, label = (option: Legal) => option.type, optional = () => false } = spec;
  const title = meta.title.en;
  const actions = actionChecks(title, spec.actions);
  const refuse = (error: RuleError) => ({ ok: false, error }) as const;

  /** The refusals every game makes before its rules look at an action; otherwise the legal
   *  option that allows it. */
  const optionFor = (state: State, seat: Seat, action: Action, unparsed: RuleError | null): Legal | RuleError => {
    if (spec.result(state)) return ruleError(ErrorCode.gameOver, 'The game is over.');
    const type = actions.typeOf(action);
    if (isRuleError(type)) return type;
    const legal = legality.legalActions(state, seat);
    if (legal.length === 0) return ruleError(ErrorCode.notYourTurn, spec.notYourTurn ?? 'You have nothing to do now.');
    const option = legal.find((candidate) => allows(candidate, action));
    if (option) return option;
    return unparsed ?? ruleError(ErrorCode.illegal, `"${type}" is not allowed now; you may: ${[...new Set(legal.map(label))].join(', ')}.`);
  };

  const apply = (state: State, seat: Seat, action: Action): Applied<State, Event> => {
    // `Match` parses every action first; a tool or a test may hand over one that does not
    // parse. The rules still judge it, with their own words for what they check (too many
    // cards), but never accept it, and where they fail on it (a list that is not one), the
    // answer is the parser's refusal.
    const unparsed = actions.refusal(action);
    const option = optionFor(state, seat, action, unparsed);
    if (isRuleError(option)) return refuse(option);
    const next = deepClone(state);
    const events: Event[] = [];
    let refused: RuleError | void;
    try {
      refused = spec.play(next, seat, action, events, option);
    } catch (error) {
      if (!unparsed) throw error;
      return refuse(unparsed);
    }
    const refusal = refused ?? unparsed;
    if (refusal) return refuse(refusal);
    // Committed, so that the new state's legal actions and public view are worked out once
    // (see `stateMemo`) however many viewers, bots and checks ask.
    return { ok: true, state: commitState(next), events };
  };

  /** Whether a step of `seat` is final and why, or null where it may be taken back (see `GameDefinition.undoable`). */
  const finalStep = (before: State, after: State, seat: Seat, action: Action, events: readonly Event[]): FinalReason | null => {
    const private_ = events.every((event) => event.secret === undefined) && spec.undoable?.(before, after, seat, action, events) === true;
    // What the step shows or draws first: whether it also ends the game may hang on what the
    // seat cannot see (the scores of hidden cards), which its reason must not tell.
    if (!private_) return spec.finalReason?.(action, events) ?? 'passedTurn';
    if (spec.result(after) !== null) return 'endsGame';
    // Only this seat was asked, before and after: nobody else acted, or could have, since.
    const alone = (state: State) => {
      const acting = legality.actingSeats(state);
      return acting.length === 1 && acting[0] === seat;
    };
    return alone(before) && alone(after) ? null : 'passedTurn';
  };

  return {
    id: meta.id,
    meta,
    title,
    minSeats: meta.seats.min,
    maxSeats: meta.seats.max,
    parseOptions: optionsParser(title, optionsSchema(meta)),
    setup(seed, seatCount, options) {
      const refused = seatCountRefusal(meta, seatCount);
      if (refused) throw new RuleFailure(refused);
      return spec.setup(seed, seatCount, options);
    },
    parseAction: actions.parse,
    legalActions: legality.legalActions,
    actingSeats: legality.actingSeats,
    awaitedSeats: spec.optional
      ? (state) => legality.actingSeats(state).filter((seat) => legality.legalActions(state, seat).some((option) => !optional(option)))
      : legality.actingSeats,
    optional,
    apply,
    whyNot: whyNotFrom(allows, spec.whyNot),
    undoable: (before, after, seat, action, events) => finalStep(before, after, seat, action, events) === null,
    finality: (state, seat) =>
      legality.legalActions(state, seat).map((option) => {
        const tried = spec.finalOption?.(option) ?? 'passedTurn';
        if (typeof tried === 'string') return tried;
        const applied = apply(state, seat, tried);
        // A legal action is accepted; were one not, taking it would change nothing.
        return applied.ok ? finalStep(state, applied.state, seat, tried, applied.events) : null;
      }),
    viewFor: spec.viewFor,
    openView: spec.openView,
    result: spec.result,
    sampleAction: spec.sampleAction,
    bot: spec.bot,
    easyBot: spec.easyBot ?? spec.bot,
    ...(spec.determinize ? { determinize: spec.determinize } : {}),
    ...(spec.evaluate ? { evaluate: spec.evaluate } : {}),
    ...(spec.searchHorizon ? { searchHorizon: spec.searchHorizon } : {}),
    audit: spec.audit,
  };
}

/** One recorded action: the log of these plus the set-up replays the game exactly. */
export interface LoggedAction {
  readonly seat: Seat;
  readonly action: unknown;
}

export type Outcome = { ok: true; events: readonly GameEvent[] } | { ok: false; error: RuleError };

/**
 * An action the rules took but that is not applied yet: `logged` is what to store, `commit`
 * applies it (once, and before any other action), so that a table stores an action before
 * its game moves on, and a refused write leaves the game as it was. `ends`: the game is over
 * once it is applied, so that a table decides all a move brings on before anything is done.
 */
export type Checked =
  | { ok: true; events: readonly GameEvent[]; logged: LoggedAction; ends: boolean; commit(): void }
  | { ok: false; error: RuleError };

/**
 * The undo of the log's last action, taken but not done yet: `seq` is that action's place in
 * the log (what to take out of a store), `commit` takes it back, so that a table drops it from
 * its store before its game moves back.
 */
export type CheckedUndo = { ok: true; seq: number; commit(): void } | { ok: false; error: RuleError };

/** The refusal of an undo the rules do not allow now. */
export const UNDO_REFUSAL: { ok: false; error: RuleError } = {
  ok: false,
  error: ruleError(
    'undo_refused',
    'Nothing to take back: only your own last move, in your turn, before anything was drawn, shown or asked of anyone else.',
  ),
};

const GAME_OVER: { ok: false; error: RuleError } = { ok: false, error: ruleError(ErrorCode.gameOver, 'The game is over.') };

export interface MatchSetup {
  readonly game: string;
  readonly seed: Seed;
  readonly seats: number;
  readonly options: unknown;
}

declare const parsedAction: unique symbol;
declare const parsedOptions: unique symbol;

/**
 * An action its game's `parseAction` accepted. Only `parseAction` below makes one, so whoever
 * holds one (a table that parsed a message at its edge) plays it without parsing it again.
 */
export type ParsedAction = { readonly [parsedAction]: true };

export function parseAction(game: AnyGame, raw: unknown): ParsedAction | RuleError {
  // The game's parser is typed `any` through `AnyGame`: what it accepted is the game's action.
  const action: ParsedAction | RuleError = game.parseAction(raw);
  return action;
}

/**
 * Options their game's `parseOptions` accepted, every default filled in. Only `parseOptions`
 * below makes them, so a table that parsed its creator's options at its edge starts each of its
 * games with them (`Match.start`) without parsing them again. Plain data: they keep their
 * meaning through the store and across processes.
 */
export type ParsedOptions = { readonly [parsedOptions]: true };

export function parseOptions(game: AnyGame, raw: unknown): ParsedOptions | RuleError {
  // As with actions: what the game's parser (typed `any`) accepted is the game's options.
  const options: ParsedOptions | RuleError = game.parseOptions(raw);
  return options;
}

/** A set-up whose options were parsed already. */
export interface ParsedSetup extends MatchSetup {
  readonly options: ParsedOptions;
}

/**
 * A game in progress: its state plus the action log. Every way of playing (the server
 * room, the simulator, tests, bots, a table restored after a crash) goes through `act`.
 */
export class Match {
  readonly log: LoggedAction[] = [];
  /** Seats that conceded a game that went on without them: their bots play them (see `TableEntry`). */
  readonly conceded = new Set<Seat>();
  private current: unknown;
  /** How a table's entry ended the game (a concession, an abandon), over what its rules say. */
  private ended: GameResult | null = null;
  /**
   * The states the log's latest actions started from, for as long as each of them may be taken
   * back (`GameDefinition.undoable`); an action that may not be clears it. They are all one
   * seat's: an undoable action leaves that seat the only one asked.
   */
  private readonly undoTrail: unknown[] = [];

  /** The options this game started with, parsed. */
  readonly options: ParsedOptions;

  /** `setup.options` are parsed here, unless given parsed (`parsed`: see `Match.start`). */
  constructor(
    readonly game: AnyGame,
    readonly setup: MatchSetup,
    parsed?: ParsedOptions,
  ) {
    const options = parsed ?? parseOptions(game, setup.options);
    if (isRuleError(options)) throw new RuleFailure(options);
    this.options = options;
    const badSeats = seatCountRefusal(game.meta, setup.seats);
    if (badSeats) throw new RuleFailure(badSeats);
    this.current = game.setup(setup.seed, setup.seats, options);
  }

  /** A new game of a set-up whose options were parsed at the edge: they are not parsed again. */
  static start(game: AnyGame, setup: ParsedSetup): Match {
    return new Match(game, setup, setup.options);
  }

  /**
   * The game the log makes, as a table is restored after a restart and a finished game is
   * shown again; `onEvents` hears what each action did (a restored table's history). Throws
   * when the log no longer plays through, as after a change of the rules.
   */
  static fromLog(game: AnyGame, setup: MatchSetup, log: readonly LoggedAction[], onEvents?: (events: readonly GameEvent[]) => void): Match {
    const match = new Match(game, setup);
    for (const { seat, action } of log) {
      const outcome = match.act(seat, action);
      if (!outcome.ok) throw new Error(`the log's action ${match.log.length} is refused: ${outcome.error.code}`);
      onEvents?.(outcome.events);
    }
    return match;
  }

  get state(): unknown {
    return this.current;
  }

  get result(): GameResult | null {
    return this.ended ?? this.game.result(this.current);
  }

  /**
   * `viewer`'s view. A game a table's entry ended shows that result, with nothing left to do
   * or to wait for: its state is where the game stopped, which its rules do not call an end.
   */
  viewFor(viewer: Viewer): BaseView<unknown> {
    const view = this.game.viewFor(this.current, viewer);
    if (this.ended || viewer === SPECTATOR || view.legal.length === 0) return this.endedView(view);
    // Beside its offers, whether each is final: its page asks before one that is, where its player wants that.
    return { ...view, finality: this.game.finality(this.current, viewer) };
  }

  /** Every card face up (`GameDefinition.openView`), for a replay; ended as `viewFor` says. */
  openView(): BaseView<unknown> {
    return this.endedView(this.game.openView(this.current));
  }

  /** Parses, checks and applies a raw action from `seat` (or a table's entry). A refusal changes nothing. */
  act(seat: Seat, raw: unknown): Outcome {
    if (this.result) return GAME_OVER;
    const entry = tableEntryOf(raw);
    if (entry) return this.commitIf(this.enter(seat, entry));
    const action = parseAction(this.game, raw);
    return isRuleError(action) ? { ok: false, error: action } : this.play(seat, action);
  }

  /** Checks and applies an action of `seat` parsed already. A refusal changes nothing. */
  play(seat: Seat, action: ParsedAction): Outcome {
    return this.commitIf(this.check(seat, action));
  }

  /**
   * A table's entry for `seat` (see `TableEntry`), checked like an action and logged with the
   * game's actions once committed. It tells no event: the table says it in its own notes.
   */
  enter(seat: Seat, entry: TableEntry): Checked {
    if (this.result) return GAME_OVER;
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.setup.seats)
      return { ok: false, error: ruleError(ErrorCode.illegal, `There is no seat ${seat}.`) };
    if (this.conceded.has(seat)) return { ok: false, error: ruleError(ErrorCode.illegal, 'This seat has conceded already.') };
    const ending = tableEnding(entry, seat, this.setup.seats);
    const logged: LoggedAction = { seat, action: entry };
    const commit = () => {
      this.log.push(logged);
      // An entry is a step of the table's like any other: nothing before it may be taken back.
      this.undoTrail.length = 0;
      if (ending) this.ended = ending;
      else this.conceded.add(seat);
    };
    return { ok: true, events: [], logged, ends: ending !== null, commit };
  }

  private commitIf(checked: Checked): Outcome {
    if (checked.ok) checked.commit();
    return checked;
  }

  private endedView(view: BaseView<unknown>): BaseView<unknown> {
    return this.ended ? { ...view, result: this.ended, legal: [], waitingFor: [] } : view;
  }

  /** Checks an action of `seat` parsed already, and changes nothing until its `commit`. */
  check(seat: Seat, action: ParsedAction): Checked {
    if (this.result) return GAME_OVER;
    const applied = this.game.apply(this.current, seat, action);
    if (!applied.ok) return applied;
    const logged: LoggedAction = { seat, action };
    const before = this.current;
    const commit = () => {
      this.current = applied.state;
      this.log.push(logged);
      if (this.game.undoable(before, applied.state, seat, action, applied.events)) this.undoTrail.push(before);
      else this.undoTrail.length = 0;
    };
    return { ok: true, events: applied.events, logged, ends: this.game.result(applied.state) !== null, commit };
  }

  /** Whether `seat` may take back the log's last action now. */
  mayUndo(seat: Seat): boolean {
    return !this.result && this.undoTrail.length > 0 && this.log.at(-1)?.seat === seat;
  }

  /** Checks an undo of `seat`'s last action, and changes nothing until its `commit`. */
  checkUndo(seat: Seat): CheckedUndo {
    if (!this.mayUndo(seat)) return UNDO_REFUSAL;
    const commit = () => {
      this.current = this.undoTrail.pop();
      this.log.pop();
    };
    return { ok: true, seq: this.log.length - 1, commit };
  }

  /** Takes back `seat`'s last action, as `checkUndo` allows; false when it does not. */
  undo(seat: Seat): boolean {
    const checked = this.checkUndo(seat);
    if (checked.ok) checked.commit();
    return checked.ok;
  }
}
