import { performance } from 'node:perf_hooks';
import {
  eventFor,
  forgetSpent,
  type Match,
  replayId,
  ruleError,
  TableErrorCode,
  UNDO_REFUSAL,
  type Checked,
  type GameEvent,
  type HistoryMessage,
  type ParsedAction,
  type Seat,
  type TableEntry,
  type TableError,
  type Viewer,
} from '@dead-drop/shared';
import { BotTurns } from './botTurns';
import { change, record, set, storeState, tell, type Decision, type Effect, type StoreWrite } from './runner';
import type { Chat } from './chat';
import type { Member } from './members';
import type { TableCore } from './tableCore';
import { TurnClocks } from './turnClocks';
import { keepSlowClocks, slowClocksKept } from './slowClock';
import type { KeptClocks } from '../store/tableLog';
import { actionTold } from '../metrics';
import { tellTurn } from './turnNews';
import { UndoMarks } from './undo';
import type { TutorialScript } from './tutorialScript';

/**
 * Which actions come from a state that is gone. Each action names the table's step it was
 * chosen from (`ActMessage.at`); it is stale when its seat has moved since (a double tap's
 * second send; a bot that decided for the seat when its clock ran out, or while its person
 * was away), when a new game began since, or when it names a step the table has not reached.
 *
 * Another seat's move does not make it stale: several seats may answer at once (Mata Hari's
 * answers to an offer), and each answer changes what the others could choose (whom they may
 * accuse), yet the rules judge each answer on the state it reaches, as before.
 *
 * The very move a seat's person made last, sent again from the same step, is no stale choice
 * but the same one asked twice (a page whose request timed out while the store was slow,
 * and that sends it again; a double tap): it is answered as done, and done once.
 */
class StaleActions {
  /** Per seat: the step from which its decision stands (its last move, or the game's start). */
  private since: number[] = [];
  /** Per seat: its person's last move, while it is the seat's last (the step it was chosen at, and the action as sent). */
  private readonly last = new Map<Seat, { at: number; action: string }>();

  /** A new game at `step`: every seat's choices begin there. */
  reset(seats: number, step: number): void {
    this.since = Array.from({ length: seats }, () => step);
    this.last.clear();
  }

  /** `seat` moved, which made `step`: whatever it chose before is spent. */
  moved(seat: Seat, step: number): void {
    this.since[seat] = step;
    this.last.delete(seat);
  }

  /** The move `seat` just made (see `moved`) was its person's `action`, chosen at step `at`. */
  played(seat: Seat, at: number, action: unknown): void {
    this.last.set(seat, { at, action: JSON.stringify(action) });
  }

  /** Whether `action` from step `at` is the seat's last move asked again. */
  repeated(seat: Seat, at: number, action: unknown): boolean {
    const last = this.last.get(seat);
    return last !== undefined && last.at === at && last.action === JSON.stringify(action);
  }

  /** Whether an action of `seat` chosen at step `at` is stale when the table is at `step`. */
  stale(seat: Seat, at: number, step: number): boolean {
    return at < (this.since[seat] ?? step) || at > step;
  }
}

/** Who made a move, and what its decider adds to it (see `Play.move`). */
interface MoveSource {
  /** A bot's move, which its person may not take back. */
  readonly bot: boolean;
  /** When the table took the move up, for the metrics. */
  readonly began: number;
  /** What the move's decider adds to its batch. */
  readonly added?: readonly Effect[];
}

/**
 * The table's game: its actions, from people and bots alike, judged by the rules, stored, then
 * told as every viewer's new view; its bots and its turn clocks.
 */
export class Play {
  /** Every event of the current game, for whoever joins. */
  readonly history: GameEvent[] = [];
  /** The step `history` is told up to: its latest events' batch number (see `HistoryMessage`). */
  private toldStep = 0;
  private readonly staleness = new StaleActions();
  private readonly undos = new UndoMarks();
  /** Its bots, which also take over the seats of people gone (see `BotTurns.handOver`). */
  readonly bots: BotTurns;
  private clocks: TurnClocks | null = null;
  /** At a tutorial table, its first game's script (see `follow`); null elsewhere and after a rematch. */
  private tutorial: TutorialScript | null = null;

  /**
   * `ended`: the game is over (the table then waits for its people differently); `rewound`: a
   * move was taken back, and everyone is to be told the history without it.
   */
  constructor(
    private readonly core: TableCore,
    private readonly chat: Chat,
    private readonly ended: () => void,
    private readonly rewound: () => void,
  ) {
    this.bots = new BotTurns(core, chat, this);
  }

