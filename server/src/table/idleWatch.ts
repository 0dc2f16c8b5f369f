import type { TableClock, Timer } from './tableClock';

/**
 * Closes a table that has stayed idle for `seconds`: the table says after every change of
 * who is connected whether it is idle now, and the countdown starts or stops with that.
 */
export class IdleWatch {
  private countdown: Timer | null = null;

  constructor(private readonly clock: TableClock, private readonly seconds: number, private readonly onIdle: () => void) {}

  update(idle: boolean): void {
    if (idle && !this.countdown) {
      this.countdown = this.clock.after(this.seconds * 1000, this.onIdle);
    } else if (!idle && this.countdown) {
      this.dispose();
    }
  }

  dispose(): void {
    this.countdown?.clear();
    this.countdown = null;
  }
}
