/**
 * The table's messages, each declared once: `ToServer` (a client to its table) and `ToClient`
 * (a table to its clients), name by name, with the schema of its payload. Everything else is
 * derived from these two maps: the names (`Msg`), the list the server's guard lets through
 * and the table's handlers (`TO_SERVER`), the payload types a client may send and the server
 * reads, and the types of what a client is told. Adding a message is one entry here and its
 * handler in the table, which the compiler asks for (see docs/architecture.md, "Protocol").
 */
import * as z from 'zod/mini';
import { ErrorCode } from '../core/errors';
import {
  AbandonMessage,
  ActMessage,
  BotLevelMessage,
  ChatMessage,
  LetBackMessage,
  LockMessage,
  PauseMessage,
  PlayAgainMessage,
  SeatChoiceMessage,
  EmptyMessage,
  UndoMessage,
} from './messages';
import { MAX_CHAT_LENGTH } from './names';
import { TABLE_NOTES, TableErrorCode } from './protocol';

/** An action's payload bigger than this, as sent (MessagePack), is refused before it is read. */
export const MAX_ACTION_BYTES = 2048;

/** A message a client may send: every one may also be sent as a request, whose reply is a `Reply`. */
export interface ToServerEntry {
  /** What its payload must be: the server reads nothing that this did not parse. */
  readonly payload: z.ZodMiniType;
  /** A payload bigger than this, as it came (its bytes in the frame), is refused as `payload_too_large` unread. */
  readonly maxBytes?: number;
  /** The code of the refusal of a payload of another shape; `bad_message` when absent. */
  readonly badCode?: string;
  /** Said before what is wrong with such a payload: what the message should be. */
  readonly hint?: string;
}

export const ToServer = {
  /** A seat's move (`ActMessage`): the game's action, and the step it was chosen from. */
  act: {
    payload: ActMessage,
    maxBytes: MAX_ACTION_BYTES,
    badCode: ErrorCode.malformed,
    hint: 'Send { action, at }: your seat comes from your connection.',
  },
  /** The host, in the lobby: the game begins. */
  start: { payload: EmptyMessage },
  /** A seated player says a line; everyone gets it as a `ChatLine`. */
  chat: {
    payload: ChatMessage,
    badCode: TableErrorCode.badChat,
    hint: `A chat line is { text } with 1 to ${MAX_CHAT_LENGTH} characters.`,
  },
  /** The host before the start: a bot sits in the lowest free seat. */
  addBot: { payload: EmptyMessage },
  /** The host before the start: the bot in that seat leaves it. */
  removeBot: { payload: SeatChoiceMessage },
  /** The host before the start: how well a bot plays (`SeatState.level`). */
  botLevel: { payload: BotLevelMessage },
  /**
   * A seated person once the game is over wants a rematch (`SeatState.rematch`). It starts when
   * every person connected in a seat has said so: the same seats (a bot plays for whoever left),
   * a new seed, the next seat begins. Everyone then gets a new `history` and `chatLog`; the
   * finished game stays as a replay (`replayId`).
   */
  rematch: { payload: EmptyMessage },
  /**
   * A person in a seat takes back the seat's last move, when `TableState.undoSeat` names that
   * seat (the game's rules allow it: see `GameDefinition.undoable`). `at` is the step the move
   * made: anything since refuses it.
   */
  undo: { payload: UndoMessage, hint: 'Send { at }: the step your move made.' },
  /**
   * A seated person while the game runs concedes. Of two players the other wins (reason
   * `conceded`); at a larger table a bot plays the seat from then on, its key no longer takes it
   * back, and the person is a spectator until they leave.
   */
  concede: { payload: EmptyMessage },
  /**
   * A seated person while the game runs votes to abandon the game or withdraws the vote
   * (`SeatState.abandon`). Once every person connected in a seat agrees, the game ends with no
   * winner (reason `abandoned`) and is kept for replay.
   */
  abandon: { payload: AbandonMessage },
  /**
   * The host removes the person in that seat. Before the start the seat is freed; during the
   * game a bot plays it. Either way their seat key stops working and their connection is closed.
   * One removed before the start stays out: an invite join with their former seat key
   * (`formerKey`) is refused with `removed` until the host lets them back (`letBack`);
   * `TableState.keptOut` names them.
   */
  removePlayer: { payload: SeatChoiceMessage },
  /** The host locks the table (no new spectators, `TableState.locked`) or opens it again. */
  lock: { payload: LockMessage },
  /**
   * The host, while the game runs, stops or restarts the turn clocks (`TableState.paused`).
   * While paused nobody moves, bots neither, and nobody who leaves is replaced by a stand-in
   * until the game resumes.
   */
  pause: { payload: PauseMessage },
  /** The host makes the person in that seat the host. */
  handHost: { payload: SeatChoiceMessage },
  /**
   * A seated person once the game is over: a new table (of any game) they opened, whose lobby
   * they are in: a table of this server, of the game named, not started, whose invite seats
   * someone now (else `bad_invitation`). The other seated people get an `invitation` there.
   */
  playAgain: { payload: PlayAgainMessage },
  /** The host lets the person at that place of `TableState.keptOut` sit down again. */
  letBack: { payload: LetBackMessage },
} as const satisfies Readonly<Record<string, ToServerEntry>>;
export type ToServer = typeof ToServer;
export type ToServerName = keyof ToServer;
/** What a client sends as the payload of `K`. */
export type ToServerPayload<K extends ToServerName> = z.input<ToServer[K]['payload']>;
/** What the server reads from the payload of `K`, once parsed. */
export type ToServerMessage<K extends ToServerName> = z.output<ToServer[K]['payload']>;

