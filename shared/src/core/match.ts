import { seatCountRefusal, type AnyGame, type BaseView, type GameResult } from './contract';
import { ErrorCode, isRuleError, ruleError, RuleFailure, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { Seed } from './rng';
import { tableEnding, tableEntryOf, type TableEntry } from './tableEntries';
import { SPECTATOR, type Seat, type Viewer } from './viewer';

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
