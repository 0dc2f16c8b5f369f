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

/** The keys of `T` that may be absent. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** `T` as the rules may give it: any list in it may be a read-only one. */
type Given<T> = T extends readonly (infer U)[] ? readonly Given<U>[] : T extends object ? { readonly [K in keyof T]: Given<T[K]> } : T;

/**
 * An event as a game's rules make it, typed by the game's wire schema of its events as a viewer
 * is told them (`Told`, `<game>/events.ts`): a field the schema requires is public, and one it
 * lets be absent may be public or in `secret`, since a secret reaches only the seats it is
 * addressed to. `forgets` is `eventFor`'s note, never the rules'; `forgottenAt` names the game's
 * own kinds. So an event the rules make is checked where it is made against what a client
 * decodes, and `GameEvent` is only the rules' events with their game erased.
 */
export type Made<Told extends { readonly type: string }> = MadeKind<Told, Told['type']>;

type MadeKind<Told, Kinds extends string> = Told extends { readonly type: string }
  ? Fields<Omit<Told, 'forgets'>> & { readonly secret?: Secret<Omit<Told, 'forgets'>, Kinds> }
  : never;

type Fields<T> = { readonly [K in Exclude<keyof T, OptionalKeys<T>>]: Given<T[K]> } & { readonly [K in OptionalKeys<T>]?: Given<T[K]> };

/** `to` and `forgottenAt` say whom the secret is for and until when: no field of an event may be called so. */
type Secret<T, Kinds extends string> = {
  readonly to: readonly Seat[];
  readonly forgottenAt?: readonly Kinds[];
} & { readonly [K in Exclude<OptionalKeys<T>, 'to' | 'forgottenAt'>]?: Given<T[K]> };

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
