/**
 * What each seat may do now, as templates (the choice of cards and declarations is too
 * large to list). A template is plain data that the seat's own view carries in `legal`;
 * `sampleAction` (bot.ts) and a client build concrete actions from it.
 *
 * Templates name no cards: the cards are in the seat's view (`view.hand`, its own offer's
 * `cards`, `view.search`), and repeating them in every template would send them again each
 * time the templates change. Template shapes, for the UI:
 *
 * - `{ type: 'offer', max }` — active player, start of the turn. Send
 *   `{ type: 'offer', cards: [hand indices, 1..max, in the order they lie], declaration?: Statement[],
 *   request?: { binding, count, predicate } }`. The declaration must be true unless the
 *   chosen cards hold a Double Agent; statements may point at positions 0..cards.length-1.
 * - `{ type: 'counter', size, demand: Demand | null }` — a player still
 *   deciding; present only when a counter-offer is possible. Send `{ type: 'counter',
 *   cards: [exactly `size` hand indices], declaration? }`. No card may be a Mata Hari
 *   (`matahariCards.mayCounterOffer`). With a binding `demand`, at least `demand.count` of the
 *   cards must match `demand.predicate` or be partners.
 * - `{ type: 'pass' }` — a player still deciding.
 * - `{ type: 'accuse', seats: Seat[] }` — the seats with an offer on the table that this seat
 *   has not accused yet this turn: any seat, from the active player's offer until they accept,
 *   reject or use Mata Hari, whether it has answered or not. It is never owed, so a seat whose
 *   only template it is is not waited for (`waitingFor`). Send `{ type: 'accuse', seat,
 *   partner: 'doubleAgent' | 'assassin' | 'mataHari' }`.
 * - `{ type: 'accept', seats: Seat[], size, assassin }` — active player resolving: the
 *   counter-offers that can be accepted (`size`: cards in each offer). Send `{ type: 'accept',
 *   seat }`; when `assassin` is true (an Assassin is in the offer) you may add
 *   `assassin: true` and then optionally `demand: { count: 1..size, predicate }`.
 * - `{ type: 'reject' }` — active player resolving: take the offer back, draw 2, take a cover.
 * - `{ type: 'mataHari' }` — active player resolving, nobody counter-offered this turn and a
 *   Mata Hari in the offer.
 * - `{ type: 'adjust', demand }` — the Assassin's target, when they can meet the demand and
 *   their offer does not yet. Send `{ type: 'adjust', keep: [positions in their offer's
 *   cards], take: [hand indices] }`: as many cards as before, at least
 *   `demand.count` matching `demand.predicate` (partners do not count here), no Mata Hari.
 * - `{ type: 'search', count, max }` — the searcher, who sees the pile in `view.search`
 *   (`count` cards). Send `{ type: 'search', cards: [0..max indices into view.search] }`: every
 *   search may take nothing.
 */
import { legalityOf } from '../core/legality';
import type { Seat } from '../core/viewer';
import { facesOf, MAX_OFFER, mayCounterOffer, partnerOf } from './cards';
import { countForDemand, countMatching, type Demand } from './declarations';
import { offerOf, type MState } from './state';

export type Legal =
  | { type: 'offer'; max: number }
  | { type: 'counter'; size: number; demand: Demand | null }
  | { type: 'pass' }
  | { type: 'accuse'; seats: Seat[] }
  | { type: 'accept'; seats: Seat[]; size: number; assassin: boolean }
  | { type: 'reject' }
  | { type: 'mataHari' }
  | { type: 'adjust'; demand: Demand }
  | { type: 'search'; count: number; max: number };

export type Phase = 'offer' | 'counter' | 'resolve' | 'adjust' | 'search' | 'over';

export function phaseOf(state: MState): Phase {
  const { turn } = state;
  if (state.result) return 'over';
  if (turn.search) return 'search';
  if (turn.assassin) return 'adjust';
  if (!turn.offer) return 'offer';
  return turn.answers.some((answer) => answer?.status === 'pending') ? 'counter' : 'resolve';
}

