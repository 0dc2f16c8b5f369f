import type { PublicSeat, TableSession, TableSnapshot } from '../net/tableSession';
import { seatNames } from '../seatNames';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

/** Often enough that a second never shows twice as long as the one before. */
const TICK_MS = 250;

/** What a running clock shows: the time left of the decision's own, or of the reserve once that is spent. */
export interface ClockReading {
  inReserve: boolean;
  /** ms left of what it counts down, never below 0. */
  left: number;
}

/**
 * A seat's clock at the server's `now`. `deadline` includes the reserve, so the decision's
 * own time is what lies beyond it; after that, what is left is reserve.
 */
export function readClock({ deadline, reserve }: Pick<PublicSeat, 'deadline' | 'reserve'>, now: number): ClockReading {
  const left = Math.max(0, deadline - now);
  return left > reserve ? { inReserve: false, left: left - reserve } : { inReserve: true, left };
}

/** "2:05": whole seconds rounded up, so "0:00" shows only once the time is really out. */
export function minutesSeconds(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The turn clocks above the canvas: every seat whose clock runs, with the time left in the
 * server's time (see `TableSession.serverNow`), the viewer's own stressed. It ticks only
 * while a clock runs, and is a timer to screen readers, which do not read every tick.
 */
export class ClockStrip {
  readonly element = h('div', {
    class: 'clocks', testid: 'clocks', attrs: { role: 'timer', 'aria-live': 'off', hidden: '' },
  });
  private snapshot: TableSnapshot | null = null;
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly session: TableSession) {}

  /** Follows a new snapshot: the clocks it runs, or none. */
  show(snapshot: TableSnapshot): void {
    this.snapshot = snapshot;
    const running = snapshot.clock > 0 && snapshot.phase === 'playing' && snapshot.seats.some((seat) => seat.deadline > 0);
    this.element.hidden = !running;
    if (running && this.ticker === null) this.ticker = setInterval(() => this.draw(), TICK_MS);
    if (!running && this.ticker !== null) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
    if (running) this.draw();
  }

  private draw(): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    const now = this.session.serverNow();
    const names = seatNames(snapshot);
    this.element.setAttribute('aria-label', ui('clock.label'));
    replaceChildren(this.element, ...snapshot.seats.map((seat, index) => {
      if (seat.deadline <= 0) return null;
      const { inReserve, left } = readClock(seat, now);
      const time = minutesSeconds(left);
      const mine = index === snapshot.viewer;
      return h('span', {
        class: `clock${mine ? ' mine' : ''}${inReserve ? ' reserve' : ''}`,
        testid: `clock-${index}`,
      }, h(mine ? 'strong' : 'span', {}, names[index]), ' ', inReserve ? ui('clock.reserve', { time }) : time);
    }));
  }
}
