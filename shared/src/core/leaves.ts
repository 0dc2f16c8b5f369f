/**
 * A view as a flat map of `path → encoded value`, the form in which it travels.
 *
 * The server keeps one such map per viewer in a Colyseus MapSchema, so a change to one card
 * sends one entry rather than the whole view, and no game needs schema classes of its own.
 * Containers are entries too ('{' or '['), so empty objects and arrays survive the trip.
 * Paths are positional (`missions.0.sides.1.cards.2.rank`): a hidden card has no entry
 * that could identify it, only its place.
 */
export type Leaves = Map<string, string>;

const OBJECT = '{';
const ARRAY = '[';

export function toLeaves(value: unknown, out: Leaves = new Map(), path = ''): Leaves {
  if (Array.isArray(value)) {
    if (path) out.set(path, ARRAY);
    for (let i = 0; i < value.length; i++) toLeaves(value[i], out, path ? `${path}.${i}` : String(i));
  } else if (typeof value === 'object' && value !== null) {
    if (path) out.set(path, OBJECT);
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined) continue;
      if (key.includes('.')) throw new Error(`view key "${key}" may not contain a dot`);
      toLeaves(child, out, path ? `${path}.${key}` : key);
    }
  } else {
    out.set(path, JSON.stringify(value));
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
  if (before === undefined || after === undefined || kindOf(before) !== kindOf(after)) {
    if (before !== undefined) for (const stale of toLeaves(before, new Map(), path).keys()) changes.remove.push(stale);
    if (after !== undefined) for (const entry of toLeaves(after, new Map(), path)) changes.set.push(entry);
    return;
  }
  if (Array.isArray(after)) {
    const old = before as unknown[];
    const length = Math.max(old.length, after.length);
    for (let i = 0; i < length; i++) walk(old[i], after[i], path ? `${path}.${i}` : String(i), changes);
  } else if (typeof after === 'object' && after !== null) {
    const old = before as Record<string, unknown>;
    const next = after as Record<string, unknown>;
    for (const key of Object.keys(next)) walk(old[key], next[key], path ? `${path}.${key}` : key, changes);
    for (const key of Object.keys(old)) if (!(key in next)) walk(old[key], undefined, path ? `${path}.${key}` : key, changes);
  } else if (before !== after) {
    changes.set.push([path, JSON.stringify(after)]);
  }
}

function kindOf(value: unknown): 'array' | 'object' | 'leaf' {
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' && value !== null ? 'object' : 'leaf';
}
