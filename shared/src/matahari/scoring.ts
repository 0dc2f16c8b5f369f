import type { Seat } from '../core/viewer';
import { colourOf, faceOf, objectiveOf, PRIORITIES, priorityOf, RESOURCE_CARDS } from './cards';
import type { MResult, MState } from './state';

/** Every card a seat holds: its hand and its own offer on the table. */
export function holdings(state: MState, seat: Seat): number[] {
  const { turn } = state;
  const offer = turn.seat === seat ? turn.offer : turn.answers[seat]?.offer;
  return [...state.hands[seat]!, ...(offer?.cards ?? [])];
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
    held.forEach((n, p) => { if (n === inGame[p]) found.push({ seat, priority: p + 1 }); });
  }
  return found;
}

/** Objective resource cards score their priority, Undercover covers 2 each, cards of the
 *  skull's colour cost their priority (spec, "Scoring" 2). Reads the hand only. */
export function score(state: MState, seat: Seat): number {
  const objective = objectiveOf(state.objectives[seat]!);
  let total = 2 * state.undercover[seat]!;
  for (const id of state.hands[seat]!) {
    const face = faceOf(id);
    if (!('resource' in face)) continue;
    if (face.resource === objective.resource) total += face.priority;
    if (colourOf(face.resource) === objective.skull) total -= face.priority;
  }
  return total;
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
