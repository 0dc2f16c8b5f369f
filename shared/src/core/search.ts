/**
 * The Hard bot: determinized search. Each simulation samples the cards the seat cannot see,
 * consistently with its view and its memory (`GameDefinition.determinize`: never the real
 * state), plays one candidate move there, and plays the game out with the Normal bot in
 * every seat. The candidate with the best mean result wins. Candidates are Normal's move and
 * other legal moves the game samples, so search only ever picks a move the seat may make.
 */
import type { AnyGame, BaseView } from './contract';
import { isSeat, type Seat } from './viewer';

export interface SearchBudget {
  /** Simulations in all, over every candidate. */
  readonly simulations: number;
  /** A cap in ms on the whole search, read from `now`; without `now` only the count limits. */
  readonly ms?: number;
  readonly now?: () => number;
  /** Actions a playout plays before the game's `evaluate` judges where it stands; the
   *  game's `searchHorizon` unless given. */
  readonly horizon?: number;
}

export const DEFAULT_SEARCH: SearchBudget = { simulations: 120 };
/** A playout's length when neither the budget nor the game says. */
const DEFAULT_HORIZON = 40;

/** How much better than Normal's move, in mean result, another must be to be chosen. */
const MARGIN = 0.02;
/** Candidate moves looked at: Normal's and sampled ones. */
const SAMPLED_CANDIDATES = 12;
/** What an unfinished playout scores in a game without `evaluate`: the same for every
 *  candidate, between a loss and a win. */
const UNFINISHED = 0.25;

interface Candidate {
  readonly action: unknown;
  total: number;
  runs: number;
  refused: boolean;
}

export function searchMove(game: AnyGame, view: BaseView<unknown>,
  memory: readonly unknown[], random: () => number, budget: SearchBudget = DEFAULT_SEARCH): unknown {
  const normal = game.bot(view, random);
  const seat = view.viewer;
  // An optional chance Normal lets pass is not searched: the game does not wait for it.
  if (normal === null || !isSeat(seat) || !game.determinize) return normal;
  const candidates = candidatesFor(game, view, normal, random);
  if (candidates.length === 1) return normal;
  const started = budget.now?.() ?? 0;
  const outOfTime = () => budget.now !== undefined && budget.ms !== undefined && budget.now() - started > budget.ms;
  // Every candidate is played on the same deal: their difference is then the move's, not the deal's.
  for (let runs = 0; runs < budget.simulations && !outOfTime();) {
    const sampled = game.determinize(view, memory, random);
    // A position the game cannot rebuild (in the middle of a resolution): Normal decides.
    if (sampled === null) return normal;
    for (const candidate of candidates) {
      // The cap holds within a deal too: a deal's playouts together take tens of ms.
      if (candidate.refused || outOfTime()) continue;
      runs++;
      const applied = game.apply(sampled, seat, candidate.action);
      if (!applied.ok) candidate.refused = true;
      else {
        candidate.total += playout(game, applied.state, seat, random, budget.horizon ?? game.searchHorizon ?? DEFAULT_HORIZON);
        candidate.runs++;
      }
    }
    if (candidates.every((candidate) => candidate.refused)) return normal;
  }
  const mean = (candidate: Candidate) => (candidate.runs === 0 ? -1 : candidate.total / candidate.runs);
  // Another move than Normal's must be better by a margin: the best of many noisy means is
  // better by luck alone.
  const best = candidates.reduce((top, next) => (mean(next) > mean(top) ? next : top));
  return mean(best) > mean(candidates[0]!) + MARGIN ? best.action : normal;
}

function candidatesFor(game: AnyGame, view: BaseView<unknown>, normal: unknown, random: () => number): Candidate[] {
  const seen = new Map<string, Candidate>();
  const add = (action: unknown) => {
    const key = JSON.stringify(action);
    if (!seen.has(key)) seen.set(key, { action, total: 0, runs: 0, refused: false });
  };
  add(normal);
  for (let i = 0; i < SAMPLED_CANDIDATES; i++) add(game.sampleAction(view, random));
  return [...seen.values()];
}

/** The game played on by Normal bots from `state` for `horizon` actions: 1 for a win of
 *  `seat` (shared among the winners), 0 for a loss, else as the game evaluates it. */
function playout(game: AnyGame, start: unknown, seat: Seat, random: () => number, horizon: number): number {
  let state = start;
  for (let step = 0; step < horizon; step++) {
    const result = game.result(state);
    if (result) return result.winners.includes(seat) ? 1 / result.winners.length : 0;
    const awaited = game.awaitedSeats(state);
    const mover = awaited[Math.floor(random() * awaited.length)];
    if (mover === undefined) break;
    const action = game.bot(game.viewFor(state, mover), random);
    const applied = action === null ? null : game.apply(state, mover, action);
    if (!applied?.ok) break;
    state = applied.state;
  }
  const result = game.result(state);
  if (result) return result.winners.includes(seat) ? 1 / result.winners.length : 0;
  return game.evaluate?.(state, seat) ?? UNFINISHED;
}
