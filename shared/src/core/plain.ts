/** Helpers for plain JSON-like data: game states, actions and views are all plain data. */

export function deepClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return (holdsObjects(value) ? value.map(deepClone) : value.slice()) as T;
  const out: Record<string, unknown> = {};
  // for-in rather than a key list: a state is cloned at every action (plain data has no
  // inherited enumerable keys).
  for (const key in value) out[key] = deepClone((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Decks and piles are lists of numbers: copying them whole costs one call, not one per card. */
function holdsObjects(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (typeof list[i] === 'object' && list[i] !== null) return true;
  return false;
}

/** Where a committed state keeps what `stateMemo`s worked out from it. */
const MEMOS = Symbol('memos');

type Memos = Record<symbol, object>;

/**
 * Freezes a new state, as a promise that it no longer changes, and gives it a place for what
 * `stateMemo`s work out from it. Only its top is frozen: freezing every part would cost more
 * than the work it saves. That place is a hidden property, which copies and JSON leave behind.
 */
export function commitState<T extends object>(state: T): Readonly<T> {
  Object.defineProperty(state, MEMOS, { value: {} satisfies Memos });
  return Object.freeze(state);
}

/**
 * `compute` remembered on each committed state (see `commitState`) while the state lives. Any
 * other key, such as a state a test is still arranging, is computed afresh every time and
 * cannot go stale. Every live state keeps its own, not just the last one asked: a server
 * interleaves a thousand tables, and a table's legal actions are asked for again when its
 * next action is checked (measured under load: 10 µs per action, then 2). They live on the
 * state rather than in a WeakMap, whose entry for every state of every table is more for the
 * garbage collector to trace. The result is frozen too, since every caller shares it.
 */
export function stateMemo<K extends object, V extends object>(compute: (key: K) => V): (key: K) => V {
  const slot = Symbol(compute.name);
  return (key) => {
    const memos = (key as { [MEMOS]?: Memos })[MEMOS];
    const known = memos?.[slot];
    if (known) return known as V;
    const value = Object.freeze(compute(key));
    if (memos) memos[slot] = value;
    return value;
  };
}

/** JSON with sorted object keys, so that equal data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/**
 * Whether two flat records (an action, a card: primitives only) hold the same fields and
 * values. An undefined field counts as absent, as in JSON. It runs for every card of every
 * view at every action, so it counts fields rather than building filtered lists.
 */
export function sameFlatRecord(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // for-in rather than key lists, which would be garbage at every comparison.
  let fields = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    if (x[key] !== y[key]) return false;
    fields++;
  }
  for (const key in y) if (y[key] !== undefined) fields--;
  return fields === 0;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
