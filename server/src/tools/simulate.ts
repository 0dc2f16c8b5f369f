/**
 * `npm run simulate -- --game kompromat --games N --seed S [--seats K]`
 * Plays N seeded games of random legal actions through the pure rules and audits every
 * action (see playtest in shared). Without --seats, games cycle through every seat count
 * the game allows. Exits non-zero on any violation.
 */
import { findGame, playtest } from '@dead-drop/shared';
import { emit, numberArg, readArgs } from './args';

const args = readArgs();
const game = findGame(args.get('game') ?? 'kompromat');
if (!game) throw new Error(`unknown game "${args.get('game')}"`);
const games = numberArg(args, 'games', 100);
const seed = numberArg(args, 'seed', 1);
const fixedSeats = args.has('seats') ? numberArg(args, 'seats', game.minSeats) : null;
const seatCounts = game.maxSeats - game.minSeats + 1;

let actions = 0;
let completed = 0;
let violations = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const seats = fixedSeats ?? game.minSeats + (i % seatCounts);
  const report = playtest(game, { game: game.id, seed: seed + i, seats, options: {} });
  actions += report.actions;
  if (report.completed) completed++;
  violations += report.violations.length;
  for (const violation of report.violations) process.stderr.write(`${violation}\n`);
}
const seconds = (performance.now() - started) / 1000;
emit({ game: game.id, games, completed, actions, violations, gamesPerSec: Math.round((games / seconds) * 10) / 10 });
process.exitCode = violations > 0 || completed < games ? 1 : 0;
