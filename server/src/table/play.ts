import {
  DEFAULT_BOT_LEVEL, eventFor, forgetSpent, isRuleError, levelMove, type Match, parseAction, randomSource, replayId, ruleError, TableErrorCode,
  type BotLevel, type GameEvent, type ParsedAction, type Seat, type SeatBot, type TableError, type Viewer,
} from '@dead-drop/shared';
import { HardMoves } from '../bots/hardMoves';
import { BotPacing } from './botPacing';
import type { Chat } from './chat';
import type { Member } from './members';
import { PatchMaker } from './patchMaker';
import type { SeatRecord } from './seats';
import { StaleActions } from './staleActions';
import { STORE_FAILED } from './storeHealth';
import type { TableCore } from './tableCore';
import { TurnClocks } from './turnClocks';

/**
 * The table's game: its actions, from people and bots alike, judged by the rules, stored, then
 * told as every viewer's new view; its bots and its turn clocks.
 */
export class Play {
  match: Match | null = null;
  /** Every event of the current game, for whoever joins. */
  readonly history: GameEvent[] = [];
  /**
   * The number of the table's latest state (`TableState.step`): one more at each accepted
   * action and at each new game, over the table's whole life. An action names the one it
   * was chosen from (see `StaleActions`).
   */
  step = 0;
  private readonly staleness = new StaleActions();
  private readonly patches = new PatchMaker();
  private readonly bots: BotPacing;
  private readonly hard = new HardMoves(
    // A move the rules refuse (a bug of the search) is logged by `playChosen`; Normal plays then.
    (seat, step, action) => { if (step === this.step && !this.playChosen(seat, action)) this.decideFor(seat, DEFAULT_BOT_LEVEL); },
    (seat, step, why) => {
      this.core.deps.log.bounded('error', 'bot', `table ${this.core.deps.roomId}: a Hard move failed, Normal plays: ${why}`.slice(0, 300));
      if (step === this.step) this.decideFor(seat, DEFAULT_BOT_LEVEL);
    },
  );
  private clocks: TurnClocks | null = null;
  /** Seats whose clock ran out while the store refused writes: their bots decide once it takes them again. */
  private readonly lateSeats = new Set<Seat>();

  /** `ended`: the game is over (the table then waits for its people differently). */
  constructor(private readonly core: TableCore, private readonly chat: Chat, private readonly ended: () => void) {
    this.bots = new BotPacing(core.deps.clock, core.deps.settings.botDelayMs, () => this.playBots());
  }

