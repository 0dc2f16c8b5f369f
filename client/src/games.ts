import type { GameId } from '@dead-drop/shared';
import type { GameClient } from './gameClient';
import { kompromatClient } from './kompromat';
import { matahariClient } from './matahari';

/**
 * One entry for each game the rules host, by its id: a missing or an extra one does not
 * compile (test/client/registry.test.ts checks the same when the tests run). A game whose
 * table the browser cannot draw yet is null: the server hosts it (bots, tools, tests), and
 * the landing page shows it as coming soon.
 */
export const clientRegistry = {
  kompromat: kompromatClient,
  matahari: matahariClient,
  // Its table is the next issue (#14).
  compile: null,
} satisfies Record<GameId, GameClient | null>;

/** The games the browser can draw, looked up by the id a table names. */
export const gameClients: Readonly<Record<string, GameClient>> = Object.fromEntries(
  Object.entries(clientRegistry).filter((entry): entry is [string, GameClient] => entry[1] !== null));
