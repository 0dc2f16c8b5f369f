import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import {
  JoinRefusal,
  type BotLevel,
  type JoinRefusalName,
  type JoinRefused,
  type JoinTableRequest,
  type ParsedOptions,
} from '@dead-drop/shared';

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
export function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A create request as `authorize` parsed it, as plain data (it crosses to the room as the
 * creator's admission): the game by id, the options that game accepted.
 */
export interface CreateOrder {
  readonly game: string;
  /** As the game's `parseOptions` made them of what the creator sent. */
  readonly options: ParsedOptions;
  /** Seconds per decision on the turn clocks; 0: none. */
  readonly clock: number;
  /** Bots to seat beside the creator before the game starts at once; 0: a lobby opens. */
  readonly bots: number;
  /** How well they play. */
  readonly botLevel: BotLevel;
  /** "Learn to play": the table plays the game's tutorial (`findTutorial`). */
  readonly tutorial: boolean;
}

/** What a join may become; the creator's comes with the create request itself, parsed. */
export type Admission =
  | { readonly kind: 'creator'; readonly name: string; readonly order: CreateOrder }
  | { readonly kind: 'player'; readonly name: string; readonly formerKey?: string }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'reclaim'; readonly seatKey: string };

/** A refusal as plain data: it crosses processes (`remoteRoomCall`), where a thrown error would not. */
export type Refusal = JoinRefused;

export function refused(refusal: JoinRefusalName, message: string): Refusal {
  return { refusal, message };
}

export function isRefusal<T extends object>(value: T | Refusal): value is Refusal {
  return 'refusal' in value;
}

export function refusal({ refusal: name, message }: Refusal): ServerError {
  return new ServerError(JoinRefusal[name], message);
}

/**
 * What a join's secret lets it become at this table. Only the secrets are checked here;
 * the room then checks what its seats allow.
 */
export function admissionOf(options: JoinTableRequest, links: TableLinks): Admission | Refusal {
  if ('seatKey' in options) return { kind: 'reclaim', seatKey: options.seatKey };
  if ('invite' in options) {
    return sameSecret(options.invite, links.invite)
      ? { kind: 'player', name: options.name, ...(options.formerKey === undefined ? {} : { formerKey: options.formerKey }) }
      : refused('bad_link', 'This invitation link is not valid.');
  }
  // Whoever was invited to play may watch instead (when the table is full or started).
  return sameSecret(options.watch, links.watch) || sameSecret(options.watch, links.invite)
    ? { kind: 'spectator' }
    : refused('bad_link', 'This spectator link is not valid.');
}
