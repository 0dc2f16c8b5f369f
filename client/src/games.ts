import type { GameClient } from './gameClient';
import { kompromatClient } from './kompromat';
import { matahariClient } from './matahari';

/** The games the browser can draw, by the server's game id. */
export const gameClients: Record<string, GameClient> = {
  kompromat: kompromatClient,
  matahari: matahariClient,
};
