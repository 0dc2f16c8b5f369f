/**
 * `npm run tournament -- --game <game> [--games N] [--seats K] [--seed S] [--threads T]
 *   [--simulations N] [--ms M] [--horizon H] [--confidence Z] [--panel random,greedy,easy,normal,hard,baseline,racer,onestep]`
 *
 * How strong the bots are (#30). A two-player game is played round-robin: every pair of the
 * panel plays N games, each deal twice with the seats swapped, and one JSON line per pair gives
 * the first player's win rate (a draw counts half) with its 95 % Wilson interval. Mata Hari
 * seats one player of the panel among Normal bots at each seat count (`--seats` for one
 * count), turned through every seat, and gives its win share as a multiple of the fair share
 * (1 / seats; a shared win counts as a share). The baseline is the Normal bot of the release
 * before levels, frozen (baselines/<game>.ts; a game without one plays without it); the racer and the one-step evaluator
 * are Compile players written apart from the levels (outsideOpponents.ts). Games run in worker threads, one
 * per core unless `--threads` says; Hard searches within `--simulations` and `--ms` per move
 * (the server's budget by default), so its figures depend on the machine's speed; `--confidence`
 * sets how sure it must be to play another move than Normal's (`SearchBudget.confidence`), and
 * `--horizon` how many actions its playouts play before the evaluation (the game's own unless given).
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { findGame, randomSource, type AnyGame, type SearchBudget, type Seat } from '@dead-drop/shared';
import { HARD_BUDGET } from '@dead-drop/server/dist/bots/searchPool';
import { emit, readArgs } from './args';
import { isContestant, PANEL, panelFor, playGame, wilson, type Contestant } from './panel';

/** A pair of the panel (two-player games), or one of the panel among Normal bots (Mata Hari). */
type Matchup =
  | { readonly kind: 'pair'; readonly a: Contestant; readonly b: Contestant }
  | { readonly kind: 'field'; readonly player: Contestant; readonly seats: number };

interface Plan {
  readonly game: string;
  readonly games: number;
  readonly seed: number;
  readonly hard: SearchBudget;
  readonly matchups: readonly Matchup[];
}

interface WorkerJob {
  readonly plan: Plan;
  readonly thread: number;
  readonly threads: number;
}

/** One game's outcome: game `index` of a matchup (seated as `seating` says), and who won. */
type Played = { readonly matchup: number; readonly index: number; readonly winners: readonly Seat[] } | { readonly error: string };

/** Seeds are numbers: room for this many matchups per `--seed`, and deals per matchup. */
const MATCHUPS_PER_SEED = 1_000;
const DEALS_PER_MATCHUP = 100_000;

/** The seat count of a matchup's games. */
function seatsOf(matchup: Matchup): number {
  return matchup.kind === 'pair' ? 2 : matchup.seats;
}

/** Who sits where in game `index` of a matchup, and its deal: each deal is played once with
 *  the tested player in every seat. */
function seating(plan: Plan, at: number, index: number): { players: Contestant[]; seed: number } {
  const matchup = plan.matchups[at]!;
  const seats = seatsOf(matchup);
  const seed = (plan.seed * MATCHUPS_PER_SEED + at) * DEALS_PER_MATCHUP + Math.floor(index / seats);
  if (matchup.kind === 'pair') return { players: index % 2 === 0 ? [matchup.a, matchup.b] : [matchup.b, matchup.a], seed };
  return { players: Array.from({ length: seats }, (_, seat) => (seat === index % seats ? matchup.player : 'normal')), seed };
}

/** The seat of the matchup's first player (`a`, or the one among the field) in game `index`. */
function testedSeat(matchup: Matchup, index: number): Seat {
  return index % seatsOf(matchup);
}

if (isMainThread) main();
else work(workerData as WorkerJob);

function main(): void {
  const args = readArgs({
    game: 'string',
    games: 'string',
    seats: 'string',
    seed: 'string',
    threads: 'string',
    simulations: 'string',
    ms: 'string',
    horizon: 'string',
    confidence: 'string',
    panel: 'string',
  });
  const game = findGame(args.get('game') ?? '');
  if (!game) throw new Error(`--game takes one of kompromat, compile, matahari, not "${args.get('game') ?? ''}"`);
  const playable = panelFor(game);
  const panel = args.get('panel')?.split(',') ?? playable;
  const unknown = panel.find((name) => !isContestant(name));
  if (unknown !== undefined) throw new Error(`--panel takes a comma list of ${PANEL.join(', ')}, not "${unknown}"`);
  if (!playable.includes('baseline')) {
    if (panel.includes('baseline')) throw new Error(`${game.id} has no frozen baseline (workshop/src/baselines): leave it out of --panel`);
    process.stderr.write(`${game.id} has no frozen baseline: the panel plays without it\n`);
  }
  const plan: Plan = {
    game: game.id,
    games: args.number('games', 1000),
    seed: args.number('seed', 1),
    hard: {
      simulations: args.number('simulations', HARD_BUDGET.simulations),
      ms: args.number('ms', HARD_BUDGET.ms),
      now: () => performance.now(),
      ...(args.has('confidence') ? { confidence: args.number('confidence', 0) } : {}),
      ...(args.has('horizon') ? { horizon: args.number('horizon', 0) } : {}),
    },
    matchups: matchupsOf(game, panel.filter(isContestant), args.has('seats') ? args.number('seats', game.minSeats) : null),
  };
  const threads = Math.max(1, args.number('threads', availableParallelism()));
  run(plan, threads);
}

