import {
  OnMessageException,
  Room,
  ServerError,
  type AuthContext,
  type Client,
  type MessageContext,
  type RoomException,
} from '@colyseus/core';
import {
  findTutorial,
  Msg,
  parseJoinOptions,
  ruleError,
  TableCloseCode,
  TableErrorCode,
  type AnyGame,
  type Reply,
} from '@dead-drop/shared';
import type { TurnListener } from './turnNews';
import { NO_SEAT, type AlertDesk, type DeskRequest, type Reply as DeskReply } from './alertDesk';
import { addressOf, receivedBy } from '../guard/guardedSocket';
import type { SeatedAddresses } from '../guard/seatedAddresses';
import type { RateLimit } from '../guard/rates';
import { strike } from '../guard/strikes';
import type { ServerLog } from '../log';
import { refusals } from '../metrics';
import { tickClockSlowly } from '../roomClock';
import type { ServerLimits } from '../serverLimits';
import type { StoredTable, TableLog } from '../store/tableLog';
import { Absences } from './absences';
import { authorize, type Screening } from './admission';
import { invitationRefusal } from './invitationCheck';
import { frameCap } from './limits';
import type { SeatMover } from './moveSeat';
import { admissionOf, isRefusal, newLinks, refusal, refused, type Admission, type Refusal } from './links';
import { ORDER_TYPES, readOrder, unknownMessage, type Order, type Refusal as TableRefusal } from './orders';
import { Table } from './Table';
import type { TableDeps } from './tableCore';
import { systemClock } from './tableClock';
import { RoomOutbox, TableState } from './TableState';

export interface TableConfig {
  /** The games a table may be created for. */
  readonly games: readonly AnyGame[];
  /** How long a dropped player keeps the seat for an automatic reconnection. */
  readonly reconnectSeconds: number;
  readonly rate: RateLimit;
  readonly limits: ServerLimits;
  /** The tables of this server, for its table limit. */
  readonly census: Set<TableRoom>;
  readonly log: ServerLog;
  /** Where tables are kept across restarts; null keeps them in memory only. */
  readonly store: TableLog | null;
  /** Tables being brought back from the store, by room id, for their `onCreate`. */
  readonly restoring: Map<string, StoredTable>;
  /** About how long a bot thinks before it moves, in ms (see `BotPacing`). */
  readonly botDelayMs: number;
  /**
   * A table closed because a write across the network was lost (Redis out of reach for long):
   * brought back from its log once the store answers, if this process still holds it.
   */
  readonly reopen?: (roomId: string) => void;
  /** Hears where each game stands: "your tables" and your-move alerts (see `alerts/`). */
  readonly turns?: TurnListener;
  /** Answers what a seat key asks of its table's alerts, from whichever process took the request (see `askHolder`). */
  readonly desk?: (roomId: string, request: DeskRequest) => Promise<DeskReply>;
  /** Where the addresses of people in seats are counted, for the creates kept for them. */
  readonly seated: SeatedAddresses;
}

/**
 * A `Table` as a Colyseus room: sessions become members, messages become orders (parsed once,
 * here at the edge), and the table's outbox becomes schema state, views and messages. It
 * holds no rule of its own. Whatever a handler throws ends in `onUncaughtException`: one log
 * line, an error to the sender, and the table goes on.
 */
export abstract class TableRoom extends Room<{ state: TableState }> implements SeatMover, AlertDesk {
  protected abstract readonly config: TableConfig;

  // Turn-based: a patch goes out right after each change instead of on a timer.
  override patchRate: number | null = null;

  /** Made by the creator's join, whose admission carries the order `authorize` parsed, or by a restore. */
  private table: Table | null = null;
  private readonly absences = new Absences(this.clock);
  /** Each seated session's hold on its address's place among the seated (`SeatedAddresses`), to give up when it leaves. */
  private readonly seatHolds = new Map<string, () => void>();
  /** Sessions the table sent away (`evict`): their close is no drop, and no reconnection brings them back. */
  private readonly sentAway = new Set<string>();

