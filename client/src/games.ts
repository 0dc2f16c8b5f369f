import type { GameId } from '@dead-drop/shared';
import type { GameClient } from './gameClient';
import { lang } from './i18n';
import { compileClient } from './compile';
import { kompromatClient } from './kompromat';
import { matahariClient } from './matahari';

/** One client for each game the rules host, by its id: a missing or an extra one does not
 *  compile (test/client/registry.test.ts checks the same when the tests run). */
const clients = {
  kompromat: kompromatClient,
  matahari: matahariClient,
  compile: compileClient,
} satisfies Record<GameId, GameClient>;

/** The games the browser can draw, looked up by the id a table names. */
export const gameClients: Readonly<Record<string, GameClient>> = clients;

/** Every game's id, in the registry's order: the landing page offers them so. */
export const gameIds: readonly string[] = Object.keys(clients);

/** A game's name in the viewer's language (from its meta); one this page does not host by its id. */
export function gameTitle(id: string): string {
  return gameClients[id]?.meta.title[lang()] ?? id;
}
