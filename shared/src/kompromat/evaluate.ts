/**
 * How a Kompromat position looks for a seat, for the Hard bot's playouts that stop before the
 * end (`GameDefinition.evaluate`): its lead in points (cards won, items, notoriety tokens),
 * less a penalty for notoriety close to the nine that lose the game, as a win chance.
 *
 * The same lead is worth more the fewer rounds are left to turn it: in games of Normal bots
 * the lead changes by about 5.4 points a round (standard deviation, 400 games), so a lead is
 * judged against that swing times the square root of the rounds left. Late in the game the
 * search then plays safe when ahead and takes risks when behind, which a fixed scale (and
 * Normal's fixed aim) does not.
 */
import { opponent } from './board';
import { NOTORIETY_LOSS, ROUNDS } from './cards';
import { scorePlayer } from './scoring';
import type { KState } from './state';
import type { Seat } from '../core/viewer';

/** A round's change in the lead, one standard deviation, in points. */
const ROUND_SWING = 5.4;
/** The logistic's slope that makes it close to the normal distribution's. */
const NORMAL_SLOPE = 1.7;
/** Notoriety from which each more token is a risk rather than a point. */
const RISKY_NOTORIETY = NOTORIETY_LOSS - 3;

export function evaluate(state: KState, seat: Seat): number {
  const standing = (at: Seat) => {
    const player = state.players[at]!;
    return scorePlayer(player).total - 3 * Math.max(0, player.notoriety - RISKY_NOTORIETY);
  };
  const lead = standing(seat) - standing(opponent(seat));
  // The round in play counts as left: a playout judged here has not played it out.
  const roundsLeft = Math.max(1, ROUNDS - state.round + 1);
  return 1 / (1 + Math.exp((-NORMAL_SLOPE * lead) / (ROUND_SWING * Math.sqrt(roundsLeft))));
}