  override onCreate(): Promise<void> {
    // `authorize` checked it already; this is the exact count, past requests in flight.
    const full = serverFull(this.config);
    if (full) throw refusal(full);
    this.state = new TableState();
    const stored = this.config.restoring.get(this.roomId);
    if (stored) this.restore(stored);
    this.config.census.add(this);
    this.maxMessagesPerSecond = frameCap(this.config.rate);
    tickClockSlowly(this);
    // One handler per message a client may send. Colyseus hands each no payload: the guard
    // decoded it already (see `GuardedSocket`), and it is read here while Colyseus calls.
    for (const type of ORDER_TYPES) {
      this.onMessage(type, (client: Client, _none: undefined, ctx: MessageContext) => {
        const received = receivedBy(client.ref);
        const read = () => readOrder(type, received);
        return type === Msg.playAgain ? this.answerInvitation(client, ctx, received.payload, read) : this.answer(client, ctx, type, read);
      });
    }
    // Any other type, and also a message whose type is "*" itself: Colyseus then passes
    // its payload where the type would be, so `type` is whatever a client sent.
    this.onMessage('*', (client: Client, type: unknown) => this.answer(client, undefined, '*', () => unknownMessage(type)));
    // Never listed nor matchmade: a table is reached only through its links.
    return this.setPrivate(true);
  }

  private deps(): TableDeps {
    const { log, store, limits, reconnectSeconds, rate, botDelayMs, turns } = this.config;
    return {
      roomId: this.roomId,
      store,
      log: log.forTable(this.roomId),
      outbox: new RoomOutbox(this),
      ...(turns ? { turns } : {}),
      clock: systemClock((error) => this.failed(error, 'timer')),
      settings: {
        reconnectSeconds,
        rate,
        botDelayMs,
        idleSeconds: limits.idleSeconds,
        lobbySeconds: limits.lobbySeconds,
        spectators: limits.spectators,
      },
    };
  }

  private restore(stored: StoredTable): void {
    const game = this.config.games.find((candidate) => candidate.id === stored.game);
    if (!game) throw new Error(`table ${stored.roomId}: no game "${stored.game}" on this server`);
    this.open(game, stored.clock);
    this.table = Table.restore(this.deps(), stored, game);
  }

  private open(game: AnyGame, clock: number): void {
    this.state.assign({ game: game.id, title: game.title, minSeats: game.minSeats, maxSeats: game.maxSeats, clock });
    // Listed for the invite page, which names the game before it asks for a name.
    void this.setMetadata({ game: game.id });
  }

  override onBeforeShutdown(): void {
    this.table?.shutDown();
    super.onBeforeShutdown();
  }

  override onDispose(): void {
    this.config.census.delete(this);
    for (const release of this.seatHolds.values()) release();
    this.table?.dispose();
    if (this.table?.writeLost) this.config.reopen?.(this.roomId);
  }

  /**
   * Whether a join may have a seat reservation: `authorize` asks this of the table on the
   * matchmaking request, from whichever process it arrives at. `onJoin` checks the seats
   * again, since they may have gone in between.
   */
  screen(options: unknown): Screening {
    const parsed = parseJoinOptions(options);
    if (isRefusal(parsed)) return parsed;
    if (!this.table) return refused('bad_link', 'This table is still being opened.');
    const admission = admissionOf(parsed, this.table.links);
    return isRefusal(admission) ? admission : (this.table.roomFor(admission) ?? admission);
  }

  /** A one-time link to a seat was taken (`moveSeatAt`): the seat's new key, or null. */
  moveSeat(seatKey: string): string | null {
    return this.table?.moveSeat(seatKey) ?? null;
  }

  /** A seat key's request of this table's alerts (`askHolder`). */
  askAlerts(request: DeskRequest): Promise<DeskReply> {
    return this.config.desk?.(this.roomId, request) ?? Promise.resolve(NO_SEAT);
  }

  override onJoin(client: Client, _options: unknown, admission: Admission | undefined): void {
    // Only `authorize` admits; a join that came around it is refused.
    if (!admission) throw refusal(refused('bad_link', 'A table can only be joined through its links.'));
    if (admission.kind === 'creator' && !this.table) this.create(admission.order);
    if (!this.table) throw refusal(refused('bad_link', 'A table can only be joined through its links.'));
    const joined = this.table.join(client.sessionId, admission);
    if (isRefusal(joined)) throw refusal(joined);
    const address = addressOf(client.ref);
    if (joined.seat && address) this.seatHolds.set(client.sessionId, this.config.seated.sit(address));
  }

  private create(order: Extract<Admission, { kind: 'creator' }>['order']): void {
    const game = this.config.games.find((candidate) => candidate.id === order.game)!;
    this.open(game, order.clock);
    const tutorial = order.tutorial ? (findTutorial(game.id) ?? null) : null;
    this.table = Table.create(
      this.deps(),
      { game, options: order.options, clock: order.clock, links: newLinks() },
      order.bots,
      order.botLevel,
      tutorial,
    );
  }

