import type { Clock, Delayed } from '@colyseus/core';

/**
 * Closes a table that has stayed idle for `seconds`: the room says after every change of
 * who is connected whether it is idle now, and the countdown starts or stops with that.
 */
export class IdleWatch {
  private countdown: Delayed | null = null;

  constructor(private readonly clock: Clock, private readonly seconds: number, private readonly onIdle: () => void) {}

  update(idle: boolean): void {
    if (idle && !this.countdown) {
      this.countdown = this.clock.setTimeout(this.onIdle, this.seconds * 1000);
    } else if (!idle && this.countdown) {
      this.countdown.clear();
      this.countdown = null;
    }
  }
}
