import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import { isPlainObject } from '@dead-drop/shared';
import { JoinRefusal, type JoinRefusalName } from './protocol';
import { displayName, MAX_NAME_LENGTH } from './names';

/** The two secrets of a table: one seats people, the other only lets them watch. */
export interface TableLinks {
  readonly invite: string;
  readonly watch: string;
}

export function newSecret(): string {
  return randomBytes(18).toString('base64url');
}

export function newLinks(): TableLinks {
  const invite = newSecret();
  let watch = newSecret();
  while (watch === invite) watch = newSecret();
  return { invite, watch };
}

/** Constant-time, so response times say nothing about how much of a guess was right. */
export function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type Admission =
  | { readonly kind: 'creator'; readonly name: string }
  | { readonly kind: 'player'; readonly name: string }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'reclaim'; readonly seatKey: string };

export function refusal(name: JoinRefusalName, message: string): ServerError {
  return new ServerError(JoinRefusal[name], message);
}

/**
 * Decides from a join's options what it may become, or throws the refusal. The creator
 * is the first client to arrive at a new table, with the create options: until then
 * only the creator knows the room id, so it needs no secret.
 */
export function admit(options: unknown, links: TableLinks, awaitingCreator: boolean): Admission {
  const given = isPlainObject(options) ? options : {};
  if (given.seatKey !== undefined) {
    if (typeof given.seatKey !== 'string') throw refusal('bad_link', 'This seat key is not valid.');
    return { kind: 'reclaim', seatKey: given.seatKey };
  }
  if (given.invite !== undefined) {
    if (!sameSecret(given.invite, links.invite)) throw refusal('bad_link', 'This invitation link is not valid.');
    return { kind: 'player', name: nameOrRefuse(given.name) };
  }
  if (given.watch !== undefined) {
    // Whoever was invited to play may watch instead (when the table is full or started).
    const either = sameSecret(given.watch, links.watch) || sameSecret(given.watch, links.invite);
    if (!either) throw refusal('bad_link', 'This spectator link is not valid.');
    return { kind: 'spectator' };
  }
  if (awaitingCreator) return { kind: 'creator', name: nameOrRefuse(given.name) };
  throw refusal('bad_link', 'A table can only be joined through its invitation or spectator link.');
}

export function nameOrRefuse(raw: unknown): string {
  const name = displayName(raw);
  if (name === null) throw refusal('bad_name', `Pick a name of 1 to ${MAX_NAME_LENGTH} characters.`);
  return name;
}
