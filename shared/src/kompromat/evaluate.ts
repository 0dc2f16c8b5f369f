/**
 * How a Kompromat position looks for a seat, for the Hard bot's playouts that stop before the
 * end (`GameDefinition.evaluate`): its lead in points (cards won, items, notoriety tokens),
 * less a penalty for notoriety close to the nine that lose the game, as a win chance.
 */
import { opponent } from './board';
import { NOTORIETY_LOSS } from './cards';
import { scorePlayer } from './scoring';
import type { KState } from './state';
import type { Seat } from '../core/viewer';

/** A lead of this many points is about a 73 % chance to win. */
const LEAD_SCALE = 6;
/** Notoriety from which each more token is a risk rather than a point. */
const RISKY_NOTORIETY = NOTORIETY_LOSS - 3;

export function evaluate(state: KState, seat: Seat): number {
  const standing = (at: Seat) => {
    const player = state.players[at]!;
    return scorePlayer(player).total - 3 * Math.max(0, player.notoriety - RISKY_NOTORIETY);
  };
  const lead = standing(seat) - standing(opponent(seat));
  return 1 / (1 + Math.exp(-lead / LEAD_SCALE));
}