  override onDrop(client: Client): void {
    // Without a table the join was refused: there is nothing to hold. Nor for a session the
    // table sent away (its close code is not a consented leave): Colyseus calls onLeave next.
    if (this.sentAway.delete(client.sessionId) || !this.table?.has(client.sessionId)) return;
    const reconnection = this.allowReconnection(client, 'manual');
    // It rejects when the window closes, on a reclaim and on shutdown; onLeave follows.
    reconnection.catch(() => undefined);
    this.absences.hold(client.sessionId, reconnection, this.config.reconnectSeconds);
    this.table.drop(client.sessionId);
  }

  override onReconnect(client: Client): void {
    this.absences.forget(client.sessionId);
    this.table?.reconnect(client.sessionId);
  }

  override onLeave(client: Client): void {
    this.absences.forget(client.sessionId);
    this.seatHolds.get(client.sessionId)?.();
    this.seatHolds.delete(client.sessionId);
    this.sentAway.delete(client.sessionId);
    this.table?.leave(client.sessionId);
  }

  /**
   * One log line (bounded), and an error to the client whose message failed; the table
   * goes on. Refusals thrown on purpose (`ServerError`s of joins) are answers, not failures.
   */
  override onUncaughtException(error: RoomException, method: string): void {
    if (error.cause instanceof ServerError) return;
    this.failed(error.cause instanceof Error ? error.cause : error, method);
    if (error instanceof OnMessageException && error.client) {
      error.client.send(Msg.error, ruleError(TableErrorCode.internal, 'The server failed on this message; the table goes on.'));
    }
  }

  private failed(error: unknown, where: string): void {
    const cause = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    this.config.log.forTable(this.roomId).bounded('error', `room:${where}`, `failed in ${where}: ${cause}`);
  }

  /**
   * Another process holds this table now (this one was paused, and taken for dead): this copy
   * closes, and its people come back through their links to the holder.
   */
  moved(): void {
    this.table?.stop('another process holds it now');
  }

  /** The table's outbox (`RoomSide`): nothing keeps the room but its idle watch. */
  keepOpen(): void {
    this.autoDispose = false;
  }

  /** The table's outbox (`RoomSide`): the session leaves now, also one waiting to reconnect. */
  evict(sessionId: string, code: number): void {
    this.absences.end(sessionId);
    const client = this.clients.get(sessionId);
    if (!client) return;
    this.sentAway.add(sessionId);
    client.leave(code);
  }

  /** A member's message, parsed here once and done by the table; the answer goes to the sender alone. */
  private answer(client: Client, ctx: MessageContext | undefined, type: string, read: () => Order | TableRefusal): Reply | Promise<Reply> {
    const { orders } = this.table!;
    const refusal = orders.receive(client.sessionId, type, read);
    // Accepted: acknowledged once the store holds what it changed.
    return refusal ? this.reply(client, ctx, refusal) : orders.settled({ ok: true });
  }

  /** "Play again", once the room has checked the table it invites to (`invitationRefusal`). */
  private async answerInvitation(client: Client, ctx: MessageContext, decoded: unknown, read: () => Order | TableRefusal): Promise<Reply> {
    const refused = await invitationRefusal(decoded, this.config.games);
    // The sender may have left while the table it named was asked.
    if (!this.table?.has(client.sessionId)) return { ok: false, error: ruleError(TableErrorCode.internal, 'You left the table.') };
    return this.answer(client, ctx, Msg.playAgain, refused ? () => refused : read);
  }

  /**
   * A request gets the refusal as its reply; a plain message gets it as an `error` message.
   * One no honest client sends also counts against its connection (`strike`).
   */
  private reply(client: Client, ctx: MessageContext | undefined, { garbage, ...error }: TableRefusal): Reply {
    refusals.inc({ code: error.code });
    if (garbage) strike(client.ref, TableCloseCode.garbage, (code, reason) => client.leave(code, reason));
    if (ctx?.id === undefined) client.send(Msg.error, error);
    return { ok: false, error };
  }
}

/** A table room class for `server.define`, bound to its games and settings. */
export function defineTableRoom(config: TableConfig): new () => TableRoom {
  return class extends TableRoom {
    protected readonly config = config;

    /** Every create and join passes here first (see `authorize`). */
    static override onAuth(_token: string, options: unknown, context: AuthContext): Promise<Admission> {
      return authorize({ games: config.games, full: () => serverFull(config) }, options, context);
    }
  };
}

function serverFull({ census, limits }: TableConfig): Refusal | null {
  return census.size >= limits.maxTables ? refused('server_full', 'This server holds as many tables as it can: try again later.') : null;
}
