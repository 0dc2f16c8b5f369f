/**
 * What a seat can work out from its own view, for the bot (strategy.ts): what its cards are
 * worth to it, which cards it cannot see, what an offer on the table likely holds, and which
 * declarations cannot be true (so a Double Agent is in that offer).
 */
import { PARTNERS, PER_PARTNER, PRIORITIES, RESOURCES, colourOf, type Face, type Objective, type PartnerKind } from './cards';
import { countMatching, matches, type Statement } from './declarations';
import { ownOfferCards, type MView } from './view';

/** What holding `face` adds to the final score: its priority for the objective's resource,
 *  minus its priority for the skull's colour; partners score nothing. */
export function worth(face: Face, objective: Objective): number {
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
export function unseen(view: MView): Face[] {
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
export function offerWorth(view: MView, objective: Objective, size: number, declaration: readonly Statement[]): number {
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
export function partnerToAccuse(
  view: MView,
  offer: { size: number; declaration: readonly Statement[] },
  counter: boolean,
): PartnerKind | null {
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
