/**
 * Structured declarations, demands and wishes (spec, "A turn", 1. Declaration).
 * Everything here works on faces, so the server's truth checks and the bots share it.
 */
import * as z from 'zod/mini';
import { COLOURS, MAX_OFFER, PARTNERS, PRIORITIES, RESOURCES, type Colour, type Face, type PartnerKind, type Resource } from './cards';

export const PRIORITY_OPS = ['=', '<', '>', '<=', '>='] as const;
export type PriorityOp = (typeof PRIORITY_OPS)[number];

/**
 * One property of a card. A partner has no colour, resource or priority, so those are false
 * for it. `priorityIn` is the spec's "v" (or): the priority is one of `values`.
 */
export type Atom =
  | { t: 'colour'; colour: Colour }
  | { t: 'resource'; resource: Resource }
  /** A partner card; of one kind when `partner` is given. */
  | { t: 'partner'; partner?: PartnerKind }
  | { t: 'resourceCard' }
  | { t: 'priority'; op: PriorityOp; value: number }
  | { t: 'priorityIn'; values: number[] }
  | { t: 'parity'; parity: 'even' | 'odd' };

/** A conjunction: a card matches when every atom holds for it. */
export type Predicate = Atom[];

export type Quantifier = 'exactly' | 'atLeast' | 'atMost' | 'all' | 'none';

/**
 * About the offer as a whole (`count` only with 'exactly', 'atLeast' and 'atMost'), or about one
 * pointed card: position `card` (from 0) in the offer. As its schema below reads it.
 */
export type Statement = z.output<typeof Statement>;

/** "At least `count` cards that are <predicate>": a binding demand, a wish, or the Assassin's. */
export interface Demand {
  count: number;
  predicate: Predicate;
}

/** What the active player asks for in return: binding ("I demand") or a free wish. */
export interface Request extends Demand {
  binding: boolean;
}

export const MAX_ATOMS = 4;
export const MAX_STATEMENTS = 6;

export function atomHolds(face: Face, atom: Atom): boolean {
  if ('partner' in face) {
    if (atom.t === 'partner') return atom.partner === undefined || atom.partner === face.partner;
    return false;
  }
  switch (atom.t) {
    case 'colour':
      return face.colour === atom.colour;
    case 'resource':
      return face.resource === atom.resource;
    case 'partner':
      return false;
    case 'resourceCard':
      return true;
    case 'priority':
      return comparePriority(face.priority, atom.op, atom.value);
    case 'priorityIn':
      return atom.values.includes(face.priority);
    case 'parity':
      return (face.priority % 2 === 0) === (atom.parity === 'even');
  }
}

function comparePriority(priority: number, op: PriorityOp, value: number): boolean {
  switch (op) {
    case '=':
      return priority === value;
    case '<':
      return priority < value;
    case '>':
      return priority > value;
    case '<=':
      return priority <= value;
    case '>=':
      return priority >= value;
  }
}

export function matches(face: Face, predicate: Predicate): boolean {
  return predicate.every((atom) => atomHolds(face, atom));
}

export function countMatching(faces: readonly Face[], predicate: Predicate): number {
  return faces.filter((face) => matches(face, predicate)).length;
}

/** Cards that satisfy a binding demand: matching ones, and every partner card. */
export function countForDemand(faces: readonly Face[], predicate: Predicate): number {
  return faces.filter((face) => 'partner' in face || matches(face, predicate)).length;
}

/** Whether `faces` meet a binding demand (the server's judge of a counter-offer, which the
 *  client uses to say beforehand what it would refuse). */
export function meetsDemand(faces: readonly Face[], demand: Demand): boolean {
  return countForDemand(faces, demand.predicate) >= demand.count;
}

export function statementHolds(faces: readonly Face[], statement: Statement): boolean {
  if (statement.about === 'card') {
    const face = faces[statement.card];
    return face !== undefined && matches(face, statement.predicate);
  }
  const n = countMatching(faces, statement.predicate);
  switch (statement.quantifier) {
    case 'exactly':
      return n === statement.count;
    case 'atLeast':
      return n >= statement.count!;
    case 'atMost':
      return n <= statement.count!;
    case 'all':
      return n === faces.length;
    case 'none':
      return n === 0;
  }
}

export function declarationHolds(faces: readonly Face[], declaration: readonly Statement[]): boolean {
  return declaration.every((statement) => statementHolds(faces, statement));
}

/** Whether the statements only point at cards that exist in an offer of `size` cards and
 *  count no more cards than it holds. */
export function fitsOffer(declaration: readonly Statement[], size: number): boolean {
  return declaration.every((s) => (s.about === 'card' ? s.card < size : ('count' in s ? s.count : 0) <= size));
}

// ---- Schemas for input from the wire: each parses to a clean copy of the type above.

/** Lists of numbers where each may appear once (positions, priorities): zod has no check for
 *  that, so it is this one refinement. */
export function distinct<T extends z.ZodMiniType<number>>(item: T) {
  return z.array(item).check(z.refine((list) => new Set(list).size === list.length, 'each number may appear once'));
}

const Priority = z.int().check(z.minimum(1), z.maximum(PRIORITIES));

export const Atom = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('colour'), colour: z.enum(COLOURS) }),
  z.strictObject({ t: z.literal('resource'), resource: z.enum(RESOURCES) }),
  z.strictObject({ t: z.literal('partner'), partner: z.optional(z.enum(PARTNERS)) }),
  z.strictObject({ t: z.literal('resourceCard') }),
  z.strictObject({ t: z.literal('priority'), op: z.enum(PRIORITY_OPS), value: Priority }),
  // Sorted, so that equal sets of values read the same everywhere.
  z.strictObject({
    t: z.literal('priorityIn'),
    values: z.pipe(
      distinct(Priority).check(z.minLength(1)),
      z.transform((values) => values.sort((a, b) => a - b)),
    ),
  }),
  z.strictObject({ t: z.literal('parity'), parity: z.enum(['even', 'odd']) }),
]) satisfies z.ZodMiniType<Atom>;

export const Predicate = z.array(Atom).check(z.minLength(1), z.maxLength(MAX_ATOMS)) satisfies z.ZodMiniType<Predicate>;

export const Statement = z.discriminatedUnion('about', [
  z.strictObject({ about: z.literal('card'), card: z.int().check(z.minimum(0), z.maximum(MAX_OFFER - 1)), predicate: Predicate }),
  z.discriminatedUnion('quantifier', [
    z.strictObject({ about: z.literal('offer'), quantifier: z.enum(['all', 'none']), predicate: Predicate }),
    z.strictObject({
      about: z.literal('offer'),
      quantifier: z.enum(['exactly', 'atLeast', 'atMost']),
      count: z.int().check(z.minimum(0), z.maximum(MAX_OFFER)),
      predicate: Predicate,
    }),
  ]),
]);

export const Declaration = z.array(Statement).check(z.maxLength(MAX_STATEMENTS)) satisfies z.ZodMiniType<Statement[]>;

export const Demand = z.strictObject({
  count: z.int().check(z.minimum(1), z.maximum(MAX_OFFER)),
  predicate: Predicate,
}) satisfies z.ZodMiniType<Demand>;

export const Request = z.strictObject({ binding: z.boolean(), ...Demand.shape }) satisfies z.ZodMiniType<Request>;
