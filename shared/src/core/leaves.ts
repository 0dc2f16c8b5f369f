/**
 * A view as a flat map of `path → encoded value`, the form in which it travels.
 *
 * The server keeps one such map per viewer in a Colyseus MapSchema, so a change to one card
 * sends one entry rather than the whole view, and no game needs schema classes of its own.
 * Containers are entries too ('{' or '['), so empty objects and arrays survive the trip.
 * An object or array that holds only primitives (a card, an action) is one entry, its JSON:
 * it changes as a whole, and fewer entries cost the server less memory and time.
 * Paths are positional (`missions.0.sides.1.cards.2`): a hidden card has no entry that
 * could identify it, only its place.
 */
export type Leaves = Map<string, string>;

const OBJECT = '{';
const ARRAY = '[';

export function toLeaves(value: unknown, out: Leaves = new Map(), path = ''): Leaves {
  const kind = kindOf(value, path !== '');
  if (kind === 'flat' || kind === 'leaf') {
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
  walk(before, after, '', changes);
  return changes;
}

function walk(before: unknown, after: unknown, path: string, changes: LeafChanges): void {
  const kind = kindOf(after, path !== '');
  if (before === undefined || after === undefined || kindOf(before, path !== '') !== kind) {
    if (before !== undefined) for (const stale of toLeaves(before, new Map(), path).keys()) changes.remove.push(stale);
    if (after !== undefined) for (const entry of toLeaves(after, new Map(), path)) changes.set.push(entry);
    return;
  }
  if (kind === 'leaf') {
    if (before !== after) changes.set.push([path, JSON.stringify(after)]);
  } else if (kind === 'flat') {
    if (!shallowEqual(before as Record<string, unknown>, after as Record<string, unknown>)) {
      changes.set.push([path, JSON.stringify(after)]);
    }
  } else if (kind === 'array') {
    const old = before as unknown[];
    const next = after as unknown[];
    const length = Math.max(old.length, next.length);
    for (let i = 0; i < length; i++) walk(old[i], next[i], path ? `${path}.${i}` : String(i), changes);
  } else {
    const old = before as Record<string, unknown>;
    const next = after as Record<string, unknown>;
    for (const key of Object.keys(next)) walk(old[key], next[key], path ? `${path}.${key}` : key, changes);
    for (const key of Object.keys(old)) if (!(key in next)) walk(old[key], undefined, path ? `${path}.${key}` : key, changes);
  }
}

/** How a value is stored: one entry ('leaf', 'flat') or a container of entries. The root
 *  is always a container. */
function kindOf(value: unknown, belowRoot: boolean): 'leaf' | 'flat' | 'array' | 'object' {
  if (typeof value !== 'object' || value === null) return 'leaf';
  if (belowRoot && holdsOnlyPrimitives(value)) return 'flat';
  return Array.isArray(value) ? 'array' : 'object';
}

function holdsOnlyPrimitives(value: object): boolean {
  return Object.values(value).every((child) => typeof child !== 'object' || child === null);
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(b);
  if (Object.keys(a).length !== keys.length) return false;
  return keys.every((key) => a[key] === b[key]);
}
