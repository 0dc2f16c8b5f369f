/** How often a visible page says so again: well within the server's `VISIBLE_FOR_MS` (90 s). */
const VISIBLE_EVERY_MS = 60_000;

/**
 * Tells the server whether this page of a seat is on screen, so that it pushes a your-move
 * alert only when none of the seat's pages is: on every change of visibility, again every
 * minute while visible, and "hidden" as the page goes (a beacon, which outlives the page).
 */
export class Presence {
  /** One id per page, so that the server tells this page's reports from another tab's. */
  private readonly page = crypto.randomUUID().replaceAll('-', '');
  private readonly timer: number;
  private readonly onChange = () => this.report(document.visibilityState === 'visible');
  private readonly onHide = () => this.report(false, true);

  constructor(
    private readonly roomId: string,
    private readonly seatKey: () => string | undefined,
  ) {
    document.addEventListener('visibilitychange', this.onChange);
    window.addEventListener('pagehide', this.onHide);
    this.timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') this.report(true);
    }, VISIBLE_EVERY_MS);
    this.onChange();
  }

  /** The seat (its key) is known now, or changed: say where this page stands at once. */
  refresh(): void {
    this.onChange();
  }

  dispose(): void {
    document.removeEventListener('visibilitychange', this.onChange);
    window.removeEventListener('pagehide', this.onHide);
    clearInterval(this.timer);
    this.report(false, true);
  }

  private report(visible: boolean, beacon = false): void {
    const seatKey = this.seatKey();
    if (!seatKey) return;
    const body = JSON.stringify({ roomId: this.roomId, seatKey, page: this.page, visible });
    if (beacon && navigator.sendBeacon(new URL('/api/alerts/seen', location.origin), body)) return;
    void fetch('/api/alerts/seen', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    );
  }
}
