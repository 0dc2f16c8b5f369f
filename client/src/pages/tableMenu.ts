/**
 * What a person in a seat may do to the table itself, beside the game: concede and vote to
 * abandon while a game runs, say whether to be asked before a move that cannot be taken back,
 * and whatever else the page puts there (sound, alerts, moving the seat, the watch link,
 * leaving: see `mountTable`): the "Game" menu, which a spectator has for the watch link; for
 * the host, remove a person, lock the table, pause and resume, hand the host role on (the
 * "Host" menu). Every item says in words what it does, and its state: on a phone the header is
 * one row of menus (#42), with no room for symbols to guess at. Each is a native button inside a
 * `<details>` menu, so a keyboard reaches it; the server decides whether it is allowed, and a
 * refusal comes back as a toast like any other. The menus keep their open state across the
 * table's updates, which redraw only their items, and the keyboard's focus on an item.
 */
import { Msg } from '@dead-drop/shared';
import { listOf } from '../i18n';
import type { TableControls, TableSnapshot } from '../net/tableSession';
import { seatNames } from '../seatNames';
import { h, keepingFocus, replaceChildren } from '../ui/dom';
import { ui, uiCount, type UiKey } from '../ui/text';
import { confirmsFinalMoves, finalWords, setConfirmsFinalMoves } from './finalMoves';

/** "Finn agrees", "Finn and Hana agree": the vote to abandon as it stands. */
export function votesLine(agreeing: readonly string[]): string {
  return uiCount('menu.abandonVotes', agreeing.length, { names: listOf(agreeing, 'conjunction') });
}

export class TableMenu {
  /** The menus, for the top bar; empty for a spectator with nothing to do here. */
  readonly element = h('div', { class: 'table-menus' });
  /** Who votes to abandon the game, for everyone (spectators too); hidden when nobody does. */
  readonly votes = h('p', { class: 'vote-line', testid: 'abandon-votes', attrs: { role: 'status', hidden: '' } });
  private readonly game = menu('game-menu', 'menu.game');
  private readonly host = menu('host-menu', 'menu.host');
  /** The first click on "Concede" asks again; the second concedes. */
  private conceding = false;

  constructor(
    private readonly session: TableControls,
    /** After a concession at a table of more than two: the seat is a bot's now, and the page leaves. */
    private readonly leave: () => void,
    /** The page's own items of the Game menu, after the game's, as they are now. */
    private readonly more: (snapshot: TableSnapshot) => (HTMLElement | null)[],
  ) {}

  /** Closes the open menus that `target` (of a tap) is not inside, as menus do: left open, one lies over the table. */
  closeOutside(target: EventTarget | null): void {
    for (const { root } of [this.game, this.host]) if (!(target instanceof Node && root.contains(target))) root.removeAttribute('open');
  }

  show(snapshot: TableSnapshot): void {
    const mine = this.session.seat ? snapshot.seats[this.session.seat.seat] : undefined;
    const running = snapshot.phase === 'playing' && !snapshot.view?.result;
    if (!running) this.conceding = false;
    const names = seatNames(snapshot);
    const agreeing = snapshot.seats.flatMap((seat, index) => (seat.abandon ? [names[index] ?? ''] : []));
    this.votes.hidden = !running || agreeing.length === 0;
    this.votes.textContent = agreeing.length ? votesLine(agreeing) : '';
    const gameItems = [
      ...(mine && running ? this.gameItems(mine.abandon, snapshot.seats.length) : []),
      mine ? confirmSetting() : null,
      ...this.more(snapshot),
    ].filter((item) => item !== null);
    keepingFocus(this.element, () => {
      replaceChildren(this.element, gameItems.length > 0 ? this.game.root : null, mine?.host ? this.host.root : null);
      replaceChildren(this.game.items, ...gameItems);
      replaceChildren(this.host.items, ...(mine?.host ? this.hostItems(snapshot, names, running) : []));
    });
    this.game.summary.textContent = ui('menu.game');
    this.host.summary.textContent = ui('menu.host');
  }

  private gameItems(voted: boolean, seats: number): HTMLElement[] {
    const concede = item('menu-concede', this.conceding ? ui('menu.concedeAsk') : ui('menu.concede'), () => {
      if (!this.conceding) {
        this.conceding = true;
        concede.textContent = ui('menu.concedeAsk');
        return;
      }
      void this.session.request(Msg.concede, {}).then((reply) => {
        if (reply.ok && seats > 2) this.leave();
      });
    });
    const vote = item(
      'menu-abandon',
      ui(voted ? 'menu.abandonWithdraw' : 'menu.abandon'),
      () => void this.session.request(Msg.abandon, { agree: !voted }),
    );
    vote.setAttribute('aria-pressed', String(voted));
    return [concede, vote];
  }

  private hostItems(snapshot: TableSnapshot, names: readonly string[], running: boolean): HTMLElement[] {
    const { session } = this;
    const own = session.seat?.seat;
    const pause = running
      ? item(
          'menu-pause',
          ui(snapshot.paused ? 'menu.resume' : 'menu.pause'),
          () => void session.request(Msg.pause, { paused: !snapshot.paused }),
        )
      : null;
    const lock = item(
      'menu-lock',
      ui(snapshot.locked ? 'menu.unlock' : 'menu.lock'),
      () => void session.request(Msg.lock, { locked: !snapshot.locked }),
    );
    const people = snapshot.seats.flatMap((seat, index) => (seat.occupied && seat.bot !== 'bot' && index !== own ? [index] : []));
    // Those removed from the lobby stay out until let back; once the game runs nobody new sits down.
    const keptOut = snapshot.phase === 'lobby' ? snapshot.keptOut : [];
    return [
      ...(pause ? [pause] : []),
      lock,
      ...people.flatMap((index) => [
        item(
          `menu-remove-${index}`,
          ui('menu.remove', { name: names[index] ?? '' }),
          () => void session.request(Msg.removePlayer, { seat: index }),
        ),
        item(
          `menu-host-${index}`,
          ui('menu.makeHost', { name: names[index] ?? '' }),
          () => void session.request(Msg.handHost, { seat: index }),
        ),
      ]),
      ...keptOut.map((name, index) =>
        item(`menu-let-back-${index}`, ui('menu.letBack', { name }), () => void session.request(Msg.letBack, { index })),
      ),
    ];
  }
}

function menu(testid: string, title: UiKey): { root: HTMLElement; summary: HTMLElement; items: HTMLElement } {
  const summary = h('summary', { testid: `${testid}-open` }, ui(title));
  const items = h('div', { class: 'menu-items' });
  return { root: h('details', { class: 'table-menu', testid }, summary, items), summary, items };
}

/** The player's setting, in the browser: ask before a move that cannot be taken back (see `FinalConfirm`). */
function confirmSetting(): HTMLButtonElement {
  const toggle = item('menu-confirm-final', '', () => {
    setConfirmsFinalMoves(!confirmsFinalMoves());
    draw();
  });
  const draw = () => {
    const on = confirmsFinalMoves();
    toggle.textContent = finalWords(on ? 'final.setting.on' : 'final.setting.off');
    toggle.setAttribute('aria-pressed', String(on));
  };
  toggle.title = finalWords('final.setting.hint');
  draw();
  return toggle;
}

function item(testid: string, label: string, click: () => void): HTMLButtonElement {
  return h('button', { testid, attrs: { type: 'button' }, on: { click } }, label);
}
