/**
 * A guided first game: a real game of the real rules from a fixed seed, so its decks lie in a
 * known order, whose first actions are scripted. The learner's are the ones a coach asks for
 * (the table refuses any other while the script lasts), the bots' are the ones the story
 * needs; after the last step the learner plays on freely. Plain data with no schema library
 * in it, so that the browser's coach can read it; `replayTutorial` plays it through the rules
 * (test/core/tutorials.test.ts), so a rule change that breaks a tutorial fails the build.
 */
import type { AnyGame } from './contract';
import type { GameEvent } from './events';
import { Match } from './match';
import type { Seed } from './rng';
import type { Seat } from './viewer';

/** One scripted action, and what the coach says around it. Coach lines are keys: each game's
 *  client words them in every language (`client/src/<game>/coach.ts`). */
export interface TutorialStep<Action = unknown> {
  readonly seat: Seat;
  readonly action: Action;
  /** Said before the action: what to look at and what to do (for a bot's step, what it does). */
  readonly coach?: string;
  /** Said after it: what just happened and why. */
  readonly after?: string;
  /** Places on the table the coach points at with its words, besides the action's own target:
   *  names the game's client knows (`mission`, `hand`, `line:1`, …). */
  readonly look?: readonly string[];
  /** The lessons (of `Tutorial.lessons`) this step shows. */
  readonly teaches?: readonly string[];
}

export interface Tutorial<Action = unknown> {
  readonly game: string;
  /** A numeric seed: searchable on purpose, so the decks are the same every time. */
  readonly seed: Seed;
  readonly seats: number;
  /** The learner's seat; every other seat is a bot. */
  readonly learner: Seat;
  /** Raw options, as a host would send them. */
  readonly options: unknown;
  /** The coach's first words, before any action. */
  readonly welcome: string;
  readonly steps: readonly TutorialStep<Action>[];
  /** The coach's last words, once the script is over: the learner plays the game out. */
  readonly farewell: string;
  /** What the tutorial must show (the list for its game): each is taught by a step. */
  readonly lessons: readonly string[];
}

/** The scripted step the game is at after `played` actions, or null once the script is over. */
export function scriptedStep<Action>(tutorial: Tutorial<Action>, played: number): TutorialStep<Action> | null {
  return tutorial.steps[played] ?? null;
}

/**
 * `action` as the tutorial's own typed action, when it is one of its steps' (the very object: a
 * page that holds the tutorial untyped hands its actions back to the game's coach), else undefined.
 */
export function scriptedAction<Action>(tutorial: Tutorial<Action>, action: unknown): Action | undefined {
  return tutorial.steps.find((step) => step.action === action)?.action;
}

/** One step as the rules played it: the events it told, for the replay test to check. */
export interface ReplayedStep<Action = unknown> {
  readonly step: TutorialStep<Action>;
  readonly events: readonly GameEvent[];
}

/**
 * The tutorial played through `game`'s rules: each scripted action is taken in turn, and the
 * first one the rules refuse throws, naming its step. Returns the match after the script and
 * what each step told.
 */
export function replayTutorial<Action>(game: AnyGame, tutorial: Tutorial<Action>): { match: Match; steps: ReplayedStep<Action>[] } {
  const match = new Match(game, { game: game.id, seed: tutorial.seed, seats: tutorial.seats, options: tutorial.options });
  const steps = tutorial.steps.map((step, index) => {
    const outcome = match.act(step.seat, step.action);
    if (!outcome.ok)
      throw new Error(
        `${tutorial.game} tutorial step ${index} (seat ${step.seat}) is refused: ${outcome.error.code}: ${outcome.error.message}`,
      );
    return { step, events: outcome.events };
  });
  return { match, steps };
}
