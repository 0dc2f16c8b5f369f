/**
 * Structured declarations, demands and wishes (spec, "A turn", 1. Declaration).
 * Everything here works on faces, so the server's truth checks and the bots share it.
 */
import { isPlainObject } from '../core/plain';
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

export type Statement =
  /** About the offer as a whole; `count` is absent for 'all' and 'none'. */
  | { about: 'offer'; quantifier: Quantifier; count?: number; predicate: Predicate }
  /** About one pointed card: position `card` (from 0) in the offer. */
  | { about: 'card'; card: number; predicate: Predicate };

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
    case 'colour': return face.colour === atom.colour;
    case 'resource': return face.resource === atom.resource;
    case 'partner': return false;
    case 'resourceCard': return true;
    case 'priority': return comparePriority(face.priority, atom.op, atom.value);
    case 'priorityIn': return atom.values.includes(face.priority);
    case 'parity': return (face.priority % 2 === 0) === (atom.parity === 'even');
  }
}

function comparePriority(priority: number, op: PriorityOp, value: number): boolean {
  switch (op) {
    case '=': return priority === value;
    case '<': return priority < value;
    case '>': return priority > value;
    case '<=': return priority <= value;
    case '>=': return priority >= value;
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

export function statementHolds(faces: readonly Face[], statement: Statement): boolean {
  if (statement.about === 'card') {
    const face = faces[statement.card];
    return face !== undefined && matches(face, statement.predicate);
  }
  const n = countMatching(faces, statement.predicate);
  switch (statement.quantifier) {
    case 'exactly': return n === statement.count;
    case 'atLeast': return n >= statement.count!;
    case 'atMost': return n <= statement.count!;
    case 'all': return n === faces.length;
    case 'none': return n === 0;
  }
}

export function declarationHolds(faces: readonly Face[], declaration: readonly Statement[]): boolean {
  return declaration.every((statement) => statementHolds(faces, statement));
}

/** Whether the statements only point at cards that exist in an offer of `size` cards and
 *  count no more cards than it holds. */
export function fitsOffer(declaration: readonly Statement[], size: number): boolean {
  return declaration.every((s) => (s.about === 'card' ? s.card < size : (s.count ?? 0) <= size));
}

// ---- Shape checks for input from the wire. Each returns the cleaned value or an error sentence.

type Parsed<T> = T | { error: string };

export function isParseError(value: unknown): value is { error: string } {
  return isPlainObject(value) && typeof value.error === 'string' && Object.keys(value).length === 1;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function onlyKeys(raw: Record<string, unknown>, keys: readonly string[]): string | null {
  const extra = Object.keys(raw).find((key) => !keys.includes(key));
  return extra === undefined ? null : extra.slice(0, 40);
}

export function parseAtom(raw: unknown): Parsed<Atom> {
  const bad = { error: 'An atom is an object with "t" and its fields.' };
  if (!isPlainObject(raw) || typeof raw.t !== 'string') return bad;
  const keys: Record<string, readonly string[]> = {
    colour: ['t', 'colour'], resource: ['t', 'resource'], partner: ['t', 'partner'], resourceCard: ['t'],
    priority: ['t', 'op', 'value'], priorityIn: ['t', 'values'], parity: ['t', 'parity'],
  };
  const allowed = Object.hasOwn(keys, raw.t) ? keys[raw.t] : undefined;
  if (!allowed) return { error: `There is no predicate "${raw.t.slice(0, 40)}".` };
  const extra = onlyKeys(raw, allowed);
  if (extra !== null) return { error: `The predicate "${raw.t}" has no field "${extra}".` };
  switch (raw.t) {
    case 'colour':
      return (COLOURS as readonly unknown[]).includes(raw.colour) ? { t: 'colour', colour: raw.colour as Colour } : bad;
    case 'resource':
      return (RESOURCES as readonly unknown[]).includes(raw.resource) ? { t: 'resource', resource: raw.resource as Resource } : bad;
    case 'partner':
      if (raw.partner === undefined) return { t: 'partner' };
      return (PARTNERS as readonly unknown[]).includes(raw.partner) ? { t: 'partner', partner: raw.partner as PartnerKind } : bad;
    case 'resourceCard':
      return { t: 'resourceCard' };
    case 'priority':
      return (PRIORITY_OPS as readonly unknown[]).includes(raw.op) && isInt(raw.value, 1, PRIORITIES)
        ? { t: 'priority', op: raw.op as PriorityOp, value: raw.value } : bad;
    case 'priorityIn': {
      const values = raw.values;
      if (!Array.isArray(values) || values.length === 0 || values.length > PRIORITIES
        || !values.every((v) => isInt(v, 1, PRIORITIES)) || new Set(values).size !== values.length) return bad;
      return { t: 'priorityIn', values: [...(values as number[])].sort((a, b) => a - b) };
    }
    default:
      return raw.parity === 'even' || raw.parity === 'odd' ? { t: 'parity', parity: raw.parity } : bad;
  }
}

export function parsePredicate(raw: unknown): Parsed<Predicate> {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_ATOMS) {
    return { error: `A predicate is a list of 1 to ${MAX_ATOMS} atoms.` };
  }
  return parseEach(raw, parseAtom);
}

/** Every item parsed, or the first error. */
function parseEach<T>(items: readonly unknown[], parse: (item: unknown) => Parsed<T>): Parsed<T[]> {
  const parsed: T[] = [];
  for (const item of items) {
    const one = parse(item);
    if (isParseError(one)) return one;
    parsed.push(one);
  }
  return parsed;
}

const QUANTIFIERS: readonly Quantifier[] = ['exactly', 'atLeast', 'atMost', 'all', 'none'];

export function parseStatement(raw: unknown): Parsed<Statement> {
  if (!isPlainObject(raw)) return { error: 'A statement is an object.' };
  const predicate = parsePredicate(raw.predicate);
  if (isParseError(predicate)) return predicate;
  if (raw.about === 'card') {
    if (onlyKeys(raw, ['about', 'card', 'predicate']) !== null || !isInt(raw.card, 0, MAX_OFFER - 1)) {
      return { error: 'A statement about a card has "card" (0 to 2) and "predicate".' };
    }
    return { about: 'card', card: raw.card, predicate };
  }
  if (raw.about !== 'offer' || !QUANTIFIERS.includes(raw.quantifier as Quantifier)) {
    return { error: 'A statement is about "offer" (with a quantifier) or about a "card".' };
  }
  const quantifier = raw.quantifier as Quantifier;
  if (quantifier === 'all' || quantifier === 'none') {
    if (onlyKeys(raw, ['about', 'quantifier', 'predicate']) !== null) return { error: `"${quantifier}" takes no count.` };
    return { about: 'offer', quantifier, predicate };
  }
  if (onlyKeys(raw, ['about', 'quantifier', 'count', 'predicate']) !== null || !isInt(raw.count, 0, MAX_OFFER)) {
    return { error: `"${quantifier}" needs a count from 0 to ${MAX_OFFER}.` };
  }
  return { about: 'offer', quantifier, count: raw.count, predicate };
}

export function parseDeclaration(raw: unknown): Parsed<Statement[]> {
  if (!Array.isArray(raw) || raw.length > MAX_STATEMENTS) {
    return { error: `A declaration is a list of up to ${MAX_STATEMENTS} statements.` };
  }
  return parseEach(raw, parseStatement);
}

export function parseDemand(raw: unknown): Parsed<Demand> {
  if (!isPlainObject(raw) || onlyKeys(raw, ['count', 'predicate']) !== null || !isInt(raw.count, 1, MAX_OFFER)) {
    return { error: `A demand has "count" (1 to ${MAX_OFFER}) and "predicate".` };
  }
  const predicate = parsePredicate(raw.predicate);
  return isParseError(predicate) ? predicate : { count: raw.count, predicate };
}

export function parseRequest(raw: unknown): Parsed<Request> {
  if (!isPlainObject(raw) || typeof raw.binding !== 'boolean') return { error: 'A request has "binding" (true or false), "count" and "predicate".' };
  const { binding, ...rest } = raw;
  const demand = parseDemand(rest);
  return isParseError(demand) ? demand : { binding, ...demand };
}