  /**
   * A person's action, decided: from a seat, of a game on, chosen from the state the table is
   * in, and taken by the rules. Nothing is done until the runner applies the effects.
   */
  act(member: Member, at: number, action: ParsedAction): Decision {
    const began = performance.now();
    const { match, paused, step } = this.core.fields;
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot act.');
    if (!match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    if (paused) return ruleError(TableErrorCode.paused, 'The game is paused: nobody moves until the host resumes it.');
    const seat = this.core.seats.indexOf(member.seat);
    if (this.staleness.stale(seat, at, step)) {
      // Done already (see `StaleActions`): the reply waits, like the first one's, until it is stored.
      if (this.staleness.repeated(seat, at, action)) return [];
      return ruleError(TableErrorCode.staleAction, 'The table has moved on since this move was chosen: look again, then choose.');
    }
    const refused = this.script?.refusal(match, seat, action);
    if (refused) return refused;
    const played = change(() => this.staleness.played(seat, at, action));
    return this.move(seat, match.check(seat, action), { bot: false, began, added: [played] });
  }

  /**
   * A person takes back their seat's last move, where the rules allow it (`Match.checkUndo`):
   * `at` is the step that move made, and anything since refuses the undo. The store drops the
   * move from the log first; the game then stands as before it, and so does every view. The
   * seat's turn clock runs on: an undo is no new decision, so it neither stops nor restarts it.
   */
  undo(member: Member, at: number): Decision {
    if (!member.seat) return ruleError(TableErrorCode.spectator, 'Spectators cannot act.');
    const { match, paused } = this.core.fields;
    if (!match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    if (paused) return ruleError(TableErrorCode.paused, 'The game is paused: nobody moves until the host resumes it.');
    if (at !== this.core.fields.step)
      return ruleError(TableErrorCode.staleAction, 'The table has moved on since that move: nothing was taken back.');
    const seat = this.core.seats.indexOf(member.seat);
    const checked = this.undos.mayUndo(match, seat) ? match.checkUndo(seat) : UNDO_REFUSAL;
    if (!checked.ok) return checked.error;
    const step = this.core.fields.step + 1;
    return [
      ...this.deed(seat, (store, roomId) => store.undo(roomId, checked.seq), checked),
      tell(() => {
        this.history.splice(this.undos.undone());
        this.toldStep = step;
        this.chat.note(seat, 'undo');
        this.core.outbox.table({ step, undoSeat: this.undos.seatOf(match), ...this.scripted(match) });
        this.core.outbox.views(match, [], this.core.seats.taken.length, step);
        this.rewound();
        this.core.outbox.flush();
      }),
    ];
  }

  /** An action of the game replayed from its log (a table restored): its events join the history. */
  replayed(events: readonly GameEvent[]): void {
    this.undos.played(this.history.length);
    this.history.push(...events);
  }

  /**
   * The game about to begin is a tutorial's (`Lobby.startTutorial`): while its script lasts,
   * only its next step may be played, by the learner or a bot, and none is taken back.
   */
  follow(script: TutorialScript): void {
    this.tutorial = script;
    this.undos.noUndoBefore(script.length);
  }

  /** The game is on, as effects: each seat gets its view entry, and everyone the views. `kept`: a restored slow table's clocks. */
  begin(match: Match, kept: KeptClocks | null = null): Effect[] {
    const { step } = this.core.fields;
    return this.run(match, step, kept, () => {
      this.toldStep = step;
      // A restored game's moves may have been its bots': none made before the restart goes back.
      this.undos.noUndoBefore(match.log.length);
      this.core.seats.taken.forEach((seat, index) => this.core.outbox.openSeat(index, seat));
    });
  }

  /** A rematch, as effects: a new game at the same seats, with a new log. */
  next(match: Match): Effect[] {
    const step = this.core.fields.step + 1;
    return this.run(match, step, null, () => {
      this.history.splice(0);
      this.undos.reset();
      // A rematch at a tutorial table is a game like any other.
      if (this.tutorial) this.core.outbox.table({ tutorial: -1 });
      this.tutorial = null;
      this.toldStep = step;
      this.clocks?.dispose();
    });
  }

  /** The events so far as `viewer` may know them. */
  historyFor(viewer: Viewer): unknown[] {
    return forgetSpent(this.history.map((event) => eventFor(event, viewer)));
  }

  /** The history as `viewer` is told it on joining, and again after an undo or a rematch. */
  historyMessage(viewer: Viewer): HistoryMessage {
    return { at: this.toldStep, events: this.historyFor(viewer) };
  }

  /**
   * The table's own entry for `seat` (a concession, an abandon; see `TableEntry`), decided
   * like an action: checked, then stored and told by the runner.
   */
  enter(seat: Seat, entry: TableEntry): Decision {
    const { match } = this.core.fields;
    if (!match) return ruleError(TableErrorCode.notStarted, 'The game has not started yet.');
    return this.move(seat, match.enter(seat, entry), { bot: false, began: performance.now() });
  }

  /**
   * The host pauses the game or resumes it, as effects: the clocks stand still or go on (a slow
   * table's kept), then everyone hears. Resumed, `standIns` follows.
   */
  pause(paused: boolean): Effect[] {
    if (paused === this.core.fields.paused) return [];
    const clocks = this.clocks;
    let moved: readonly Seat[] = [];
    return [
      set({ paused }),
      change(() => {
        moved = (paused ? clocks?.pause() : clocks?.resume()) ?? [];
      }),
      ...(clocks ? slowClocksKept(this.core, clocks) : []),
      tell(() => {
        this.core.outbox.table({ paused });
        for (const seat of moved) this.core.outbox.clock(seat, clocks!.face(seat));
        this.core.outbox.flush();
      }),
    ];
  }

  /** At a tutorial table, its script while it lasts (see `follow`). */
  get script(): TutorialScript | null {
    return this.tutorial;
  }

  dispose(): void {
    this.bots.dispose();
    this.clocks?.dispose();
  }

  /** The table's game `match` runs from its first position at `step`, once `setUp` has put it in place: clocks, views, bots. */
  private run(match: Match, step: number, kept: KeptClocks | null, setUp: () => void): Effect[] {
    return [
      set({ match, step }),
      change(() => {
        setUp();
        this.staleness.reset(this.core.seats.taken.length, step);
        this.core.outbox.table({ phase: 'playing', step });
        this.core.outbox.keepOpen();
        const seconds = this.core.clockSeconds;
        if (seconds > 0) {
          this.clocks = new TurnClocks(
            Math.round(seconds * 1000),
            this.core.seats.taken.length,
            (seat) => this.bots.timeUp(seat),
            this.core.deps.clock,
            kept,
          );
        }
      }),
      this.published(match, [], null, step),
    ];
  }

  /** A bot's action for `seat`, decided and applied at once: the bot, not a message, set it going. */
  perform(seat: Seat, action: ParsedAction): TableError | null {
    const began = performance.now();
    return this.core.runner.apply(this.move(seat, this.core.fields.match!.check(seat, action), { bot: true, began }));
  }

  /**
   * What a move the rules took (`checked`) brings on, as one batch: its write and its change,
   * one step more; what its decider adds; at the game's end no pause (nothing is left
   * to wait for), the finish stored and the table's end; a bot's move, which its person may
   * not take back; then every view (see `published`), and the move's time for the metrics.
   */
  private move(seat: Seat, checked: Checked, { bot, began, added = [] }: MoveSource): Decision {
    if (!checked.ok) return checked.error;
    const { match: current, step: before, paused } = this.core.fields;
    const match = current!;
    const seq = match.log.length;
    const step = before + 1;
    const effects: Effect[] = [...this.deed(seat, (store, roomId) => store.action(roomId, seq, checked.logged), checked), ...added];
    if (bot) effects.push(change(() => this.undos.noUndoBefore(match.log.length)));
    if (checked.ends) {
      const { round } = this.core.fields;
      effects.push(
        set({ paused: false }),
        change(() => this.ended()),
        storeState((store, roomId) => store.finish(roomId, replayId(roomId, round))),
      );
      if (paused) effects.push(tell(() => this.core.outbox.table({ paused: false })));
    }
    // Told after the update it waits behind: from the rules to the table, for the metrics.
    effects.push(
      this.published(match, checked.events, seat, step),
      tell(() => actionTold(this.core.game.id, began)),
    );
    return effects;
  }

  /**
   * Once the store holds the game so far: every view and its events from the game, and the
   * clocks of the seats it waits for, in one patch; a bot the game waits for is woken.
   * `acted`: whose action it was; `step`: the table's step once it is done.
   */
  private published(match: Match, events: readonly GameEvent[], acted: Seat | null, step: number): Effect {
    return tell(() => {
      const { outbox, seats } = this.core;
      if (acted !== null) this.undos.played(this.history.length);
      this.history.push(...events);
      this.toldStep = step;
      const undoSeat = this.undos.seatOf(match);
      const over = match.result !== null;
      outbox.table({ ...(over ? { phase: 'ended', step, undoSeat } : { step, undoSeat }), ...this.scripted(match) });
      outbox.views(match, events, seats.taken.length, step);
      const awaited = over ? [] : match.game.awaitedSeats(match.state);
      const changed = this.clocks?.update(awaited, acted) ?? [];
      for (const seat of changed) outbox.clock(seat, this.clocks!.face(seat));
      if (this.clocks && changed.length > 0) keepSlowClocks(this.core, this.clocks);
      tellTurn(this.core, step, awaited, over);
      if (awaited.some((seat) => seats.at(seat)?.bot)) this.bots.wake();
      outbox.flush();
    });
  }

  /** The write of a deed of `seat` the rules took, and the change it makes: `checked`'s, and one step more. */
  private deed(seat: Seat, write: StoreWrite, checked: { commit(): void }): Effect[] {
    const step = this.core.fields.step + 1;
    return [
      record(write),
      set({ step }),
      change(() => {
        checked.commit();
        this.staleness.moved(seat, step);
      }),
    ];
  }

  /** What the table tells of its script: the actions played, at a tutorial table. */
  private scripted(match: Match): { tutorial?: number } {
    return this.script ? { tutorial: match.log.length } : {};
  }
}
