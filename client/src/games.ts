import { compileMeta, kompromatMeta, matahariMeta, type GameId, type GameMeta } from '@dead-drop/shared';
import type { GameClient } from './gameClient';
import type { ClientModule } from './gameModule';
import { lang } from './i18n';
import type { WireEvent, WireView } from './net/wire';

export type { GameEntry, OpenTable } from './gameEntry';

/**
 * A game as every page knows it before its client is loaded: its meta (plain data, for the
 * landing page's cards and every title) and whether it has a guided first game. Its client,
 * with its scene, texts and art, is a chunk of its own, loaded by the first page that draws
 * the game: the landing page loads none, a table only its own game's (#41). A page that mounts
 * it holds it as a `GameEntry` (`gameEntries.ts`): this registry imports no page, so that the
 * pages may import it (#46: the table page, its card link, the card reference and this file
 * made an import circle).
 */
export interface GameListing {
  readonly meta: GameMeta;
  /** Its client has a coach ("Learn to play"); test/client/registry.test.ts checks it does. */
  readonly learnable: boolean;
  /** Its client, loaded once, given to `use` with the game's own view and event types. */
  withClient<Result>(
    use: <View extends WireView, Event extends WireEvent, Action>(game: GameClient<View, Event, Action>) => Result,
  ): Promise<Result>;
  /** Its whole client module (`ClientModule`), loaded once: for the tests that hold every game to the same checks. */
  withModule<Result>(
    use: <View extends WireView, Event extends WireEvent, Art, Action>(module: ClientModule<View, Event, Art, Action>) => Result,
  ): Promise<Result>;
}

/** A listing whose client module `load` imports, once. */
function listing<View extends WireView, Event extends WireEvent, Art, Action>(
  meta: GameMeta,
  learnable: boolean,
  load: () => Promise<ClientModule<View, Event, Art, Action>>,
): GameListing {
  let loading: Promise<ClientModule<View, Event, Art, Action>> | null = null;
  const withModule: GameListing['withModule'] = (use) => {
    loading ??= load();
    // A failed download (the network dropped) is tried again by the next page that asks.
    loading.catch(() => {
      loading = null;
    });
    return loading.then((module) => use(module));
  };
  return { meta, learnable, withModule, withClient: (use) => withModule((module) => use(module.client)) };
}

/** One client for each game the rules host, by its id: a missing or an extra one does not
 *  compile (test/client/registry.test.ts checks the same when the tests run). */
const listings = {
  kompromat: listing(kompromatMeta, true, () => import('./kompromat').then((module) => module.kompromatModule)),
  matahari: listing(matahariMeta, true, () => import('./matahari').then((module) => module.matahariModule)),
  compile: listing(compileMeta, true, () => import('./compile').then((module) => module.compileModule)),
} satisfies Record<GameId, GameListing>;

/** The games the browser can draw, looked up by the id a table names. */
export const gameClients: Readonly<Record<string, GameListing>> = listings;

/** Every game's id, in the registry's order: the landing page offers them so. */
export const gameIds: readonly string[] = Object.keys(listings);

/** A game's name in the viewer's language (from its meta); one this page does not host by its id. */
export function gameTitle(id: string): string {
  return gameClients[id]?.meta.title[lang()] ?? id;
}
