import { ALL_CARDS, type ReplayViewer, type Seat } from './viewer';

/**
 * What happened, for the table log. The public part is for everyone; `secret` holds what
 * only the listed seats may learn (the value of a card they drew, a hand they were shown).
 * Games put nothing hidden anywhere else in an event, so one generic filter serves them all.
 */
export interface GameEvent {
  readonly type: string;
  readonly [field: string]: unknown;
  readonly secret?: {
    readonly to: readonly Seat[];
    /**
     * A secret the seat knows only for a while (Kompromat's own face-down cards, until the
     * turn is over): it is forgotten at the next event of one of these types, in the log too.
     */
    readonly forgottenAt?: readonly string[];
    readonly [field: string]: unknown;
  };
}

/** How an event, as a seat was told it, says which of its fields that seat will forget, and when. */
export interface Forgetting {
  readonly at: readonly string[];
  readonly fields: readonly string[];
}

/**
 * The event as `viewer` may see it: the public fields, plus the secret ones if addressed.
 * A replay with every card face up (`ALL_CARDS`) is told every secret and forgets none.
 */
export function eventFor(event: GameEvent, viewer: ReplayViewer): Record<string, unknown> {
  const { secret, ...shown } = event;
  if (!secret || !toldTo(secret.to, viewer)) return shown;
  const { to: _to, forgottenAt, ...revealed } = secret;
  if (!forgottenAt || viewer === ALL_CARDS) return { ...shown, ...revealed };
  const forgets: Forgetting = { at: forgottenAt, fields: Object.keys(revealed) };
  return { ...shown, ...revealed, forgets };
}

/** Whether `viewer` learns a secret addressed to the seats `to`. */
function toldTo(to: readonly Seat[], viewer: ReplayViewer): boolean {
  return viewer === ALL_CARDS || (typeof viewer === 'number' && to.includes(viewer));
}

/**
 * A log as its viewer may read it now: each secret the viewer has forgotten since (an event of
 * a type it is forgotten at came later) is taken out again. The server sends history this way,
 * and the client reads its log this way as new events arrive.
 */
export function forgetSpent(events: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const later = new Set<unknown>();
  const kept = [...events];
  for (let i = kept.length - 1; i >= 0; i--) {
    const event = kept[i]!;
    const forgets = event.forgets as Forgetting | undefined;
    if (forgets?.at.some((type) => later.has(type))) {
      const { forgets: _spent, ...rest } = event;
      for (const field of forgets.fields) delete rest[field];
      kept[i] = rest;
    }
    later.add(event.type);
  }
  return kept;
}
