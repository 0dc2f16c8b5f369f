/**
 * A game as the platform holds it: one object from the game's folder (`shared/src/<game>/index.ts`),
 * registered by one line in `shared/src/games.ts`. The server's list of games, the tutorials and
 * every cross-game test read it from there (docs/adding-a-game.md).
 */
import type { BaseView, GameDefinition } from './contract';
import type { GameWire } from './decoders';
import type { GameMeta } from './meta';
import type { Tutorial } from './tutorial';
import type { Reason } from './whyNot';

/** "Why not?" alone (`whyNotFrom`), and every code of the game's own reasons (the client words each). */
export interface WhyNotModule<View, Action> {
  whyNot(view: View, action: Action): Reason | null;
  readonly codes: readonly string[];
}

/**
 * What the cross-game tests need of a game that its rules do not say: the table size their seeded
 * sweeps play, and what to try. Plain data beside the game, so that a game joins those tests by
 * being registered and nothing else.
 */
export interface GameSamples<View> {
  /** The table size the seeded sweeps play (the wire, motion, "why not?" and undo tests): one
   *  at which random games reach every kind of event and reason. */
  readonly seats: number;
  /** Every action type the game knows. */
  readonly actionTypes: readonly string[];
  /** Places in its actions for a hostile value, one per field (the value itself and its type
   *  are tried for every game). */
  readonly hostileFields: readonly ((value: unknown) => unknown)[];
  /** "Why not?": what a seat could plausibly send from `view` (its legal actions, the shapes its
   *  view suggests that are not), how many steps a seeded game is swept for, and the reason
   *  codes such sweeps never meet (built by hand in test/property/rareReasons.test.ts). */
  readonly whyNot: {
    candidates(view: View): readonly unknown[];
    readonly steps: number;
    readonly unmet: readonly string[];
  };
  /** Undo and the marks of final moves: how many seeded games each sweep plays, whether the game
   *  offers undo at all (then at least 50 undos, and 50 offers marked not final, over them; else
   *  none), and the event kinds that draw, shuffle, search or show something hidden, never in a
   *  step that may be taken back. */
  readonly undo: {
    readonly seeds: { readonly undo: number; readonly finality: number };
    readonly offers: boolean;
    readonly revealing: readonly string[];
  };
  /** For its tutorial: per lesson, the event kinds that prove a step showed it. */
  readonly lessons?: Readonly<Record<string, readonly string[]>>;
}

export interface GameModule<State, Action, Legal, View extends BaseView<Legal>, Options, Event, Cards = unknown> {
  /** Its id, seats, titles and options: the rules' own (`rules.meta`). */
  readonly meta: GameMeta;
  readonly rules: GameDefinition<State, Action, Legal, View, Options>;
  /** What a client decodes: its views and events as a viewer is told them. */
  readonly wire: GameWire<View, Event>;
  readonly whyNot: WhyNotModule<View, Action>;
  /** Its guided first game; a game without one is not offered "Learn to play". */
  readonly tutorial?: Tutorial<Action>;
  /** Its cards: the decks and faces its client draws. */
  readonly cards: Cards;
  readonly samples: GameSamples<View>;
}

/** A game module with its types erased, as the registry holds it. */
// biome-ignore lint/suspicious/noExplicitAny: a module with its types erased holds any state, action, view and options.
export type AnyModule = GameModule<any, any, any, BaseView<any>, any, any, unknown>;
