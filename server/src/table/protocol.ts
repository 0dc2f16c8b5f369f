/**
 * The table's wire protocol: room names, join options, message names and payloads.
 * The client, the bots and the tests import these; the server never accepts anything
 * that is not described here.
 *
 * Joining
 * - `client.create(ROOM.table, CreateTableOptions)` makes a private table and seats its
 *   creator at seat 0 as host.
 * - `client.joinById(roomId, JoinTableOptions)` with `{ invite, name }` takes the next free
 *   seat, with `{ watch }` follows the table as a spectator (the invite secret works there
 *   too: an invited player finding the table full may watch), with `{ seatKey }` takes back
 *   one's own seat (after the reconnection window, or from another device).
 * - A refused join rejects with an error whose numeric `code` is one of `JoinRefusal`.
 * - On joining and on every reconnection a client gets `links`, `seat` (seated only) and
 *   `history`. Keep `room.reconnectionToken` to come back after a page reload
 *   (`client.reconnect(token)`), and the seat key for when that window has passed.
 *
 * Reading one's view
 * - Public table data is in `state` (game, phase, seats, min/max seats).
 * - Once the game has started, `state.shared` holds the public view (what a spectator sees)
 *   and `state.views` holds, for a seated client only, exactly one entry: its seat's overlay
 *   on the public view, keyed by `viewerKey(seat)`. `viewOf(shared, own)` rebuilds the view
 *   and `latestEvents(shared, own)` gives what the latest action did, as this client may
 *   see it (both in @dead-drop/shared).
 *
 * Acting
 * - `room.request(Msg.act, { action })` / `room.request(Msg.start, {})` resolve with a
 *   `Reply`: `{ ok: true }` or `{ ok: false, error }`. The same messages sent with
 *   `room.send` get their refusal as a `Msg.error` message instead.
 * - An accepted action reaches every client as one state patch: view and events together.
 *   The seat that acts is always the sender's own: an action cannot name one.
 */
import type { RuleError, Seat } from '@dead-drop/shared';

export const ROOM = { table: 'table', baseline: 'baseline', replay: 'replay' } as const;

export interface CreateTableOptions {
  game: string;
  name: string;
  /** Game options, checked by the game's `parseOptions`. */
  options?: unknown;
}

export type JoinTableOptions =
  | { invite: string; name: string }
  | { watch: string }
  | { seatKey: string };

/** Client → server messages. */
export const Msg = {
  act: 'act',
  start: 'start',
  /** Server → client: the refusal of a message sent without request/reply. */
  error: 'error',
  /** Server → client: every event so far, as this client may see them; on (re)join. */
  history: 'history',
  /** Server → client: the table's secrets this client may pass on. */
  links: 'links',
  /** Server → client, seated only: one's seat and the key that reclaims it. */
  seat: 'seat',
  /** Client → server: `ChatMessage` (seated players only). Server → everyone: a `ChatLine`. */
  chat: 'chat',
  /** Server → client: the table's recent `ChatLine`s; on (re)join. */
  chatLog: 'chatLog',
} as const;

/** The payload of `Msg.chat` from a client. */
export interface ChatMessage {
  text: string;
}

/**
 * A line of table talk, public to everyone at the table. `after` is how many game events
 * had happened when it was said, so a client can weave talk into its game log.
 */
export interface ChatLine {
  seat: number;
  name: string;
  text: string;
  after: number;
}

/** The payload of `Msg.act`: exactly this, the acting seat comes from the connection. */
export interface ActMessage {
  action: unknown;
}

/** A refusal, from the table or from the game: the same shape as a game's `RuleError`. */
export type TableError = RuleError;

export type Reply = { ok: true } | { ok: false; error: TableError };

export type { EventsBatch } from '@dead-drop/shared';

/** Seated clients get both secrets; spectators only `watch`. */
export interface LinksMessage {
  invite?: string;
  watch: string;
}

export interface SeatMessage {
  seat: number;
  seatKey: string;
}

/** Codes of refused actions and starts, beside the games' own `ErrorCode`s. */
export const TableErrorCode = {
  spectator: 'spectator',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  notStarted: 'not_started',
  gameStarted: 'game_started',
  notHost: 'not_host',
  notEnoughPlayers: 'not_enough_players',
  unknownMessage: 'unknown_message',
  badChat: 'bad_chat',
} as const;

/**
 * Codes of refused creates and joins. Numeric because Colyseus carries a number; a
 * refused create travels as the HTTP status of the matchmaking request, so they stay
 * within 4xx and clear of the codes Colyseus uses itself (52x).
 */
export const JoinRefusal = {
  bad_link: 461,
  table_full: 462,
  game_started: 463,
  unknown_game: 464,
  bad_options: 465,
  bad_name: 466,
  watchers_full: 467,
} as const;

export type JoinRefusalName = keyof typeof JoinRefusal;

export function joinRefusalName(code: number): JoinRefusalName | undefined {
  return (Object.keys(JoinRefusal) as JoinRefusalName[]).find((name) => JoinRefusal[name] === code);
}

export type TablePhase = 'lobby' | 'playing' | 'ended';

export function viewerKey(seat: Seat): string {
  return `seat:${seat}`;
}
