import type { Seat } from '@dead-drop/shared';
import type { ServerLog } from '../log';
import { PUSH_SERVICES } from './pushEndpoint';
import { MemoryAlertStore, type AlertStore, type PushTarget, type VapidKeys } from '../store/alertStore';
import { PUSH_TIMEOUT_MS, sendPush, type PushSettings } from './pushes';
import { SeatMoves } from './seatMoves';
import { Subscriptions } from './subscriptions';
import { TurnBoard } from './turnBoard';
import type { TurnListener, TurnNews } from '../table/turnNews';
import { vapidKeys } from './vapid';
import { Visibility, VISIBLE_FOR_MS } from './visibility';
import type { TableClock, Timer } from '../table/tableClock';

export interface AlertSettings {
  /** Where the VAPID keys are kept; unset: for this process's life. */
  readonly dataDir?: string;
  /** Where subscriptions and seat-move links are kept: the table store's (in memory when unset). */
  readonly store?: AlertStore;
  /** Keys given as settings, rather than made on the first start. */
  readonly vapid?: VapidKeys;
  /** VAPID's subject: the host's https: page or mailto: address (the public origin when unset). */
  readonly subject: string;
  /** The push services' hosts the server sends to (`PUSH_SERVICES` when unset). */
  readonly services?: readonly string[];
  readonly agent?: PushSettings['agent'];
  /** How long a silent push service is waited for (`PUSH_TIMEOUT_MS` when unset); for tests. */
  readonly pushTimeoutMs?: number;
  readonly log: Pick<ServerLog, 'bounded'>;
  /** The system's time unless a test moves it by hand. */
  readonly clock?: TableClock;
}

/** How long a write of the alerts that failed waits before it is tried again, and how often. */
export const ALERT_RETRY_MS = 5_000;
const ALERT_TRIES = 5;

/** The system's clock; its timers never keep a stopping process alive. */
const SYSTEM_CLOCK: TableClock = {
  now: Date.now,
  after(ms, run) {
    const timer = setTimeout(run, ms).unref();
    return { clear: () => clearTimeout(timer) };
  },
};

/**
 * Friends in other time zones: where every game of this process stands ("your tables"), who
 * asked to be told of their move outside the tab, which of their pages are on screen, and
 * seats moving to other devices. A seat is pushed an alert when the game waits for it, a
 * person holds it, none of its pages is visible, and it has not been told of this move yet.
 */
