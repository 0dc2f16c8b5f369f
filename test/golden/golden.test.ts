/**
 * Golden games (`test/golden/<game>/*.json`, recorded with `npm run golden`): each replays
 * through `Match` with every action accepted and ends with its stored result. A change of the
 * rules that fails here would strand stored tables like it: the message names the file, the
 * step, its action and the refusal. When the change is meant, re-record the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findGame, games, goldenProblem, parseGolden } from '@dead-drop/shared';

const ROOT = __dirname;

const files = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(join(ROOT, folder.name)).filter((name) => name.endsWith('.json')).map((name) => join(folder.name, name)));

test('every game has golden games', () => {
  expect(games.map((game) => game.id).filter((id) => !files.some((file) => file.startsWith(`${id}/`)))).toEqual([]);
});

test.each(files)('%s replays to its stored result', (file) => {
  const where = relative(process.cwd(), join(ROOT, file));
  const golden = parseGolden(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
  if (typeof golden === 'string') throw new Error(`${where} is not a golden game:\n${golden}`);
  if (!file.startsWith(`${golden.game}/`)) throw new Error(`${where} holds a game of ${golden.game}: keep it under ${golden.game}/`);
  const game = findGame(golden.game);
  if (!game) throw new Error(`${where}: no game "${golden.game}"`);
  const problem = goldenProblem(game, golden);
  if (problem) throw new Error(`${where}: ${problem}`);
});
