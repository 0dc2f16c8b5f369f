import { ErrorCode, ruleError, type RuleError } from '../core/errors';
import type { MadeEvent } from './events';
import type { Seat } from '../core/viewer';
import type { Action } from './actions';
import { facesOf, mayCounterOffer, partnerOf } from './cards';
import { countMatching, declarationHolds, fitsOffer, meetsDemand, type Request, type Statement } from './declarations';
import { accuse, search } from './espionage';
import { checkVisionary, drawCards, endTurn, returnOffer, sortHand, takeCover } from './flow';
import { mustAdjust, type Legal } from './legal';
import { offerOf, type MState } from './state';

export const MatahariError = {
  badCards: 'bad_cards',
  falseDeclaration: 'false_declaration',
  demandNotMet: 'demand_not_met',
} as const;

const illegal = (message: string) => ruleError(ErrorCode.illegal, message);

const MATA_HARI_ACTIVE_ONLY = 'Only the active player can play Mata Hari: leave it out of a counter-offer.';

/** Plays an action of a type the seat's templates allow (see `defineGame`) on a copy of the
 *  state, or refuses what the template does not allow; a Visionary Agent is checked after
 *  every action. */
export function play(state: MState, seat: Seat, action: Action, events: MadeEvent[], template: Legal): RuleError | void {
  const refused = perform(state, seat, action, template, events);
  if (refused) return refused;
  checkVisionary(state, events);
}

/** Validates against the template and performs the action on `state` (a copy, thrown away
 *  on a refusal). */
function perform(state: MState, seat: Seat, action: Action, template: Legal, events: MadeEvent[]): RuleError | void {
  const { turn } = state;
  const hand = state.hands[seat]!;
  switch (action.type) {
    case 'offer': {
      const { max } = template as Extract<Legal, { type: 'offer' }>;
      const picked = pick(hand, action.cards, max);
      if (!picked) return ruleError(MatahariError.badCards, `Offer 1 to ${max} different cards from your hand.`);
      const declaration = action.declaration ?? [];
      const refused = checkDeclaration(picked, declaration) ?? checkRequest(action.request, picked.length);
      if (refused) return refused;
      take(state, seat, picked);
      turn.offer = { cards: picked, declaration };
      turn.request = action.request ?? null;
      turn.answers = turn.answers.map((_, s) => (s === seat ? null : { status: 'pending', offer: null, made: false }));
      events.push({ type: 'offered', seat, size: picked.length, declaration, request: turn.request });
      return;
    }
    case 'counter': {
      const { size, demand } = template as Extract<Legal, { type: 'counter' }>;
      const picked = pick(hand, action.cards, size);
      if (!picked || picked.length !== size)
        return ruleError(MatahariError.badCards, `Counter-offer exactly ${size} different cards from your hand.`);
      if (!facesOf(picked).every(mayCounterOffer)) return ruleError(MatahariError.badCards, MATA_HARI_ACTIVE_ONLY);
      if (demand && !meetsDemand(facesOf(picked), demand)) {
        return ruleError(MatahariError.demandNotMet, `The demand asks for at least ${demand.count} matching cards (partners count).`);
      }
      const declaration = action.declaration ?? [];
      const refused = checkDeclaration(picked, declaration);
      if (refused) return refused;
      take(state, seat, picked);
      turn.answers[seat] = { status: 'offered', offer: { cards: picked, declaration }, made: true };
      events.push({ type: 'countered', seat, size, declaration });
      return;
    }
    case 'pass':
      turn.answers[seat]!.status = 'passed';
      events.push({ type: 'passed', seat });
      return;
    case 'accuse': {
      const { seats } = template as Extract<Legal, { type: 'accuse' }>;
      if (!seats.includes(action.seat)) return illegal(`You may accuse only seats ${seats.join(', ')} now.`);
      accuse(state, seat, action.seat, action.partner, events);
      return;
    }
    case 'accept':
      return accept(state, action, template as Extract<Legal, { type: 'accept' }>, events);
    case 'reject':
      events.push({ type: 'rejected', seat });
      returnOffer(state, seat, turn.offer);
      turn.offer = null;
      drawCards(state, seat, 2, events);
      if (!state.result) takeCover(state, seat, events);
      if (!state.result) endTurn(state, events);
      return;
    case 'mataHari':
      events.push({ type: 'mataHari', seat, flipped: state.compromised[seat]! });
      state.undercover[seat]! += state.compromised[seat]!;
      state.compromised[seat] = 0;
      turn.search = { seat, max: Math.min(2, state.drawPile.length), after: 'endTurn' };
      return;
    case 'adjust':
      return adjust(state, seat, action.keep, action.take, events);
    case 'search': {
      const { count, max } = template as Extract<Legal, { type: 'search' }>;
      if (action.cards.length > max || !distinctBelow(action.cards, count)) {
        return ruleError(MatahariError.badCards, `Take up to ${max} different cards of the ${count} you see.`);
      }
      search(state, seat, action.cards, events);
      return;
    }
  }
}

