/** Which plays from hand the rules allow: the action phase, and plays an effect makes. */
import { faceDownLines, faceUpLines } from './board';
import type { CState, LineIx, Side } from './state';

export interface PlayOption {
  type: 'play';
  /** Index into the seat's sorted hand. */
  hand: number;
  line: LineIx;
  up: boolean;
}

/** Every play of a hand card: face up where its protocol (or Spirit 1) allows, face down in
 *  any line; restrictions (Metal 2, Plague 0, Psychic 1) apply to both. */
export function playOptions(state: CState, seat: Side, faceDownOnly: boolean, lines: readonly LineIx[]): PlayOption[] {
  const out: PlayOption[] = [];
  const down = faceDownLines(state, seat, lines);
  state.areas[seat].hand.forEach((card, hand) => {
    if (!faceDownOnly) for (const line of faceUpLines(state, seat, card)) if (lines.includes(line)) out.push({ type: 'play', hand, line, up: true });
    for (const line of down) out.push({ type: 'play', hand, line, up: false });
  });
  return out;
}
