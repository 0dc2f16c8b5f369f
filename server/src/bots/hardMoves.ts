/**
 * A table's Hard bots: each move is searched in the pool (`SearchPool`), off the event loop,
 * and played when it comes back, if the table is still where it was asked from. One search
 * at a time per table: the pacing wakes the bots again after each move.
 */
import type { BaseView, Seat, Seed } from '@dead-drop/shared';
import { HARD_BUDGET, searchPool, type SearchPool } from './searchPool';

/** What a Hard move is searched from: the seat's view and memory, and the table's step. */
export interface HardAsk {
  readonly game: string;
  readonly seat: Seat;
  readonly step: number;
  readonly view: BaseView<unknown>;
  readonly memory: readonly unknown[];
  /** The bots' key (`botKey`). */
  readonly key: Seed;
  readonly actions: number;
}

export class HardMoves {
  /** The step a search is on its way for; null when none is. */
  private asked: number | null = null;
  private disposed = false;

  /**
   * `play`: plays the move found, if the table is still at `step` (a person's move, a rematch
   * or a clock may have moved it on); `fallback`: plays Normal's move when the search failed.
   */
  constructor(
    private readonly play: (seat: Seat, step: number, action: unknown) => void,
    private readonly fallback: (seat: Seat, step: number, why: string) => void,
    private readonly pool: () => SearchPool = searchPool,
  ) {}

  /** Asks for the move; true while one is on its way (the bots then wait for it). */
  think(ask: HardAsk): boolean {
    if (this.asked === ask.step) return true;
    this.asked = ask.step;
    this.pool()
      .choose({
        game: ask.game,
        view: ask.view,
        memory: ask.memory,
        key: ask.key,
        stream: [ask.actions, ask.seat],
        ...HARD_BUDGET,
      })
      .then(
        (action) => this.answered(ask, () => this.play(ask.seat, ask.step, action)),
        (error: unknown) => this.answered(ask, () => this.fallback(ask.seat, ask.step, String(error))),
      );
    return true;
  }

  dispose(): void {
    this.disposed = true;
  }

  private answered(ask: HardAsk, then: () => void): void {
    if (this.asked !== ask.step) return;
    this.asked = null;
    if (!this.disposed) then();
  }
}
