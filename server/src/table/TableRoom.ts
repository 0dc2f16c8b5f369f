import {
  CloseCode, OnMessageException, Room, ServerError, type AuthContext, type Client, type MessageContext, type RoomException,
} from '@colyseus/core';
import {
  ActMessage, AddBotMessage, ChatMessage, ErrorCode, eventFor, forgetSpent, isRuleError, Match, MAX_CHAT_LENGTH, Msg, parseJoinOptions, parseWire,
  isPlainObject, randomSource, RemoveBotMessage, replayId, ruleError, SPECTATOR, StartMessage, TableCloseCode, TableErrorCode,
  type AnyGame, type ChatLine, type ClockMessage, type GameEvent, type MatchSetup, type LinksMessage, type Reply, type Seat,
  type SeatMessage, type TableError, type TableNote, type Viewer,
} from '@dead-drop/shared';
import { strike } from '../guard/strikes';
import type { ServerLog } from '../log';
import { tickClockSlowly } from '../roomClock';
import { Absences } from './absences';
import { authorize, readOrder, type Screening, type TableOrder } from './admission';
import { BotPacing } from './botPacing';
import { IdleWatch } from './idleWatch';
import { CHAT_HISTORY, CHAT_RATE, frameCap, jsonSize, MAX_ACTION_BYTES, TokenBucket, type RateLimit, type ServerLimits } from './limits';
import { admissionOf, isRefusal, newLinks, refusal, refused, type Admission, type Refusal, type TableLinks } from './links';
import { newSeed } from './newSeed';
import type { StoredTable, TableLog } from '../store/tableLog';
import { Seats, type SeatRecord } from './seats';
import { TableState } from './TableState';
import { TurnClocks } from './turnClocks';
import { ViewSync } from './viewSync';
import { WriteAhead } from './writeAhead';

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
}

interface Member {
  /** Null for a spectator. */
  readonly seat: SeatRecord | null;
  readonly bucket: TokenBucket;
  readonly chatBucket: TokenBucket;
}

type TableClient = Client<{ userData: Member; auth: Admission }>;

/**
 * What a handler answers: nothing when accepted, or the refusal; `garbage` marks a message
 * no honest client sends (an unknown type, a payload of the wrong shape), which also counts
 * against its connection (`strike`).
 */
type Answer = (TableError & { garbage?: true }) | null;

/** The refusals of a sender over its rate: any message, and chat lines, which say so in their own words. */
const TOO_FAST = ruleError(TableErrorCode.rateLimited, 'Too many messages: slow down.');
const CHAT_TOO_FAST = ruleError(TableErrorCode.chatRateLimited, 'Too many chat lines: wait a moment, then send it again.');

function garbage(error: TableError): Answer {
  return { ...error, garbage: true };
}

