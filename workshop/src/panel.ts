/**
 * The tournament's players (`npm run tournament`) and one game between them. Every player
 * decides from its seat's view alone, and Hard also from what its seat was told (its events).
 */
import {
  decidedMove,
  eventFor,
  forgetSpent,
  levelMove,
  Match,
  searchMove,
  type AnyGame,
  type BaseView,
  type GameResult,
  type SearchBudget,
  type Seat,
  type Seed,
} from '@dead-drop/shared';
import { baselines } from './baselines/baselines';
import { isOutsider, OUTSIDE, outsiderMove } from './outsideOpponents';

export const PANEL = ['random', 'greedy', 'easy', 'normal', 'hard', 'baseline', ...OUTSIDE] as const;
export type Contestant = (typeof PANEL)[number];

export function isContestant(name: string): name is Contestant {
  return (PANEL as readonly string[]).includes(name);
}

/** Who plays `game` by default: the outside opponents play Compile only, the baseline only a game frozen with one (baselines/). */
export function panelFor(game: AnyGame): Contestant[] {
  return PANEL.filter((name) => (name === 'baseline' ? baselines[game.id] !== undefined : game.id === 'compile' || !isOutsider(name)));
}

/** Greedy: one sampled deal, each candidate move judged at once by the game's evaluation (a
 *  search with no playout), the best played however few its deals. Where the game has no
 *  search it plays Normal. */
const GREEDY: SearchBudget = { simulations: 24, horizon: 0, confidence: 0 };

type Decide = (view: BaseView<unknown>, memory: readonly unknown[], random: () => number) => unknown;

function decider(game: AnyGame, contestant: Contestant, hard: SearchBudget): Decide {
  switch (contestant) {
    case 'random':
      return (view, _memory, random) => game.sampleAction(view, random);
    case 'greedy':
      return (view, memory, random) => searchMove(game, view, memory, random, GREEDY);
    case 'baseline': {
      const baseline = baselines[game.id];
      if (!baseline) throw new Error(`${game.id} has no frozen baseline (workshop/src/baselines)`);
      return (view, _memory, random) => baseline(view, random);
    }
    case 'hard':
      return (view, memory, random) => levelMove(game, 'hard', view, random, memory, hard);
    case 'racer':
    case 'onestep':
      return (view, _memory, random) => outsiderMove(game, contestant, view, random);
    default:
      return (view, _memory, random) => levelMove(game, contestant, view, random);
  }
}

const MAX_ACTIONS = 20_000;

/** One game with `players[seat]` in each seat; a broken player (a refused move, a stall) throws. */
export function playGame(game: AnyGame, seed: Seed, players: readonly Contestant[], random: () => number, hard: SearchBudget): GameResult {
  const match = new Match(game, { game: game.id, seed, seats: players.length, options: {} });
  const deciders = players.map((contestant) => decider(game, contestant, hard));
  const told: Record<string, unknown>[][] = players.map(() => []);
  while (!match.result) {
    if (match.log.length >= MAX_ACTIONS) throw new Error(`${game.id} seed ${seed}: no end after ${MAX_ACTIONS} actions`);
    const move = decidedMove(game, match.state, (seat: Seat, view) => deciders[seat]!(view, forgetSpent(told[seat]!), random), random);
    if (!move) throw new Error(`${game.id} seed ${seed}: nobody acts but the game is not over`);
    const outcome = match.act(move.seat, move.action);
    if (!outcome.ok)
      throw new Error(
        `${game.id} seed ${seed}: ${players[move.seat]} in seat ${move.seat} sent a refused action (${outcome.error.message})`,
      );
    for (const event of outcome.events) told.forEach((events, seat) => events.push(eventFor(event, seat)));
  }
  return match.result;
}

/** The 95 % Wilson score interval of `successes` in `trials`. */
export function wilson(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials))) / (1 + z2n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
