import { TableCloseCode } from '@dead-drop/shared';
import { comesBackAfter } from '../net/comeBack';
import type { Connection } from '../net/tableSession';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

/** What the banner over the table says: the connection's state, that the page is coming back, that the table cannot be stored now, or that a move is being saved. */
type BannerState = Connection | 'comingBack' | 'storeFailing' | 'saving' | 'removed' | 'moved' | 'lobbyExpired';

/** The banner over the table that says why nothing moves: the connection, the store, a move being saved. */
export class ConnectionBanner {
  readonly element = h('div', { class: 'banner', testid: 'banner-disconnected', attrs: { role: 'status', hidden: '' } });
  private state: BannerState = 'connected';
  /** A move of this page waits for a slow store: it says so rather than seem stuck. */
  private saving = false;

  /** `storeFailing`: whether the table cannot store itself now (from the latest snapshot). */
  constructor(private readonly storeFailing: () => boolean) {}

  draw(): void {
    // Connected to a table that cannot store itself: everyone reads why nothing moves.
    const shown = this.state !== 'connected' ? this.state : this.storeFailing() ? 'storeFailing' : this.saving ? 'saving' : this.state;
    // A seat that moved to another device: the dialog saying so is all there is to read.
    this.element.hidden = shown === 'connected' || shown === 'moved';
    this.element.dataset.state = shown;
    replaceChildren(this.element, bannerFor(shown));
  }

  /** A move of this page began or stopped waiting for the store. */
  showSaving(now: boolean): void {
    this.saving = now;
    this.draw();
  }

  /** The connection changed (closed with `closeCode`, if it did): returns whether the page tries to come back now. */
  follow(connection: Connection, closeCode: number | null): boolean {
    const comesBack = connection === 'lost' && closeCode !== null && comesBackAfter(closeCode);
    const closedFor = connection === 'lost' ? closeCode : null;
    const expired = connection === 'closed' && closeCode === TableCloseCode.lobbyExpired;
    this.state = comesBack
      ? 'comingBack'
      : closedFor === TableCloseCode.removed
        ? 'removed'
        : closedFor === TableCloseCode.moved
          ? 'moved'
          : expired
            ? 'lobbyExpired'
            : connection;
    this.draw();
    return comesBack;
  }

  /** Coming back ran out of time: the way back is the Reload button, as before. */
  gaveUp(): void {
    this.state = 'lost';
    this.draw();
  }
}

/** Everyone reads that the host paused the game: the clocks stand still, nobody moves. */
export class PausedBanner {
  readonly element = h('div', { class: 'banner paused', testid: 'paused-banner', attrs: { role: 'status', hidden: '' } });

  show(paused: boolean): void {
    this.element.hidden = !paused;
    this.element.textContent = ui('table.paused');
  }
}

function bannerFor(connection: BannerState): Node | string {
  if (connection === 'comingBack') return ui('table.comingBack');
  if (connection === 'storeFailing') return ui('table.storeFailing');
  if (connection === 'saving') return ui('table.saving');
  if (connection === 'removed') {
    return h('span', {}, ui('table.removed'), ' ', h('a', { attrs: { href: '/' } }, ui('table.newTable')));
  }
  if (connection === 'closed' || connection === 'lobbyExpired') {
    const why = connection === 'closed' ? ui('table.closedIdle') : ui('table.closedUnstarted');
    return h('span', {}, why, ' ', h('a', { attrs: { href: '/' } }, ui('table.newTable')));
  }
  if (connection === 'lost') {
    return h(
      'span',
      {},
      ui('table.leftTable'),
      ' ',
      h('button', { attrs: { type: 'button' }, on: { click: () => location.reload() } }, ui('table.reload')),
    );
  }
  return ui('table.disconnected');
}