/**
 * One table of any game. The room knows people, seats, connections and limits; the
 * rules live in the game, reached only through `Match`. After each accepted action
 * every viewer's view is recomputed and only its changed leaves are sent.
 *
 * Everything a client sends is parsed by a schema of the protocol (`messages.ts`) before
 * a handler reads it, and whatever a handler throws ends in `onUncaughtException`: one
 * log line, an error to the sender, and the table goes on.
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
  private match: Match | null = null;
  private readonly absences = new Absences(this.clock);
  /** Spectators' sessions, also while they may reconnect: each counts against the cap. */
  private readonly watchers = new Set<string>();
  private idle!: IdleWatch;
  private readonly history: GameEvent[] = [];
  private readonly chatLog: ChatLine[] = [];
  /** Chat lines said at this table so far, the stored ones included. */
  private chatCount = 0;
  /** Why a restored table cannot be played, when its stored log no longer replays. */
  private lost: string | null = null;
  private shuttingDown = false;
  /** Bots to seat once the creator has sat down, for a game against bots that starts at once. */
  private botsOrdered = 0;
  private bots!: BotPacing;
  private clocks: TurnClocks | null = null;
  /** Nothing is told before the store holds it. */
  private readonly writes = new WriteAhead((error) => this.storeFailed(error));

  override onCreate(options: unknown): Promise<void> {
    // `authorize` checked both already; this is the exact count, past requests in flight.
    const full = serverFull(this.config);
    if (full) throw refusal(full);
    const stored = this.config.restoring.get(this.roomId);
    if (stored) {
      this.restore(stored);
    } else {
      const order = readOrder(options, this.config.games);
      if (isRefusal(order)) throw refusal(order);
      this.open(order, newLinks());
      this.botsOrdered = order.bots;
      this.writes.add(this.config.store?.create({ roomId: this.roomId, game: order.game.id, options: order.options, clock: order.clock, ...this.links }));
    }
    this.config.census.add(this);
    // Listed for the invite page, which names the game before it asks for a name.
    void this.setMetadata({ game: this.game.id });
    this.maxMessagesPerSecond = frameCap(this.config.rate);
    tickClockSlowly(this);

    this.onMessage(Msg.act, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.act(member, message)));
    this.onMessage(Msg.start, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.start(member, message)));
    this.onMessage(Msg.chat, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.chat(member, message), CHAT_TOO_FAST));
    this.onMessage(Msg.addBot, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.addBot(member, message)));
    this.onMessage(Msg.removeBot, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.removeBot(member, message)));
    this.onMessage(Msg.rematch, (client: TableClient, message: unknown, ctx: MessageContext) =>
      this.answer(client, ctx, (member) => this.wantRematch(member, message)));
    // Any other type, and also a message whose type is "*" itself: Colyseus then passes
    // its payload where the type would be, so `type` is whatever a client sent.
    this.onMessage('*', (client: TableClient, type: unknown) => this.answer(client, undefined, () =>
      garbage(ruleError(TableErrorCode.unknownMessage, `There is no message ${describeType(type)}.`))));

    // Never listed nor matchmade: a table is reached only through its links.
    return this.setPrivate(true);
  }

  private open({ game, options, clock }: Pick<TableOrder, 'game' | 'options' | 'clock'>, links: TableLinks): void {
    this.game = game;
    this.gameOptions = options;
    this.links = links;
    this.state = new TableState().assign({
      game: game.id, title: game.title, minSeats: game.minSeats, maxSeats: game.maxSeats, clock,
    });
    this.bots = new BotPacing(this.config.botDelayMs, () => this.playBots());
    this.seats = new Seats(this.state.seats, game.maxSeats);
    this.views = new ViewSync(this.state);
    this.idle = new IdleWatch(this.clock, this.config.limits.idleSeconds, () => this.closeIdle());
    this.watchIdle();
  }

  /**
   * The table as it was before a restart: its seats wait for their players' keys, and its
   * game is its stored action log replayed. A log that no longer replays (the rules
   * changed) leaves a table that refuses every join with `table_lost`, saying why.
   */
  private restore(stored: StoredTable): void {
    const game = this.config.games.find((candidate) => candidate.id === stored.game);
    if (!game) throw new Error(`table ${stored.roomId}: no game "${stored.game}" on this server`);
    this.open({ game, options: stored.options, clock: stored.clock }, { invite: stored.invite, watch: stored.watch });
    this.state.assign({ restored: true, round: stored.round });
    this.seats.restore(stored.seats, stored.setup !== null);
    this.chatCount = stored.chat.length;
    stored.chat.forEach((line) => this.remember(line));
    if (!stored.setup) return;
    try {
      this.begin(Match.replay(game, stored.setup, stored.actions, (events) => this.history.push(...events)));
    } catch (error) {
      this.lost = error instanceof Error ? error.message : 'it does not replay';
      this.autoDispose = false;
      this.config.log.bounded('error', 'restore', `table ${stored.roomId} cannot be restored: ${this.lost}`);
      this.writes.add(this.config.store?.finish(stored.roomId, null));
    }
  }

  override onBeforeShutdown(): void {
    this.shuttingDown = true;
    super.onBeforeShutdown();
  }

  override onDispose(): void {
    this.config.census.delete(this);
    this.bots?.dispose();
    this.clocks?.dispose();
  }

  /**
   * Whether a join may have a seat reservation: `authorize` asks this of the table on the
   * matchmaking request, from whichever process it arrives at. `onJoin` checks the seats
   * again, since they may have gone in between.
   */
  screen(options: unknown): Screening {
    const parsed = parseJoinOptions(options);
    if (isRefusal(parsed)) return parsed;
    const admission = admissionOf(parsed, this.links);
    return isRefusal(admission) ? admission : this.roomFor(admission) ?? admission;
  }

  override onJoin(client: TableClient, _options: unknown, admission: Admission | undefined): void {
    // Only `authorize` admits; a join that came around it is refused.
    if (!admission) throw refusal(refused('bad_link', 'A table can only be joined through its links.'));
    const full = this.roomFor(admission);
    if (full) throw refusal(full);
    const seat = admission.kind === 'spectator' ? null : this.seatFor(client, admission);
    // Spectators need no StateView: the public view is in the unfiltered state.
    if (seat) client.view = seat.view;
    else this.watchers.add(client.sessionId);
    if (admission.kind === 'creator' || admission.kind === 'player') this.storeSeats();
    client.userData = { seat, bucket: new TokenBucket(this.config.rate), chatBucket: new TokenBucket(CHAT_RATE) };
    if (admission.kind === 'creator' && this.botsOrdered > 0) this.startAgainstBots();
    this.welcome(client);
    this.watchIdle();
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
    Object.assign(seat, { connected: false, awayUntil: Date.now() + this.config.reconnectSeconds * 1000 });
    this.seats.publish(seat);
    this.watchIdle();
    this.rematchIfAgreed();
    this.broadcastPatch();
  }

  override onReconnect(client: TableClient): void {
    this.absences.forget(client.sessionId);
    const seat = client.userData?.seat;
    if (seat) {
      Object.assign(seat, { connected: true, awayUntil: 0 });
      this.seats.publish(seat);
      this.watchIdle();
      this.broadcastPatch();
    }
    this.welcome(client);
  }

  override onLeave(client: TableClient): void {
    this.absences.forget(client.sessionId);
    this.watchers.delete(client.sessionId);
    const seat = client.userData?.seat;
    // A seat taken over by its key belongs to the newer session.
    if (!seat || seat.sessionId !== client.sessionId) return;
    Object.assign(seat, { sessionId: null, connected: false, awayUntil: 0 });
    if (this.match) {
      // Gone for good, or on purpose: a bot plays the seat until its person comes back. Not
      // when the server stops, which takes everyone away and brings the table back as it was.
      if (!this.match.result && !this.shuttingDown) this.handOver(seat, 'standIn');
      this.seats.publish(seat);
      this.rematchIfAgreed();
    } else {
      this.seats.release(seat);
      // Players leave because the server stops: the stored table keeps their seats for its return.
      if (!this.shuttingDown) this.storeSeats();
    }
    this.watchIdle();
    this.broadcastPatch();
  }

  /**
   * One log line (bounded), and an error to the client whose message failed; the table
   * goes on. Refusals thrown on purpose (`ServerError`s of joins) are answers, not failures.
   */
  override onUncaughtException(error: RoomException, method: string): void {
    if (error.cause instanceof ServerError) return;
    const cause = error.cause instanceof Error ? error.cause : error;
    this.config.log.bounded('error', `room:${method}`, `table ${this.roomId} failed in ${method}: ${cause.name}: ${cause.message}`.slice(0, 300));
    if (error instanceof OnMessageException && error.client) {
      (error.client as TableClient).send(Msg.error, ruleError(TableErrorCode.internal, 'The server failed on this message; the table goes on.'));
    }
  }

  /** What the table's seats allow this admission now: a refusal, or null. */
  private roomFor(admission: Admission): Refusal | null {
    if (this.lost) {
      return refused('table_lost', 'This table could not be brought back after the server restarted: its game no longer replays under the current rules.');
    }
    switch (admission.kind) {
      case 'spectator':
        return this.watchers.size >= this.config.limits.spectators
          ? refused('watchers_full', 'This table has as many spectators as it can take.')
          : null;
      case 'reclaim':
        return this.seats.byKey(admission.seatKey) ? null : refused('bad_link', 'This seat key does not belong to a seat at this table.');
      default:
        if (this.match) return refused('game_started', 'The game has started: new players cannot sit down, but they can watch.');
        return this.seats.taken.length >= this.game.maxSeats
          ? refused('table_full', `This table is full: ${this.game.title} is for at most ${this.game.maxSeats} players.`)
          : null;
    }
  }

  /** A seat for an admission that `roomFor` let through. */
  private seatFor(client: TableClient, admission: Exclude<Admission, { kind: 'spectator' }>): SeatRecord {
    if (admission.kind === 'reclaim') return this.reclaim(client, this.seats.byKey(admission.seatKey)!);
    return this.seats.take(admission.name, admission.kind === 'creator', client.sessionId)!;
  }

  /** The newest connection with a seat key wins: a pending reconnection or an old tab loses the seat. */
  private reclaim(client: TableClient, seat: SeatRecord): SeatRecord {
    const previous = seat.sessionId;
    Object.assign(seat, { sessionId: client.sessionId, connected: true, awayUntil: 0 });
    if (seat.bot === 'standIn') this.handOver(seat, '');
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
    client.send(Msg.clock, { now: Date.now() } satisfies ClockMessage);
    if (seat) client.send(Msg.seat, this.seatMessage(seat));
    const viewer = this.viewerOf(member);
    client.send(Msg.history, forgetSpent(this.history.map((event) => eventFor(event, viewer))));
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
  private answer(client: TableClient, ctx: MessageContext | undefined, handle: (member: Member) => Answer, tooFast = TOO_FAST): Reply | Promise<Reply> {
    const member = memberOf(client);
    const answer: Answer = member.bucket.take() ? handle(member) : tooFast;
    // Accepted: acknowledged once the store holds what it changed.
    if (!answer) return this.writes.settled({ ok: true });
    const { garbage: counted, ...error } = answer;
    if (counted) strike(client.ref, TableCloseCode.garbage, (code, reason) => client.leave(code, reason));
    if (ctx?.id === undefined) client.send(Msg.error, error);
    return { ok: false, error };
  }

  private act(member: Member, message: unknown): Answer {
    const size = jsonSize(message);
    if (size !== null && size > MAX_ACTION_BYTES) {
      return ruleError(TableErrorCode.payloadTooLarge, `An action may take at most ${MAX_ACTION_BYTES} bytes.`);
    }
    const parsed = parseWire(ActMessage, message, ErrorCode.malformed);
    if (isRuleError(parsed)) return garbage({ ...parsed, message: `Send { action }: your seat comes from your connection. ${parsed.message}` });
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot act.');
    if (!this.match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    return this.perform(this.seats.indexOf(member.seat), parsed.action);
  }

  /** An action of `seat`, from its person or its bot alike: the rules judge it, then everyone hears. */
  private perform(seat: Seat, action: unknown): TableError | null {
    const match = this.match!;
    const outcome = match.act(seat, action);
    if (!outcome.ok) return outcome.error;
    // Stored before anyone hears of it: a crash can lose nothing a player was told.
    const seq = match.log.length - 1;
    this.writes.add(this.config.store?.action(this.roomId, seq, match.log[seq]!));
    if (match.result) this.writes.add(this.config.store?.finish(this.roomId, replayId(this.roomId, this.state.round)));
    this.publish(outcome.events, seat);
    return null;
  }

  /**
   * One move of a seat a bot plays, if the game waits for one; the pacing calls again after
   * it (see `publish`). A bot sees only its seat's view, as a person there would.
   */
  private playBots(): void {
    const match = this.match;
    if (!match || match.result) return;
    const owed = match.game.awaitedSeats(match.state).filter((seat) => this.seats.at(seat)?.bot);
    for (const seat of owed) {
      if (this.decideFor(seat)) return;
    }
  }

  /** The bot's decision for `seat`, played; false when it had none that the rules took. */
  private decideFor(seat: Seat): boolean {
    const match = this.match!;
    const random = randomSource(match.setup.seed, [match.log.length, seat]);
    const action = match.game.bot(match.game.viewFor(match.state, seat), random);
    if (action === null) return false;
    const refused = this.perform(seat, action);
    if (refused) this.config.log.bounded('error', 'bot', `table ${this.roomId}: the ${match.game.id} bot in seat ${seat} was refused: ${refused.code}: ${refused.message}`.slice(0, 300));
    return refused === null;
  }

  /** A seat's clock ran out: its bot makes that one decision, and the log says so. */
  private timeUp(seat: Seat): void {
    const match = this.match;
    if (!match || match.result || !match.game.awaitedSeats(match.state).includes(seat)) return;
    this.note(seat, 'timeout');
    this.decideFor(seat);
  }

  /** A bot takes over the seat of a person who left (`standIn`), or steps aside for them (''). */
  private handOver(seat: SeatRecord, bot: '' | 'standIn'): void {
    seat.bot = bot;
    this.storeSeats();
    this.note(this.seats.indexOf(seat), bot === 'standIn' ? 'standIn' : 'back');
    if (bot) this.bots.wake();
  }

  /** The table's own line in the log, about a seat; kept with the talk. */
  private note(seat: Seat, note: TableNote): void {
    // A client still joining (a reclaim's) reads it in the talk its welcome brings.
    this.say({ seat, name: this.seats.at(seat)?.name ?? '', text: '', after: this.history.length, note },
      () => this.clients.filter((client) => !client.userData));
  }

  /** Table talk: players speak, everyone at the table reads. Not game data, so no view. */
  private chat(member: Member, message: unknown): Answer {
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators can read the chat but not write in it.');
    const parsed = parseWire(ChatMessage, message, TableErrorCode.badChat);
    if (isRuleError(parsed)) return garbage({ ...parsed, message: `A chat line is { text } with 1 to ${MAX_CHAT_LENGTH} characters. ${parsed.message}` });
    if (!member.chatBucket.take()) return CHAT_TOO_FAST;
    this.say({ seat: this.seats.indexOf(member.seat), name: member.seat.name, text: parsed.text, after: this.history.length });
    return null;
  }

  /** A line in the talk: stored, then read by everyone at the table but `except` (worked out then). */
  private say(line: ChatLine, except: () => TableClient[] = () => []): void {
    this.writes.add(this.config.store?.chat(this.roomId, this.chatCount++, line));
    this.writes.then(() => {
      this.remember(line);
      this.broadcast(Msg.chat, line, { except: except() });
    });
  }

  private remember(line: ChatLine): void {
    this.chatLog.push(line);
    if (this.chatLog.length > CHAT_HISTORY) this.chatLog.shift();
  }

  private storeSeats(): void {
    this.writes.add(this.config.store?.seats(this.roomId, this.seats.stored()));
  }

  /**
   * The store refused a write (another process holds the table now) or lost it: this copy of
   * the table is behind or ahead of its log, so it stops, and its people come back through
   * their links to wherever the table is held.
   */
  private storeFailed(error: unknown): void {
    this.config.log.bounded('error', 'store', `table ${this.roomId} stopped: its store refused a write: ${error instanceof Error ? error.message : 'unknown error'}`.slice(0, 300));
    this.clocks?.dispose();
    this.bots.dispose();
    void this.disconnect(CloseCode.SERVER_SHUTDOWN);
  }

  private start(member: Member, message: unknown): Answer {
    const parsed = parseWire(StartMessage, message, TableErrorCode.badMessage);
    if (isRuleError(parsed)) return garbage(parsed);
    const refused = this.hostsLobby(member, 'start the game');
    if (refused) return refused;
    if (this.seats.taken.length < this.game.minSeats) {
      return ruleError(TableErrorCode.notEnoughPlayers, `${this.game.title} needs at least ${this.game.minSeats} players.`);
    }
    this.startGame();
    return null;
  }

  /** The refusal of a lobby change by anyone but the host, or after the start; null for the host. */
  private hostsLobby(member: Member, what: string): Answer {
    if (!member.seat) return ruleError(TableErrorCode.spectator, `Spectators cannot ${what}.`);
    if (!member.seat.host) return ruleError(TableErrorCode.notHost, `Only the host can ${what}.`);
    if (this.match) return ruleError(TableErrorCode.gameStarted, 'The game has already started.');
    return null;
  }

  private addBot(member: Member, message: unknown): Answer {
    return this.changeSeats(member, parseWire(AddBotMessage, message, TableErrorCode.badMessage), 'seat a bot',
      () => (this.seats.addBot() ? null : ruleError(TableErrorCode.noSeat, 'Every seat is taken.')));
  }

  private removeBot(member: Member, message: unknown): Answer {
    return this.changeSeats(member, parseWire(RemoveBotMessage, message, TableErrorCode.badMessage), 'remove a bot',
      ({ seat }) => (this.seats.removeBot(seat) ? null : ruleError(TableErrorCode.noSeat, `Seat ${seat + 1} holds no bot.`)));
  }

  /** The host's change to the lobby's seats (`what` it is, in words): checked, made, stored, shown. */
  private changeSeats<T>(member: Member, parsed: T | TableError, what: string, change: (message: T) => Answer): Answer {
    if (isRuleError(parsed)) return garbage(parsed);
    const refused = this.hostsLobby(member, what) ?? change(parsed);
    if (refused) return refused;
    this.storeSeats();
    this.broadcastPatch();
    return null;
  }

  private wantRematch(member: Member, message: unknown): Answer {
    const parsed = parseWire(StartMessage, message, TableErrorCode.badMessage);
    if (isRuleError(parsed)) return garbage(parsed);
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators follow a rematch, but only players can ask for one.');
    if (!this.match?.result) return ruleError(TableErrorCode.notOver, 'A rematch can only follow a game that is over.');
    member.seat.rematch = true;
    this.seats.publish(member.seat);
    this.rematchIfAgreed();
    this.broadcastPatch();
    return null;
  }

  /**
   * After a game, the rematch starts once someone asked for it and every person connected in
   * a seat agrees: whoever is away or left is played by a bot, as in any game, until they
   * come back. The same seats, a new seed, and the seat after the last game's first begins.
   */
  private rematchIfAgreed(): void {
    const previous = this.match;
    if (!previous?.result || this.shuttingDown) return;
    const people = this.seats.taken.filter((seat) => seat.bot !== 'bot');
    if (!people.some((seat) => seat.rematch) || !people.every((seat) => seat.rematch || !seat.connected)) return;

    const seats = this.seats.taken.length;
    this.gameOptions = this.nextFirstSeat(previous.setup);
    const setup: MatchSetup = { game: this.game.id, seed: newSeed(), seats, options: this.gameOptions };
    this.state.round += 1;
    this.writes.add(this.config.store?.rematch(this.roomId, this.state.round));
    this.writes.add(this.config.store?.start(this.roomId, setup));
    for (const seat of this.seats.taken) {
      seat.rematch = false;
      if (seat.bot === '' && !seat.connected && !seat.sessionId) seat.bot = 'standIn';
      this.seats.publish(seat);
    }
    this.storeSeats();
    // A new game, a new log: nothing said or done in the last one is woven into this one.
    this.history.splice(0);
    this.chatLog.splice(0);
    this.chatCount = 0;
    this.match = new Match(this.game, setup);
    this.play();
    for (const client of this.clients) {
      if (!client.userData) continue;
      client.send(Msg.history, []);
      client.send(Msg.chatLog, []);
    }
  }

  /**
   * The options with the seat after the one that began `last` to begin. A game without a
   * `firstSeat` option (the three here have one) begins as its own rules say.
   */
  private nextFirstSeat(last: MatchSetup): unknown {
    const began = this.game.actingSeats(new Match(this.game, last).state)[0] ?? 0;
    const options = { ...(isPlainObject(this.gameOptions) ? this.gameOptions : {}), firstSeat: (began + 1) % last.seats };
    return isRuleError(this.game.parseOptions(options)) ? this.gameOptions : options;
  }

  /** "Play against bots": the creator has sat down; the bots join and the game starts. */
  private startAgainstBots(): void {
    for (let bot = 0; bot < this.botsOrdered; bot++) this.seats.addBot();
    this.botsOrdered = 0;
    this.startGame();
  }

  private startGame(): void {
    this.seats.compact();
    const setup: MatchSetup = {
      game: this.game.id, seed: newSeed(), seats: this.seats.taken.length, options: this.gameOptions,
    };
    this.storeSeats();
    this.writes.add(this.config.store?.start(this.roomId, setup));
    this.begin(new Match(this.game, setup));
    // Closing the gaps may have moved players to other seats.
    for (const client of this.clients) {
      const seat = client.userData?.seat;
      if (seat) client.send(Msg.seat, this.seatMessage(seat));
    }
  }

  /** The game is on: each seat gets its view entry, and everyone the views. */
  private begin(match: Match): void {
    this.match = match;
    this.seats.taken.forEach((seat, index) => seat.view.add(this.views.openSeat(index)));
    this.play();
  }

  /** The table's game runs, from its first position: clocks, views, bots. */
  private play(): void {
    this.state.phase = 'playing';
    // A player who left may come back while bots play on, even to a table nobody is at, and
    // find the end of the game there: the idle watch, not the last one out, ends it.
    this.autoDispose = false;
    const seats = this.seats.taken.length;
    if (this.state.clock > 0) this.clocks = new TurnClocks(Math.round(this.state.clock * 1000), seats, (seat) => this.timeUp(seat));
    this.publish([], null);
  }

  /**
   * Once the store holds the game so far: recomputes every view and its events from the game,
   * and the clocks of the seats it waits for, then sends one patch; a bot the game waits for
   * is woken. `acted`: whose action it was.
   */
  private publish(events: readonly GameEvent[], acted: Seat | null): void {
    this.writes.then(() => this.publishStored(events, acted));
  }

  private publishStored(events: readonly GameEvent[], acted: Seat | null): void {
    const match = this.match!;
    this.history.push(...events);
    if (match.result) this.state.phase = 'ended';
    this.views.publish(match, events, this.seats.taken.length);
    const awaited = match.result ? [] : match.game.awaitedSeats(match.state);
    for (const seat of this.clocks?.update(awaited, acted) ?? []) this.seats.showClock(seat, this.clocks!.face(seat));
    if (awaited.some((seat) => this.seats.at(seat)?.bot)) this.bots.wake();
    this.broadcastPatch();
  }

  /** Idle while nobody is connected in a seat: spectators alone do not keep a table. */
  private watchIdle(): void {
    this.idle.update(this.seats.taken.every((seat) => !seat.connected));
  }

  private closeIdle(): void {
    this.config.log.info(`table ${this.roomId} closed: nobody connected in a seat for ${this.config.limits.idleSeconds} s`);
    void this.disconnect(TableCloseCode.idle);
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
  return census.size >= limits.maxTables
    ? refused('server_full', 'This server holds as many tables as it can: try again later.')
    : null;
}

/** A client's message type in words, whatever it sent in its place. */
function describeType(type: unknown): string {
  if (typeof type === 'string') return JSON.stringify(type.slice(0, 40));
  return typeof type === 'number' ? `${type}` : 'of that kind';
}

function memberOf(client: TableClient): Member {
  if (!client.userData) throw new Error(`client ${client.sessionId} has not joined`);
  return client.userData;
}
