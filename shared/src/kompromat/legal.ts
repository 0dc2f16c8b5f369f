import { legalityOf } from '../core/legality';
import type { Seat } from '../core/viewer';
import type { Action } from './actions';
import { isBust, totalOptions } from './board';
import { REVEAL_STEPS, revealSeat } from './flow';
import { itemActions } from './items';
import type { KState } from './state';

const PASS: Action = { type: 'pass' };
/** A window's one-click answer for the whole round: with an item in hand, windows come often. */
const PASS_ROUND: Action = { type: 'pass', round: true };

function actionsOf(state: KState, seat: Seat): Action[] {
  if (state.result) return [];
  const { prompt, turn, reveal } = state;
  if (prompt) {
    if (prompt.seat !== seat) return [];
    if (prompt.kind === 'perfect') return [{ type: 'returnToken' }, PASS];
    return [...itemActions(state, seat, prompt.kind), PASS];
  }
  if (turn) {
    if (turn.seat !== seat) return [];
    if (turn.drawn !== null) {
      return state.missions.flatMap((m, mission) => (m.sides[seat]!.attempted ? [] : [{ type: 'place' as const, mission }]));
    }
    const draw: Action[] = [{ type: 'draw' }];
    if (turn.mission === null) return [...draw, ...itemActions(state, seat, 'turn')];
    const side = state.missions[turn.mission]!.sides[seat]!;
    const canDraw = state.players[seat]!.deck.length > 0 && !isBust(side);
    return [...(canDraw ? draw : []), { type: 'stop' }, ...itemActions(state, seat, 'turn')];
  }
  if (reveal && revealSeat(state) === seat) {
    const [what] = REVEAL_STEPS[reveal.step]!;
    if (what === 'declare') {
      return totalOptions(state.missions[reveal.mission]!.sides[seat]!).map((total) => ({ type: 'declare', total }));
    }
    return [...itemActions(state, seat, what), PASS, PASS_ROUND];
  }
  return [];
}

/** Every action a seat may take now, spelled out in full: Kompromat's choices are few and
 *  small, so a seat's view sends them as one entry. */
export const legality = legalityOf({
  seats: (state: KState) => state.players.length,
  actionsOf,
  entries: 'list',
});
