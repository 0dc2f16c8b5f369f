import type { Room } from '@colyseus/sdk';
import {
  entriesOf,
  Msg,
  SPECTATOR,
  TableCloseCode,
  type ChatLine,
  type GameWire,
  type Invitation,
  type LinksMessage,
  type Reply,
  type SeatMessage,
  type TableError,
  type ToClientMessage,
  type ToClientName,
  type ToServerName,
  type ToServerPayload,
} from '@dead-drop/shared';
import type { HeldMessage } from './heldMessages';
import { saveSeat } from './savedSeats';
import { decodeEvents, eventsReader, reader, requestReply, viewDecoder, type WireEvent, type WireView } from './wire';

import type { Connection, TableSnapshot, TableState } from './tableSnapshot';

export type { Connection, PublicSeat, TableSnapshot } from './tableSnapshot';

/** What a page drawn later still needs to be told: the others it reads from the session itself. */
const KEPT_UNTIL_HEARD: ReadonlySet<string> = new Set(['log', 'chat', 'invitation']);

/** How long a leave waits for the server's goodbye before the page moves on all the same. */
const LEAVE_WAIT_MS = 1500;
/** A move unanswered this long is being saved by a slow store: the page says so. */
export const SAVING_AFTER_MS = 1000;
/**
 * How long a move's answer is waited for while the connection stays open (a closed one ends
 * the wait at once). The server answers once its store holds the move, or closes the table
 * when the store stays away (about 10 s for Redis): the SDK's 10 s would give up on a move
 * that is then done.
 */
export const MOVE_REPLY_MS = 60_000;

interface Listeners<View extends WireView, Event extends WireEvent> {
  change: (snapshot: TableSnapshot<View>) => void;
  /** `replace`: the whole history (on joining and reconnecting), else new events. */
  log: (events: Event[], replace: boolean) => void;
  error: (error: TableError) => void;
  connection: (connection: Connection) => void;
  /** The links or one's seat arrived: what the header shows. */
  identity: () => void;
  /** `replace`: the table's recent talk (on joining and reconnecting), else a new line. */
  chat: (lines: ChatLine[], replace: boolean) => void;
  /** Someone of this game's group opened a new table and invites this seat there. */
  invitation: (invitation: Invitation) => void;
  /** A move of this page's waits for the server's store (see `SAVING_AFTER_MS`), or no longer does. */
  saving: (saving: boolean) => void;
}

/**
 * One joined table, reduced to snapshots and log lines. It is the client's edge: the game's
 * view and events are decoded here, by the game's wire, into the game's own types (what does
 * not decode is refused), and it sends only what the protocol describes.
 */
export class TableSession<View extends WireView = WireView, Event extends WireEvent = WireEvent> {
  links: LinksMessage | null = null;
  seat: SeatMessage | null = null;
  connection: Connection = 'connected';
  /** How the server closed the connection, once it is `lost` or `closed` (see `comesBackAfter`). */
  closeCode: number | null = null;
  private lastEventsAt = 0;
  /** The step of the last snapshot drawn: what a move chosen now was chosen from. */
  private shownStep = 0;
  /** The server's clock minus this browser's, from `ToClient.clock`: turn clocks' deadlines are the server's. */
  private serverOffset = 0;
  /** Leaving on purpose: the goodbye is no lost connection to show a banner for. */
  private leaving = false;
  /** Moves unanswered past `SAVING_AFTER_MS` (see `move`). */
  private savingMoves = 0;
  /** The history summary last written (see `remember`). */
  private remembered = '';
  /** The last view that decoded: a view refused at the edge leaves the table as it was drawn. */
  private lastView: View | null = null;
  /** Patches decode only what they changed: the view's entries, the events' strings. */
  private readonly decodeView: ReturnType<typeof viewDecoder<View, Event>>;
  private readonly readEvents = eventsReader();
  private readonly listeners: { [K in keyof Listeners<View, Event>]: Set<Listeners<View, Event>[K]> } = {
    change: new Set(),
    log: new Set(),
    error: new Set(),
    connection: new Set(),
    identity: new Set(),
    chat: new Set(),
    invitation: new Set(),
    saving: new Set(),
  };

