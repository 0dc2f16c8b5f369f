import { isSlowClock, type Match } from '@dead-drop/shared';
import type { TableClock, Timer } from './tableClock';
import type { TableCore } from './tableCore';

/** How long a table nobody needs any more stays open: a lobby everyone left, a game over. */
const DONE_SECONDS = 60;

/** Whether a table is idle now, and how long it may stay so. */
export interface Idleness {
  readonly idle: boolean;
  readonly seconds: number;
}

/**
 * Idle while nobody is connected in a seat: spectators alone do not keep a table. A game on
 * waits `idleSeconds` for its players; a lobby everyone left, or a game over that nobody
 * looks at any more, is done with sooner (its replay stays), so that abandoned tables do not
 * hold slots and memory.
 */
export function idleness(core: TableCore, match: Match | null): Idleness {
  const running = match !== null && match.result === null;
  const { idleSeconds } = core.deps.settings;
  // A slow table's game waits days for its players: only its clocks move it on.
  const idle = core.seats.taken.every((seat) => !seat.connected) && !(running && isSlowClock(core.clockSeconds));
  return { idle, seconds: running ? idleSeconds : Math.min(DONE_SECONDS, idleSeconds) };
}

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

  update({ idle, seconds }: Idleness): void {
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
