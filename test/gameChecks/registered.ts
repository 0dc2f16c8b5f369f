/**
 * The games the cross-game checks run on: every registered game (shared/src/games.ts with its
 * client from client/src/games.ts), and any a test adds (test/fourthGame.test.ts). Each check
 * in this folder is a function over one `TestedGame`, so a game joins them all by being listed.
 */
import { join } from 'node:path';
import { modules, type AnyModule } from '@dead-drop/shared';
import { gameClients, type GameListing } from '../../client/src/games';

export interface TestedGame {
  readonly module: AnyModule;
  /** Its client module, loaded (as `GameListing.withModule`). */
  readonly withClient: GameListing['withModule'];
  /** Where its golden games are (`test/golden/<game>/` for a registered game). */
  readonly golden: string;
}

export const GOLDEN = join(__dirname, '..', 'golden');

/** Every registered game; a game without a client fails the check that loads it (test/client/registry.test.ts names it). */
export const registered: readonly TestedGame[] = modules.map((module) => ({
  module,
  withClient: (use) => {
    const listing = gameClients[module.meta.id];
    return listing ? listing.withModule(use) : Promise.reject(new Error(`${module.meta.id} has no client in client/src/games.ts`));
  },
  golden: join(GOLDEN, module.meta.id),
}));

/** The games as jest's `describe.each` names them: by id. */
export const byId = (games: readonly TestedGame[]) => games.map((game) => [game.module.meta.id, game] as const);