export class Alerts implements TurnListener {
  readonly board: TurnBoard;
  readonly visibility: Visibility;
  readonly subscriptions: Subscriptions;
  readonly moves: SeatMoves;
  readonly services: readonly string[];
  private readonly push: PushSettings;
  /** By `roomId/seat`: the wait (the step it began at) each seat was told of, so that each move is told once. */
  private readonly told = new Map<string, number>();
  /** By `roomId/seat`: when the seat's pages' latest report of being visible runs out. */
  private readonly lapses = new Map<string, Timer>();
  private readonly clock: TableClock;
  /** Pushes and the alerts' own writes under way, for a test (or a shutdown) to wait for. */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly settings: AlertSettings) {
    this.clock = settings.clock ?? SYSTEM_CLOCK;
    const now = () => this.clock.now();
    this.board = new TurnBoard({ now }, (roomId, seat) => this.consider(roomId, seat));
    this.visibility = new Visibility(now);
    const store = settings.store ?? new MemoryAlertStore();
    this.subscriptions = new Subscriptions(store);
    this.moves = new SeatMoves(now, store);
    this.services = settings.services ?? PUSH_SERVICES;
    this.push = {
      keys: vapidKeys(settings.vapid, settings.dataDir),
      subject: settings.subject,
      services: this.services,
      timeoutMs: settings.pushTimeoutMs ?? PUSH_TIMEOUT_MS,
      ...(settings.agent ? { agent: settings.agent } : {}),
    };
  }

  get publicKey(): string {
    return this.push.keys.publicKey;
  }

  turn(roomId: string, news: TurnNews): void {
    this.board.turn(roomId, news);
    if (news.ended) this.write(`forgetting the subscriptions of table ${roomId}`, () => this.subscriptions.forget(roomId));
  }

  gone(roomId: string): void {
    for (const [id, timer] of this.lapses) {
      if (!id.startsWith(`${roomId}/`)) continue;
      timer.clear();
      this.lapses.delete(id);
    }
    this.board.gone(roomId);
    this.visibility.forget(roomId);
  }

  /** A page of the seat went on or off screen; off, the seat may be owed the alert it was spared. */
  seen(roomId: string, seat: Seat, page: string, visible: boolean): void {
    this.visibility.report(roomId, seat, page, visible);
    if (!visible) this.consider(roomId, seat);
    else this.lapseAfter(roomId, seat);
  }

  /** A page that stops reporting (closed without a word, crashed) is off screen once its report runs out. */
  private lapseAfter(roomId: string, seat: Seat): void {
    const id = `${roomId}/${seat}`;
    this.lapses.get(id)?.clear();
    this.lapses.set(
      id,
      this.clock.after(VISIBLE_FOR_MS + 1, () => {
        this.lapses.delete(id);
        this.consider(roomId, seat);
      }),
    );
  }

  subscribe(roomId: string, seat: Seat, target: PushTarget): Promise<void> {
    return this.subscriptions.add(roomId, seat, target);
  }

  /**
   * A write of the alerts' own (not the table's log) that nothing waits for: it can never stop
   * a table from telling its people of a move. Refused (a full disk, Redis away), it is
   * logged and tried again a few times.
   */
  private write(what: string, write: () => Promise<void>, tries = ALERT_TRIES): void {
    const failed = (error: unknown) => {
      this.settings.log.bounded(
        'error',
        'alerts',
        `${what} failed${tries > 1 ? ', to be tried again' : ''}: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
      if (tries > 1) this.clock.after(ALERT_RETRY_MS, () => this.write(what, write, tries - 1));
    };
    let written: Promise<void>;
    try {
      written = write();
    } catch (error) {
      failed(error);
      return;
    }
    this.track(written.catch(failed));
  }

  /** `work` under way, for `settled`. */
  private track(work: Promise<void>): void {
    const tracked = work.finally(() => this.sending.delete(tracked));
    this.sending.add(tracked);
  }

  /** Every push and write under way has been answered (or failed). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }

  /** Pushes the seat its alert if it is owed one now. */
  private consider(roomId: string, seat: Seat): void {
    const wait = this.board.waitOf(roomId, seat);
    const id = `${roomId}/${seat}`;
    if (wait === null || !this.board.awaitsPerson(roomId, seat) || this.visibility.seen(roomId, seat) || this.told.get(id) === wait.step)
      return;
    // Marked told before the subscriptions are read: a second look meanwhile sends nothing twice.
    this.told.set(id, wait.step);
    const summary = this.board.news(roomId)!;
    const note = { roomId, game: summary.game, title: summary.title, url: `/t/${roomId}` };
    const warn = (what: string, error: unknown) =>
      this.settings.log.bounded('warn', 'push', `${what}: ${error instanceof Error ? error.message : 'unknown error'}`);
    // A seat with no subscription (or none readable now) may still be told of this move at a later look, once it has one.
    const untold = () => {
      if (this.told.get(id) === wait.step) this.told.delete(id);
    };
    this.track(
      this.subscriptions.of(roomId, seat).then(
        async (targets) => {
          if (targets.length === 0) untold();
          await Promise.all(
            targets.map((target) =>
              sendPush(target, note, this.push).then(
                (outcome) => {
                  if (outcome === 'gone')
                    this.write(`removing a gone subscription of table ${roomId}`, () =>
                      this.subscriptions.remove(roomId, seat, target.endpoint),
                    );
                },
                (error: unknown) => warn(`an alert for table ${roomId} was not delivered`, error),
              ),
            ),
          );
        },
        (error: unknown) => {
          untold();
          warn(`the subscriptions of table ${roomId} were not read`, error);
        },
      ),
    );
  }
}
