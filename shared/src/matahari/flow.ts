/** Set-up, and the steps of play that several actions share: covers, drawing, the end of
 *  a turn and of the game. A step that ends the game sets `state.result`; callers stop there. */
import type { MadeEvent } from './events';
import { makeRng, nextInt, shuffle, type Seed } from '../core/rng';
import type { Seat } from '../core/viewer';
import { COVERS, facesOf, objectiveOf, OPERATION_CARDS, RESOURCES, SEAT_PLANS, removedCards } from './cards';
import { finalResult, visionaries } from './scoring';
import type { MState, Offer, Options, Turn } from './state';

/** `seats` is one the game is for: `defineGame` refuses any other. */
export function setup(seed: Seed, seats: number, options: Options): MState {
  const plan = SEAT_PLANS[seats]!;
  const rng = makeRng(seed);
  const firstSeat = options.firstSeat === 'random' ? nextInt(rng, seats) : options.firstSeat % seats;
  const removed = removedCards(plan);
  const out = new Set(removed);
  const deck = shuffle(
    Array.from({ length: OPERATION_CARDS }, (_, id) => id).filter((id) => !out.has(id)),
    rng,
  );
  const objectives = shuffle(
    RESOURCES.flatMap((name, r) => (plan.removedResources.includes(name) ? [] : [r])),
    rng,
  );
  const hands = Array.from({ length: seats }, () => sortHand(deck.splice(deck.length - plan.hand, plan.hand)));
  const state: MState = {
    rng,
    seats,
    removed,
    drawPile: deck,
    hands,
    objectives: objectives.splice(0, seats),
    spareObjectives: objectives,
    compromised: new Array<number>(seats).fill(0),
    undercover: new Array<number>(seats).fill(0),
    coversLeft: COVERS,
    outOfGame: [],
    turn: newTurn(firstSeat, 1, seats),
    result: null,
  };
  // A hand dealt complete with one priority wins at once (the rule holds from the start).
  if (visionaries(state).length > 0) state.result = finalResult(state, 'drawPile');
  return state;
}

export function sortHand(cards: number[]): number[] {
  return cards.sort((a, b) => a - b);
}

function newTurn(seat: Seat, number: number, seats: number): Turn {
  return {
    seat,
    number,
    offer: null,
    request: null,
    answers: Array.from({ length: seats }, () => null),
    accusations: [],
    shown: [],
    search: null,
    assassin: null,
  };
}

/** Puts an offer's cards back into the owner's hand. */
export function returnOffer(state: MState, seat: Seat, offer: Offer | null): void {
  if (!offer) return;
  state.hands[seat]!.push(...offer.cards);
  sortHand(state.hands[seat]!);
}

/** Every offer on the table goes back to its owner's hand. */
function clearTable(state: MState): void {
  const { turn } = state;
  returnOffer(state, turn.seat, turn.offer);
  turn.offer = null;
  turn.answers.forEach((answer, seat) => {
    if (!answer) return;
    returnOffer(state, seat, answer.offer);
    answer.offer = null;
  });
}

/** The seat takes a cover from the middle, Compromised side up; the last one ends the game. */
export function takeCover(state: MState, seat: Seat, events: MadeEvent[]): void {
  state.coversLeft -= 1;
  state.compromised[seat]! += 1;
  events.push({ type: 'cover', seat, left: state.coversLeft });
  if (state.coversLeft === 0) endGame(state, 'covers', events);
}

/** Draws up to `count` cards from the pile; taking the last card ends the game. */
export function drawCards(state: MState, seat: Seat, count: number, events: MadeEvent[]): void {
  const drawn = state.drawPile.splice(Math.max(0, state.drawPile.length - count));
  state.hands[seat]!.push(...drawn);
  sortHand(state.hands[seat]!);
  events.push({ type: 'drew', seat, count: drawn.length, secret: { to: [seat], cards: facesOf(sortHand([...drawn])) } });
  endIfPileEmpty(state, events);
}

export function endIfPileEmpty(state: MState, events: MadeEvent[]): void {
  if (state.drawPile.length === 0) endGame(state, 'drawPile', events);
}

/** Ends the turn: offers go back to hands and the next player clockwise with cards plays. */
export function endTurn(state: MState, events: MadeEvent[]): void {
  clearTable(state);
  const { seats } = state;
  let seat = state.turn.seat;
  do seat = (seat + 1) % seats;
  while (state.hands[seat]!.length === 0 && seat !== state.turn.seat);
  state.turn = newTurn(seat, state.turn.number + 1, seats);
  events.push({ type: 'turn', seat, number: state.turn.number });
}

/** Ends the game at once: offers go back to hands, then the result (a Visionary Agent first). */
export function endGame(state: MState, reason: 'drawPile' | 'covers', events: MadeEvent[]): void {
  clearTable(state);
  state.turn.answers = state.turn.answers.map(() => null);
  state.turn.search = null;
  state.turn.assassin = null;
  state.result = finalResult(state, reason);
  const { winners, excluded, scores, visionary } = state.result;
  events.push({
    type: 'gameOver',
    reason: state.result.reason,
    winners,
    excluded,
    scores,
    visionary,
    hands: state.hands.map(facesOf),
    objectives: state.objectives.map(objectiveOf),
  });
}

/** After every action: a player holding all cards of one priority wins at once. */
export function checkVisionary(state: MState, events: MadeEvent[]): void {
  if (!state.result && visionaries(state).length > 0) endGame(state, 'drawPile', events);
}
