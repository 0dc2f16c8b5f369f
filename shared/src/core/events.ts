import type { Seat, Viewer } from './viewer';

/**
 * What happened, for the table log. The public part is for everyone; `secret` holds what
 * only the listed seats may learn (the value of a card they drew, a hand they were shown).
 * Games put nothing hidden anywhere else in an event, so one generic filter serves them all.
 */
export interface GameEvent {
  readonly type: string;
  readonly [field: string]: unknown;
  readonly secret?: { readonly to: readonly Seat[]; readonly [field: string]: unknown };
}

/** The event as `viewer` may see it: the public fields, plus the secret ones if addressed. */
export function eventFor(event: GameEvent, viewer: Viewer): Record<string, unknown> {
  const { secret, ...shown } = event;
  if (!secret || typeof viewer !== 'number' || !secret.to.includes(viewer)) return shown;
  const { to: _to, ...revealed } = secret;
  return { ...shown, ...revealed };
}
