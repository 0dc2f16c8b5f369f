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
}

export const DEFAULT_SEARCH: SearchBudget = { simulations: 120 };

/** Candidate moves looked at: Normal's and sampled ones. */
const SAMPLED_CANDIDATES = 12;
/** A playout stops after this many actions. */
const PLAYOUT_ACTIONS = 2_000;
/** What an unfinished playout scores: the same for every candidate, between a loss and a win. */
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
  for (let run = 0; run < budget.simulations; run++) {
    if (budget.now && budget.ms !== undefined && budget.now() - started > budget.ms) break;
    const open = candidates.filter((candidate) => !candidate.refused);
    const candidate = open[run % open.length]!;
    const sampled = game.determinize(view, memory, random);
    // A position the game cannot rebuild (in the middle of a resolution): Normal decides.
    if (sampled === null) return normal;
    const applied = game.apply(sampled, seat, candidate.action);
    if (!applied.ok) {
      candidate.refused = true;
      if (candidates.every((other) => other.refused)) return normal;
      continue;
    }
    candidate.total += playout(game, applied.state, seat, random);
    candidate.runs++;
  }
  const mean = (candidate: Candidate) => (candidate.runs === 0 ? -1 : candidate.total / candidate.runs);
  // Ties go to the first: Normal's move.
  return candidates.reduce((best, next) => (mean(next) > mean(best) ? next : best)).action;
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

/** The game played out by Normal bots from `state`: 1 for a win of `seat` (shared among the
 *  winners), 0 for a loss. */
function playout(game: AnyGame, start: unknown, seat: Seat, random: () => number): number {
  let state = start;
  for (let step = 0; step < PLAYOUT_ACTIONS; step++) {
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
  return UNFINISHED;
}
