import type { AnyGame } from './core/contract';
import type { AnyModule } from './core/module';
import type { Tutorial } from './core/tutorial';
import { compileModule } from './compile';
import { kompromatModule } from './kompromat';
import { matahariModule } from './matahari';

/** Every game the platform hosts, one line each (docs/adding-a-game.md); its client is registered
 *  beside the others (client/src/games.ts, keyed by `GameId`). Everything else is read from these. */
const hosted = [kompromatModule, matahariModule, compileModule] as const;

export type GameId = (typeof hosted)[number]['meta']['id'];

export const modules: readonly AnyModule[] = hosted;

/** The rules of every hosted game, as the server and the tools hold them. */
export const games: readonly AnyGame[] = modules.map((module) => module.rules);

export function findModule(id: string): AnyModule | undefined {
  return modules.find((module) => module.meta.id === id);
}

export function findGame(id: string): AnyGame | undefined {
  return findModule(id)?.rules;
}

/** A game's guided first game: the server opens a tutorial table from it and the browser's coach reads it. */
export function findTutorial(id: string): Tutorial | undefined {
  return findModule(id)?.tutorial;
}
