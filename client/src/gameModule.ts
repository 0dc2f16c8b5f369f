import type { Reason } from '@dead-drop/shared';
import type { GameClient, LogContext } from './gameClient';
import type { WireEvent, WireView } from './net/wire';
import type { GameMotion } from './pixi/motionSteps';

/**
 * What the cross-game tests need of a game's client that the client does not say: how to tell,
 * from an event as a viewer is told it, that the cards it moves must fly face down, and events
 * of kinds the seeded games seldom reach. Plain data beside the client.
 */
export interface ClientSamples<Event, Art> {
  readonly motion: {
    /** Seeds of the random games (at the rules' `samples.seats`) that reach every kind of event. */
    readonly seeds: readonly number[];
    /** Whether the event moves cards this viewer is not told: they must fly as backs. */
    hidden(event: Event): boolean;
    isBack(art: Art): boolean;
    /** Events of kinds these games do not reach (an engine's error, a rare play), as the server would send them. */
    readonly events: readonly Record<string, unknown>[];
  };
  /** Kinds of decision of its first-time tips these games never reach. */
  readonly unmetTips: readonly string[];
}

/**
 * A game's client as the registry holds it (client/src/games.ts), one object from its folder
 * (`client/src/<game>/index.ts`), loaded as the game's own chunk: the client the pages mount,
 * its motions, the words of its "why not?" reasons, and what the tests try.
 */
export interface ClientModule<View extends WireView, Event extends WireEvent, Art, Action = unknown> {
  readonly client: GameClient<View, Event, Action>;
  /** The steps each kind of event shows on the table (its scene plays them). */
  readonly motion: GameMotion<Event, View, Art>;
  /** A "why not?" reason of the rules (`GameModule.whyNot`), in the viewer's language. */
  whyNot(reason: Reason, ctx: LogContext): string;
  /** Its game-icons.net icons, if it draws any: the names its `iconChoice.ts` chooses, and the
   *  subset of the set that `npm run icons -w client` wrote for its tables (`art/icons/<game>.ts`). */
  readonly icons?: { readonly chosen: readonly string[]; readonly shipped: Readonly<Record<string, readonly string[]>> };
  readonly samples: ClientSamples<Event, Art>;
}
