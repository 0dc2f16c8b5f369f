/** Helpers for plain JSON-like data: game states, actions and views are all plain data. */

export function deepClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(deepClone) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = deepClone((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * `compute` remembered for the last key it was asked about, when that key is frozen. A game
 * state is frozen once `apply` has made it, and is never changed after that; a state a test
 * is still arranging is not frozen, so it is computed afresh every time and cannot go stale.
 * One entry is enough: a server asks about one state for every viewer, then moves on. The
 * result is frozen too, since every caller shares it.
 */
export function frozenMemo<K extends object, V extends object>(compute: (key: K) => V): (key: K) => V {
  let lastKey: K | undefined;
  let lastValue: V | undefined;
  return (key) => {
    if (key === lastKey) return lastValue!;
    if (!Object.isFrozen(key)) return compute(key);
    lastValue = Object.freeze(compute(key));
    lastKey = key;
    return lastValue;
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
  const keys = Object.keys(x);
  let fields = 0;
  for (const key of keys) {
    if (x[key] === undefined) continue;
    if (x[key] !== y[key]) return false;
    fields++;
  }
  for (const key of Object.keys(y)) if (y[key] !== undefined) fields--;
  return fields === 0;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
