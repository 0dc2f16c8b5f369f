/**
 * A view as a flat map of `path → encoded value`, the form in which it travels.
 *
 * The server keeps one such map per viewer in a Colyseus MapSchema, so a change to one card
 * sends one entry rather than the whole view, and no game needs schema classes of its own.
 * Containers are entries too ('{' or '['), so empty objects and arrays survive the trip.
 * An object or array that holds only primitives (a card, an action) is one entry, its JSON:
 * it changes as a whole, and fewer entries cost the server less memory and time. So is a
 * value the view marks whole (`asOneEntry`), such as a declaration with its predicates. A null
 * does not count as a primitive there: it usually stands where an object will come (an
 * offer, a drawn card), and an entry that flipped between one leaf and a container would
 * resend all its fields each time (measured: 7 % fewer bytes for Kompromat, 15 % for Mata Hari).
 * Paths are positional (`missions.0.sides.1.cards.2`): a hidden card has no entry that
 * could identify it, only its place.
 */
import { sameFlatRecord } from './plain';

export type Leaves = Map<string, string>;

const OBJECT = '{';
const ARRAY = '[';

export function toLeaves(value: unknown, out: Leaves = new Map(), path = ''): Leaves {
  const kind = kindOf(value, path !== '');
  if (isEntry(kind)) {
    out.set(path, JSON.stringify(value));
  } else if (kind === 'array') {
    if (path) out.set(path, ARRAY);
    for (let i = 0; i < (value as unknown[]).length; i++) toLeaves((value as unknown[])[i], out, path ? `${path}.${i}` : String(i));
  } else {
    if (path) out.set(path, OBJECT);
    for (const key of Object.keys(value as object)) {
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined) continue;
      if (key.includes('.')) throw new Error(`view key "${key}" may not contain a dot`);
      toLeaves(child, out, path ? `${path}.${key}` : key);
    }
  }
  return out;
}

/** Rebuilds the view from its entries, in any order. */
export function fromLeaves(entries: Iterable<readonly [string, string]>): Record<string, unknown> {
  const byPath = new Map(entries);
  const root: Record<string, unknown> = {};
  const containers = new Map<string, Record<string, unknown> | unknown[]>([['', root]]);

  const containerAt = (path: string): Record<string, unknown> | unknown[] => {
    const known = containers.get(path);
    if (known) return known;
    const made = byPath.get(path) === ARRAY ? [] : {};
    containers.set(path, made);
    const cut = path.lastIndexOf('.');
    const parent = containerAt(cut < 0 ? '' : path.slice(0, cut));
    setChild(parent, cut < 0 ? path : path.slice(cut + 1), made);
    return made;
  };

  for (const [path, encoded] of byPath) {
    if (encoded === OBJECT || encoded === ARRAY) {
      containerAt(path);
      continue;
    }
    const cut = path.lastIndexOf('.');
    const parent = containerAt(cut < 0 ? '' : path.slice(0, cut));
    setChild(parent, cut < 0 ? path : path.slice(cut + 1), JSON.parse(encoded));
  }
  return root;
}

function setChild(parent: Record<string, unknown> | unknown[], key: string, value: unknown): void {
  if (Array.isArray(parent)) parent[Number(key)] = value;
  else parent[key] = value;
}

export interface LeafChanges {
  set: [string, string][];
  remove: string[];
}

/**
 * The leaf entries to delete, then to set, that turn the leaves of view `before` into those
 * of view `after`. It walks both views together and builds paths only where they differ:
 * after an action most of a view is unchanged, and this runs for every viewer.
 */
export function diffViews(before: unknown, after: unknown): LeafChanges {
  const changes: LeafChanges = { set: [], remove: [] };
  walk(before, after, [], changes);
  return changes;
}

/** `at` is the path as segments, joined only where something changed: most of a view is
 *  unchanged, and a path string for every node visited would be garbage at every action. */
function walk(before: unknown, after: unknown, at: string[], changes: LeafChanges): void {
  // Views are never changed in place, so the same object twice (a card from the game's
  // constants, say) holds the same leaves.
  if (before === after) return;
  const belowRoot = at.length > 0;
  const kind = kindOf(after, belowRoot);
  const kindBefore = before === undefined ? undefined : kindOf(before, belowRoot);
  if (after === undefined || kindBefore !== kind) {
    replace(before, kindBefore, after, kind, at.join('.'), changes);
    return;
  }
  if (isEntry(kind)) {
    // `before !== after` already holds; a flat record or a whole value may still be equal.
    if (kind === 'leaf' || !sameEntry(before as object, after as object)) changes.set.push([at.join('.'), JSON.stringify(after)]);
  } else if (kind === 'array') {
    const old = before as unknown[];
    const next = after as unknown[];
    const length = Math.max(old.length, next.length);
    for (let i = 0; i < length; i++) {
      if (old[i] === next[i]) continue;
      at.push(String(i));
      walk(old[i], next[i], at, changes);
      at.pop();
    }
  } else {
    // for-in rather than key lists: this visits every changed container of every view.
    const old = before as Record<string, unknown>;
    const next = after as Record<string, unknown>;
    for (const key in next) {
      if (old[key] === next[key]) continue;
      at.push(key);
      walk(old[key], next[key], at, changes);
      at.pop();
    }
    for (const key in old) {
      if (key in next) continue;
      at.push(key);
      walk(old[key], undefined, at, changes);
      at.pop();
    }
  }
}

