import {
  DEFAULT_BOT_LEVEL,
  isRuleError,
  isSlowClock,
  Match,
  parseOptions,
  type AnyGame,
  type BotLevel,
  type Tutorial,
} from '@dead-drop/shared';
import { TokenBucket } from '../guard/rates';
import type { StoredTable } from '../store/tableLog';
import { AbandonVote } from './abandonVote';
import { set, storeState } from './runner';
import { Chat } from './chat';
import { Concession } from './concession';
import { HostControls } from './hostControls';
import { IdleWatch, idleness } from './idleWatch';
import { CHAT_RATE } from './limits';
import { newSecret, type Admission, type Refusal as JoinRefusal, type TableLinks } from './links';
import { Lobby } from './lobby';
import type { Member } from './members';
import { Orders } from './orders';
import { Play } from './play';
import { PlayAgain } from './playAgain';
import { Rematch } from './rematch';
import type { SeatRecord } from './seats';
import { TableCore, type TableDeps, type TableOpening } from './tableCore';
import type { Timer } from './tableClock';
import { retellSeats } from './turnNews';
import { retell, welcome } from './welcome';

/**
 * One table of any game, with no transport in it: people come and go by session, send it
 * orders (messages parsed at the edge, see `readOrder`, and done by its `Orders`), and hear of
 * it through its outbox. The table wires its parts, and keeps its people's comings and goings.
 * The rules live in the game, reached only through `Match`; the table knows people, seats,
 * talk, bots, clocks and rematches. `TableRoom` adapts it to Colyseus; a test drives it by
 * hand, with its own outbox and clock.
 */
export class Table {
  private readonly core: TableCore;
  private readonly members = new Map<string, Member>();
  private readonly chat: Chat;
  private readonly play: Play;
  private readonly lobby: Lobby;
  private readonly rematch: Rematch;
  private readonly playAgain: PlayAgain;
  private readonly concession: Concession;
  private readonly vote: AbandonVote;
  private readonly host: HostControls;
  private readonly idle: IdleWatch;
  /** What the table does on each message of its members: the room hands them there. */
  readonly orders: Orders;
  /** Closes the table if its game has not started by then (see `closeUnstarted`). */
  private readonly lobbyEnd: Timer;
  /** Bots to seat once the creator has sat down, for a game against bots that starts at once. */
  private botsOrdered: number;
  private readonly botLevel: BotLevel;
  /** "Learn to play": the tutorial the creator's game follows (see `Lobby.startTutorial`). */
  private readonly tutorial: Tutorial | null;
  /** This copy stopped because a write across the network was refused or lost (see `storeFailed`). */
  writeLost = false;

  /** A new table (`bots` > 0: against that many bots, started once the creator sits down; `tutorial`: its guided first game). */
  constructor(
    private readonly deps: TableDeps,
    opening: TableOpening,
    bots = 0,
    botLevel: BotLevel = DEFAULT_BOT_LEVEL,
    tutorial: Tutorial | null = null,
  ) {
    this.core = new TableCore(
      deps,
      opening,
      (error) => this.storeFailed(error),
      (down) => this.storeDown(down),
    );
    this.botsOrdered = bots;
    this.botLevel = botLevel;
    this.tutorial = tutorial;
    const everyone = () => this.members.values();
    this.chat = new Chat(this.core, everyone, () => this.play.history.length);
    this.play = new Play(
      this.core,
      this.chat,
      () => this.ended(),
      () => retell(this.core, this.play, this.members.values()),
    );
    this.lobby = new Lobby(this.core, this.play);
    this.rematch = new Rematch(this.core, this.play, this.chat, everyone);
    this.playAgain = new PlayAgain(this.core, () => !!this.core.fields.match?.result, everyone);
    this.vote = new AbandonVote(this.core, this.play, this.chat);
    const changed = () => this.peopleChanged();
    this.concession = new Concession(this.core, this.play, this.chat, changed);
    this.host = new HostControls(this.core, this.play, this.chat, (sessionId) => this.members.get(sessionId), changed);
    this.idle = new IdleWatch(deps.clock, (seconds) => this.closeIdle(seconds));
    const { play, chat, lobby, rematch, playAgain, concession, vote, host } = this;
    this.orders = new Orders(this.core, { play, chat, lobby, rematch, playAgain, concession, vote, host }, this.members);
    this.watchIdle();
    this.lobbyEnd = deps.clock.after(deps.settings.lobbySeconds * 1000, () => this.closeUnstarted());
  }

  /** The table as created: stored before anyone hears of it. */
  static create(
    deps: TableDeps,
    opening: TableOpening,
    bots: number,
    botLevel: BotLevel = DEFAULT_BOT_LEVEL,
    tutorial: Tutorial | null = null,
  ): Table {
    const table = new Table(deps, opening, bots, botLevel, tutorial);
    const { game, options, clock, links } = opening;
    table.core.runner.run([storeState((store, roomId) => store.create({ roomId, game: game.id, options, clock, ...links }))]);
    return table;
  }

