/** Counter-espionage (spec, "Counter-espionage") and the searches of the draw pile. */
import type { MadeEvent } from './events';
import { shuffle } from '../core/rng';
import type { Seat } from '../core/viewer';
import { facesOf, partnerOf, type PartnerKind } from './cards';
import { endIfPileEmpty, endTurn, returnOffer, sortHand, takeCover } from './flow';
import { offerOf, type MState, type Search } from './state';

export function accuse(state: MState, accuser: Seat, accused: Seat, partner: PartnerKind, events: MadeEvent[]): void {
  const { turn } = state;
  const offer = offerOf(state, accused)!;
  const at = offer.cards.findIndex((id) => partnerOf(id) === partner);
  const right = at >= 0;
  turn.accusations.push({ accuser, accused, partner, right });

  if (right) {
    // The partner is revealed and leaves the game; the accused is compromised and withdraws.
    // The accuser "darf" search: one card of their choice, or none.
    state.outOfGame.push(...offer.cards.splice(at, 1));
    events.push({ type: 'accused', accuser, accused, partner, right });
    takeCover(state, accused, events);
    if (state.result) return;
    withdraw(state, accused);
    turn.search = { seat: accuser, max: 1, after: accused === turn.seat ? 'endTurn' : 'continue' };
    return;
  }

  // Wrong: the accuser alone sees the offer and is compromised; these two cannot trade now,
  // so whichever of them is not the active player is out of the turn.
  turn.shown.push({ accuser, accused, cards: [...offer.cards] });
  events.push({ type: 'accused', accuser, accused, partner, right, secret: { to: [accuser], cards: facesOf(offer.cards) } });
  takeCover(state, accuser, events);
  if (state.result) return;
  if (accused === turn.seat) withdraw(state, accuser);
  else if (accuser === turn.seat) withdraw(state, accused);
}

/** `seat`'s offer, if any, goes back to hand (an accuser may have counter-offered before
 *  accusing); a non-active player is out of the turn. */
function withdraw(state: MState, seat: Seat): void {
  const { turn } = state;
  returnOffer(state, seat, offerOf(state, seat));
  if (seat === turn.seat) turn.offer = null;
  else turn.answers[seat] = { status: 'out', offer: null, made: turn.answers[seat]!.made };
}

/** The searcher takes the chosen cards of the pile (as listed sorted in their view); the
 *  pile is shuffled after. */
export function search(state: MState, seat: Seat, picks: readonly number[], events: MadeEvent[]): void {
  const listed = sortHand([...state.drawPile]);
  const taken = picks.map((i) => listed[i]!);
  state.drawPile = shuffle(
    state.drawPile.filter((id) => !taken.includes(id)),
    state.rng,
  );
  state.hands[seat]!.push(...taken);
  sortHand(state.hands[seat]!);
  events.push({ type: 'searched', seat, count: taken.length, secret: { to: [seat], cards: facesOf(sortHand([...taken])) } });
  const { after } = state.turn.search as Search;
  state.turn.search = null;
  endIfPileEmpty(state, events);
  if (state.result) return;
  if (after === 'endTurn') endTurn(state, events);
}
