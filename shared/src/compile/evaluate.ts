/**
 * How a Compile field looks for a seat, in points of a line (`edge`), and as a win chance for
 * the Hard bot's playouts that stop before the end (`evaluate`). Both the Normal bot (which
 * judges each option by the field it leads to) and Hard judge by it.
 *
 * A side's standing: each protocol compiled, each uncompiled line's way to 10 and its lead over
 * the opposing line, a line that will compile (10 or more, and ahead) nearly as much as a
 * compiled protocol, and most of all one its side is asked to compile now; cards in hand, and
 * the control card.
 */
import type { Seat } from '../core/viewer';
import { compilable, LINE_IXS, other, total } from './board';
import { COMPILE_AT, HAND_SIZE } from './cards';
import type { CState, Side } from './state';

/** The field as both bots judge it: what each side has, by side then line. */
export interface Field {
  totals: number[][];
  compiled: boolean[][];
  hands: number[];
  control: Side | null;
  /** A side asked to compile now, its line certain to. */
  compiling: Side | null;
}

/** A protocol compiled, in points of a line. */
const COMPILED = 25;
/** A line that will compile at its side's next compile phase, unless the other side answers. */
const THREAT = 12;
/** A line its side is asked to compile now: no answer is left. */
const COMPILING = 22;
/** How much a point of lead counts beside a point towards 10. */
const LEAD = 0.5;
const PER_CARD = 1.5;
const CONTROL = 2;
/** An edge of this many points is about a 73 % chance to win. */
const EDGE_SCALE = 15;

export function fieldOf(state: CState): Field {
  const sides: readonly Side[] = [0, 1];
  const asked = state.prompt?.ask === 'compile' ? state.prompt.seat : null;
  return {
    totals: sides.map((side) => LINE_IXS.map((line) => total(state, side, line))),
    compiled: sides.map((side) => state.areas[side].protocols.map((protocol) => protocol.compiled)),
    hands: sides.map((side) => state.areas[side].hand.length),
    control: state.control,
    compiling: asked !== null && compilable(state, asked).length > 0 ? asked : null,
  };
}

/** The seat's standing less the opponent's, in points of a line. */
export function edge(field: Field, seat: Seat): number {
  const mine = seat === 0 ? 0 : 1;
  return standing(field, mine) - standing(field, other(mine));
}

function standing(field: Field, side: Side): number {
  const rivalSide = other(side);
  const lines = LINE_IXS.reduce<number>((sum, line) => {
    if (field.compiled[side]![line]) return sum + COMPILED;
    const own = field.totals[side]![line]!;
    const rival = field.totals[rivalSide]![line]!;
    const lead = Math.max(-COMPILE_AT, Math.min(COMPILE_AT, own - rival));
    const compiles = own >= COMPILE_AT && own > rival ? (field.compiling === side ? COMPILING : THREAT) : 0;
    return sum + Math.min(own, COMPILE_AT) + LEAD * lead + compiles;
  }, 0);
  return lines + PER_CARD * Math.min(field.hands[side]!, HAND_SIZE) + (field.control === side ? CONTROL : 0);
}

export function evaluate(state: CState, seat: Seat): number {
  return 1 / (1 + Math.exp(-edge(fieldOf(state), seat) / EDGE_SCALE));
}
