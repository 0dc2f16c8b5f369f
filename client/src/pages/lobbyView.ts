import { BOT_LEVELS, DEFAULT_BOT_LEVEL, Msg, type BotLevel } from '@dead-drop/shared';
import type { PublicSeat, TableControls, TableSnapshot } from '../net/tableSession';
import { inviteUrl, watchUrl } from '../routes';
import { seatNames } from '../seatNames';
import { h, replaceChildren, select } from '../ui/dom';
import { ui } from '../ui/text';

/*
 * The table page's lobby, before the game: the seats, the host's bots and their levels, the
 * invitation link, the start; and the link that lets spectators watch (in the Game menu).
 */

/** Whether there is anyone to invite: a free seat in the lobby (a started game seats nobody new). */
function inviting(snapshot: TableSnapshot): boolean {
  return snapshot.phase === 'lobby' && snapshot.seats.some((seat) => !seat.occupied);
}

/** "Let someone watch": the link and its Copy button, unless the host locked the table against new spectators. */
export function watchField(session: TableControls, snapshot: TableSnapshot, roomId: string): HTMLElement | null {
  const watch = session.links?.watch;
  return watch && !snapshot.locked ? linkField('watch', ui('links.watch'), watchUrl(roomId, watch)) : null;
}

/** The invitation in the lobby, where "send the link" is read: the link itself, Copy, and Share where the device shares. */
function invitation(url: string): HTMLElement {
  const share =
    'share' in navigator
      ? h(
          'button',
          {
            testid: 'share-invite',
            attrs: { type: 'button' },
            on: { click: () => void navigator.share({ title: document.title, url }).catch(() => undefined) },
          },
          ui('links.share'),
        )
      : null;
  return h(
    'section',
    { class: 'invite-box', testid: 'lobby-invite' },
    h('p', { class: 'hint' }, ui('lobby.shareHint')),
    linkField('invite', ui('links.invite'), url, share),
  );
}

function linkField(kind: 'invite' | 'watch', caption: string, url: string, ...more: (HTMLElement | null)[]): HTMLElement {
  const input = h('input', { testid: `${kind}-link`, attrs: { readonly: '', value: url, 'aria-label': caption } });
  const copy = h(
    'button',
    {
      testid: `copy-${kind}`,
      attrs: { type: 'button' },
      on: {
        click: () => {
          input.select();
          void navigator.clipboard?.writeText(url).then(
            () => {
              copy.textContent = ui('links.copied');
              setTimeout(() => {
                copy.textContent = ui('links.copy');
              }, 1500);
            },
            () => document.execCommand('copy'),
          );
        },
      },
    },
    ui('links.copy'),
  );
  return h('label', { class: `link ${kind}` }, h('span', {}, caption), input, copy, ...more);
}

export function drawLobbyInto(lobby: HTMLElement, snapshot: TableSnapshot, session: TableControls, title: string, roomId: string): void {
  const taken = snapshot.seats.filter((seat) => seat.occupied).length;
  const host = session.seat !== null && snapshot.seats[session.seat.seat]?.host === true;
  const names = seatNames(snapshot);
  const start = h(
    'button',
    {
      class: 'primary',
      testid: 'start-game',
      attrs: { type: 'button', ...(taken < snapshot.minSeats ? { disabled: '' } : {}) },
      on: { click: () => void session.request(Msg.start, {}) },
    },
    ui('lobby.start'),
  );
  // The host fills the seats nobody comes for; a full table has no room for one more.
  const addBot = snapshot.seats.some((seat) => !seat.occupied)
    ? h(
        'button',
        {
          testid: 'add-bot',
          attrs: { type: 'button' },
          on: { click: () => void session.request(Msg.addBot, {}) },
        },
        ui('lobby.addBot'),
      )
    : null;
  replaceChildren(
    lobby,
    h('h1', {}, `${title} — ${ui('lobby.title')}`),
    h(
      'p',
      {},
      ui('lobby.seats', { taken, max: snapshot.maxSeats }),
      ' ',
      taken < snapshot.minSeats ? ui('lobby.needs', { min: snapshot.minSeats }) : '',
    ),
    // What the host has to do first at a new table: send the link.
    session.links?.invite && inviting(snapshot) ? invitation(inviteUrl(roomId, session.links.invite)) : null,
    h(
      'ul',
      { class: 'seats', testid: 'seat-list' },
      ...snapshot.seats.map((seat, index) =>
        h(
          'li',
          {
            testid: `seat-${index}`,
            class: seatClass(seat),
          },
          seat.occupied ? names[index] : ui('seat.empty'),
          seat.bot === 'bot' ? ` · ${ui('seat.bot')}` : '',
          seat.bot === 'bot' && !host ? ` · ${ui(`level.${seat.level ?? DEFAULT_BOT_LEVEL}`)}` : '',
          seat.host ? ` · ${ui('seat.host')}` : '',
          session.seat?.seat === index ? ` · ${ui('seat.you')}` : '',
          host && seat.bot === 'bot' ? botLevelChoice(session, index, seat.level ?? DEFAULT_BOT_LEVEL, names[index] ?? '') : null,
          host && seat.bot === 'bot' ? removeBotButton(session, index, names[index] ?? '') : null,
        ),
      ),
    ),
    host ? h('div', { class: 'buttons lobby-actions' }, start, addBot) : h('p', { class: 'hint' }, ui('lobby.waitHost')),
  );
}

/** How the lobby marks a seat: free, a bot's, or a person's, online or not. */
function seatClass(seat: PublicSeat): string {
  if (!seat.occupied) return 'empty';
  if (seat.bot) return 'bot';
  return seat.connected ? 'online' : 'offline';
}

/** The host's choice of how well a bot plays: Easy, Normal or Hard. */
function botLevelChoice(session: TableControls, seat: number, level: BotLevel, name: string): HTMLElement {
  const choice = select(
    `bot-level-${seat}`,
    BOT_LEVELS,
    level,
    (value) => ui(`level.${value}`),
    (picked) => void session.request(Msg.botLevel, { seat, level: picked }),
    { valued: true },
  );
  choice.setAttribute('aria-label', ui('lobby.botLevelOf', { name }));
  choice.classList.add('bot-level');
  return choice;
}

function removeBotButton(session: TableControls, seat: number, name: string): HTMLElement {
  return h(
    'button',
    {
      class: 'remove-bot',
      testid: `remove-bot-${seat}`,
      attrs: { type: 'button', 'aria-label': ui('lobby.removeBotOf', { name }) },
      on: { click: () => void session.request(Msg.removeBot, { seat }) },
    },
    ui('lobby.removeBot'),
  );
}
