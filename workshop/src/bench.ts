/**
 * `npm run bench [-- --game kompromat --games N --seats K --tables T]`
 * Prints one JSON line per figure: the per-action CPU cost of the rules and of the views;
 * the room's work per action with T tables taking turns, as under load, beside the baseline
 * room's; the bytes on the wire per action per client beside the full view's JSON size; and
 * the browser client's gzipped JavaScript, and a friend's first and repeat visit of the landing
 * page and of each game's table (bytes over the wire, requests, first frame, as is and on a
 * phone: `pageBench`), and what a patch costs the client to decode (`decodeBench`). Each game is
 * measured at K seats, by default a table of TABLE_SEATS within the seats it allows. Also the
 * time of a Hard bot's move (p95 within its 300 ms aim, #30).
 */
import { findGame, games as allGames } from '@dead-drop/shared';
import { readArgs } from './args';
import { clientBench } from './clientBench';
import { cpuBench } from './cpuBench';
import { hardBench } from './hardBench';
import { interleavedBaselineBench, interleavedBench } from './interleavedBench';
import { wireBench } from './wireBench';

/** The table size the load test's figures are given for (`--players 5`). */
const TABLE_SEATS = 5;

/** As many tables as the load test's Kompromat figure, each acting about 20 times. */
const LOADTEST_TABLES = 1000;
const INTERLEAVED_ACTIONS = 20_000;
/** Games with a Hard seat timed: each has dozens of its moves. */
const HARD_GAMES = 3;

async function main(): Promise<void> {
  const args = readArgs({ game: 'string', games: 'string', seats: 'string', tables: 'string' });
  const chosen = args.has('game') ? [findGame(args.get('game')!)] : allGames;
  const games = args.number('games', 20);
  const tables = args.number('tables', LOADTEST_TABLES);
  for (const game of chosen) {
    if (!game) throw new Error(`unknown game "${args.get('game')}"`);
    const seats = Math.min(game.maxSeats, Math.max(game.minSeats, args.number('seats', TABLE_SEATS)));
    cpuBench(game, games * 10, seats);
    hardBench(game, HARD_GAMES, seats);
    await interleavedBench(game, seats, tables, INTERLEAVED_ACTIONS);
    await wireBench(game, Math.max(1, Math.round(games / 10)), seats);
  }
  await interleavedBaselineBench(tables, INTERLEAVED_ACTIONS);
  await clientBench(args.number('seats', TABLE_SEATS));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