function templatesOf(state: MState, seat: Seat): Legal[] {
  const { turn } = state;
  const hand = state.hands[seat];
  if (!hand) return [];
  switch (phaseOf(state)) {
    case 'over':
      return [];
    case 'search':
      return turn.search!.seat === seat ? [{ type: 'search', count: state.drawPile.length, max: turn.search!.max }] : [];
    case 'adjust': {
      const { target, demand } = turn.assassin!;
      return target === seat ? [{ type: 'adjust', demand }] : [];
    }
    case 'offer':
      return turn.seat === seat ? [{ type: 'offer', max: Math.min(MAX_OFFER, hand.length) }] : [];
    // Accusations are open to every seat "at any time before the resolution phase": until the
    // active player accepts, rejects or uses Mata Hari (decision 4).
    case 'counter':
      return [...(turn.answers[seat]?.status === 'pending' ? answering(state, seat) : []), ...accusable(state, seat)];
    case 'resolve':
      return [...(turn.seat === seat ? resolving(state) : []), ...accusable(state, seat)];
  }
}

/** A player still deciding: a counter-offer if their hand allows one, or a pass. */
function answering(state: MState, seat: Seat): Legal[] {
  const { turn } = state;
  const size = turn.offer!.cards.length;
  const demand = turn.request?.binding ? { count: turn.request.count, predicate: turn.request.predicate } : null;
  const usable = facesOf(state.hands[seat]!).filter(mayCounterOffer);
  const possible = usable.length >= size && (!demand || countForDemand(usable, demand.predicate) >= demand.count);
  return [...(possible ? [{ type: 'counter' as const, size, demand }] : []), { type: 'pass' }];
}

/** The active player once everyone has answered. */
function resolving(state: MState): Legal[] {
  const { turn } = state;
  const offered = turn.answers.flatMap((answer, s) => (answer?.status === 'offered' ? [s] : []));
  const kinds = turn.offer!.cards.map(partnerOf);
  const legal: Legal[] = [];
  if (offered.length > 0) legal.push({ type: 'accept', seats: offered, size: kinds.length, assassin: kinds.includes('assassin') });
  legal.push({ type: 'reject' });
  if (kinds.includes('mataHari') && !turn.answers.some((answer) => answer?.made)) legal.push({ type: 'mataHari' });
  return legal;
}

/** Seats with an offer on the table that `seat` has not accused yet this turn. */
function accusable(state: MState, seat: Seat): Legal[] {
  const { turn } = state;
  const seats: Seat[] = [];
  for (let s = 0; s < state.seats; s++) {
    if (s !== seat && offerOf(state, s) !== null && !turn.accusations.some((a) => a.accuser === seat && a.accused === s)) seats.push(s);
  }
  return seats.length > 0 ? [{ type: 'accuse', seats }] : [];
}

/** Whether the Assassin's target must change their offer: they hold enough matching cards
 *  (partners do not count as matching, and a Mata Hari, which may not go into their offer, is
 *  not held for this) and the offer does not have them yet. */
export function mustAdjust(state: MState, target: Seat, demand: Demand): boolean {
  const offer = facesOf(offerOf(state, target)!.cards);
  const usable = [...offer, ...facesOf(state.hands[target]!).filter(mayCounterOffer)];
  return countMatching(offer, demand.predicate) < demand.count && countMatching(usable, demand.predicate) >= demand.count;
}

/** Anyone may accuse whenever they see an offer: the turn goes on without waiting for them. */
export function mayLetPass(legal: Legal): boolean {
  return legal.type === 'accuse';
}

/** A template holds lists and demands, and one changes while the others stay (an accusation
 *  narrows `accuse` alone), so a seat's view sends each as an entry of its own. */
export const legality = legalityOf({
  seats: (state: MState) => state.hands.length,
  actionsOf: templatesOf,
  entries: 'each',
});
