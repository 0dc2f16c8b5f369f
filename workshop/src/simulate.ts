/**
 * `npm run simulate -- --game kompromat --games N --seed S [--seats K]`
 * Plays N seeded games of random legal actions through the pure rules and audits every
 * action (see playtest in shared). Without --seats, games cycle through every seat count
 * the game allows. Exits non-zero on any violation.
 *
 * `npm run simulate -- --game matahari --seats 5 --games N --seed S --bots bot,random`
 * Plays the game's bot against the random player instead: the list gives each seat's player,
 * the last filling the other seats (without --seats, the game's smallest table), turned one
 * seat each game so that the bot plays from every seat. Prints the bot's win rate: a game
 * counts as won when a bot seat is among the winners, a shared win included.
 */
import { findGame, playMatch, playtest, randomSource, seatPlayers, type AnyGame, type Player } from '@dead-drop/shared';
import { emit, readArgs } from './args';
import { playerList } from './players';

const args = readArgs({ game: 'string', games: 'string', seed: 'string', seats: 'string', bots: 'string' });
const game = findGame(args.get('game') ?? 'kompromat');
if (!game) throw new Error(`unknown game "${args.get('game')}"`);
const games = args.number('games', 100);
const seed = args.number('seed', 1);
const fixedSeats = args.has('seats') ? args.number('seats', game.minSeats) : null;
const bots = args.get('bots');

if (bots === undefined) audit(game);
else winRate(game, playerList('bots', bots), fixedSeats ?? game.minSeats);

function audit(game: AnyGame): void {
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
}

function winRate(game: AnyGame, pattern: readonly Player[], seats: number): void {
  let wins = 0;
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const seated = seatPlayers(pattern, seats, i);
    const { result } = playMatch(game, { game: game.id, seed: seed + i, seats, options: {} }, seated, randomSource((seed + i) ^ 0xb075));
    if (result.winners.some((seat) => seated[seat] === 'bot')) wins++;
    if (result.winners.length === 0) draws++;
  }
  emit({ game: game.id, seats, players: seatPlayers(pattern, seats, 0), games, seed, wins, draws, winRate: wins / games });
}
