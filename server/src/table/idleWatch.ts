import type { TableClock, Timer } from './tableClock';

/**
 * Closes a table that has stayed idle for as long as the table says: after every change of
 * who is connected, and of where its game stands, the table says whether it is idle now and
 * how long it may stay so; the countdown starts, stops or starts again with that.
 */
export class IdleWatch {
  private countdown: { timer: Timer; seconds: number } | null = null;

  constructor(
    private readonly clock: TableClock,
    private readonly onIdle: (seconds: number) => void,
  ) {}

  update(idle: boolean, seconds: number): void {
    if (this.countdown && (!idle || this.countdown.seconds !== seconds)) this.dispose();
    if (idle && !this.countdown) {
      this.countdown = { timer: this.clock.after(seconds * 1000, () => this.onIdle(seconds)), seconds };
    }
  }

  dispose(): void {
    this.countdown?.timer.clear();
    this.countdown = null;
  }
}
