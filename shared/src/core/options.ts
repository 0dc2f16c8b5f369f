/** Schema pieces for the options a host may set, shared by every game that has them. */
import { z } from 'zod';

/**
 * Who plays first: a seat, or 'random' (the default) to draw it from the seed. Any seat a
 * table of the game could have is accepted, since options are checked before the seats fill.
 */
export function firstSeatOption(maxSeats: number) {
  const seats = Array.from({ length: maxSeats }, (_, seat) => seat);
  return z.literal(['random', ...seats], { error: `a seat from 0 to ${maxSeats - 1}, or "random"` }).default('random');
}
