import type { TableClock, Timer } from './tableClock';

/**
 * When a table's bots move: one move at a time, after a pause that looks like someone
 * thinking (`delayMs`, give or take 40 %; 0 in tests, which still waits for the next turn of
 * the event loop, so a move never runs inside the handler of the one before).
 */
export class BotPacing {
  private timer: Timer | null = null;

  constructor(
    private readonly clock: TableClock,
    private readonly delayMs: number,
    private readonly move: () => void,
    private readonly random: () => number = Math.random,
  ) {}

  /** A bot may owe a move now: it is made after the pause, unless a move is already on its way. */
  wake(): void {
    if (this.timer) return;
    const pause = this.delayMs * (0.6 + 0.8 * this.random());
    this.timer = this.clock.after(pause, () => {
      this.timer = null;
      this.move();
    });
  }

  dispose(): void {
    this.timer?.clear();
    this.timer = null;
  }
}
