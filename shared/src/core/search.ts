/**
 * The Hard bot: determinized search. Each simulation samples the cards the seat cannot see,
 * consistently with its view and its memory (`GameDefinition.determinize`: never the real
 * state), plays one candidate move there, and plays the game out with the Normal bot in
 * every seat. Candidates are Normal's move and other legal moves the game samples, so search
 * only ever picks a move the seat may make; another than Normal's must be better by a margin.
 *
 * It spends nothing where search cannot matter: a seat with one move, or whose moves all
 * lead to the same state, plays Normal's at once; and a candidate that is behind beyond doubt,
 * or has played exactly as the leader on every deal so far (see `settled`), is played no
 * more, so the search ends as soon as one is left. On one deal every candidate's playout
 * draws the same random numbers: the playouts then differ by the move alone, and a move ahead
 * is seen to be so in fewer deals.
 */
import type { AnyGame, BaseView } from './contract';
import { randomSource } from './rng';
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
  /** Standard errors by which another move must beat Normal's to be played (see `chosen`);
   *  `CHOOSE` unless given. 0 plays whichever mean is best by the margin, however few its
   *  deals (the tournament's greedy player). */
  readonly confidence?: number;
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

/**
 * When a candidate is behind beyond doubt. Every candidate is played on the same deals, so
 * two are compared deal by deal: the leader's result less the other's has a mean and a
 * spread, and the other is dropped when that mean is above zero by `DOUBT` standard errors
 * (a one-sided 99.5 % bound, as if the mean were normal), after `FIRST_DEALS` deals at
 * least. The spread counts as `SPREAD_FLOOR` at least: a few deals that happen to agree say
 * little. A dropped candidate is one the full search would almost never have chosen, so
 * this only saves time; the candidates left share the simulations it frees. A candidate
 * whose result was the leader's on each of `FIRST_DEALS` deals or more leads to the same game
 * as far as the search can tell (two places for a card that no later action tells apart):
 * it is dropped too, and the leader, Normal's move if it is one of them, stays.
 */
const DOUBT = 2.58;
/** How sure the search must be that another move beats Normal's to play it (see `chosen`):
 *  a one-sided 95 % bound. */
const CHOOSE = 1.64;
const FIRST_DEALS = 6;
const SPREAD_FLOOR = 0.1;

interface Candidate {
  readonly action: unknown;
  /** The playout's result on each deal, by deal; undefined where it was not played. */
  readonly results: (number | undefined)[];
  /** A bonus in the comparison: Normal's move keeps its place unless another beats it by `MARGIN`. */
  readonly bonus: number;
  refused: boolean;
  dropped: boolean;
}

export function searchMove(
  game: AnyGame,
  view: BaseView<unknown>,
  memory: readonly unknown[],
  random: () => number,
  budget: SearchBudget = DEFAULT_SEARCH,
): unknown {
  const normal = game.bot(view, random);
  const seat = view.viewer;
  // An optional chance Normal lets pass is not searched: the game does not wait for it.
  if (normal === null || !isSeat(seat) || !game.determinize) return normal;
  const candidates = candidatesFor(game, view, normal, random);
  if (candidates.length === 1) return normal;
  const started = budget.now?.() ?? 0;
  const outOfTime = () => budget.now !== undefined && budget.ms !== undefined && budget.now() - started > budget.ms;
  const horizon = budget.horizon ?? game.searchHorizon ?? DEFAULT_HORIZON;
  // Every candidate is played on the same deal: their difference is then the move's, not the deal's.
  for (let runs = 0, deal = 0; runs < budget.simulations && !outOfTime(); deal++) {
    const sampled = game.determinize(view, memory, random);
    // A position the game cannot rebuild (in the middle of a resolution): Normal decides.
    if (sampled === null) return normal;
    const live = candidates.filter((candidate) => !candidate.refused && !candidate.dropped);
    const after = live.map((candidate) => game.apply(sampled, seat, candidate.action));
    if (deal === 0 && sameEverywhere(after)) return normal;
    const playouts = Math.floor(random() * 2 ** 32);
    for (const [i, candidate] of live.entries()) {
      // The cap holds within a deal too: a deal's playouts together take tens of ms.
      if (outOfTime()) break;
      runs++;
      const applied = after[i]!;
      if (!applied.ok) candidate.refused = true;
      else candidate.results[deal] = playout(game, applied.state, seat, randomSource(playouts), horizon);
    }
    if (candidates.every((candidate) => candidate.refused)) return normal;
    if (deal + 1 >= FIRST_DEALS && settled(candidates)) break;
  }
  return chosen(candidates, budget.confidence ?? CHOOSE);
}

