import { compileMeta, kompromatMeta, matahariMeta, type GameId, type GameMeta } from '@dead-drop/shared';
import type { GameClient } from './gameClient';
import type { GameEntry } from './gameEntry';
import { lang } from './i18n';
import type { WireEvent, WireView } from './net/wire';

export type { GameEntry, OpenTable } from './gameEntry';

/**
 * A game as every page knows it before its client is loaded: its meta (plain data, for the
 * landing page's cards and every title) and whether it has a guided first game. Its client,
 * with its scene, texts and art, is a chunk of its own, loaded by the first page that draws
 * the game: the landing page loads none, a table only its own game's (#41).
 */
export interface GameListing {
  readonly meta: GameMeta;
  /** Its client has a coach ("Learn to play"); test/client/registry.test.ts checks it does. */
  readonly learnable: boolean;
  /** Its client, loaded once. */
  load(): Promise<GameEntry>;
}

/** A listing whose client `load` imports, once, with the part every game's client shares. */
function listing<View extends WireView, Event extends WireEvent>(
  meta: GameMeta, learnable: boolean, load: () => Promise<GameClient<View, Event>>,
): GameListing {
  let loading: Promise<GameEntry> | null = null;
  return {
    meta,
    learnable,
    load: () => {
      loading ??= Promise.all([import('./gameEntry'), load()]).then(([{ entryOf }, game]) => entryOf(game));
      // A failed download (the network dropped) is tried again by the next page that asks.
      loading.catch(() => { loading = null; });
      return loading;
    },
  };
}

/** One client for each game the rules host, by its id: a missing or an extra one does not
 *  compile (test/client/registry.test.ts checks the same when the tests run). */
const listings = {
  kompromat: listing(kompromatMeta, true, () => import('./kompromat').then((module) => module.kompromatClient)),
  matahari: listing(matahariMeta, true, () => import('./matahari').then((module) => module.matahariClient)),
  compile: listing(compileMeta, true, () => import('./compile').then((module) => module.compileClient)),
} satisfies Record<GameId, GameListing>;

/** The games the browser can draw, looked up by the id a table names. */
export const gameClients: Readonly<Record<string, GameListing>> = listings;

/** Every game's id, in the registry's order: the landing page offers them so. */
export const gameIds: readonly string[] = Object.keys(listings);

/** A game's name in the viewer's language (from its meta); one this page does not host by its id. */
export function gameTitle(id: string): string {
  return gameClients[id]?.meta.title[lang()] ?? id;
}