function matchupsOf(game: AnyGame, panel: readonly Contestant[], seats: number | null): Matchup[] {
  if (game.maxSeats === 2) return panel.flatMap((a, i) => panel.slice(i + 1).map((b): Matchup => ({ kind: 'pair', a, b })));
  const counts = seats === null ? Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i) : [seats];
  return counts.flatMap((count) => panel.map((player): Matchup => ({ kind: 'field', player, seats: count })));
}

/** Runs the plan over `threads` workers and prints each matchup once all its games are in. */
function run(plan: Plan, threads: number): void {
  const { now: _now, ...budget } = plan.hard;
  const tallies = plan.matchups.map(() => ({ played: 0, score: 0, draws: 0 }));
  const started = performance.now();
  for (let thread = 0; thread < threads; thread++) {
    const job: WorkerJob = { plan: { ...plan, hard: budget }, thread, threads };
    const worker = new Worker(__filename, { workerData: job });
    worker.on('message', (played: Played) => {
      if ('error' in played) throw new Error(played.error);
      const tally = tallies[played.matchup]!;
      const matchup = plan.matchups[played.matchup]!;
      tally.played++;
      tally.score += share(played.winners, testedSeat(matchup, played.index), seatsOf(matchup));
      if (played.winners.length === 0) tally.draws++;
      if (tally.played === plan.games) report(plan, matchup, tally, (performance.now() - started) / 1000);
    });
    worker.on('error', (error) => {
      throw error;
    });
  }
}

/** What a game of `seats` gives the tested seat: a win, or its share of a shared one; a draw
 *  (nobody wins) its fair share, half in a two-player game. (Half at every seat count made a
 *  Normal seat among Normal bots at Mata Hari's 5 seats score 1.15× the fair share.) */
function share(winners: readonly Seat[], seat: Seat, seats: number): number {
  if (winners.length === 0) return 1 / seats;
  return winners.includes(seat) ? 1 / winners.length : 0;
}

function report(plan: Plan, matchup: Matchup, tally: { score: number; draws: number }, seconds: number): void {
  const { low, high } = wilson(tally.score, plan.games);
  const rate = tally.score / plan.games;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const budget = { simulations: plan.hard.simulations, ms: plan.hard.ms, horizon: plan.hard.horizon, confidence: plan.hard.confidence };
  if (matchup.kind === 'pair') {
    emit({
      game: plan.game,
      a: matchup.a,
      b: matchup.b,
      games: plan.games,
      draws: tally.draws,
      winRate: round(rate),
      low: round(low),
      high: round(high),
      hard: budget,
      seconds: Math.round(seconds),
    });
    return;
  }
  const seats = matchup.seats;
  emit({
    game: plan.game,
    seats,
    player: matchup.player,
    field: 'normal',
    games: plan.games,
    share: round(rate),
    fairShare: round(1 / seats),
    multiple: round(rate * seats),
    low: round(low * seats),
    high: round(high * seats),
    hard: budget,
    seconds: Math.round(seconds),
  });
}

/**
 * A worker plays every `threads`-th game number of the plan, from its `thread`, in each matchup: so
 * each thread gets its share of each matchup, where taking every `threads`-th game would give
 * one thread all of a matchup when their numbers share a factor (two matchups on two threads:
 * all of Hard's games on one, a cheap player's on the other, half the run on one core).
 */
function work({ plan, thread, threads }: WorkerJob): void {
  const game = findGame(plan.game)!;
  const hard: SearchBudget = { ...plan.hard, now: () => performance.now() };
  for (let index = thread; index < plan.games; index += threads)
    for (let at = 0; at < plan.matchups.length; at++) {
      const { players, seed } = seating(plan, at, index);
      try {
        const result = playGame(game, seed, players, randomSource(seed, [at, index]), hard);
        parentPort!.postMessage({ matchup: at, index, winners: result.winners } satisfies Played);
      } catch (error) {
        parentPort!.postMessage({ error: String(error) } satisfies Played);
      }
    }
}
