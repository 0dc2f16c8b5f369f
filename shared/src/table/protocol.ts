/**
 * The table's wire protocol: room names and codes. Its messages, either way, are declared
 * once in `messageTable.ts`; the shapes of join options and of the payloads a client sends are
 * in `messages.ts`, as the schemas the server parses them with: the server never accepts
 * anything that is not described there.
 *
 * Joining
 * - `client.create(ROOM.table, CreateTableOptions)` makes a private table and seats its
 *   creator at seat 0 as host.
 * - `client.joinById(roomId, JoinTableOptions)` with `{ invite, name }` (and `formerKey`, the
 *   seat key this browser last held at the table, if any) takes the next free
 *   seat, with `{ watch }` follows the table as a spectator (the invite secret works there
 *   too: an invited player finding the table full may watch), with `{ seatKey }` takes back
 *   one's own seat (after the reconnection window, or from another device).
 * - A refused join rejects with an error whose numeric `code` is one of `JoinRefusal`.
 * - The server may close a connection with a `TableCloseCode` (idle table, garbage sent,
 *   too many connections from one address); a client should not reconnect then.
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
 * - `room.request(Msg.act, { action, at })` / `room.request(Msg.start, {})` resolve with a
 *   `Reply`: `{ ok: true }` or `{ ok: false, error }`. The same messages sent with
 *   `room.send` get their refusal as a `Msg.error` message instead.
 * - An accepted action reaches every client as one state patch: view and events together.
 *   The seat that acts is always the sender's own: an action cannot name one. `at` is the
 *   `state.step` the action was chosen from; once the table has moved past it, the action is
 *   refused as `stale_action` (a double tap sends one action, not two).
 */
import type { RuleError } from '../core/errors';
import type { ReplayViewer, Seat } from '../core/viewer';

export const ROOM = { table: 'table' } as const;

/**
 * Who plays a seat besides its person (`SeatState.bot`): nobody (''), a bot the host seated
 * (`bot`), or a bot standing in for a person who left (`standIn`) until they come back.
 */
export type SeatBot = '' | 'bot' | 'standIn';

/** What the table says of a seat in its log, woven in with the talk (see `ChatLine.note`). */
export const TABLE_NOTES = ['standIn', 'back', 'timeout', 'conceded', 'removed', 'abandoned', 'paused', 'resumed', 'host', 'undo'] as const;
export type TableNote = (typeof TABLE_NOTES)[number];

/** A refusal, from the table or from the game: the same shape as a game's `RuleError`. */
export type TableError = RuleError;

export type Reply = { ok: true } | { ok: false; error: TableError };

export type { EventsBatch } from '../core/wire';

/** Codes of refused actions and starts, beside the games' own `ErrorCode`s. */
export const TableErrorCode = {
  spectator: 'spectator',
  rateLimited: 'rate_limited',
  /** Chat lines faster than the table can read: the line was not said (the client keeps it to send again). */
  chatRateLimited: 'chat_rate_limited',
  payloadTooLarge: 'payload_too_large',
  notStarted: 'not_started',
  /** An action chosen from a state that is gone: the table moved on since (see `ActMessage.at`). */
  staleAction: 'stale_action',
  /** At a tutorial table, while its script lasts: not the move the coach asks for (see `TableState.tutorial`). */
  tutorialStep: 'tutorial_step',
  gameStarted: 'game_started',
  notHost: 'not_host',
  notEnoughPlayers: 'not_enough_players',
  /** No free seat for a bot, or the seat named holds no bot. */
  noSeat: 'no_seat',
  /** A rematch asked for before the game is over. */
  notOver: 'not_over',
  /** Concede, abandon or pause asked for when no game runs. */
  notPlaying: 'not_playing',
  /** The game is paused: nobody moves until the host resumes it. */
  paused: 'paused',
  /** The seat named holds no person who could be removed or made host. */
  noPerson: 'no_person',
  /** "Play again" named no new lobby of a game on this server that its invite seats someone at. */
  badInvitation: 'bad_invitation',
  unknownMessage: 'unknown_message',
  /** A known message whose payload has the wrong shape. */
  badMessage: 'bad_message',
  badChat: 'bad_chat',
  /** The server failed on a message: a bug of ours, logged; the table goes on. */
  internal: 'internal_error',
  /**
   * The table's store refused a write (a full disk): nothing was done, and the table accepts
   * nothing until a write passes again (`TableState.storeFailing`); then it goes on by itself.
   */
  storeFailed: 'store_failed',
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
  /** This address opened tables too fast. */
  too_many_tables: 468,
  /** The server holds as many tables as it may. */
  server_full: 469,
  /** This address holds as many connections as it may. */
  too_many_connections: 470,
  /** Join or create options of the wrong shape. */
  bad_request: 471,
  /** A request body over the limit (`MAX_BODY_BYTES`). */
  request_too_large: 472,
  /** The table could not be brought back after a restart (its log no longer replays). */
  table_lost: 473,
  /** The host locked the table: it takes no new spectators. */
  table_locked: 474,
  /** The host removed this person (known by their former seat key) from the lobby and has not let them back. */
  removed: 475,
} as const;

export type JoinRefusalName = keyof typeof JoinRefusal;

/** A refused create or join as plain data, before it becomes the error the client gets. */
export interface JoinRefused {
  readonly refusal: JoinRefusalName;
  readonly message: string;
}

export function joinRefusalName(code: number): JoinRefusalName | undefined {
  return (Object.keys(JoinRefusal) as JoinRefusalName[]).find((name) => JoinRefusal[name] === code);
}

/**
 * Why the server closed a connection, as its websocket close code (4000-4999 are free for
 * applications; Colyseus uses 4000-4010). A client should not reconnect after these.
 */
export const TableCloseCode = {
  /** Nobody in a seat was connected for the idle limit: the table is gone. */
  idle: 4401,
  /** The connection kept sending messages that are not valid. */
  garbage: 4402,
  /** The address already holds as many connections as it may. */
  tooManyConnections: 4403,
  /** The seat's person conceded at a larger table, or the host removed them: they have no seat here any more. */
  removed: 4404,
  /** The seat moved to another device by a one-time link: that device holds it, with a new key. */
  moved: 4405,
  /** The lobby's game was not started within the server's time for a lobby (`LOBBY_SECONDS`): the table is gone. */
  lobbyExpired: 4406,
} as const;

export type TablePhase = 'lobby' | 'playing' | 'ended';

/**
 * The id a finished game is replayed by: its table's room id and its number at that table
 * (`TableState.round`; a rematch is the next one). `POST /api/replay/<id>` with the body
 * `{"watch": <spectator secret>, "viewer": <seat, "spectator" or "all">}` answers a `ReplayData` once that game is over
 * (`all`: every card face up, see `GameDefinition.openView`).
 */
export function replayId(roomId: string, round: number): string {
  return `${roomId}-g${round}`;
}

/** The table a replay id names (see `replayId`). */
export function replayTable(id: string): string {
  return id.replace(/-g\d+$/, '');
}

/** A finished game as one viewer saw it (or with every card face up), step by step:
 *  `views[0]` before the first action, `views[i]` after action i, which `events[i - 1]` tell
 *  (as that viewer was told). */
export interface ReplayData {
  game: string;
  names: string[];
  viewer: ReplayViewer;
  views: unknown[];
  events: unknown[][];
}

export function viewerKey(seat: Seat): string {
  return `seat:${seat}`;
}
