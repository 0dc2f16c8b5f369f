import type { AnyGame } from './core/contract';
import { kompromat } from './kompromat';
import { matahari } from './matahari';

/** Every game the platform hosts. Adding a game means adding it here. */
export const games: readonly AnyGame[] = [kompromat, matahari];

export function findGame(id: string): AnyGame | undefined {
  return games.find((game) => game.id === id);
}