/** `ToServer` as a reader generic in the name sees it: each payload's schema yields that name's message. */
export type ToServerEntries = { readonly [K in ToServerName]: ToServerEntry & { readonly payload: z.ZodMiniType<ToServerMessage<K>> } };

/** The names of `ToServer`, in its order. `Object.keys` says `string[]`; these are the map's own keys. */
export const TO_SERVER = Object.keys(ToServer) as ToServerName[];

/** A refusal, from the table or from the game (a `RuleError`). */
const TableErrorMessage = z.object({ code: z.string(), message: z.string() });

/**
 * A line of table talk, public to everyone at the table. `after` is how many game events
 * had happened when it was said, so a client can weave talk into its game log.
 */
export const ChatLine = z.object({
  seat: z.number(),
  name: z.string(),
  /** What the seat said; empty for a note. */
  text: z.string(),
  after: z.number(),
  /** Set when the table, not the player, speaks of the seat: a bot took it over, the person
   *  came back, the seat's time ran out and its bot decided, or its person took back a move. */
  note: z.optional(z.enum(TABLE_NOTES)),
});
export type ChatLine = z.infer<typeof ChatLine>;

/** Seated clients get both secrets; spectators only `watch`. */
export const LinksMessage = z.object({ invite: z.optional(z.string()), watch: z.string() });
export type LinksMessage = z.infer<typeof LinksMessage>;

/**
 * Every event so far, as this client may see them, and the table's step they are told up to:
 * a batch of events in the state numbered above `at` is news the history does not hold yet
 * (the state can reach a joining client later than the history was made), one numbered at or
 * below it is in it already.
 */
export const HistoryMessage = z.object({ at: z.number(), events: z.array(z.unknown()) });
export type HistoryMessage = z.infer<typeof HistoryMessage>;

export const SeatMessage = z.object({ seat: z.number(), seatKey: z.string() });
export type SeatMessage = z.infer<typeof SeatMessage>;

/** The server's clock when it sent this: turn clocks' deadlines are in the server's time. */
export const ClockMessage = z.object({ now: z.number() });
export type ClockMessage = z.infer<typeof ClockMessage>;

/** Someone of the group opened a new table after a game, and invites the others there. */
export const Invitation = z.object({
  /** The seat that invites, in the finished game. */
  from: z.number(),
  game: z.string(),
  roomId: z.string(),
  invite: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const ToClient = {
  /** The refusal of a message sent without request/reply. */
  error: TableErrorMessage,
  /** Every event so far, as this client may see them; on (re)join, and after an undo. */
  history: HistoryMessage,
  /** The table's secrets this client may pass on; on (re)join. */
  links: LinksMessage,
  /** Seated only: one's seat and the key that reclaims it; on (re)join. */
  seat: SeatMessage,
  /** To everyone: a line said, or a note of the table. */
  chat: ChatLine,
  /** The table's recent lines; on (re)join. */
  chatLog: z.array(ChatLine),
  /** The server's time on (re)join, to read turn clocks by. */
  clock: ClockMessage,
  /** To the other seated people after a game: follow the sender to a new table (`playAgain`). */
  invitation: Invitation,
} as const satisfies Readonly<Record<string, z.ZodMiniType>>;
export type ToClient = typeof ToClient;
export type ToClientName = keyof ToClient;
/** What a client is told by a message `K`. */
export type ToClientMessage<K extends ToClientName> = z.infer<ToClient[K]>;
/** `ToClient` as a reader generic in the name sees it: each schema yields that name's message. */
export type ToClientSchemas = { readonly [K in ToClientName]: z.ZodMiniType<ToClientMessage<K>> };

/** Every message's name, either way (`chat` goes both ways): `Msg.act` is `'act'`. */
export const Msg = namesOf({ ...ToServer, ...ToClient });

function namesOf<M extends object>(map: M): { readonly [K in keyof M]: K } {
  // `Object.fromEntries` types its result by string keys; these are exactly the map's.
  return Object.fromEntries(Object.keys(map).map((name) => [name, name])) as { readonly [K in keyof M]: K };
}
