import { isPlainObject } from '@dead-drop/shared';
import { saveSeat } from '../net/savedSeats';
import { tablePath } from '../routes';
import { h, replaceChildren } from '../ui/dom';
import { toast } from '../ui/chrome';
import { postJson, reasonOf } from './postJson';
import { words } from './words';

/** Where a one-time link to a seat points: the token travels in the fragment, which no server logs. */
export const TAKE_PATH = '/take';

/**
 * "Move my seat to another device…", an item of the Game menu: the server makes a one-time link (10 minutes, used once),
 * shown as a QR code and as a link to copy. The other device opens it (`takeSeat`) and gets the
 * seat with a new key; this browser is sent away (`TableCloseCode.moved`) and says so.
 */
export class SeatMoveButton {
  readonly button = h('button', {
    testid: 'move-seat',
    attrs: { type: 'button' },
    on: { click: () => void this.offer() },
  });
  private readonly dialog = h('div', { class: 'end-overlay', testid: 'move-dialog', attrs: { hidden: '' } });

  constructor(
    private readonly roomId: string,
    private readonly seatKey: () => string | undefined,
  ) {
    document.body.append(this.dialog);
    this.draw();
  }

  /** Its words, in the page's language. */
  draw(): void {
    this.button.textContent = words('move.open');
    this.button.title = words('move.open');
  }

  dispose(): void {
    this.dialog.remove();
  }

  close(): void {
    this.dialog.hidden = true;
  }

  private async offer(): Promise<void> {
    // The QR code's maker is loaded with the offer, on the first one: a table page never downloads it.
    const [answer, { renderSVG }] = await Promise.all([
      postJson('/api/seat/offer', { roomId: this.roomId, seatKey: this.seatKey() ?? '' }),
      import('uqr'),
    ]);
    const token = isPlainObject(answer?.body) && typeof answer.body.token === 'string' ? answer.body.token : null;
    if (!answer?.ok || !token) {
      toast(words('move.failed', { reason: reasonOf(answer) }));
      return;
    }
    const link = `${location.origin}${TAKE_PATH}#${encodeURIComponent(token)}`;
    const close = () => this.close();
    const copy = h(
      'button',
      {
        attrs: { type: 'button' },
        on: { click: () => void navigator.clipboard?.writeText(link).then(() => toast(words('move.copied'))) },
      },
      words('move.copy'),
    );
    replaceChildren(
      this.dialog,
      h(
        'section',
        { class: 'card move-seat' },
        h('h1', {}, words('move.title')),
        h('p', {}, words('move.explain')),
        h('img', {
          class: 'qr',
          attrs: { alt: link, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}` },
        }),
        h('p', {}, h('a', { testid: 'move-link', attrs: { href: link } }, link)),
        h(
          'div',
          { class: 'buttons' },
          copy,
          h('button', { class: 'primary', attrs: { type: 'button' }, on: { click: close } }, words('move.close')),
        ),
      ),
    );
    this.dialog.hidden = false;
  }
}

/**
 * The table closed this page because the seat moved to another device (`TableCloseCode.moved`):
 * this browser forgets the key, which is dead now, and says so rather than "connection lost".
 */
export function showSeatMoved(roomId: string): void {
  saveSeat(roomId, { seatKey: undefined, token: undefined });
  document.body.append(
    h(
      'div',
      { class: 'end-overlay', testid: 'seat-moved' },
      h(
        'section',
        { class: 'card' },
        h('h1', {}, words('moved.title')),
        h('p', {}, words('moved.text')),
        h('div', { class: 'buttons' }, h('a', { class: 'button primary', attrs: { href: '/' } }, words('moved.home'))),
      ),
    ),
  );
}

/** The page a one-time link opens: takes the seat into this browser, then opens its table. */
export async function takeSeat(root: HTMLElement, token: string): Promise<void> {
  replaceChildren(root, h('main', { class: 'page' }, h('p', { class: 'card' }, words('take.busy'))));
  const answer = await postJson('/api/seat/take', { token });
  const body = answer?.body;
  if (answer?.ok && isPlainObject(body) && typeof body.roomId === 'string' && typeof body.seatKey === 'string') {
    saveSeat(body.roomId, { seatKey: body.seatKey, token: undefined });
    location.replace(tablePath(body.roomId));
    return;
  }
  replaceChildren(
    root,
    h(
      'main',
      { class: 'page' },
      h(
        'section',
        { class: 'card', testid: 'take-refused' },
        h('p', {}, words('take.refused')),
        h('a', { attrs: { href: '/' } }, words('take.home')),
      ),
    ),
  );
}
