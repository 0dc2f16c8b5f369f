import type { GameClient } from './gameClient';
import { kompromatClient } from './kompromat';

/** The games the browser can draw, by the server's game id. */
export const gameClients: Record<string, GameClient> = {
  kompromat: kompromatClient,
};
