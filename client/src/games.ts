import type { GameId } from '@dead-drop/shared';
import type { GameClient } from './gameClient';
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
