import type { Seat } from '../core/viewer';
import { facesOf, objectiveOf, PRIORITIES, priorityOf, RESOURCE_CARDS, type Face, type Objective } from './cards';
import { offerOf, type MResult, type MState } from './state';

/** Every card a seat holds: its hand and its own offer on the table. */
export function holdings(state: MState, seat: Seat): number[] {
  return [...state.hands[seat]!, ...(offerOf(state, seat)?.cards ?? [])];
}

/** Seats holding every card of one priority that is in this game (spec, "End of the game" 1). */
export function visionaries(state: MState): { seat: Seat; priority: number }[] {
  // Each resource has one card of every priority: the cards of a priority in this game are
  // the resources in play, minus any removed copy.
  const inGame = new Array<number>(PRIORITIES).fill(RESOURCE_CARDS / PRIORITIES);
  for (const id of state.removed) {
    const priority = priorityOf(id);
    if (priority !== null) inGame[priority - 1]! -= 1;
  }
  const found: { seat: Seat; priority: number }[] = [];
  const held = new Array<number>(PRIORITIES);
  for (let seat = 0; seat < state.seats; seat++) {
    held.fill(0);
    for (const id of holdings(state, seat)) {
      const priority = priorityOf(id);
      if (priority !== null) held[priority - 1]! += 1;
    }
    held.forEach((n, p) => {
      if (n === inGame[p]) found.push({ seat, priority: p + 1 });
    });
  }
  return found;
}

/** One player's score, line by line; the skull line is negative. */
export interface ScoreLines {
  objective: number;
  undercover: number;
  skull: number;
}

/** Objective resource cards score their priority, Undercover covers 2 each, cards of the
 *  skull's colour cost their priority (spec, "Scoring" 2); partners score nothing. It reads
 *  faces only, so the end screen explains a score from the revealed hands with this rule. */
export function scoreLines(hand: readonly Face[], objective: Objective, undercover: number): ScoreLines {
  let own = 0;
  let skull = 0;
  for (const face of hand) {
    if (!('resource' in face)) continue;
    if (face.resource === objective.resource) own += face.priority;
    if (face.colour === objective.skull) skull -= face.priority;
  }
  return { objective: own, undercover: 2 * undercover, skull };
}

/** Reads the hand only, not the offer. */
export function score(state: MState, seat: Seat): number {
  const lines = scoreLines(facesOf(state.hands[seat]!), objectiveOf(state.objectives[seat]!), state.undercover[seat]!);
  return lines.objective + lines.undercover + lines.skull;
}

/** The result once the game has ended for `reason`; a Visionary Agent beats any scoring. */
export function finalResult(state: MState, reason: 'drawPile' | 'covers'): MResult {
  const visionary = visionaries(state);
  if (visionary.length > 0) {
    return { winners: [...new Set(visionary.map((v) => v.seat))], reason: 'visionary', visionary, excluded: [], scores: null };
  }
  const most = Math.max(...state.compromised);
  const excluded = most > 0 ? state.compromised.flatMap((n, seat) => (n === most ? [seat] : [])) : [];
  const scores = state.hands.map((_, seat) => (excluded.includes(seat) ? null : score(state, seat)));
  const best = Math.max(...scores.filter((s): s is number => s !== null));
  const winners = scores.flatMap((s, seat) => (s !== null && s === best ? [seat] : []));
  return { winners, reason, visionary: [], excluded, scores };
}
