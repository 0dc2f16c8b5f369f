import type { Seat } from '@dead-drop/shared';
import type { KeptClocks } from '../store/tableLog';
import type { ClockFace } from './outbox';
import type { TableClock, Timer } from './tableClock';

interface Running {
  readonly start: number;
  readonly timer: Timer;
}

/**
 * A table's turn clocks, as chess and Board Game Arena clocks work: each decision a seat owes
 * gets `decisionMs`, and a seat that runs over spends its reserve (one decision's worth for
 * the whole game). When both are spent, `expire` is told: the seat's bot decides for it.
 *
 * A clock runs while the game waits for its seat, whoever plays it: a seat handed to a bot
 * and taken back keeps the clock it had, so leaving and coming back cannot stretch it. Every
 * deadline is the server's; clients only read it.
 */
export class TurnClocks {
  private readonly reserves: number[];
  private readonly running = new Map<Seat, Running>();
  /** Seats whose face nobody has been shown yet: the first update shows every reserve. */
  private unshown: Seat[];
  /** Decisions begun before a restart (`KeptClocks.starts`): their clocks go on from then. */
  private readonly begun: (number | null)[];
  /** While the game is paused: how long each running clock had run when it stopped (ms). */
  private frozen: Map<Seat, number> | null = null;

  constructor(
    private readonly decisionMs: number,
    seats: number,
    private readonly expire: (seat: Seat) => void,
    private readonly clock: TableClock,
    kept: KeptClocks | null = null,
  ) {
    const fits = kept?.reserves.length === seats && kept.starts.length === seats;
    this.reserves = fits ? [...kept.reserves] : Array.from({ length: seats }, () => decisionMs);
    this.begun = fits ? [...kept.starts] : this.reserves.map(() => null);
    this.unshown = this.reserves.map((_, seat) => seat);
  }

  /** What a store keeps of the clocks now. */
  kept(): KeptClocks {
    return { reserves: [...this.reserves], starts: this.reserves.map((_, seat) => this.running.get(seat)?.start ?? null) };
  }

  /**
   * After each change of the game: `awaited` are the seats it now waits for, `acted` the seat
   * whose decision it was (its next one, if it owes another, is a new decision). Returns the
   * seats whose clock changed.
   */
  update(awaited: readonly Seat[], acted: Seat | null): Seat[] {
    // Paused, the game does not move on; nothing starts until it resumes.
    if (this.frozen) return [];
    const changed: Seat[] = this.unshown.splice(0);
    for (const seat of [...this.running.keys()]) {
      if (seat === acted || !awaited.includes(seat)) {
        this.stop(seat);
        changed.push(seat);
      }
    }
    for (const seat of awaited) {
      if (this.running.has(seat)) continue;
      this.begin(seat);
      if (!changed.includes(seat)) changed.push(seat);
    }
    // Only the decisions owed when the clocks were kept go on from then; later ones start anew.
    this.begun.fill(null);
    return changed;
  }

  /** What everyone sees of seat's clock: its deadline while it runs, and always its reserve,
   *  so that everyone can read whose reserve is spent. */
  face(seat: Seat): ClockFace {
    const running = this.running.get(seat);
    const reserve = this.reserves[seat]!;
    return { deadline: running ? running.start + this.decisionMs + reserve : 0, reserve };
  }

  /**
   * The game pauses: every running clock stands still, keeping what it has run; `resume` lets
   * them go on from there. Returns the seats whose clock stopped.
   */
  pause(): Seat[] {
    if (this.frozen) return [];
    const now = this.clock.now();
    this.frozen = new Map(
      [...this.running].map(([seat, { start, timer }]) => {
        timer.clear();
        return [seat, now - start];
      }),
    );
    this.running.clear();
    return [...this.frozen.keys()];
  }

  /** The game goes on: each clock paused runs again as if no time had passed meanwhile. */
  resume(): Seat[] {
    const frozen = this.frozen ?? new Map<Seat, number>();
    this.frozen = null;
    for (const [seat, ran] of frozen) this.begin(seat, ran);
    return [...frozen.keys()];
  }

  /** Stops every clock for good: the table is over or gone. */
  dispose(): void {
    for (const { timer } of this.running.values()) timer.clear();
    this.running.clear();
  }

  /** `ran`: what the clock had run before a pause (ms); a decision begun before a restart
   *  goes on from when it began. */
  private begin(seat: Seat, ran = 0): void {
    const start = this.begun[seat] ?? this.clock.now() - ran;
    this.begun[seat] = null;
    const timer = this.clock.after(Math.max(0, start + this.decisionMs + this.reserves[seat]! - this.clock.now()), () => {
      this.expire(seat);
      // Nothing was decided (the bot failed): the seat gets a new clock rather than none.
      if (this.running.get(seat)?.timer !== timer) return;
      this.stop(seat);
      this.begin(seat);
    });
    this.running.set(seat, { start, timer });
  }

  /** The decision is made (or no longer owed): time beyond the decision's own comes off the reserve. */
  private stop(seat: Seat): void {
    const running = this.running.get(seat)!;
    running.timer.clear();
    this.running.delete(seat);
    const over = this.clock.now() - running.start - this.decisionMs;
    if (over > 0) this.reserves[seat] = Math.max(0, this.reserves[seat]! - over);
  }
}
