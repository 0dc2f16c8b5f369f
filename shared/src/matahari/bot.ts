/**
 * `sampleAction`: a random legal action from the templates, for bots and the random-game
 * audits. It is biased towards what exercises the rules: declarations (false ones only with a
 * Double Agent), demands and wishes, counter-offers that meet binding demands, Assassin
 * demands, accusations now and then, and accepting more often than rejecting, so that the
 * draw pile and the covers run out and random games end. A seat that may only accuse (it has
 * answered, or waits for the active player to resolve) accuses whenever it is asked to act:
 * with random seats to act, accusations are frequent and games short.
 */
import { COLOURS, mayCounterOffer, PARTNERS, PRIORITIES, RESOURCES, type Face } from './cards';
import { countMatching, matches, PRIORITY_OPS, type Atom, type Predicate, type Quantifier, type Statement } from './declarations';
import type { Action } from './actions';
import type { Legal } from './legal';
import { ownOfferCards, type MView } from './view';

type Random = () => number;

const WEIGHTS: Record<Legal['type'], number> = {
  offer: 1,
  counter: 6,
  pass: 3,
  accuse: 1,
  accept: 6,
  reject: 3,
  mataHari: 6,
  adjust: 1,
  search: 1,
};

export function sampleAction(view: MView, random: Random): Action {
  const { legal } = view;
  const hand = view.hand ?? [];
  const total = legal.reduce((sum, option) => sum + WEIGHTS[option.type], 0);
  let roll = random() * total;
  const template = legal.find((option) => (roll -= WEIGHTS[option.type]) < 0) ?? legal[legal.length - 1]!;
  switch (template.type) {
    case 'pass':
    case 'reject':
    case 'mataHari':
      return { type: template.type };
    case 'offer': {
      const cards = choose(hand.length, 1 + int(random, template.max), random);
      const faces = cards.map((i) => hand[i]!);
      const action: Action = { type: 'offer', cards, declaration: declaration(faces, random) };
      if (random() < 0.6) {
        action.request = { binding: random() < 0.35, count: 1 + int(random, cards.length), predicate: predicate(random) };
      }
      return action;
    }
    case 'counter': {
      const { size, demand } = template;
      const usable = positionsWhere(hand, mayCounterOffer);
      const counts = (face: Face) => demand !== null && ('partner' in face || matches(face, demand.predicate));
      const cards = meeting(
        usable.map((i) => counts(hand[i]!)),
        demand?.count ?? 0,
        size,
        random,
      ).map((k) => usable[k]!);
      return {
        type: 'counter',
        cards,
        declaration: declaration(
          cards.map((i) => hand[i]!),
          random,
        ),
      };
    }
    case 'accuse':
      return { type: 'accuse', seat: pick(template.seats, random), partner: pick(PARTNERS, random) };
    case 'accept': {
      const action: Action = { type: 'accept', seat: pick(template.seats, random) };
      if (template.assassin && random() < 0.8) {
        action.assassin = true;
        if (random() < 0.8) action.demand = { count: 1 + int(random, template.size), predicate: predicate(random) };
      }
      return action;
    }
    case 'adjust': {
      const { demand } = template;
      const offer = ownOfferCards(view);
      const pool = [...offer, ...hand];
      const usable = positionsWhere(pool, mayCounterOffer);
      const cards = meeting(
        usable.map((i) => matches(pool[i]!, demand.predicate)),
        demand.count,
        offer.length,
        random,
      ).map((k) => usable[k]!);
      return {
        type: 'adjust',
        keep: cards.filter((i) => i < offer.length),
        take: cards.filter((i) => i >= offer.length).map((i) => i - offer.length),
      };
    }
    case 'search': {
      const { count, max } = template;
      return { type: 'search', cards: choose(count, int(random, max + 1), random) };
    }
  }
}

/** The positions of the faces that pass `test`: a counter-offer never holds a Mata Hari. */
function positionsWhere(faces: readonly Face[], test: (face: Face) => boolean): number[] {
  return faces.flatMap((face, i) => (test(face) ? [i] : []));
}

function int(random: Random, bound: number): number {
  return Math.floor(random() * bound);
}

function pick<T>(items: readonly T[], random: Random): T {
  return items[int(random, items.length)]!;
}

