import { catalog } from '../i18n';
import type { PublicSeat, TableControls, TableSnapshot } from '../net/tableSession';
import { seatNames } from '../seatNames';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

/** What the strip says of a player who dropped, while the table waits for them. */
const away = catalog(
  {
    'away.playing': '{name} is offline. The table waits {time} for them; then a bot plays their seat until they come back.',
    'away.lobby': '{name} is offline. Their seat is kept for {time}.',
    'away.ended': '{name} is offline.',
  },
  {
    'away.playing': '{name} ist offline. Der Tisch wartet noch {time}; danach spielt ein Bot den Platz, bis {name} zurückkommt.',
    'away.lobby': '{name} ist offline. Der Platz bleibt noch {time} frei.',
    'away.ended': '{name} ist offline.',
  },
);

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

/**
 * What a seat's clock says at the server's `now`: the time left while it runs (in words of
 * the reserve once it runs on that), and always what is left of the reserve, or that it is
 * spent, so that everyone sees whose next overrun goes to the bot at once.
 */
export function clockWords(
  seat: Pick<PublicSeat, 'deadline' | 'reserve'>,
  now: number,
): { time: string | null; reserve: string; inReserve: boolean } {
  const running = seat.deadline > 0 ? readClock(seat, now) : null;
  const reserveLeft = running?.inReserve ? running.left : seat.reserve;
  const reserve = reserveLeft > 0 ? ui('clock.reserve', { time: minutesSeconds(reserveLeft) }) : ui('clock.reserveSpent');
  return { time: running && !running.inReserve ? minutesSeconds(running.left) : null, reserve, inReserve: running?.inReserve === true };
}

/** "2:05": whole seconds rounded up, so "0:00" shows only once the time is really out; a slow
 *  table's hours as "11:59:30". */
export function minutesSeconds(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  if (seconds > 3600) return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return `${Math.floor(seconds / 60)}:${two(seconds % 60)}`;
}

/**
 * The table's running times above the canvas, in the server's time (see
 * `TableSession.serverNow`): every seat whose turn clock runs, the viewer's own stressed, and
 * every player who dropped, with how long the table still waits for them. It ticks only while
 * something runs, and is a timer to screen readers, which do not read every tick.
 */
export class ClockStrip {
  readonly element = h('div', { class: 'timers', attrs: { hidden: '' } });
  private readonly clocks = h('div', { class: 'clocks', testid: 'clocks', attrs: { role: 'timer', 'aria-live': 'off' } });
  private readonly absent = h('div', { class: 'away', testid: 'away', attrs: { role: 'timer', 'aria-live': 'off' } });
  /** What each tick sets: the times in the lines `show` built, at the server's `now`. */
  private times: ((now: number) => void)[] = [];
  private ticker: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly session: TableControls) {
    this.element.append(this.clocks, this.absent);
  }

  /** Follows a new snapshot (or language): the clocks it runs and the players it waits for, or none. */
  show(snapshot: TableSnapshot): void {
    const clocks = snapshot.clock > 0 && snapshot.phase === 'playing';
    const waiting = snapshot.seats.some((seat) => seat.awayUntil > 0);
    this.clocks.hidden = !clocks;
    this.absent.hidden = !waiting;
    const running = clocks || waiting;
    this.element.hidden = !running;
    if (running && this.ticker === null) this.ticker = setInterval(() => this.tick(), TICK_MS);
    if (!running && this.ticker !== null) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
    if (!running) return;
    this.build(snapshot);
    this.tick();
  }

  /** The page is going: no more ticks. */
  stop(): void {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  /** The lines of a snapshot, with their names and labels; their times are the ticks'. */
  private build(snapshot: TableSnapshot): void {
    const names = seatNames(snapshot);
    const times: ((now: number) => void)[] = [];
    replaceChildren(
      this.absent,
      ...snapshot.seats.map((seat, index) => {
        if (seat.awayUntil <= 0) return null;
        // The time sits inside the sentence, whose words depend on it: the whole line is set.
        const line = h('p', { testid: `away-${index}` });
        times.push((now) => {
          line.textContent = away(`away.${snapshot.phase}`, { name: names[index] ?? '', time: minutesSeconds(seat.awayUntil - now) });
        });
        return line;
      }),
    );
    this.clocks.setAttribute('aria-label', ui('clock.label'));
    // Every seat's clock under one heading, each by its seat's name: whose time runs, and
    // whose reserve is spent.
    replaceChildren(
      this.clocks,
      h('span', { class: 'clocks-title' }, `${ui('clock.label')}:`),
      ...snapshot.seats.map((seat, index) => {
        if (!seat.occupied) return null;
        const mine = index === snapshot.viewer;
        const time = document.createTextNode('');
        const clock = h('span', { class: 'clock', testid: `clock-${index}` }, h(mine ? 'strong' : 'span', {}, names[index]), ' ', time);
        // Each tick sets its class too: a running clock stands out, one on its reserve warns.
        times.push((now) => {
          const { time: left, reserve, inReserve } = clockWords(seat, now);
          clock.className = `clock${mine ? ' mine' : ''}${seat.deadline > 0 ? ' running' : ''}${inReserve ? ' reserve' : ''}${seat.reserve > 0 ? '' : ' spent'}`;
          time.data = left ? `${left} · ${reserve}` : reserve;
        });
        return clock;
      }),
    );
    this.times = times;
  }

  private tick(): void {
    const now = this.session.serverNow();
    for (const set of this.times) set(now);
  }
}
