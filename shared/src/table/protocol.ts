/**
 * The table's wire protocol: room names, message names and codes. The shapes of join
 * options and of every message a client sends are in `messages.ts`, as the schemas the
 * server parses them with; the server never accepts anything that is not described there.
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

/** Client → server messages. */
export const Msg = {
  act: 'act',
  start: 'start',
  /** Server → client: the refusal of a message sent without request/reply. */
  error: 'error',
  /** Server → client: every event so far, as this client may see them (`HistoryMessage`); on (re)join. */
  history: 'history',
  /** Server → client: the table's secrets this client may pass on. */
  links: 'links',
  /** Server → client, seated only: one's seat and the key that reclaims it. */
  seat: 'seat',
  /** Client → server: `ChatMessage` (seated players only). Server → everyone: a `ChatLine`. */
  chat: 'chat',
  /** Server → client: the table's recent `ChatLine`s; on (re)join. */
  chatLog: 'chatLog',
  /** Client → server, the host before the start: `{}` seats a bot in the lowest free seat. */
  addBot: 'addBot',
  /** Client → server, the host before the start: `RemoveBotMessage` frees a bot's seat. */
  removeBot: 'removeBot',
  /** Client → server, the host before the start: `BotLevelMessage` sets how well a bot plays (`SeatState.level`). */
  botLevel: 'botLevel',
  /** Server → client: `ClockMessage`, the server's time on (re)join, to read turn clocks by. */
  clock: 'clock',
  /**
   * Client → server, a seated person once the game is over: `{}` says they want a rematch
   * (`SeatState.rematch`). It starts when every person connected in a seat has said so: the
   * same seats (a bot plays for whoever left), a new seed, the next seat begins. Everyone then
   * gets a new `history` and `chatLog`; the finished game stays as a replay (`replayId`).
   */
  rematch: 'rematch',
  /**
   * Client → server, a seated person while the game runs: `{}` concedes. Of two players the
   * other wins (reason `conceded`); at a larger table a bot plays the seat from then on, its
   * key no longer takes it back, and the person is a spectator until they leave.
   */
  concede: 'concede',
  /**
   * Client → server, a seated person while the game runs: `AbandonMessage` votes to abandon
   * the game or withdraws the vote (`SeatState.abandon`). Once every person connected in a
   * seat agrees, the game ends with no winner (reason `abandoned`) and is kept for replay.
   */
  abandon: 'abandon',
  /**
   * Client → server, the host only: `SeatChoiceMessage` removes the person in that seat.
   * Before the start the seat is freed; during the game a bot plays it. Either way their seat
   * key stops working and their connection is closed. One removed before the start stays out:
   * an invite join with their former seat key (`formerKey`) is refused with `removed` until
   * the host lets them back (`letBack`); `TableState.keptOut` names them.
   */
  removePlayer: 'removePlayer',
  /** Client → server, the host only: `LetBackMessage` lets the person at that place of `TableState.keptOut` sit down again. */
  letBack: 'letBack',
  /** Client → server, the host only: `LockMessage`; a locked table takes no new spectators (`TableState.locked`). */
  lock: 'lock',
  /**
   * Client → server, the host only, while the game runs: `PauseMessage` stops or restarts the
   * turn clocks (`TableState.paused`). While paused nobody moves, bots neither, and nobody who
   * leaves is replaced by a stand-in until the game resumes.
   */
  pause: 'pause',
  /** Client → server, the host only: `SeatChoiceMessage` makes the person in that seat the host. */
  handHost: 'handHost',
  /**
   * Client → server, a seated person once the game is over: `PlayAgainMessage`, a new table
   * (of any game) they opened, whose lobby they are in: a table of this server, of the game
   * named, not started, whose invite seats someone now (else `bad_invitation`). Server → the other seated people:
   * `Invitation`, to follow them there (the client joins with the invite secret).
   */
  playAgain: 'playAgain',
  invitation: 'invitation',
  /**
   * Client → server, a person in a seat: `UndoMessage` takes back the seat's last move, when
   * `TableState.undoSeat` names that seat (the game's rules allow it: see
   * `GameDefinition.undoable`). `at` is the step the move made: anything since refuses it.
   */
  undo: 'undo',
} as const;

/**
 * Who plays a seat besides its person (`SeatState.bot`): nobody (''), a bot the host seated
 * (`bot`), or a bot standing in for a person who left (`standIn`) until they come back.
 */
export type SeatBot = '' | 'bot' | 'standIn';

/** What the table says of a seat in its log, woven in with the talk (see `ChatLine.note`). */
export type TableNote = 'standIn' | 'back' | 'timeout' | 'conceded' | 'removed' | 'abandoned' | 'paused' | 'resumed' | 'host' | 'undo';

/** The server's clock when it sent this: turn clocks' deadlines are in the server's time. */
export interface ClockMessage {
  now: number;
}

/**
 * A line of table talk, public to everyone at the table. `after` is how many game events
 * had happened when it was said, so a client can weave talk into its game log.
 */
export interface ChatLine {
  seat: number;
  name: string;
  /** What the seat said; empty for a note. */
  text: string;
  after: number;
  /** Set when the table, not the player, speaks of the seat: a bot took it over, the person
   *  came back, the seat's time ran out and its bot decided, or its person took back a move. */
  note?: TableNote;
}

/** A refusal, from the table or from the game: the same shape as a game's `RuleError`. */
export type TableError = RuleError;

export type Reply = { ok: true } | { ok: false; error: TableError };

export type { EventsBatch } from '../core/wire';

/** Seated clients get both secrets; spectators only `watch`. */
export interface LinksMessage {
  invite?: string;
  watch: string;
}

/**
 * Every event so far, as this client may see them (`Msg.history`), and the table's step they
 * are told up to: a batch of events in the state numbered above `at` is news the history does
 * not hold yet (the state can reach a joining client later than the history was made), one
 * numbered at or below it is in it already.
 */
export interface HistoryMessage {
  at: number;
  events: unknown[];
}

export interface SeatMessage {
  seat: number;
  seatKey: string;
}

/** Server → seated people after a game: someone of the group opened a new table, and invites them there. */
export interface Invitation {
  /** The seat that invites, in the finished game. */
  from: number;
  game: string;
  roomId: string;
  invite: string;
}

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
