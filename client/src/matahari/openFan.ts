/**
 * How a seat's cards lie in its plate when every card is face up (the replay of a finished
 * game, `openView`): chips side by side in rows, as large as the room allows. Chips do not
 * overlap, so each shows its initial and priority whole, even on a phone at seven seats.
 */

export interface OpenFan {
  /** A chip's size and the distance from one chip to the next. */
  w: number;
  h: number;
  step: number;
  perRow: number;
  /** The height the rows take. */
  height: number;
}

const MAX_H = 40;
/** The smallest chip still read: its words at 7 px. */
const MIN_H = 16;
const GAP = 2;

/** The fan for `most` chips (the largest hand with its offer) in rows `width` wide, at most
 *  `room` high when that room suffices at all. */
export function openFan(most: number, width: number, room: number): OpenFan {
  for (let h = MAX_H; h > MIN_H; h--) {
    const fan = fanOf(h, most, width);
    if (fan.height <= room) return fan;
  }
  return fanOf(MIN_H, most, width);
}

function fanOf(h: number, most: number, width: number): OpenFan {
  const w = Math.round(h / 1.4);
  const perRow = Math.max(1, Math.floor((width + GAP) / (w + GAP)));
  const rows = Math.max(1, Math.ceil(most / perRow));
  return { w, h, step: w + GAP, perRow, height: rows * (h + GAP) };
}

/** Where the `index`-th chip of a fan lies, from the fan's top left. */
export function chipAt(fan: OpenFan, index: number): { x: number; y: number } {
  return { x: (index % fan.perRow) * fan.step, y: Math.floor(index / fan.perRow) * (fan.h + GAP) };
}
