/**
 * What every game shares, filled in once (as boardgame.io's `ProcessGameConfig` does): a game
 * declares only what is its own — its schemas, set-up, legal actions, how an action plays
 * out, its views and audit — and `defineGame` makes the `GameDefinition` of it: the parsers,
 * the seat-count check, and the checks and bookkeeping around every action.
 */
import { seatCountRefusal, type Applied, type BaseView, type GameAudit, type GameDefinition, type GameResult } from './contract';
import { ErrorCode, isRuleError, ruleError, RuleFailure, type RuleError } from './errors';
import type { GameEvent } from './events';
import type { FinalReason } from './finality';
import type { Legality } from './legality';
import type { GameMeta, OptionsOf } from './meta';
import { optionsSchema } from './options';
import { actionChecks, optionsParser, type ActionSchema } from './parse';
import { commitState, deepClone } from './plain';
import type { Seed } from './rng';
import type { Seat, Viewer } from './viewer';
import { whyNotFrom, type Reason } from './whyNot';

/** Actions and legal options are told apart by their `type`. */
interface Typed {
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