  /** What was said while nobody listened for it yet (see `on`). */
  private unheard: { kind: keyof Listeners<View, Event>; tell: () => void }[] = [];
  /** `held`: what the room received before this session (see `HeldMessages`), handled first. */
  constructor(
    readonly room: Room,
    private readonly wire: GameWire<View, Event>,
    held: readonly HeldMessage[] = [],
  ) {
    // The SDK does not reconnect a connection younger than 5 s by default; a table's
    // player who loses the network right after sitting down must come back all the same.
    room.reconnection.minUptime = 0;
    // The SDK retries the same process for about a minute by default (15 tries). After a
    // process died, its table is back on another one within seconds, which only a new join
    // finds (`comeBack`): six tries, about 11 s, cover a dropped network, then the page
    // rejoins by its seat key wherever the table is now.
    room.reconnection.maxRetries = 6;
    this.decodeView = viewDecoder(wire);
    saveSeat(room.roomId, { token: room.reconnectionToken });
    room.onStateChange(() => this.stateChanged());
    const handlers = new Map<string | number, (message: unknown) => void>();
    const listen = <K extends ToClientName>(type: K, handler: (message: ToClientMessage<K>) => void) => {
      const read = reader(type, handler);
      room.onMessage(type, read);
      handlers.set(type, read);
    };
    listen(Msg.links, (links) => {
      this.links = links;
      // Everyone keeps the spectator secret: it watches the table, and replays its games.
      saveSeat(room.roomId, { watch: links.watch });
      this.emit('identity');
    });
    listen(Msg.seat, (seat) => {
      this.seat = seat;
      saveSeat(room.roomId, { seatKey: seat.seatKey, seat: seat.seat });
      this.emit('identity');
      this.stateChanged();
    });
    listen(Msg.history, ({ at, events }) => {
      this.lastEventsAt = at;
      this.emit('log', decodeEvents(wire, events), true);
      // The state may have reached us with news the history was made before (a bot moving
      // while we joined): told after it, or it would never be.
      this.stateChanged();
    });
    listen(Msg.clock, ({ now }) => {
      this.serverOffset = now - Date.now();
    });
    listen(Msg.error, (error) => this.emit('error', error));
    listen(Msg.chatLog, (lines) => this.emit('chat', lines, true));
    listen(Msg.chat, (line) => this.emit('chat', [line], false));
    listen(Msg.invitation, (invitation) => this.emit('invitation', invitation));
    room.onDrop(() => this.setConnection('reconnecting'));
    room.onReconnect(() => {
      saveSeat(room.roomId, { token: room.reconnectionToken });
      this.setConnection('connected');
    });
    room.onLeave((code) => {
      if (this.leaving) return;
      this.closeCode = code;
      this.setConnection(code === TableCloseCode.idle || code === TableCloseCode.lobbyExpired ? 'closed' : 'lost');
    });
    // The wire's messages are no more trusted here than when they come live: the same handlers.
    for (const { type, message } of held) handlers.get(type)?.(message);
  }

  /** A listener is first told the log, chat or invitations that came before anyone listened. */
  on<K extends keyof Listeners<View, Event>>(kind: K, listener: Listeners<View, Event>[K]): () => void {
    this.listeners[kind].add(listener);
    const due = this.unheard.filter((said) => said.kind === kind);
    this.unheard = this.unheard.filter((said) => said.kind !== kind);
    for (const said of due) said.tell();
    return () => this.listeners[kind].delete(listener);
  }

  snapshot(): TableSnapshot<View> {
    const state: TableState = this.room.state;
    const { shared, own } = entriesOf(state);
    // The view's entries are empty until the game starts.
    const started = (state.shared?.leaves.size ?? 0) > 0;
    if (shared && started) this.lastView = this.decodeView(shared, own) ?? this.lastView;
    return {
      game: state.game,
      phase: state.phase,
      minSeats: state.minSeats,
      maxSeats: state.maxSeats,
      seats: [...(state.seats ?? [])].map(
        ({ name, occupied, connected, host, bot, level, deadline, reserve, awayUntil, rematch, abandon }) => ({
          name,
          occupied,
          connected,
          host,
          bot,
          ...(level ? { level } : {}),
          deadline,
          reserve,
          awayUntil: awayUntil ?? 0,
          rematch: rematch === true,
          abandon: abandon === true,
        }),
      ),
      clock: state.clock ?? 0,
      viewer: this.seat ? this.seat.seat : SPECTATOR,
      view: shared && started ? this.lastView : null,
      restored: state.restored === true,
      round: state.round ?? 1,
      step: state.step ?? 0,
      storeFailing: state.storeFailing === true,
      locked: state.locked === true,
      paused: state.paused === true,
      undoSeat: state.undoSeat ?? -1,
      tutorial: state.tutorial ?? -1,
      keptOut: [...(state.keptOut ?? [])],
    };
  }

  /**
   * A move chosen from the table as last drawn: it names that state, so a second tap on the
   * same button (sent before the first one's patch arrives) is played once, and answered as done.
   */
  async act(action: unknown): Promise<Reply> {
    return this.move(requestReply(this.room, Msg.act, { action, at: this.shownStep }, MOVE_REPLY_MS));
  }

