/**
 * What every hosted game must do, checked over the registry (shared/src/games.ts and
 * client/src/games.ts): a game registered there is held to all of it with no test of its own
 * (the checks are test/gameChecks/conformance.ts). Each game's rule scenarios stay in
 * test/<game>/, its bot's strength in test/bots/.
 */
import { readdirSync } from 'node:fs';
import { games } from '@dead-drop/shared';
import { conformanceChecks } from './gameChecks/conformance';
import { byId, GOLDEN, registered } from './gameChecks/registered';

describe.each(byId(registered))('%s', (_id, game) => conformanceChecks(game));

test("every folder of golden games is a hosted game's", () => {
  const folders = readdirSync(GOLDEN, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((folder) => !games.some((game) => game.id === folder))).toEqual([]);
});
