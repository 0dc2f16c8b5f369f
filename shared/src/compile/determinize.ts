/**
 * A Compile state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. The field's face-up cards, both trashes, the seat's hand and its own
 * face-down cards are known; the opponent's hand, both decks and the opponent's face-down
 * cards are dealt at random from what is left of each side's eighteen (its three protocols).
 *
 * Only the main decision is rebuilt: a seat's action (play or refresh) with no text running.
 * Anywhere else the view does not carry the engine's work in hand (`CState.frames`), and
 * Normal decides; so too while Metal 1 bars a compile, whose card the view does not name.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat } from '../core/viewer';
import { cardOf, cardsOf, type CardNo, type Face } from './cards';
import type { Area, CState, Side, Slot } from './state';
import type { CardView, CView } from './view';

export function determinize(view: CView, _memory: readonly unknown[], random: () => number): CState | null {
  const seat = view.viewer;
  const { turn, prompt } = view;
  if (!isSeat(seat) || view.result || !turn || view.draft || prompt?.ask !== 'action' || view.chain.length > 0
    || view.transit.length > 0 || view.shown || view.noCompile !== null || !view.hand) return null;
  const free = view.sides.map((side) => side.protocols.flatMap(({ protocol }) => cardsOf(protocol)));
  const known = (face: Face): CardNo => {
    const card = cardOf(face.protocol, face.value);
    for (const pool of free) if (pool.includes(card)) pool.splice(pool.indexOf(card), 1);
    return card;
  };
  const unknown: ((card: CardNo) => void)[][] = view.sides.map(() => []);
  const areas = view.sides.map((side, owner): Area => {
    const stacks = side.stacks.map((stack) => stack.cards.map((card: CardView): Slot => {
      const slot: Slot = { card: -1, up: card.up };
      if (card.protocol !== undefined && card.value !== undefined) slot.card = known({ protocol: card.protocol, value: card.value });
      else unknown[owner]!.push((dealt) => { slot.card = dealt; });
      return slot;
    }));
    const hand = owner === seat ? view.hand!.map(known) : Array.from({ length: side.hand }, () => -1);
    if (owner !== seat) hand.forEach((_, i) => unknown[owner]!.push((dealt) => { hand[i] = dealt; }));
    const deck = Array.from({ length: side.deck }, () => -1);
    deck.forEach((_, i) => unknown[owner]!.push((dealt) => { deck[i] = dealt; }));
    return { protocols: side.protocols.map((p) => ({ ...p })), stacks, hand, deck, trash: side.trash.map(known) };
  });
  for (const [owner, places] of unknown.entries()) {
    const cards = shuffleWith(free[owner]!, random);
    // A card that crossed to the other side leaves the count short: no sound deal here.
    if (cards.length !== places.length) return null;
    places.forEach((place, i) => place(cards[i]!));
  }
  // Hands are kept sorted: their order tells nothing.
  areas[1 - seat]!.hand.sort((a, b) => a - b);
  const acting = turn.seat;
  return commitState<CState>({
    rng: scrambledRng(random),
    // After the draft only the control card's option still matters.
    options: { firstSeat: view.first, control: view.controlCard, placement: 'random' },
    first: view.first,
    draft: null,
    areas: [areas[0]!, areas[1]!],
    control: view.control,
    turn: { seat: acting, phase: turn.phase, begun: true, compiled: false },
    turns: turn.number,
    frames: [],
    transit: [],
    seq: 0,
    prompt: { seat: acting as Side, ask: 'action', optional: false, source: null, into: '', kind: 'action' },
    shown: null,
    noCompile: null,
    result: null,
  });
}
