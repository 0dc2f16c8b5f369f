import { randomInt } from 'node:crypto';
import { CloseCode, Room, type Client, type MessageContext } from '@colyseus/core';
import {
  ErrorCode, eventFor, isPlainObject, isRuleError, Match, ruleError, SPECTATOR,
  type AnyGame, type GameEvent, type Viewer,
} from '@dead-drop/shared';
import { tickClockSlowly } from '../roomClock';
import { Absences } from './absences';
import { CHAT_HISTORY, CHAT_RATE, frameCap, jsonSize, MAX_ACTION_BYTES, MAX_SPECTATORS, TokenBucket, type RateLimit } from './limits';
import { admit, nameOrRefuse, newLinks, refusal, type Admission, type TableLinks } from './links';
import { chatText, MAX_CHAT_LENGTH } from './names';
import { Msg, TableErrorCode, type ChatLine, type LinksMessage, type Reply, type SeatMessage, type TableError } from './protocol';
import { Seats, type SeatRecord } from './seats';
import { TableState } from './TableState';
import { ViewSync } from './viewSync';

export interface TableConfig {
  /** The games a table may be created for. */
  readonly games: readonly AnyGame[];
  /** How long a dropped player keeps the seat for an automatic reconnection. */
  readonly reconnectSeconds: number;
  readonly rate: RateLimit;
}

interface Member {
  /** Null for a spectator. */
  readonly seat: SeatRecord | null;
  readonly bucket: TokenBucket;
  readonly chatBucket: TokenBucket;
}

type TableClient = Client<{ userData: Member; auth: Admission }>;

/**
 * One table of any game. The room knows people, seats, connections and limits; the
 * rules live in the game, reached only through `Match`. After each accepted action
 * every viewer's view is recomputed and only its changed leaves are sent.
 */
export abstract class TableRoom extends Room<{ state: TableState; client: TableClient }> {
  protected abstract readonly config: TableConfig;

  // Turn-based: a patch goes out right after each change instead of on a timer.
  override patchRate: number | null = null;

  private game!: AnyGame;
  /** As the creator sent them: `Match` parses them again, and replays need the original. */
  private gameOptions: unknown;
  private links!: TableLinks;
  private seats!: Seats;
  private views!: ViewSync;
  private awaitingCreator = true;
  private match: Match | null = null;
  private readonly absences = new Absences(this.clock);
  private readonly history: GameEvent[] = [];
  private readonly chatLog: ChatLine[] = [];