  /**
   * The table as it was before a restart, restored: its seats wait for their players' keys,
   * and its game is rebuilt from its stored action log. A log that no longer plays through
   * (the rules changed) leaves a table that refuses every join with `table_lost`, saying why.
   * Its options come from the store and are parsed once here; options that no longer parse throw.
   */
  static restore(deps: TableDeps, stored: StoredTable, game: AnyGame): Table {
    const options = parseOptions(game, stored.options);
    if (isRuleError(options)) throw new Error(`table ${stored.roomId}: its options no longer parse: ${options.message}`);
    const table = new Table(deps, { game, options, clock: stored.clock, links: { invite: stored.invite, watch: stored.watch } });
    const { core, play, chat, lobby } = table;
    const locked = stored.controls?.locked ?? false;
    core.runner.run([set({ round: stored.round, locked })]);
    deps.outbox.table({ restored: true, round: stored.round, locked });
    core.seats.restore(stored.seats, stored.setup !== null);
    chat.restore(stored.chat);
    if (!stored.setup) return table;
    try {
      const match = Match.fromLog(game, stored.setup, stored.actions, (events) => play.replayed(events));
      core.runner.run([set({ step: stored.actions.length })]);
      core.runner.run(play.begin(match, stored.clocks ?? null));
      if (stored.controls?.paused && !match.result) core.runner.run(play.pause(true));
    } catch (error) {
      lobby.lost = error instanceof Error ? error.message : 'its log does not play through';
      deps.outbox.keepOpen();
      deps.log.bounded('error', 'restore', `cannot be restored: ${lobby.lost}`);
      core.runner.run([storeState((store, roomId) => store.finish(roomId, null))]);
    }
    return table;
  }

  get game(): AnyGame {
    return this.core.game;
  }

  get links(): TableLinks {
    return this.core.links;
  }

  /** Whether `sessionId` joined (and has not left). */
  has(sessionId: string): boolean {
    return this.members.has(sessionId);
  }

  /** What the table's seats allow this admission now: a refusal, or null. */
  roomFor(admission: Admission): JoinRefusal | null {
    return this.lobby.roomFor(admission);
  }

  /** Someone sits down, watches, or takes their seat back: a member from now on, or refused. */
  join(sessionId: string, admission: Admission): Member | JoinRefusal {
    const full = this.lobby.roomFor(admission);
    if (full) return full;
    const seat = admission.kind === 'spectator' ? null : this.lobby.seatFor(sessionId, admission);
    if (seat) this.deps.outbox.hold(sessionId, seat);
    else this.lobby.watchers.add(sessionId);
    if (admission.kind === 'creator' || admission.kind === 'player') this.core.storeSeats();
    const now = () => this.deps.clock.now();
    const member: Member = {
      sessionId,
      seat,
      bucket: new TokenBucket(this.deps.settings.rate, now),
      chatBucket: new TokenBucket(CHAT_RATE, now),
    };
    this.members.set(sessionId, member);
    if (admission.kind === 'creator' && this.tutorial) {
      this.lobby.startTutorial(this.tutorial);
      this.botsOrdered = 0;
    } else if (admission.kind === 'creator' && this.botsOrdered > 0) {
      this.lobby.startAgainstBots(this.botsOrdered, this.botLevel);
      this.botsOrdered = 0;
    }
    welcome(this.core, this.play, this.chat, this.playAgain, member);
    this.watchIdle();
    this.deps.outbox.flush();
    return member;
  }

  /** A member's connection dropped; its seat waits `reconnectSeconds` for it. */
  drop(sessionId: string): void {
    const seat = this.members.get(sessionId)?.seat;
    if (!seat || seat.sessionId !== sessionId) return;
    Object.assign(seat, { connected: false, awayUntil: this.deps.clock.now() + this.deps.settings.reconnectSeconds * 1000 });
    this.core.seats.publish(seat);
    this.watchIdle();
    this.peopleChanged();
    this.deps.outbox.flush();
  }

  reconnect(sessionId: string): void {
    const member = this.members.get(sessionId);
    if (!member) return;
    const { seat } = member;
    if (seat) {
      Object.assign(seat, { connected: true, awayUntil: 0 });
      this.core.seats.publish(seat);
      this.watchIdle();
      this.deps.outbox.flush();
    }
    welcome(this.core, this.play, this.chat, this.playAgain, member);
  }

  /** A member is gone for good (or on purpose). */
  leave(sessionId: string): void {
    const seat = this.members.get(sessionId)?.seat;
    this.members.delete(sessionId);
    this.lobby.watchers.delete(sessionId);
    // A seat taken over by its key belongs to the newer session.
    if (!seat || seat.sessionId !== sessionId) return;
    this.vacate(seat);
  }