  /** A person's action: from a seat, of a game on, chosen from the state the table is in. */
  act(member: Member, at: number, action: ParsedAction): TableError | null {
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot act.');
    if (!this.match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    const seat = this.core.seats.indexOf(member.seat);
    if (this.staleness.stale(seat, at, this.step)) {
      return ruleError(TableErrorCode.staleAction, 'The table has moved on since this move was chosen: look again, then choose.');
    }
    return this.perform(seat, action);
  }

  /** The game is on: each seat gets its view entry, and everyone the views. */
  begin(match: Match): void {
    this.match = match;
    this.core.seats.taken.forEach((seat, index) => this.core.outbox.openSeat(index, seat));
    this.run();
  }

  /** A rematch: a new game at the same seats, with a new log. */
  next(match: Match): void {
    this.history.splice(0);
    this.step += 1;
    this.clocks?.dispose();
    this.match = match;
    this.run();
  }

  /** The events so far as `viewer` may know them. */
  historyFor(viewer: Viewer): unknown[] {
    return forgetSpent(this.history.map((event) => eventFor(event, viewer)));
  }

  /** A bot takes over the seat of a person who left (`standIn`), or steps aside for them (''). */
  handOver(seat: SeatRecord, bot: Exclude<SeatBot, 'bot'>): void {
    seat.bot = bot;
    this.core.storeSeats();
    this.chat.note(this.core.seats.indexOf(seat), bot === 'standIn' ? 'standIn' : 'back');
    if (bot) this.bots.wake();
  }

  /** The store takes writes again: what waited for it (bots, clocks run out) goes on. */
  resume(): void {
    for (const seat of this.lateSeats) this.timeUp(seat);
    this.lateSeats.clear();
    this.bots.wake();
  }

  dispose(): void {
    this.bots.dispose();
    this.hard.dispose();
    this.clocks?.dispose();
  }

  /** The table's game runs, from its first position: clocks, views, bots. */
  private run(): void {
    this.staleness.reset(this.core.seats.taken.length, this.step);
    this.core.outbox.table({ phase: 'playing', step: this.step });
    this.core.outbox.keepOpen();
    const seconds = this.core.clockSeconds;
    if (seconds > 0) {
      this.clocks = new TurnClocks(Math.round(seconds * 1000), this.core.seats.taken.length, (seat) => this.timeUp(seat), this.core.deps.clock);
    }
    this.publish([], null);
  }

  /**
   * An action of `seat`, from its person or its bot alike: the rules judge it, the store
   * takes it, and only then is it done and does everyone hear. A write the store refuses
   * leaves the game as it was (see `StoreHealth`).
   */
  private perform(seat: Seat, action: ParsedAction): TableError | null {
    const match = this.match!;
    const checked = match.check(seat, action);
    if (!checked.ok) return checked.error;
    const seq = match.log.length;
    if (!this.core.record((store, roomId) => store.action(roomId, seq, checked.logged))) return STORE_FAILED;
    checked.commit();
    this.step += 1;
    this.staleness.moved(seat, this.step);
    if (match.result) {
      const round = this.core.round;
      this.core.store((store, roomId) => store.finish(roomId, replayId(roomId, round)));
      this.ended();
    }
    this.publish(checked.events, seat);
    return null;
  }

  /**
   * Once the store holds the game so far: every view and its events from the game, and the
   * clocks of the seats it waits for, in one patch; a bot the game waits for is woken.
   * `acted`: whose action it was.
   */
  private publish(events: readonly GameEvent[], acted: Seat | null): void {
    const match = this.match!;
    const step = this.step;
    this.core.writes.afterWrites(() => {
      const { outbox, seats } = this.core;
      this.history.push(...events);
      outbox.table(match.result ? { phase: 'ended', step } : { step });
      outbox.views(this.patches.next(match, events, seats.taken.length, step));
      const awaited = match.result ? [] : match.game.awaitedSeats(match.state);
      for (const seat of this.clocks?.update(awaited, acted) ?? []) outbox.clock(seat, this.clocks!.face(seat));
      if (awaited.some((seat) => seats.at(seat)?.bot)) this.bots.wake();
      outbox.flush();
    });
  }

  /**
   * One move of a seat a bot plays, if the game waits for one; the pacing calls again after
   * it (see `publish`). A bot sees only its seat's view, as a person there would.
   */
  private playBots(): void {
    const match = this.match;
    // While the store refuses writes the bots wait: `resume` wakes them.
    if (!match || match.result || this.core.health.down) return;
    const owed = match.game.awaitedSeats(match.state).filter((seat) => this.core.seats.at(seat)?.bot);
    for (const seat of owed) {
      if (this.decideFor(seat)) return;
    }
  }

  /**
   * The bot's decision for `seat`, played; false when it had none that the rules took. A bot
   * the host seated plays at its level; a stand-in, or a seat whose clock ran out, plays
   * Normal. A Hard move is searched off the event loop and played when it comes back: true then.
   */
  private decideFor(seat: Seat, level = this.levelOf(seat)): boolean {
    const match = this.match!;
    const view = match.game.viewFor(match.state, seat);
    if (level === 'hard') {
      return this.hard.think({ game: match.game.id, seat, step: this.step, view, memory: this.historyFor(seat),
        seed: match.setup.seed, actions: match.log.length });
    }
    return this.playChosen(seat, levelMove(match.game, level, view, randomSource(match.setup.seed, [match.log.length, seat])));
  }

  private levelOf(seat: Seat): BotLevel {
    const record = this.core.seats.at(seat);
    return record?.bot === 'bot' ? record.level : DEFAULT_BOT_LEVEL;
  }

  /** A bot's move, played; false when there was none or the rules refused it. */
  private playChosen(seat: Seat, chosen: unknown): boolean {
    const match = this.match!;
    if (chosen === null) return false;
    const action = parseAction(match.game, chosen);
    const refused = isRuleError(action) ? action : this.perform(seat, action);
    if (refused) this.core.deps.log.bounded('error', 'bot', `table ${this.core.deps.roomId}: the ${match.game.id} bot in seat ${seat} was refused: ${refused.code}: ${refused.message}`.slice(0, 300));
    return refused === null;
  }

  /** A seat's clock ran out: its bot makes that one decision, and the log says so. */
  private timeUp(seat: Seat): void {
    const match = this.match;
    if (!match || match.result || !match.game.awaitedSeats(match.state).includes(seat)) return;
    if (this.core.health.down) {
      this.lateSeats.add(seat);
      return;
    }
    this.chat.note(seat, 'timeout');
    this.decideFor(seat, DEFAULT_BOT_LEVEL);
  }
}
