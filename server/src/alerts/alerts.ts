import type { Seat } from '@dead-drop/shared';
import type { ServerLog } from '../log';
import { PUSH_SERVICES } from './pushEndpoint';
import { PUSH_TIMEOUT_MS, sendPush, Subscriptions, type PushSettings, type PushTarget } from './pushes';
import { SeatMoves } from './seatMoves';
import { TurnBoard } from './turnBoard';
import type { TurnListener, TurnNews } from '../table/turnNews';
import { vapidKeys, type VapidKeys } from './vapid';
import { Visibility, VISIBLE_FOR_MS } from './visibility';
import type { TableClock, Timer } from '../table/tableClock';

export interface AlertSettings {
  /** Where the VAPID keys and the subscriptions are kept; unset: for this process's life. */
  readonly dataDir?: string;
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
  /** Pushes under way, for a test (or a shutdown) to wait for. */
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly settings: AlertSettings) {
    this.clock = settings.clock ?? SYSTEM_CLOCK;
    const now = () => this.clock.now();
    this.board = new TurnBoard({ now }, (roomId, seat) => this.consider(roomId, seat));
    this.visibility = new Visibility(now);
    this.subscriptions = new Subscriptions(settings.dataDir);
    this.moves = new SeatMoves(now);
    this.services = settings.services ?? PUSH_SERVICES;
    this.push = {
      keys: vapidKeys(settings.vapid, settings.dataDir), subject: settings.subject, services: this.services,
      timeoutMs: settings.pushTimeoutMs ?? PUSH_TIMEOUT_MS, ...(settings.agent ? { agent: settings.agent } : {}),
    };
  }

  get publicKey(): string {
    return this.push.keys.publicKey;
  }

  turn(roomId: string, news: TurnNews): void {
    this.board.turn(roomId, news);
    if (news.ended) this.subscriptions.forget(roomId);
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
    this.lapses.set(id, this.clock.after(VISIBLE_FOR_MS + 1, () => {
      this.lapses.delete(id);
      this.consider(roomId, seat);
    }));
  }

  subscribe(roomId: string, seat: Seat, target: PushTarget): void {
    this.subscriptions.add(roomId, seat, target);
  }

  /** Every push under way has been answered (or failed). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.all(this.sending);
  }

  /** Pushes the seat its alert if it is owed one now. */
  private consider(roomId: string, seat: Seat): void {
    const wait = this.board.waitOf(roomId, seat);
    const id = `${roomId}/${seat}`;
    if (wait === null || !this.board.awaitsPerson(roomId, seat) || this.visibility.seen(roomId, seat) || this.told.get(id) === wait.step) return;
    const targets = this.subscriptions.of(roomId, seat);
    if (targets.length === 0) return;
    this.told.set(id, wait.step);
    const summary = this.board.news(roomId)!;
    const note = { roomId, game: summary.game, title: summary.title, url: `/t/${roomId}` };
    for (const target of targets) {
      const sent = sendPush(target, note, this.push).then((outcome) => {
        if (outcome === 'gone') this.subscriptions.remove(roomId, seat, target.endpoint);
      }, (error: unknown) => {
        this.settings.log.bounded('warn', 'push', `an alert for table ${roomId} was not delivered: ${error instanceof Error ? error.message : 'unknown error'}`.slice(0, 300));
      }).finally(() => this.sending.delete(sent));
      this.sending.add(sent);
    }
  }
}