function candidatesFor(game: AnyGame, view: BaseView<unknown>, normal: unknown, random: () => number): Candidate[] {
  const seen = new Map<string, Candidate>();
  const add = (action: unknown, bonus: number) => {
    const key = JSON.stringify(action);
    if (!seen.has(key)) seen.set(key, { action, results: [], bonus, refused: false, dropped: false });
  };
  add(normal, MARGIN);
  for (let i = 0; i < SAMPLED_CANDIDATES; i++) add(game.sampleAction(view, random), 0);
  return [...seen.values()];
}

/** Whether every candidate was accepted and led to the very same state: then no move is better. */
function sameEverywhere(after: readonly ReturnType<AnyGame['apply']>[]): boolean {
  const states = after.map((applied) => (applied.ok ? JSON.stringify(applied.state) : null));
  return states[0] !== null && states.every((state) => state === states[0]);
}

/** The candidates still in play, best first: by mean result, Normal's with its bonus (and
 *  first among equals, as while nothing has a result). */
function ranked(candidates: readonly Candidate[]): Candidate[] {
  const score = (candidate: Candidate) => {
    const played = candidate.results.filter((result) => result !== undefined);
    return played.length === 0 ? -1 : played.reduce((sum, result) => sum + result, 0) / played.length + candidate.bonus;
  };
  return candidates
    .filter((candidate) => !candidate.refused && !candidate.dropped)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .sort((a, b) => b.score - a.score || b.candidate.bonus - a.candidate.bonus)
    .map(({ candidate }) => candidate);
}

/** Drops every candidate behind the leader beyond doubt (see `DOUBT`); true when one is left. */
function settled(candidates: readonly Candidate[]): boolean {
  const [leader, ...others] = ranked(candidates);
  if (!leader) return true;
  for (const other of others) {
    const gaps = pairedGaps(leader, other);
    if (gaps.length < FIRST_DEALS) continue;
    if (gaps.every((gap) => gap === 0) || lowerBound(gaps, DOUBT) + leader.bonus - other.bonus > 0) other.dropped = true;
  }
  return others.every((other) => other.dropped);
}

/**
 * The search's move: the leader, if it is Normal's or Normal's was dropped; another leader
 * only when it is ahead of Normal's beyond `CHOOSE` standard errors (plus the margin). A few
 * deals of long, costly playouts (Mata Hari's) leave every mean noisy, and the best of a dozen
 * noisy means is ahead by luck alone: Normal's move stands then.
 */
function chosen(candidates: readonly Candidate[], confidence: number): unknown {
  const leader = ranked(candidates)[0]!;
  const normal = candidates[0]!;
  if (leader === normal || normal.dropped || normal.refused || confidence === 0) return leader.action;
  const gaps = pairedGaps(leader, normal);
  return gaps.length >= 2 && lowerBound(gaps, confidence) > MARGIN ? leader.action : normal.action;
}

/** `a`'s result less `b`'s on each deal both were played on. */
function pairedGaps(a: Candidate, b: Candidate): number[] {
  const gaps: number[] = [];
  a.results.forEach((result, deal) => {
    const theirs = b.results[deal];
    if (result !== undefined && theirs !== undefined) gaps.push(result - theirs);
  });
  return gaps;
}

/** The mean of `gaps` less `z` standard errors, the spread counted as `SPREAD_FLOOR` at least. */
function lowerBound(gaps: readonly number[], z: number): number {
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  const variance = gaps.length < 2 ? 0 : gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0) / (gaps.length - 1);
  return mean - (z * Math.max(Math.sqrt(variance), SPREAD_FLOOR)) / Math.sqrt(gaps.length);
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