/** `k` different indices below `n`, in random order. */
function choose(n: number, k: number, random: Random): number[] {
  const all = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + int(random, n - i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, k);
}

/** `size` indices of which at least `need` are among the `good` ones (the caller knows there
 *  are enough), in random order. */
function meeting(good: readonly boolean[], need: number, size: number, random: Random): number[] {
  const goodIdx = good.flatMap((g, i) => (g ? [i] : []));
  const first = choose(goodIdx.length, need, random).map((i) => goodIdx[i]!);
  const rest = good.map((_, i) => i).filter((i) => !first.includes(i));
  const cards = [...first, ...choose(rest.length, size - need, random).map((i) => rest[i]!)];
  return choose(cards.length, cards.length, random).map((i) => cards[i]!);
}

function randomAtom(random: Random): Atom {
  switch (int(random, 7)) {
    case 0:
      return { t: 'colour', colour: pick(COLOURS, random) };
    case 1:
      return { t: 'resource', resource: pick(RESOURCES, random) };
    case 2:
      return random() < 0.5 ? { t: 'partner' } : { t: 'partner', partner: pick(PARTNERS, random) };
    case 3:
      return { t: 'resourceCard' };
    case 4:
      return { t: 'priority', op: pick(PRIORITY_OPS, random), value: 1 + int(random, PRIORITIES) };
    case 5:
      return { t: 'priorityIn', values: [...new Set([1 + int(random, PRIORITIES), 1 + int(random, PRIORITIES)])].sort((a, b) => a - b) };
    default:
      return { t: 'parity', parity: random() < 0.5 ? 'even' : 'odd' };
  }
}

function predicate(random: Random): Predicate {
  return random() < 0.75 ? [randomAtom(random)] : [randomAtom(random), randomAtom(random)];
}

/** An atom that holds for `face`. */
function trueAtom(face: Face, random: Random): Atom {
  if ('partner' in face) return random() < 0.5 ? { t: 'partner' } : { t: 'partner', partner: face.partner };
  const p = face.priority;
  const options: Atom[] = [
    { t: 'colour', colour: face.colour },
    { t: 'resource', resource: face.resource },
    { t: 'resourceCard' },
    { t: 'priority', op: '=', value: p },
    { t: 'priority', op: '>=', value: 1 + int(random, p) },
    { t: 'priority', op: '<=', value: p + int(random, PRIORITIES - p + 1) },
    { t: 'priorityIn', values: [...new Set([p, 1 + int(random, PRIORITIES)])].sort((a, b) => a - b) },
    { t: 'parity', parity: p % 2 === 0 ? 'even' : 'odd' },
  ];
  return pick(options, random);
}

/** 0 to 2 statements, true of `faces`; with a Double Agent among them, some may be false. */
function declaration(faces: readonly Face[], random: Random): Statement[] {
  const mayLie = faces.some((face) => 'partner' in face && face.partner === 'doubleAgent');
  return Array.from({ length: int(random, 3) }, () => statement(faces, mayLie && random() < 0.5, random));
}

function statement(faces: readonly Face[], lie: boolean, random: Random): Statement {
  const size = faces.length;
  if (random() < 0.4) {
    const card = int(random, size);
    return { about: 'card', card, predicate: lie ? predicate(random) : [trueAtom(faces[card]!, random)] };
  }
  const about = lie || random() < 0.4 ? predicate(random) : [trueAtom(pick(faces, random), random)];
  const n = countMatching(faces, about);
  const quantifiers: Quantifier[] = [
    'exactly',
    'atLeast',
    'atMost',
    ...(n === size ? ['all' as const] : []),
    ...(n === 0 ? ['none' as const] : []),
  ];
  const quantifier = lie ? pick(['exactly', 'atLeast', 'atMost', 'all', 'none'] as const, random) : pick(quantifiers, random);
  if (quantifier === 'all' || quantifier === 'none') return { about: 'offer', quantifier, predicate: about };
  const count = lie
    ? int(random, size + 1)
    : quantifier === 'exactly'
      ? n
      : quantifier === 'atLeast'
        ? int(random, n + 1)
        : n + int(random, size - n + 1);
  return { about: 'offer', quantifier, count, predicate: about };
}
