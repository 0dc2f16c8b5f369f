/**
 * The end screen: the score, then what comes next. A seated person asks for a rematch (it
 * starts once every person at the table has, see `ToServer.rematch`) or opens a table of another
 * game for the same people (`PlayAgainForm`); everyone may replay the game. A game the table
 * ended (a concession, an abandon) says so in place of the game's own headline, whose rules
 * know no such end.
 * Closed with "Look at the table", it comes back with the "Scores" button.
 */
import { Msg, replayId, TableEnding } from '@dead-drop/shared';
import type { Ending } from '../gameClient';
import { listOf } from '../i18n';
import type { TableControls, TableSnapshot } from '../net/tableSession';
import { replayUrl } from '../routes';
import { seatNames } from '../seatNames';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';
import type { PlayAgainForm } from './playAgain';

/** What the end screen reads of the session, and asks of it. */
type EndSession = Pick<TableControls, 'seat' | 'links' | 'request'>;

export class EndScreen {
  readonly overlay = h('div', { class: 'end-overlay', testid: 'end-screen', attrs: { hidden: '' } });
  readonly scores = h(
    'button',
    {
      class: 'show-scores',
      testid: 'show-scores',
      attrs: { type: 'button', hidden: '' },
      on: { click: () => this.reopen() },
    },
    ui('end.scores'),
  );
  /** Closed by the player: the "Scores" button shows instead, until a new game ends. */
  private closed = false;
  private last: { ending: Ending | null; snapshot: TableSnapshot } | null = null;

  constructor(
    private readonly session: EndSession,
    private readonly roomId: string,
    private readonly newTable: () => void,
    private readonly again: PlayAgainForm,
  ) {}

  get open(): boolean {
    return !this.overlay.hidden;
  }

  /** The game's end as `ending` tells it, or nothing while it goes on. */
  show(ending: Ending | null, snapshot: TableSnapshot): void {
    this.last = { ending, snapshot };
    // A rematch starts a new game, whose end shows again.
    if (!ending) this.closed = false;
    this.overlay.hidden = !ending || this.closed;
    this.scores.hidden = !ending || !this.closed;
    if (ending) replaceChildren(this.overlay, this.card(ending, snapshot));
  }

  close(): void {
    this.closed = true;
    this.redraw();
  }

  private reopen(): void {
    this.closed = false;
    this.redraw();
  }

  private redraw(): void {
    if (this.last) this.show(this.last.ending, this.last.snapshot);
  }

  private card(ending: Ending, snapshot: TableSnapshot): HTMLElement {
    const { session } = this;
    const names = seatNames(snapshot);
    const people = snapshot.seats
      .map((seat, index) => ({ seat, name: names[index] ?? '' }))
      .filter(({ seat }) => seat.occupied && seat.bot !== 'bot');
    const asked = people.filter(({ seat }) => seat.rematch).map(({ name }) => name);
    const waiting = people.filter(({ seat }) => !seat.rematch && seat.connected).map(({ name }) => name);
    const mine = session.seat ? snapshot.seats[session.seat.seat] : undefined;
    const rematch = !mine
      ? null
      : mine.rematch
        ? h(
            'button',
            { testid: 'rematch', attrs: { type: 'button', disabled: '' } },
            ui('end.rematchWaiting', { names: listOf(waiting, 'conjunction') }),
          )
        : h(
            'button',
            { class: 'primary', testid: 'rematch', attrs: { type: 'button' }, on: { click: () => void session.request(Msg.rematch, {}) } },
            ui('end.rematch'),
          );
    // In a tab of its own: leaving this page would leave the table, and a rematch could start without us.
    const watch = session.links?.watch;
    const replay = watch
      ? h(
          'a',
          {
            class: 'button',
            testid: 'replay-link',
            attrs: { href: replayUrl(replayId(this.roomId, snapshot.round), watch), target: '_blank', rel: 'noopener' },
          },
          ui('end.replay'),
        )
      : null;
    // Many seats make a table wider than a phone: there each seat's score is a card of its own.
    return h(
      'section',
      { class: names.length >= MANY_SEATS ? 'card end many' : 'card end' },
      h('h1', {}, ui('end.title')),
      h('p', { class: 'headline', testid: 'end-headline' }, tableHeadline(snapshot.view?.result, names) ?? ending.headline),
      ...(ending.rows.length ? [scoreTable(ending, names), scoreSeats(ending, names)] : []),
      asked.length ? h('p', { testid: 'rematch-asked' }, ui('end.rematchAsked', { names: listOf(asked, 'conjunction') })) : null,
      h(
        'div',
        { class: 'buttons' },
        rematch,
        replay,
        h('button', { testid: 'end-close', attrs: { type: 'button' }, on: { click: () => this.close() } }, ui('end.close')),
        h('button', { testid: 'new-table', attrs: { type: 'button' }, on: { click: this.newTable } }, ui('end.newTable')),
      ),
      // A spectator learns that the group may move on without them.
      mine
        ? this.again.element(mine.name, people.length)
        : h('p', { class: 'hint', testid: 'play-again-watching' }, ui('end.playAgainWatching')),
    );
  }
}

/** From this many seats a phone shows the score seat by seat (`scoreSeats`) rather than as a table. */
const MANY_SEATS = 4;

/** The score as a table: a row per line of the score, a column per seat, the total last. */
function scoreTable(ending: Ending, names: readonly string[]): HTMLElement {
  return h(
    'div',
    { class: 'score-scroll' },
    h(
      'table',
      { testid: 'score-table' },
      h('thead', {}, h('tr', {}, h('th', {}), ...names.map((name) => h('th', {}, name)))),
      h(
        'tbody',
        {},
        ...ending.rows.map((row, index) =>
          h(
            'tr',
            { class: index === ending.rows.length - 1 ? 'total' : '' },
            h('th', {}, row.label),
            ...row.values.map((value) => h('td', {}, String(value))),
          ),
        ),
      ),
    ),
  );
}

/** The same score seat by seat, each a card with its lines, for a phone at a table of many. */
function scoreSeats(ending: Ending, names: readonly string[]): HTMLElement {
  const last = ending.rows.length - 1;
  return h(
    'div',
    { class: 'score-seats', testid: 'score-seats' },
    ...names.map((name, seat) =>
      h(
        'section',
        { class: 'score-seat' },
        h('h2', {}, name),
        h(
          'dl',
          {},
          ...ending.rows.flatMap((row, index) => [
            h('dt', { class: index === last ? 'total' : '' }, row.label),
            h('dd', { class: index === last ? 'total' : '' }, String(row.values[seat] ?? '')),
          ]),
        ),
      ),
    ),
  );
}

/** The headline of a game the table ended (a concession, an abandon); null for one its rules
 *  ended. A concession ends a game of two: whoever is not the winner conceded. */
export function tableHeadline(
  result: { winners: readonly number[]; reason: string } | null | undefined,
  names: readonly string[],
): string | null {
  if (result?.reason === TableEnding.abandoned) return ui('end.reason.abandoned');
  if (result?.reason !== TableEnding.conceded) return null;
  const named = (seats: number[]) =>
    listOf(
      seats.map((seat) => names[seat] ?? ''),
      'conjunction',
    );
  const losers = names.flatMap((_, seat) => (result.winners.includes(seat) ? [] : [seat]));
  return ui('end.reason.conceded', { name: named([...result.winners]), loser: named(losers) });
}
