/**
 * What each command card's text is worth to the Normal bot when the card is played face up
 * rather than face down, in points of a line, beyond the difference in value (a face-up card
 * counts its value, a face-down one 2). Measured, not reasoned: in 100 games of Normal bots,
 * at every play of a card face up, the same play face down on the same sampled deal, the
 * text's own decisions answered by Normal, both positions judged by `evaluate`; the mean
 * difference, less what the value adds (`workshop/src/textWorth.ts` measures it again; the
 * table came from its first version, whose Normal bot answered the texts before this table).
 * Indexed by protocol, then by the card's place among the protocol's six (value order).
 */
import type { Protocol } from './cards';

export const TEXT_WORTH: Readonly<Record<Protocol, readonly number[]>> = {
  darkness: [0, 2.5, 0.8, 2.4, 0.4, 0],
  death: [3.3, 0, -0.4, 1.4, -0.1, -0.3],
  fire: [2.4, 4.2, 4.1, 1.8, -0.2, 0],
  gravity: [2, 1.4, 2.6, 0.1, -0.1, -1.9],
  life: [3.2, 3.7, 0.6, 0, 0.3, -0.1],
  light: [3, 0.1, 0, 0.8, -0.1, -0.6],
  metal: [3.5, 0.1, 0, 0.4, -0.3, -0.8],
  plague: [0.1, 0.1, 0.1, 1.2, -0.6, 0.1],
  psychic: [0.1, 0, 0.6, 0.7, 2.7, -0.1],
  speed: [3.9, -0.1, 0, -0.5, 0.6, -0.1],
  spirit: [-0.2, -0.1, 2, 0.1, -0.2, -0.1],
  water: [3.3, 3.9, -1.1, 0.7, -3.7, 0.4],
};
