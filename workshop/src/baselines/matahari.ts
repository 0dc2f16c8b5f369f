/**
 * FROZEN ON PURPOSE: the Normal bot of the release before bot levels (#30), copied once
 * verbatim as the tournament's fixed baseline (`npm run tournament`). Do not improve or share
 * code with it: the game's own bot (`playBot` in strategy.ts, reading.ts) is the one to improve, and this copy is what
 * its progress is measured against.
 */
import type { Seat } from '@dead-drop/shared/dist/core/viewer';
import type { Action } from '@dead-drop/shared/dist/matahari/actions';
import {
  PARTNERS,
  PER_PARTNER,
  PRIORITIES,
  RESOURCES,
  colourOf,
  type Face,
  type Objective,
  type PartnerKind,
} from '@dead-drop/shared/dist/matahari/cards';
import { countMatching, matches, type Demand, type Statement } from '@dead-drop/shared/dist/matahari/declarations';
import type { Legal } from '@dead-drop/shared/dist/matahari/legal';
import { ownOfferCards, type MView } from '@dead-drop/shared/dist/matahari/view';

type Random = () => number;
type Template<T extends Legal['type']> = Extract<Legal, { type: T }>;

/** A counter-offer must gain at least this much on average: the active player may reject it,
 *  and an Assassin in their offer would cost the bot a cover. */
const COUNTER_MARGIN = 0.5;
/** Swaps end nothing: only rejected offers (a cover and two cards), accusations and searches
 *  bring the game to its end. So from this turn on the bot stops counter-offering, and a
 *  table of bots, which may swap for ever, comes to its end. */
const LAST_SWAP_TURN = 30;

export function matahariBaseline(view: MView, random: Random): Action | null {
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

// What strategy.ts read through reading.ts, as it was.

/** What holding `face` adds to the final score: its priority for the objective's resource,
 *  minus its priority for the skull's colour; partners score nothing. */
function worth(face: Face, objective: Objective): number {
  if ('partner' in face) return 0;
  if (face.resource === objective.resource) return face.priority;
  return face.colour === objective.skull ? -face.priority : 0;
}

/** Every card this table plays with, less partners out of the game. */
function inGame(view: MView): Face[] {
  const resources = RESOURCES.filter((resource) => !view.removed.resources.includes(resource)).flatMap((resource) =>
    Array.from({ length: PRIORITIES }, (_, p): Face => ({ resource, colour: colourOf(resource), priority: p + 1 })),
  );
  const partners = PARTNERS.flatMap((partner) => {
    const left = PER_PARTNER - view.removed.partnersEach - view.outOfGame.filter((kind) => kind === partner).length;
    return Array.from({ length: left }, (): Face => ({ partner }));
  });
  return [...resources, ...partners];
}

/** The cards the seat does not hold: those in other hands, other offers and the pile. */
function unseen(view: MView): Face[] {
  const held = [...(view.hand ?? []), ...ownOfferCards(view)];
  const pool = inGame(view);
  for (const face of held) {
    const at = pool.findIndex((other) => sameFace(other, face));
    if (at >= 0) pool.splice(at, 1);
  }
  return pool;
}

function sameFace(a: Face, b: Face): boolean {
  if ('partner' in a || 'partner' in b) return 'partner' in a && 'partner' in b && a.partner === b.partner;
  return a.resource === b.resource && a.priority === b.priority;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The likely worth of a card among `pool` that passes `test`; of any card of the pool when
 *  none does. */
function likelyWorth(pool: readonly Face[], test: (face: Face) => boolean, objective: Objective): number {
  const fitting = pool.filter(test);
  return mean((fitting.length > 0 ? fitting : pool).map((face) => worth(face, objective)));
}

/**
 * The likely worth to the seat of an offer of `size` unseen cards with this declaration:
 * each position's card is one of the unseen cards that its statements and the whole-offer
 * "all" and "none" allow (a declaration may lie, but only with a Double Agent, worth nothing).
 */
function offerWorth(view: MView, objective: Objective, size: number, declaration: readonly Statement[]): number {
  const pool = unseen(view);
  let total = 0;
  for (let card = 0; card < size; card++) {
    const test = (face: Face) =>
      declaration.every((statement) => {
        if (statement.about === 'card') return statement.card !== card || matches(face, statement.predicate);
        if (statement.quantifier === 'all') return matches(face, statement.predicate);
        if (statement.quantifier === 'none') return !matches(face, statement.predicate);
        return true;
      });
    total += likelyWorth(pool, test, objective);
  }
  return total;
}

/**
 * The partner to accuse this offer of, if its declaration gives one away. A declaration is
 * true, or a Double Agent is in the offer: so one that cannot be true of any cards the seat
 * cannot see, or that names a Double Agent, means a Double Agent; one that names another
 * partner means that partner unless it lies (then a Double Agent: the risk the bot takes).
 * A counter-offer holds no Mata Hari: there a Mata Hari, or a partner of no named kind, is a
 * Double Agent at least as likely as an Assassin.
 */
function partnerToAccuse(view: MView, offer: { size: number; declaration: readonly Statement[] }, counter: boolean): PartnerKind | null {
  const { size, declaration } = offer;
  if (declaration.length === 0) return null;
  if (!possible(unseen(view), size, declaration)) return 'doubleAgent';
  const named = PARTNERS.filter((partner) => declaration.some((statement) => claims(statement, partner, size)));
  if (named.includes('doubleAgent')) return 'doubleAgent';
  if (counter && (named.includes('mataHari') || declaration.some((statement) => claims(statement, undefined, size)))) return 'doubleAgent';
  return named[0] ?? null;
}

/** Whether the statement says the offer holds at least one `partner` (of no named kind when
 *  undefined). */
function claims(statement: Statement, partner: PartnerKind | undefined, size: number): boolean {
  const names = statement.predicate.some((atom) => atom.t === 'partner' && atom.partner === partner);
  if (!names) return false;
  if (statement.about === 'card') return true;
  switch (statement.quantifier) {
    case 'all':
      return size > 0;
    case 'none':
    case 'atMost':
      return false;
    case 'exactly':
    case 'atLeast':
      return (statement.count ?? 0) >= 1;
  }
}

/** Whether some `size` cards among `pool` could make every statement true: each pointed card
 *  has a card that fits, and each count is reachable. A quick test, not a full search. */
function possible(pool: readonly Face[], size: number, declaration: readonly Statement[]): boolean {
  return declaration.every((statement) => {
    if (statement.about === 'card') return pool.some((face) => matches(face, statement.predicate));
    // At most this many of the offer can match, and at most `size - fewest` cannot.
    const most = Math.min(size, countMatching(pool, statement.predicate));
    const fewest = size - Math.min(size, pool.length - countMatching(pool, statement.predicate));
    const count = 'count' in statement ? statement.count : 0;
    switch (statement.quantifier) {
      case 'all':
        return most === size;
      case 'none':
        return fewest === 0;
      case 'exactly':
        return fewest <= count && count <= most;
      case 'atLeast':
        return count <= most;
      case 'atMost':
        return fewest <= count;
    }
  });
}