  /** Takes back this seat's last move, naming the state that move made (see `ToServer.undo`). */
  async undo(): Promise<Reply> {
    return this.move(requestReply(this.room, Msg.undo, { at: this.shownStep }, MOVE_REPLY_MS));
  }

  /** Any other message a client may send (see `ToServer`): its refusal is also told as an `error`. */
  async request<K extends ToServerName>(type: K, payload: ToServerPayload<K>): Promise<Reply> {
    return this.reply(requestReply(this.room, type, payload));
  }

  /** This table's links, once the server has sent them (just after joining). */
  linksReady(): Promise<LinksMessage> {
    if (this.links) return Promise.resolve(this.links);
    return new Promise((resolve) => {
      const off = this.on('identity', () => {
        if (!this.links) return;
        off();
        resolve(this.links);
      });
    });
  }

  /** The server's time now, as far as this browser can tell: what turn clocks count down to. */
  serverNow(): number {
    return Date.now() + this.serverOffset;
  }

  /**
   * Leaves on purpose: before the start the seat is freed, during the game a bot plays it
   * until this person comes back with the saved seat key. Resolves once the server has let
   * go (or after `LEAVE_WAIT_MS`, if the connection is gone), so a page loaded next cannot
   * cut the goodbye short.
   */
  async leave(): Promise<void> {
    // The token is spent by a leave on purpose; coming back goes straight to the seat key.
    saveSeat(this.room.roomId, { token: undefined });
    this.leaving = true;
    await Promise.race([this.room.leave(true), new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS))]);
  }

  /** A move's request: while one waits longer than `SAVING_AFTER_MS`, the page hears that it is saving. */
  private async move(request: Promise<Reply>): Promise<Reply> {
    const timer = setTimeout(() => {
      if (this.savingMoves++ === 0) this.emit('saving', true);
    }, SAVING_AFTER_MS);
    const reply = await this.reply(request);
    clearTimeout(timer);
    if (this.savingMoves > 0 && --this.savingMoves === 0) this.emit('saving', false);
    return reply;
  }

  private async reply(request: Promise<Reply>): Promise<Reply> {
    const reply = await request.catch((error: Error): Reply => ({ ok: false, error: { code: 'no_reply', message: error.message } }));
    if (!reply.ok) this.emit('error', reply.error);
    return reply;
  }

  private latestBatch() {
    const { shared, own } = entriesOf(this.room.state);
    return shared ? this.readEvents(shared, own) : null;
  }

  private stateChanged(): void {
    const batch = this.latestBatch();
    if (batch && batch.at > this.lastEventsAt) {
      this.lastEventsAt = batch.at;
      this.emit('log', decodeEvents(this.wire, batch.events), false);
    }
    const snapshot = this.snapshot();
    this.shownStep = snapshot.step;
    this.remember(snapshot);
    this.emit('change', snapshot);
  }

  /** What the landing page's history lists: the game, who sits there, how far it got.
   *  Written when it changes, not at every patch. */
  private remember(snapshot: TableSnapshot): void {
    if (!snapshot.game) return;
    const state = snapshot.phase === 'lobby' ? 'waiting' : snapshot.phase === 'ended' || snapshot.view?.result ? 'finished' : 'playing';
    const summary = {
      game: snapshot.game,
      players: snapshot.seats.filter((seat) => seat.occupied).map((seat) => seat.name),
      state,
      round: snapshot.round,
    } as const;
    const key = JSON.stringify(summary);
    if (key === this.remembered) return;
    this.remembered = key;
    saveSeat(this.room.roomId, { ...summary, seen: Date.now() });
  }

  private setConnection(connection: Connection): void {
    this.connection = connection;
    this.emit('connection', connection);
  }

  private emit<K extends keyof Listeners<View, Event>>(kind: K, ...args: Parameters<Listeners<View, Event>[K]>): void {
    if (this.listeners[kind].size === 0 && KEPT_UNTIL_HEARD.has(kind)) {
      this.unheard.push({ kind, tell: () => this.emit(kind, ...args) });
      return;
    }
    for (const listener of this.listeners[kind]) (listener as (...a: Parameters<Listeners<View, Event>[K]>) => void)(...args);
  }
}

/** The side of a session that knows no game: who one is, the links, and what one may ask of
 *  the table. Pages and parts that draw no game take this. */
export type TableControls = Pick<TableSession, 'room' | 'links' | 'seat' | 'closeCode' | 'request' | 'serverNow' | 'leave' | 'linksReady'>;
