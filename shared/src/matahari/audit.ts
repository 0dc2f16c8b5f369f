import type { GameEvent } from '../core/events';
import { deepClone } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import type { Viewer } from '../core/viewer';
import { COVERS, OPERATION_CARDS } from './cards';
import { sortHand } from './flow';
import { offerOf, type MState } from './state';

/** Every operation card in exactly one place, hands sorted, offers of the same size,
 *  covers adding up to ten, objectives distinct. */
export function invariants(state: MState): string[] {
  const problems: string[] = [];
  const { turn } = state;
  const offers = state.hands.map((_, seat) => offerOf(state, seat)?.cards ?? []);
  const places = [state.removed, state.drawPile, state.outOfGame, ...state.hands, ...offers];
  const seen = new Array<number>(OPERATION_CARDS).fill(0);
  for (const id of places.flat()) {
    if (!Number.isInteger(id) || id < 0 || id >= OPERATION_CARDS) problems.push(`unknown card ${id}`);
    else seen[id]! += 1;
  }
  seen.forEach((n, id) => {
    if (n !== 1) problems.push(`card ${id} is in ${n} places`);
  });
  state.hands.forEach((hand, seat) => {
    if (hand.some((id, i) => i > 0 && hand[i - 1]! >= id)) problems.push(`hand ${seat} is not sorted`);
  });
  const size = turn.offer?.cards.length;
  turn.answers.forEach((answer, seat) => {
    const open = !state.result && (turn.offer !== null || turn.search !== null);
    if (answer !== null && (seat === turn.seat || !open)) problems.push(`seat ${seat} has a wrong answer slot`);
    if (answer === null && seat !== turn.seat && turn.offer !== null && !state.result) problems.push(`seat ${seat} has no answer slot`);
    if (answer && (answer.status === 'offered') !== (answer.offer !== null)) problems.push(`seat ${seat}'s answer and offer disagree`);
    if (answer?.offer && size !== undefined && answer.offer.cards.length !== size)
      problems.push(`seat ${seat}'s counter-offer has another size`);
  });
  if (size !== undefined && (size < 1 || size > 3)) problems.push(`the offer has ${size} cards`);
  const covers = state.coversLeft + [...state.compromised, ...state.undercover].reduce((a, b) => a + b, 0);
  if (covers !== COVERS || state.coversLeft < 0) problems.push(`covers add up to ${covers}`);
  if (!state.result && (state.coversLeft === 0 || state.drawPile.length === 0)) problems.push('the game should have ended');
  const objectives = [...state.objectives, ...state.spareObjectives];
  if (new Set(objectives).size !== objectives.length || state.objectives.length !== state.seats) problems.push('objectives repeat');
  return problems;
}

/**
 * The same state with everything `viewer` may not know reshuffled: the cards of the draw
 * pile, of other players' hands and of their offers trade places (each place keeps its
 * size); the pile's order; other players' objectives with the unused ones; the generator.
 * A searcher knows what the pile holds, so it then only changes order. Once the game is
 * over hands and objectives are public.
 */
export function scrambleHidden(state: MState, viewer: Viewer, random: () => number): MState {
  const next = deepClone(state);
  next.rng = scrambledRng(random);
  shuffleWith(next.drawPile, random);
  shuffleWith(next.spareObjectives, random);
  if (next.result) return next;

  const places: number[][] = [];
  if (next.turn.search?.seat !== viewer) places.push(next.drawPile);
  next.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    places.push(hand);
    const offer = offerOf(next, seat);
    if (offer) places.push(offer.cards);
  });
  const pool = shuffleWith(places.flat(), random);
  for (const place of places) place.splice(0, place.length, ...pool.splice(0, place.length));
  next.hands.forEach((hand, seat) => {
    if (seat !== viewer) sortHand(hand);
  });

  const others = next.objectives.flatMap((_, seat) => (seat === viewer ? [] : [seat]));
  const objectives = shuffleWith([...others.map((seat) => next.objectives[seat]!), ...next.spareObjectives], random);
  others.forEach((seat) => {
    next.objectives[seat] = objectives.pop()!;
  });
  next.spareObjectives = objectives;
  return next;
}

/** Event fields that carry faces or objectives; public only in the events of the end. */
const FACE_FIELDS = ['cards', 'hands', 'objectives', 'objective'];
const PUBLIC_FACES = new Set(['gameOver']);

export function eventLeaks(event: GameEvent): string[] {
  const problems: string[] = [];
  if (!PUBLIC_FACES.has(event.type) && FACE_FIELDS.some((field) => field in event)) {
    problems.push(`event ${event.type} publishes cards`);
  }
  if (event.secret && (event.secret.to.length !== 1 || event.secret.to[0] !== (event.accuser ?? event.seat))) {
    problems.push(`event ${event.type} tells a secret to someone other than the seat it concerns`);
  }
  return problems;
}