/** The hand cards at `indices`, or null when they are not distinct positions in the hand. */
function pick(hand: readonly number[], indices: readonly number[], max: number): number[] | null {
  if (indices.length === 0 || indices.length > max || !distinctBelow(indices, hand.length)) return null;
  return indices.map((i) => hand[i]!);
}

function distinctBelow(indices: readonly number[], bound: number): boolean {
  return new Set(indices).size === indices.length && indices.every((i) => Number.isInteger(i) && i >= 0 && i < bound);
}

/** Moves cards from the seat's hand to the table. */
function take(state: MState, seat: Seat, cards: readonly number[]): void {
  state.hands[seat] = state.hands[seat]!.filter((id) => !cards.includes(id));
}

/** A declaration must fit the offer and be true, unless the offer holds a Double Agent. */
function checkDeclaration(cards: readonly number[], declaration: readonly Statement[]): RuleError | null {
  if (!fitsOffer(declaration, cards.length)) return illegal('A statement points at or counts more cards than the offer has.');
  if (cards.some((id) => partnerOf(id) === 'doubleAgent') || declarationHolds(facesOf(cards), declaration)) return null;
  return ruleError(MatahariError.falseDeclaration, 'Your declaration is not true of these cards (only a Double Agent allows that).');
}

function checkRequest(request: Request | undefined, size: number): RuleError | null {
  return request && request.count > size ? illegal(`Ask for at most ${size} cards: counter-offers have ${size}.`) : null;
}

function accept(
  state: MState,
  action: Extract<Action, { type: 'accept' }>,
  template: Extract<Legal, { type: 'accept' }>,
  events: MadeEvent[],
): RuleError | void {
  const { turn } = state;
  const target = action.seat;
  if (!template.seats.includes(target)) return illegal(`You may accept only the counter-offers of seats ${template.seats.join(', ')}.`);
  if (action.assassin && !template.assassin) return illegal('There is no Assassin in your offer.');
  if (action.demand && !action.assassin) return illegal('Only an Assassin lets you demand at the swap.');
  const size = turn.offer!.cards.length;
  if (action.demand && action.demand.count > size) return illegal(`Demand at most ${size} cards.`);
  events.push({ type: 'accepted', seat: turn.seat, target, assassin: action.assassin === true });
  if (action.assassin) {
    events.push({ type: 'assassin', seat: turn.seat, target, demand: action.demand ?? null });
    takeCover(state, target, events);
    if (state.result) return;
    if (action.demand && mustAdjust(state, target, action.demand)) {
      turn.assassin = { target, demand: action.demand };
      return;
    }
  }
  swap(state, target, events);
}

function adjust(
  state: MState,
  seat: Seat,
  keep: readonly number[],
  takeFromHand: readonly number[],
  events: MadeEvent[],
): RuleError | void {
  const { turn } = state;
  const offer = offerOf(state, seat)!;
  const { demand } = turn.assassin!;
  const hand = state.hands[seat]!;
  if (
    !distinctBelow(keep, offer.cards.length) ||
    !distinctBelow(takeFromHand, hand.length) ||
    keep.length + takeFromHand.length !== offer.cards.length
  ) {
    return ruleError(MatahariError.badCards, `Offer ${offer.cards.length} cards: positions of your offer to keep and of your hand to add.`);
  }
  const cards = [...keep.map((i) => offer.cards[i]!), ...takeFromHand.map((i) => hand[i]!)];
  if (!facesOf(cards).every(mayCounterOffer)) return ruleError(MatahariError.badCards, MATA_HARI_ACTIVE_ONLY);
  if (countMatching(facesOf(cards), demand.predicate) < demand.count) {
    return ruleError(MatahariError.demandNotMet, `The Assassin demands at least ${demand.count} matching cards.`);
  }
  const back = offer.cards.filter((id) => !cards.includes(id));
  state.hands[seat] = sortHand([...hand.filter((id) => !cards.includes(id)), ...back]);
  offer.cards = cards;
  turn.assassin = null;
  events.push({ type: 'adjusted', seat });
  swap(state, seat, events);
}

/** The active player and `target` swap offers into each other's hands; the turn ends. */
function swap(state: MState, target: Seat, events: MadeEvent[]): void {
  const { turn } = state;
  const active = turn.seat;
  const given = turn.offer!.cards;
  const got = turn.answers[target]!.offer!.cards;
  turn.offer = null;
  turn.answers[target]!.offer = null;
  state.hands[target] = sortHand([...state.hands[target]!, ...given]);
  state.hands[active] = sortHand([...state.hands[active]!, ...got]);
  events.push({ type: 'swapped', seat: active, target, count: given.length });
  events.push({ type: 'received', seat: active, from: target, secret: { to: [active], cards: facesOf(sortHand([...got])) } });
  events.push({ type: 'received', seat: target, from: active, secret: { to: [target], cards: facesOf(sortHand([...given])) } });
  endTurn(state, events);
}
