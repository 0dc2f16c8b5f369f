/** Which plays from hand the rules allow (the action phase, and plays an effect makes), and
 *  when the action phase may refresh instead. */
import { faceDownLines, mayPlay, playsAnywhere } from './board';
import { HAND_SIZE, protocolOf } from './cards';
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
  // The restrictions depend on the lines, not the cards: worked out once per line.
  const down = faceDownLines(state, seat, lines);
  const up = faceDownOnly ? [] : lines.filter((line) => mayPlay(state, seat, line, true));
  const anywhere = playsAnywhere(state, seat);
  state.areas[seat].hand.forEach((card, hand) => {
    // Face up: where either protocol of the line is the card's own, or anywhere with Spirit 1.
    const protocol = protocolOf(card);
    for (const line of up) {
      if (anywhere || state.areas.some((area) => area.protocols[line]!.protocol === protocol))
        out.push({ type: 'play', hand, line, up: true });
    }
    for (const line of down) out.push({ type: 'play', hand, line, up: false });
  });
  return out;
}

/**
 * Whether the action phase may refresh: with fewer than 5 cards in hand, and only if there is
 * something to draw. A refresh that could draw nothing (deck and trash both empty) is not
 * possible, so it cannot be chosen just to hand back the control card (spec, turn phase 4).
 */
export function mayRefresh(state: CState, seat: Side): boolean {
  const area = state.areas[seat];
  return area.hand.length < HAND_SIZE && area.deck.length + area.trash.length > 0;
}
