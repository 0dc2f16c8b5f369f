import type { AnyGame } from './core/contract';
import { compile } from './compile';
import { kompromat } from './kompromat';
import { matahari } from './matahari';

/** Every game the platform hosts. Adding a game means adding it here, and its client beside
 *  the others (client/src/games.ts, keyed by `GameId`). */
const hosted = [kompromat, matahari, compile] as const;

export type GameId = (typeof hosted)[number]['id'];

export const games: readonly AnyGame[] = hosted;

export function findGame(id: string): AnyGame | undefined {
  return games.find((game) => game.id === id);
}
