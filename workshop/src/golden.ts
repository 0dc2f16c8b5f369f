/**
 * `npm run golden -- --game compile --seed S [--seats K] [--options '{"placement":"draft"}']
 *                   [--players bot,random] [--note "…"] [--name NAME] [--dir test/golden]`
 * Records a golden game: plays the game to its end with the given players (the last filling
 * the other seats; by default the game's bot in seat 0 against random players), their
 * choices drawn from the seed, and writes `<dir>/<game>/<NAME>.json`, which
 * `test/golden/golden.test.ts` replays. The seed is a number or 32 to 64 hex digits. Writing
 * over a file is how a golden game is re-recorded after a deliberate change of the rules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findGame, goldenText, recordGolden, seatPlayers, type Seed } from '@dead-drop/shared';
import { readArgs } from './args';
import { playerList } from './players';

const args = readArgs({
  game: 'string',
  seed: 'string',
  seats: 'string',
  options: 'string',
  players: 'string',
  note: 'string',
  name: 'string',
  dir: 'string',
});
const game = findGame(args.get('game') ?? '');
if (!game) throw new Error(`--game names a game, not "${args.get('game') ?? ''}"`);
const rawSeed = args.get('seed');
if (rawSeed === undefined) throw new Error('--seed is required: a golden game is played from a seed it names');
// A seed of digits only is a number (as in the tests); any other is a hex key, checked by the game's set-up.
const seed: Seed = /^\d+$/.test(rawSeed) ? Number(rawSeed) : rawSeed;
const seats = args.number('seats', game.minSeats);
const options: unknown = JSON.parse(args.get('options') ?? '{}');
const pattern = args.get('players') ?? 'bot,random';
const players = seatPlayers(playerList('players', pattern), seats, 0);
const note = args.get('note') ?? `${players.join(', ')} in seats 0 to ${seats - 1}, recorded by npm run golden`;

const golden = recordGolden(game, { game: game.id, seed, seats, options }, players, note);
const folder = join(args.get('dir') ?? join('test', 'golden'), game.id);
const file = join(folder, `${args.get('name') ?? `${seats}-seats-seed-${rawSeed.slice(0, 12)}`}.json`);
mkdirSync(folder, { recursive: true });
writeFileSync(file, goldenText(golden));
process.stdout.write(
  `${file}: ${golden.actions.length} actions, winners ${JSON.stringify(golden.result.winners)} (${golden.result.reason})\n`,
);
