import type { Tutorial } from './core/tutorial';
import type { GameId } from './games';
import { matahariTutorial } from './matahari/tutorial';

/**
 * Each game's guided first game (`shared/src/<game>/tutorial.ts`), by its id: the server opens
 * a tutorial table from it and the browser's coach reads it. A game without one is not offered
 * "Learn to play".
 */
export const tutorials: Partial<Record<GameId, Tutorial>> = {
  matahari: matahariTutorial,
};

export function findTutorial(id: string): Tutorial | undefined {
  return Object.entries(tutorials).find(([game]) => game === id)?.[1];
}
