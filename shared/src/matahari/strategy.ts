/**
 * Mata Hari's bot (`playBot`), from its seat's view alone (reading.ts works out what that
 * view tells). Covers decide most games: the players with the most Compromised covers are
 * excluded, and every wrong accusation and every rejected offer costs one. So the bot:
 *
 * - never accuses at a guess: only an offer whose declaration names a partner (or cannot be
 *   true, which takes a Double Agent); a right accusation also lets it take the best card of
 *   the pile for its objective;
 * - puts no partner in its offers, where a guessed accusation would find it;
 * - offers the cards that cost it most (its skull's colour), and demands cards of its
 *   objective's colour back, which never cost it;
 * - accepts the counter-offer likely worth most rather than reject (a cover);
 * - counter-offers only what is worth less to it than the active player's offer likely is, and
 *   not after `LAST_SWAP_TURN`, so that a table of bots ends.
 */
import type { Seat } from '../core/viewer';
import type { Action } from './actions';
import type { Face, Objective } from './cards';
import { matches, type Demand } from './declarations';
import type { Legal } from './legal';
import { offerWorth, partnerToAccuse, unseen, worth } from './reading';
import { ownOfferCards, type MView } from './view';

type Random = () => number;
type Template<T extends Legal['type']> = Extract<Legal, { type: T }>;

/** A counter-offer must gain at least this much on average: the active player may reject it,
 *  and an Assassin in their offer would cost the bot a cover. */
const COUNTER_MARGIN = 0.5;
/** Swaps end nothing: only rejected offers (a cover and two cards), accusations and searches
 *  bring the game to its end. So from this turn on the bot stops counter-offering, and a
 *  table of bots, which may swap for ever, comes to its end. */
const LAST_SWAP_TURN = 30;

export function playBot(view: MView, random: Random): Action | null {
  const { objective } = view;
  if (!objective) throw new Error('the Mata Hari bot plays a seat');
  const option = <T extends Legal['type']>(type: T) => view.legal.find((legal): legal is Template<T> => legal.type === type);

  const search = option('search');
  if (search) return { type: 'search', cards: best(view.search ?? [], objective, search.max) };
  const adjust = option('adjust');
  if (adjust) return adjusted(view, objective, adjust.demand);
  const offer = option('offer');
  if (offer) return offered(view, objective, offer.max);
  const accuse = option('accuse');
  const accusation = accuse && accusationOf(view, accuse.seats);
  if (accusation) return accusation;
  const accept = option('accept');
  if (accept) return accepted(view, objective, accept.seats, accept.size, random);
  if (option('mataHari')) return { type: 'mataHari' };
  if (option('reject')) return { type: 'reject' };
  const counter = option('counter');
  if (counter && view.turn <= LAST_SWAP_TURN) return countered(view, objective, counter.size, counter.demand) ?? PASS;
  // Still to answer but no counter-offer possible; or it may only accuse, and will not guess.
  return option('pass') ? PASS : null;
}

/** Up to `max` positions of `faces` worth most to the seat, of those worth anything. */
function best(faces: readonly Face[], objective: Objective, max: number): number[] {
  return positions(faces)
    .filter((i) => worth(faces[i]!, objective) > 0)
    .sort((a, b) => worth(faces[b]!, objective) - worth(faces[a]!, objective))
    .slice(0, max);
}

/** The positions of `faces` from the cheapest to the seat up, among those `usable`. */
function cheapest(faces: readonly Face[], objective: Objective, usable: (face: Face) => boolean): number[] {
  return positions(faces)
    .filter((i) => usable(faces[i]!))
    .sort((a, b) => worth(faces[a]!, objective) - worth(faces[b]!, objective));
}

function positions(faces: readonly Face[]): number[] {
  return faces.map((_, i) => i);
}

const isResource = (face: Face) => !('partner' in face);

/**
 * The active player's offer: the cards that cost the seat more than a card of its objective's
 * colour is likely worth (1 to `max`; at least its cheapest), with a binding demand for as
 * many cards of that colour, which never cost it. No declaration: it owes nobody the truth.
 */