  override onCreate(options: unknown): Promise<void> {
    const given = isPlainObject(options) ? options : {};
    const game = this.config.games.find((candidate) => candidate.id === given.game);
    if (!game) throw refusal('unknown_game', `There is no game "${String(given.game).slice(0, 40)}".`);
    nameOrRefuse(given.name);
    const parsed = game.parseOptions(given.options);
    if (isRuleError(parsed)) throw refusal('bad_options', parsed.message);

    this.maxMessagesPerSecond = frameCap(this.config.rate);
    tickClockSlowly(this);
    this.game = game;
    this.gameOptions = given.options;
    this.links = newLinks();
    this.state = new TableState().assign({
      game: game.id, title: game.title, minSeats: game.minSeats, maxSeats: game.maxSeats,
    });
    this.seats = new Seats(this.state.seats, game.maxSeats);
    this.views = new ViewSync(this.state);

    this.onMessage(Msg.act, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.act(member, message)));
    this.onMessage(Msg.start, (client: TableClient, _message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.start(member)));
    this.onMessage(Msg.chat, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.chat(member, message)));
    this.onMessage('*', (client: TableClient, type: string | number) =>
      this.answer(client, undefined, () => ruleError(TableErrorCode.unknownMessage, `There is no message "${String(type).slice(0, 40)}".`)));

    // Never listed nor matchmade: a table is reached only through its links.
    return this.setPrivate(true);
  }

  override onAuth(_client: TableClient, options: unknown): Admission {
    return admit(options, this.links, this.awaitingCreator);
  }

  override onJoin(client: TableClient, _options: unknown, admission: Admission): void {
    const seat = admission.kind === 'spectator' ? this.admitSpectator() : this.seatFor(client, admission);
    // Spectators need no StateView: the public view is in the unfiltered state.
    if (seat) client.view = seat.view;
    client.userData = { seat, bucket: new TokenBucket(this.config.rate), chatBucket: new TokenBucket(CHAT_RATE) };
    this.welcome(client);
    this.broadcastPatch();
  }

  override onDrop(client: TableClient): void {
    // Without userData the join was refused: there is nothing to hold.
    const member = client.userData;
    if (!member) return;
    const reconnection = this.allowReconnection(client, 'manual');
    // It rejects when the window closes, on a reclaim and on shutdown; onLeave follows.
    reconnection.catch(() => undefined);
    this.absences.hold(client.sessionId, reconnection, this.config.reconnectSeconds);
    const { seat } = member;
    if (!seat || seat.sessionId !== client.sessionId) return;
    seat.connected = false;
    this.seats.publish(seat);
    this.broadcastPatch();
  }

  override onReconnect(client: TableClient): void {
    this.absences.forget(client.sessionId);
    const seat = client.userData?.seat;
    if (seat) {
      seat.connected = true;
      this.seats.publish(seat);
      this.broadcastPatch();
    }
    this.welcome(client);
  }

  override onLeave(client: TableClient): void {
    this.absences.forget(client.sessionId);
    const seat = client.userData?.seat;
    // A seat taken over by its key belongs to the newer session.
    if (!seat || seat.sessionId !== client.sessionId) return;
    Object.assign(seat, { sessionId: null, connected: false });
    if (this.match) this.seats.publish(seat);
    else this.seats.release(seat);
    this.broadcastPatch();
  }

  private admitSpectator(): null {
    const watching = this.clients.filter((client) => client.userData && !client.userData.seat).length;
    if (watching >= MAX_SPECTATORS) throw refusal('watchers_full', 'This table has as many spectators as it can take.');
    return null;
  }

  private seatFor(client: TableClient, admission: Exclude<Admission, { kind: 'spectator' }>): SeatRecord {
    if (admission.kind === 'reclaim') return this.reclaim(client, admission.seatKey);
    if (admission.kind === 'creator' && !this.awaitingCreator) {
      throw refusal('bad_link', 'A table can only be joined through its invitation or spectator link.');
    }
    if (this.match) throw refusal('game_started', 'The game has started: new players cannot sit down, but they can watch.');
    const seat = this.seats.take(admission.name, admission.kind === 'creator', client.sessionId);
    if (!seat) throw refusal('table_full', `This table is full: ${this.game.title} is for at most ${this.game.maxSeats} players.`);
    this.awaitingCreator = false;
    return seat;
  }

  /** The newest connection with a seat key wins: a pending reconnection or an old tab loses the seat. */
  private reclaim(client: TableClient, seatKey: string): SeatRecord {
    const seat = this.seats.byKey(seatKey);
    if (!seat) throw refusal('bad_link', 'This seat key does not belong to a seat at this table.');
    const previous = seat.sessionId;
    Object.assign(seat, { sessionId: client.sessionId, connected: true });
    if (previous !== null) {
      this.absences.end(previous);
      this.clients.get(previous)?.leave(CloseCode.CONSENTED);
    }
    this.seats.publish(seat);
    return seat;
  }

  private welcome(client: TableClient): void {
    const member = memberOf(client);
    const { seat } = member;
    const links: LinksMessage = seat ? { ...this.links } : { watch: this.links.watch };
    client.send(Msg.links, links);
    if (seat) client.send(Msg.seat, this.seatMessage(seat));
    const viewer = this.viewerOf(member);
    client.send(Msg.history, this.history.map((event) => eventFor(event, viewer)));
    client.send(Msg.chatLog, this.chatLog);
  }

  private seatMessage(seat: SeatRecord): SeatMessage {
    return { seat: this.seats.indexOf(seat), seatKey: seat.key };
  }

  private viewerOf(member: Member): Viewer {
    return member.seat ? this.seats.indexOf(member.seat) : SPECTATOR;
  }

  /**
   * Every client message passes the rate limit first. A request gets the refusal as its
   * reply; a plain message gets it as an `error` message, to its sender only.
   */
  private answer(client: TableClient, ctx: MessageContext | undefined, handle: (member: Member) => TableError | null): Reply {
    const member = memberOf(client);
    const error = member.bucket.take()
      ? handle(member)
      : ruleError(TableErrorCode.rateLimited, 'Too many messages: slow down.');
    if (!error) return { ok: true };
    if (ctx?.id === undefined) client.send(Msg.error, error);
    return { ok: false, error };
  }

  private act(member: Member, message: unknown): TableError | null {
    const size = jsonSize(message);
    if (size !== null && size > MAX_ACTION_BYTES) {
      return ruleError(TableErrorCode.payloadTooLarge, `An action may take at most ${MAX_ACTION_BYTES} bytes.`);
    }
    if (size === null || !isPlainObject(message) || Object.keys(message).join() !== 'action') {
      return ruleError(ErrorCode.malformed, 'Send { action }: your seat comes from your connection.');
    }
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot act.');
    if (!this.match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    const outcome = this.match.act(this.seats.indexOf(member.seat), message.action);
    if (!outcome.ok) return outcome.error;
    this.publish(outcome.events);
    return null;
  }

  /** Table talk: players speak, everyone at the table reads. Not game data, so no view. */
  private chat(member: Member, message: unknown): TableError | null {
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators can read the chat but not write in it.');
    const text = isPlainObject(message) && Object.keys(message).join() === 'text' ? chatText(message.text) : null;
    if (text === null) return ruleError(TableErrorCode.badChat, `A chat line is { text } with 1 to ${MAX_CHAT_LENGTH} characters.`);
    if (!member.chatBucket.take()) return ruleError(TableErrorCode.rateLimited, 'Too many chat lines: slow down.');
    const line: ChatLine = { seat: this.seats.indexOf(member.seat), name: member.seat.name, text, after: this.history.length };
    this.chatLog.push(line);
    if (this.chatLog.length > CHAT_HISTORY) this.chatLog.shift();
    this.broadcast(Msg.chat, line);
    return null;
  }

  private start(member: Member): TableError | null {
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot start the game.');
    if (!member.seat.host) return ruleError(TableErrorCode.notHost, 'Only the host can start the game.');
    if (this.match) return ruleError(TableErrorCode.gameStarted, 'The game has already started.');
    if (this.seats.taken.length < this.game.minSeats) {
      return ruleError(TableErrorCode.notEnoughPlayers, `${this.game.title} needs at least ${this.game.minSeats} players.`);
    }

    this.seats.compact();
    const seats = this.seats.taken;
    this.match = new Match(this.game, {
      game: this.game.id, seed: randomInt(2 ** 32), seats: seats.length, options: this.gameOptions,
    });
    seats.forEach((seat, index) => seat.view.add(this.views.openSeat(index)));
    this.state.phase = 'playing';
    this.publish([]);
    // Closing the gaps may have moved players to other seats.
    for (const client of this.clients) {
      const seat = client.userData?.seat;
      if (seat) client.send(Msg.seat, this.seatMessage(seat));
    }
    return null;
  }

  /** Recomputes every view and its events from the game, then sends one patch. */
  private publish(events: readonly GameEvent[]): void {
    const match = this.match!;
    this.history.push(...events);
    if (match.result) this.state.phase = 'ended';
    this.views.publish(match, events, this.seats.taken.length);
    this.broadcastPatch();
  }
}

/** A table room class for `server.define`, bound to its games and settings. */
export function defineTableRoom(config: TableConfig): new () => TableRoom {
  return class extends TableRoom {
    protected readonly config = config;
  };
}

function memberOf(client: TableClient): Member {
  if (!client.userData) throw new Error(`client ${client.sessionId} has not joined`);
  return client.userData;
}
