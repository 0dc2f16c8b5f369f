/**
 * How a Compile position looks for a seat, for the Hard bot's playouts that stop before the
 * end (`GameDefinition.evaluate`): protocols compiled count most, then each uncompiled line's
 * way to 10 and its lead over the opposing line, as a win chance.
 */
import type { Seat } from '../core/viewer';
import { other, total } from './board';
import { COMPILE_AT } from './cards';
import type { CState, LineIx, Side } from './state';

const LINES: readonly LineIx[] = [0, 1, 2];
/** A protocol compiled is worth this many lines brought to 10. */
const COMPILED = 3;
/** An edge of this much is about a 73 % chance to win. */
const EDGE_SCALE = 1.5;

export function evaluate(state: CState, seat: Seat): number {
  const mine = seat === 0 ? 0 : 1;
  const standing = (side: Side) => LINES.reduce<number>((sum, line) => {
    if (state.areas[side].protocols[line]!.compiled) return sum + COMPILED;
    const lead = total(state, side, line) - total(state, other(side), line);
    return sum + Math.min(total(state, side, line), COMPILE_AT) / COMPILE_AT + Math.max(-1, Math.min(1, lead / COMPILE_AT));
  }, 0);
  const edge = standing(mine) - standing(other(mine));
  return 1 / (1 + Math.exp(-edge / EDGE_SCALE));
}