function offered(view: MView, objective: Objective, max: number): Action {
  const hand = view.hand ?? [];
  const wanted = (face: Face) => 'partner' in face || face.colour === objective.colour;
  const pool = unseen(view).filter(wanted);
  const incoming = pool.reduce((sum, face) => sum + worth(face, objective), 0) / Math.max(1, pool.length);
  const order = cheapest(hand, objective, isResource);
  // A hand of partners only: one goes, whatever an accusation may find.
  if (order.length === 0) return { type: 'offer', cards: [0] };
  const giving = order.filter((i) => worth(hand[i]!, objective) < incoming).slice(0, max);
  const cards = giving.length > 0 ? giving : order.slice(0, 1);
  return { type: 'offer', cards, request: { binding: true, count: 1, predicate: [{ t: 'colour', colour: objective.colour }] } };
}

/** The counter-offer likely worth most, from what each declares; ties at random. */
function accepted(view: MView, objective: Objective, seats: readonly Seat[], size: number, random: Random): Action {
  const value = (seat: Seat) => offerWorth(view, objective, size, view.players[seat]!.offer?.declaration ?? []) + random() * 0.01;
  const values = new Map(seats.map((seat) => [seat, value(seat)]));
  const seat = seats.reduce((top, next) => (values.get(next)! > values.get(top)! ? next : top), seats[0]!);
  return { type: 'accept', seat };
}

/** A counter-offer of the seat's cheapest resource cards that meet the demand, when they are
 *  worth less than the active player's offer likely is; null to pass. */
function countered(view: MView, objective: Objective, size: number, demand: Demand | null): Action | null {
  const hand = view.hand ?? [];
  const cards = meeting(hand, objective, size, demand, isResource);
  if (!cards) return null;
  const giving = cards.reduce((sum, i) => sum + worth(hand[i]!, objective), 0);
  const getting = offerWorth(view, objective, size, view.players[view.active]!.offer?.declaration ?? []);
  return giving < getting - COUNTER_MARGIN ? { type: 'counter', cards } : null;
}

/** `size` positions of `faces`, cheapest first, with at least `demand.count` matching it;
 *  null when the usable cards cannot. */
function meeting(
  faces: readonly Face[],
  objective: Objective,
  size: number,
  demand: Demand | null,
  usable: (face: Face) => boolean,
): number[] | null {
  const order = cheapest(faces, objective, usable);
  const need = demand ? order.filter((i) => matches(faces[i]!, demand.predicate)).slice(0, demand.count) : [];
  if (demand && need.length < demand.count) return null;
  const cards = [...need, ...order.filter((i) => !need.includes(i))].slice(0, size);
  return cards.length === size ? cards : null;
}

/** The Assassin's target: the cheapest cards of its offer and hand that meet the demand. */
function adjusted(view: MView, objective: Objective, demand: Demand): Action {
  const offer = ownOfferCards(view);
  const pool = [...offer, ...(view.hand ?? [])];
  const notMataHari = (face: Face) => !('partner' in face && face.partner === 'mataHari');
  // The rules ask for an adjustment only when the offer and hand can meet the demand.
  const cards = meeting(pool, objective, offer.length, demand, notMataHari) ?? positions(offer);
  return {
    type: 'adjust',
    keep: cards.filter((i) => i < offer.length),
    take: cards.filter((i) => i >= offer.length).map((i) => i - offer.length),
  };
}

/** An accusation of a partner that an offer's declaration gives away (see `partnerToAccuse`). */
function accusationOf(view: MView, seats: readonly Seat[]): Action | null {
  for (const seat of seats) {
    const offer = view.players[seat]!.offer;
    const partner = offer && partnerToAccuse(view, offer, seat !== view.active);
    if (partner) return { type: 'accuse', seat, partner };
  }
  return null;
}

const PASS: Action = { type: 'pass' };