/** A value that came, went or changed kind at `path`: its entries replace the old ones. */
function replace(before: unknown, kindBefore: Kind | undefined, after: unknown, kind: Kind, path: string, changes: LeafChanges): void {
  // The usual cases, a card dealt or taken and a null becoming a value, are one entry for at
  // most one other: no need to list both sides' entries.
  const oneBefore = kindBefore === undefined || isEntry(kindBefore);
  if (after !== undefined && isEntry(kind) && oneBefore) {
    changes.set.push([path, JSON.stringify(after)]);
    return;
  }
  if (after === undefined && oneBefore) {
    changes.remove.push(path);
    return;
  }
  const fresh = after === undefined ? new Map<string, string>() : toLeaves(after, new Map(), path);
  // A path that is set again needs no deletion first.
  if (before !== undefined) for (const stale of toLeaves(before, new Map(), path).keys()) if (!fresh.has(stale)) changes.remove.push(stale);
  for (const entry of fresh) changes.set.push(entry);
}

/** Marks a whole value on the value itself: a property read is cheaper than a lookup in a
 *  set of every whole value of every table, and this is asked of each container compared. */
const WHOLE = Symbol('one entry');

/**
 * Marks a part of a view as one entry, like a flat record, although it holds records or
 * lists: a value that only ever changes whole (a declaration, an offer, a hand kept sorted).
 * As a container it would cost an entry per field, each with its own long path, to write on
 * the server and to decode in every client at every change (measured on Mata Hari at 5
 * seats: 53 entry changes per action reach the clients instead of 135). Returns the value,
 * for use inside a view.
 */
export function asOneEntry<T extends object | null>(value: T): T {
  // Mark before freezing: a frozen value takes no mark.
  if (value && !isWhole(value)) Object.defineProperty(value, WHOLE, { value: true });
  return value;
}

function isWhole(value: object): boolean {
  return (value as { [WHOLE]?: true })[WHOLE] === true;
}

/** How a value is stored: one entry ('leaf', 'flat') or a container of entries. The root
 *  is always a container. */
type Kind = 'leaf' | 'flat' | 'array' | 'object';

function isEntry(kind: Kind): boolean {
  return kind === 'leaf' || kind === 'flat';
}

function kindOf(value: unknown, belowRoot: boolean): Kind {
  if (typeof value !== 'object' || value === null) return 'leaf';
  if (belowRoot && (isWhole(value) || holdsOnlyPrimitives(value))) return 'flat';
  return Array.isArray(value) ? 'array' : 'object';
}

/** Whether two values stored as one entry (flat records, whole values) encode the same. */
function sameEntry(before: object, after: object): boolean {
  return isWhole(after) ? JSON.stringify(before) === JSON.stringify(after) : sameFlatRecord(before, after);
}

function holdsOnlyPrimitives(value: object): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (typeof value[i] === 'object') return false;
    return true;
  }
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (typeof child === 'object') return false;
  }
  return true;
}

/** In an overlay, the value that deletes a public entry from a seat's view. */
export const REMOVED = '';

/**
 * What a seat's view adds to, changes in or removes from the public view, as entries to lay
 * over the public ones. Every view starts from the public view (what a spectator sees), so a
 * seat is sent the public entries once for everybody and only its own differences apart.
 */
export function overlayOf(publicView: unknown, ownView: unknown): Leaves {
  const { set, remove } = diffViews(publicView, ownView);
  const overlay: Leaves = new Map();
  for (const path of remove) overlay.set(path, REMOVED);
  for (const [path, value] of set) overlay.set(path, value);
  return overlay;
}

/**
 * Whether the list at `path` holds anything, read from entries without rebuilding the view:
 * a list sent whole is one entry, any other has an entry per item. In a seat's overlay a list
 * equal to the public one has no entry at all.
 */
export function listHasItems(entries: ReadonlyMap<string, string>, path: string): boolean {
  const whole = entries.get(path);
  if (whole !== undefined && whole !== ARRAY && whole !== REMOVED) return whole !== '[]';
  const first = entries.get(`${path}.0`);
  return first !== undefined && first !== REMOVED;
}

/** A seat's entries: the public ones with its overlay laid on top. */
export function withOverlay(publicEntries: Iterable<readonly [string, string]>, overlay: Iterable<readonly [string, string]>): Leaves {
  const merged: Leaves = new Map(publicEntries);
  for (const [path, value] of overlay) {
    if (value === REMOVED) merged.delete(path);
    else merged.set(path, value);
  }
  return merged;
}

/** The entries to set and to delete to turn one set of entries into another. */
export function diffLeaves(before: Leaves, after: Leaves): LeafChanges {
  const set: [string, string][] = [];
  const remove: string[] = [];
  for (const [path, value] of after) if (before.get(path) !== value) set.push([path, value]);
  for (const path of before.keys()) if (!after.has(path)) remove.push(path);
  return { set, remove };
}