  /**
   * The seat with `seatKey` moves to another device (its one-time link was taken, see
   * `alerts/seatMoves.ts`): it gets a new key, stored, which only that device is given; the old
   * key takes nothing back and answers for nothing. The session holding the seat is sent away
   * (`TableCloseCode.moved`), and the seat waits for the new device as for a dropped connection:
   * a stand-in comes only if the window passes first. The new key, or null when `seatKey` holds
   * no seat here.
   */
  moveSeat(seatKey: string): string | null {
    const seat = this.lobby.lost ? undefined : this.core.seats.byKey(seatKey);
    if (!seat) return null;
    seat.key = newSecret();
    this.core.storeSeats();
    retellSeats(this.core);
    const previous = seat.sessionId;
    if (previous) {
      const member = this.members.get(previous);
      if (member) member.seat = null;
      this.deps.outbox.evict(previous, 'moved');
      const window = this.deps.settings.reconnectSeconds * 1000;
      Object.assign(seat, { sessionId: null, connected: false, awayUntil: this.deps.clock.now() + window });
      this.core.seats.publish(seat);
      // Still unclaimed once the window is over (a claim, and a leave after it, clear `awayUntil`).
      this.deps.clock.after(window, () => {
        if (seat.sessionId === null && seat.awayUntil !== 0) this.vacate(seat);
      });
      this.watchIdle();
      this.deps.outbox.flush();
    }
    return seat.key;
  }

  /** Nobody holds the seat any more: its session left, or the device it moved to never came. */
  private vacate(seat: SeatRecord): void {
    Object.assign(seat, { sessionId: null, connected: false, awayUntil: 0 });
    if (this.core.fields.match) {
      // Gone for good, or on purpose: a bot plays the seat until its person comes back. Not
      // when the server stops, which takes everyone away and brings the table back as it was.
      // At a slow table closing the tab is how one waits for one's move: its clock, not a stand-in, moves it on.
      // While paused nobody is replaced: the stand-in comes when the game resumes.
      const waits = isSlowClock(this.core.clockSeconds) || this.core.fields.paused;
      if (!this.core.fields.match.result && !this.core.fields.shuttingDown && !waits) this.play.bots.handOver(seat, 'standIn');
      this.core.seats.publish(seat);
      this.peopleChanged();
    } else {
      this.core.seats.release(seat);
      // Players leave because the server stops: the stored table keeps their seats for its return.
      if (!this.core.fields.shuttingDown) this.core.storeSeats();
    }
    this.watchIdle();
    this.deps.outbox.flush();
  }

  /** The server stops: everyone will leave, and the stored table keeps them for its return. */
  shutDown(): void {
    this.core.runner.run([set({ shuttingDown: true })]);
  }

  dispose(): void {
    this.deps.turns?.gone(this.deps.roomId);
    this.play.dispose();
    this.idle.dispose();
    this.lobbyEnd.clear();
    this.core.runner.dispose();
  }

  /** Who is here changed (someone dropped, left, conceded, was removed): a rematch or a vote to abandon may be complete now. */
  private peopleChanged(): void {
    this.core.runner.run(this.rematch.ifAgreed());
    this.core.runner.apply(this.vote.ifAgreed());
  }

  /** The game is over: the table waits for its people differently, and no vote stands. */
  private ended(): void {
    this.watchIdle();
    this.vote.clear();
  }

  private watchIdle(): void {
    this.idle.update(idleness(this.core, this.core.fields.match));
  }

  private closeIdle(seconds: number): void {
    this.deps.log.info(`closed: nobody connected in a seat for ${seconds} s`);
    // A lobby everyone left is not a table anyone comes back to: it is not restored after a restart.
    if (!this.core.fields.match) this.core.runner.run([storeState((store, roomId) => store.finish(roomId, null))]);
    this.deps.outbox.close('idle');
  }

  /**
   * A lobby whose game never started is closed after `lobbySeconds`, however many people
   * wait in it: lobbies held open cannot fill the server (see docs/architecture.md, "Creating
   * tables"). A restored table that cannot be played stays to say why, until it is idle.
   */
  private closeUnstarted(): void {
    if (this.core.fields.match || this.lobby.lost) return;
    this.deps.log.info(`closed: its game did not start within ${this.deps.settings.lobbySeconds} s`);
    this.core.runner.run([storeState((store, roomId) => store.finish(roomId, null))]);
    this.deps.outbox.close('lobbyExpired');
  }

  /**
   * The store refuses writes (a full disk), or takes them again: everyone sees which, nothing
   * is told until the writes the table owes are made, and then it goes on by itself.
   */
  private storeDown(down: boolean): void {
    if (down) this.deps.log.bounded('error', 'store', `waits: its store refuses writes; it accepts nothing until one passes`);
    else this.deps.log.info(`goes on: its store takes writes again`);
    this.deps.outbox.table({ storeFailing: down });
    this.core.runner.hold(down);
    this.deps.outbox.flush();
    if (!down) this.play.bots.resume();
  }

  /**
   * This copy of the table stops (`why`, for the log): another process holds the table now,
   * or its store lost a write, so it is behind or ahead of its log. Its people come back
   * through their links to wherever the table is held.
   */
  stop(why: string): void {
    this.deps.log.bounded('error', 'store', `stopped: ${why}`);
    this.play.dispose();
    this.core.runner.dispose();
    this.deps.outbox.close('storeFailed');
  }

  /** The store refused a write (another process holds the table now) or lost it. */
  private storeFailed(error: unknown): void {
    this.writeLost = true;
    this.stop(`its store refused a write: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
}
