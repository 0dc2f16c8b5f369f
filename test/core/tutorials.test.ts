/**
 * Every registered game's guided first game (`GameModule.tutorial`) is held to the checks of
 * test/gameChecks/tutorial.ts. A game joins by being registered.
 */
import { tutorialChecks } from '../gameChecks/tutorial';
import { registered } from '../gameChecks/registered';

const taught = registered.flatMap((game) => (game.module.tutorial ? [[game.module.meta.id, game, game.module.tutorial] as const] : []));

test('some game has a tutorial', () => {
  expect(taught.length).toBeGreaterThan(0);
});

describe.each(taught)('%s tutorial', (_id, game, tutorial) => tutorialChecks(game, tutorial));
