/**
 * How a Mata Hari position looks for a seat, for the Hard bot's playouts that stop before the
 * end (`GameDefinition.evaluate`): its score as the game would count it now against the best
 * other score, less a penalty for being the most compromised (who is excluded), as a win chance.
 */
import type { Seat } from '../core/viewer';
import { score } from './scoring';
import type { MState } from './state';

/** A lead of this many points is about a 73 % chance to win. */
const LEAD_SCALE = 4;
/** What being (among) the most compromised costs, in points: an excluded player cannot win. */
const MOST_COMPROMISED = 6;

export function evaluate(state: MState, seat: Seat): number {
  const most = Math.max(...state.compromised);
  const standing = (at: Seat) => score(state, at) - (most > 0 && state.compromised[at] === most ? MOST_COMPROMISED : 0);
  const rivals = state.hands
    .map((_, at) => at)
    .filter((at) => at !== seat)
    .map(standing);
  const lead = standing(seat) - Math.max(...rivals);
  return 1 / (1 + Math.exp(-lead / LEAD_SCALE));
}
