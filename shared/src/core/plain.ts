/** Helpers for plain JSON-like data: game states, actions and views are all plain data. */

export function deepClone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(deepClone) as T;
  const out: Record<string, unknown> = {};
  // for-in rather than a key list: a state is cloned at every action (plain data has no
  // inherited enumerable keys).
  for (const key in value) out[key] = deepClone((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * `compute` remembered for each frozen key while the key lives: a game state or a part of one
 * (see `commitState`), which never changes once frozen. An unfrozen key, such as a state a
 * test is still arranging, is computed afresh every time and cannot go stale. The memory is
 * per key, not just the last one: a server interleaves a thousand tables, and the legal
 * actions and public view of a table's state are asked for again at its next action. The
 * result is frozen too, since every caller shares it.
 */
export function frozenMemo<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      value = compute(key);
      if (typeof value === 'object' && value !== null) Object.freeze(value);
      if (Object.isFrozen(key)) memo.set(key, value);
    }
    return value;
  };
}

/**
 * The state `apply` returns: `next`, a changed copy of `previous`, in which every part equal
 * to the same part of `previous` is that part, and which is frozen throughout. A state is then
 * new only along the paths an action changed, so (measured on Kompromat at 1,000 tables)
 * the garbage collector no longer copies a whole new state per action, and views built from
 * parts (see `frozenMemo`) share what did not change. Only frozen parts of `previous` are
 * shared, since only they are known never to change (a test may still arrange an unfrozen
 * state); freezing touches only the new parts.
 */
export function commitState<T extends object>(previous: T, next: T): T {
  return settle(previous, next) as T;
}

/** `after`'s part, or `before`'s when the two are equal and `before`'s is frozen. It runs
 *  over the whole state at every action, so primitives are compared in place. */
function settle(before: unknown, after: unknown): unknown {
  if (typeof after !== 'object' || after === null || Object.isFrozen(after)) return after;
  const old = typeof before === 'object' && before !== null && Object.isFrozen(before) ? before : null;
  let same: boolean;
  if (Array.isArray(after)) {
    const prev = Array.isArray(old) ? (old as unknown[]) : null;
    same = prev !== null && prev.length === after.length;
    for (let i = 0; i < after.length; i++) {
      const item: unknown = after[i];
      const kept = typeof item === 'object' && item !== null ? (after[i] = settle(prev?.[i], item)) : item;
      if (same && kept !== prev![i]) same = false;
    }
  } else {
    const prev = old !== null && !Array.isArray(old) ? (old as Record<string, unknown>) : null;
    const fresh = after as Record<string, unknown>;
    same = prev !== null;
    let keys = 0;
    for (const key in fresh) {
      keys++;
      const item = fresh[key];
      const kept = typeof item === 'object' && item !== null ? (fresh[key] = settle(prev?.[key], item)) : item;
      if (same && kept !== prev![key]) same = false;
    }
    if (same) {
      for (const _ in prev) keys--;
      same = keys === 0;
    }
  }
  return same ? old : Object.freeze(after);
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
