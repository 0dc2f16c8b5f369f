import {
  DEFAULT_BOT_LEVEL,
  isRuleError,
  isSlowClock,
  levelMove,
  parseAction,
  randomSource,
  type BotLevel,
  type ParsedAction,
  type Seat,
  type SeatBot,
  type TableError,
  type Viewer,
} from '@dead-drop/shared';
import { botKey } from '../bots/botKey';
import { HardMoves } from '../bots/hardMoves';
import { BotPacing } from './botPacing';
import type { Chat } from './chat';
import type { SeatRecord } from './seats';
import type { TableCore } from './tableCore';
import type { TutorialScript } from './tutorialScript';

/** What of a table's game its bots read besides the table's fields, and how a bot's move is played (see `Play`). */
export interface BotsGame {
  /** At a tutorial table, its script while it lasts. */
  readonly script: TutorialScript | null;
  historyFor(viewer: Viewer): unknown[];
  /** A bot's move, judged, stored and told as a person's: the refusal, or null. */
  perform(seat: Seat, action: ParsedAction): TableError | null;
}

/**
 * The table's bots: the seats they play move when the game waits for them, one move at a
 * time (see `BotPacing`), and a seat whose clock ran out makes that one decision by a bot.
 */
export class BotTurns {
  private readonly pacing: BotPacing;
  private readonly hard = new HardMoves(
    // A move the rules refuse (a bug of the search) is logged by `playChosen`; Normal plays then.
    // One that comes back while the game is paused is dropped: resuming wakes the bots again.
    (seat, step, action) => {
      if (step === this.core.fields.step && !this.core.fields.paused && !this.playChosen(seat, action))
        this.decideFor(seat, DEFAULT_BOT_LEVEL);
    },
    (seat, step, why) => {
      this.core.deps.log.bounded('error', 'bot', `a Hard move failed, Normal plays: ${why}`);
      if (step === this.core.fields.step) this.decideFor(seat, DEFAULT_BOT_LEVEL);
    },
  );
  /** Seats whose clock ran out while the store refused writes: their bots decide once it takes them again. */
  private readonly lateSeats = new Set<Seat>();

  constructor(
    private readonly core: TableCore,
    private readonly chat: Chat,
    private readonly game: BotsGame,
  ) {
    this.pacing = new BotPacing(core.deps.clock, core.deps.settings.botDelayMs, () => this.playBots());
  }

  /** A seat may have passed to a bot, or the game waits for one: it moves after its pause. */
  wake(): void {
    this.pacing.wake();
  }

  /** A bot takes over the seat of a person who left (`standIn`), or steps aside for them (''). */
  handOver(seat: SeatRecord, bot: Exclude<SeatBot, 'bot'>): void {
    seat.bot = bot;
    this.core.storeSeats();
    this.chat.note(this.core.seats.indexOf(seat), bot === 'standIn' ? 'standIn' : 'back');
    if (bot) this.wake();
  }

  /** The game resumed: whoever left meanwhile gets a stand-in now, and the bots play on. */
  standIns(): void {
    // A slow table's seats wait for their people: only a clock running out calls a bot.
    if (!isSlowClock(this.core.clockSeconds))
      for (const seat of this.core.seats.taken) {
        if (seat.bot !== '' || seat.sessionId !== null) continue;
        this.handOver(seat, 'standIn');
        this.core.seats.publish(seat);
      }
    this.wake();
  }

  /** The store takes writes again: the clocks that ran out meanwhile are answered, and the bots go on. */
  resume(): void {
    for (const seat of this.lateSeats) this.timeUp(seat);
    this.lateSeats.clear();
    this.pacing.wake();
  }

  /** A seat's clock ran out: its bot makes that one decision, and the log says so. */
  timeUp(seat: Seat): void {
    const { match, paused } = this.core.fields;
    if (!match || match.result || paused || !match.game.awaitedSeats(match.state).includes(seat)) return;
    if (this.core.runner.down) {
      this.lateSeats.add(seat);
      return;
    }
    this.chat.note(seat, 'timeout');
    this.decideFor(seat, DEFAULT_BOT_LEVEL);
  }

  dispose(): void {
    this.pacing.dispose();
    this.hard.dispose();
  }

  /**
   * One move of a seat a bot plays, if the game waits for one; the pacing calls again after
   * it (see `Play.published`). A bot sees only its seat's view, as a person there would.
   */
  private playBots(): void {
    const { match, paused } = this.core.fields;
    const { script } = this.game;
    // While the store refuses writes the bots wait: `resume` wakes them; so while paused.
    if (!match || match.result || this.core.runner.down || paused) return;
    const owed = match.game.awaitedSeats(match.state).filter((seat) => this.core.seats.at(seat)?.bot);
    for (const seat of owed) {
      // While a tutorial's script lasts a bot plays its seat's scripted step, or waits for the seat whose step it is.
      const scripted = script?.botMove(match, seat) ?? null;
      if (scripted === 'wait') continue;
      if (scripted ? this.playChosen(seat, scripted.action) : this.decideFor(seat)) return;
    }
  }

  /**
   * The bot's decision for `seat`, played; false when it had none that the rules took. A bot
   * the host seated plays at its level; a stand-in, or a seat whose clock ran out, plays
   * Normal. A Hard move is searched off the event loop and played when it comes back: true then.
   */
  private decideFor(seat: Seat, level = this.levelOf(seat)): boolean {
    const match = this.core.fields.match!;
    const view = match.game.viewFor(match.state, seat);
    const key = botKey(match.setup.seed);
    if (level === 'hard') {
      return this.hard.think({
        game: match.game.id,
        seat,
        step: this.core.fields.step,
        view,
        memory: this.game.historyFor(seat),
        key,
        actions: match.log.length,
      });
    }
    return this.playChosen(seat, levelMove(match.game, level, view, randomSource(key, [match.log.length, seat])));
  }

  private levelOf(seat: Seat): BotLevel {
    const record = this.core.seats.at(seat);
    return record?.bot === 'bot' ? record.level : DEFAULT_BOT_LEVEL;
  }

  /** A bot's move, played; false when there was none or the rules refused it. */
  private playChosen(seat: Seat, chosen: unknown): boolean {
    const match = this.core.fields.match!;
    if (chosen === null) return false;
    const action = parseAction(match.game, chosen);
    const refused = isRuleError(action) ? action : this.game.perform(seat, action);
    if (refused)
      this.core.deps.log.bounded(
        'error',
        'bot',
        `the ${match.game.id} bot in seat ${seat} was refused: ${refused.code}: ${refused.message}`,
      );
    return refused === null;
  }
}
