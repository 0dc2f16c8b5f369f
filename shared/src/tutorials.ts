import { compileTutorial } from './compile/tutorial';
import type { Tutorial } from './core/tutorial';
import type { GameId } from './games';
import { kompromatTutorial } from './kompromat/tutorial';
import { matahariTutorial } from './matahari/tutorial';

/**
 * Each game's guided first game (`shared/src/<game>/tutorial.ts`), by its id: the server opens
 * a tutorial table from it and the browser's coach reads it. A game without one is not offered
 * "Learn to play".
 */
export const tutorials: Partial<Record<GameId, Tutorial>> = {
  kompromat: kompromatTutorial,
  matahari: matahariTutorial,
  compile: compileTutorial,
};

export function findTutorial(id: string): Tutorial | undefined {
  return Object.entries(tutorials).find(([game]) => game === id)?.[1];
}
