/**
 * Reading engine events for the table log, shared by every game's logText. Events reach
 * the client as plain JSON, already filtered for the viewer, so a field may be missing
 * (a secret not addressed to this viewer) or, from a newer server, of a shape we do not
 * know. Every reader returns undefined then, and the log falls back to a generic line.
 */
export type LogEvent = Record<string, unknown>;
export type Fields<F extends string> = Record<F, number>;

/** The named numeric fields of the event, or undefined when one is missing or not a number. */
export function fields<F extends string>(event: LogEvent, names: readonly F[]): Fields<F> | undefined {
  const found: Partial<Fields<F>> = {};
  for (const name of names) {
    const value = event[name];
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    found[name] = value;
  }
  return found as Fields<F>;
}

export function numberList(event: LogEvent, field: string): number[] | undefined {
  const value = event[field];
  return Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isFinite(v)) ? value : undefined;
}

/**
 * One sentence per event type from `table`, else `fallback`. Own properties only: an event
 * typed "toString" must not reach Object.prototype. A describer that throws on a shape it
 * did not expect also gets the fallback, since a log line must never break the table.
 */
export function describeBy<C>(
  table: Record<string, (event: LogEvent, ctx: C) => string | undefined>,
  event: LogEvent,
  ctx: C,
  fallback: () => string,
): string {
  const type = event.type;
  const describe = typeof type === 'string' && Object.hasOwn(table, type) ? table[type] : undefined;
  try {
    return describe?.(event, ctx) ?? fallback();
  } catch {
    return fallback();
  }
}
