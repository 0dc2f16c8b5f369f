import { BOT_LEVELS, DEFAULT_BOT_LEVEL, isSlowClock, replayId, SLOW_CLOCKS, type BotLevel } from '@dead-drop/shared';
import { words } from '../pwa/words';
import { gameClients, gameIds, gameTitle } from '../games';
import { lang } from '../i18n';
import { createTable } from '../net/enterTable';
import { savedTables } from '../net/savedSeats';
import { cardsPath, replayUrl, tablePath } from '../routes';
import { h, range, replaceChildren, select } from '../ui/dom';
import { header, toast } from '../ui/chrome';
import { nameForm } from '../ui/nameForm';
import { aboutSection } from './about';
import { yourTables } from './yourTables';
import { learnButton } from './learnButton';
import { learnToPlay } from './learnToPlay';
import { ui, uiCount } from '../ui/text';

/** The turn clocks offered, in seconds per decision; 0: no clocks. The slow ones are for friends who play over days. */
const CLOCK_CHOICES = [0, 30, 60, 180, ...SLOW_CLOCKS] as const;
/** How many play against bots when the game leaves a choice: a lively table, not a crowd. */
const DEFAULT_PLAYERS = 4;

/** Pick a game and a name, create a private table (or one against bots), and land on it. */
export function renderLanding(root: HTMLElement, open: (roomId: string, table: Awaited<ReturnType<typeof createTable>>) => void): void {
  let chosen = gameIds[0]!;
  let clock = 0;
  let players = DEFAULT_PLAYERS;
  let botLevel: BotLevel = DEFAULT_BOT_LEVEL;
  const games = h('div', { class: 'games', attrs: { role: 'radiogroup' } });
  const settings = h('div', { class: 'settings' });
  // The players one may pick for the game chosen: the choice made so far, within its seats.
  const playersFor = () => {
    const seats = gameClients[chosen]?.meta.seats ?? { min: 1, max: 1 };
    return { seats, count: Math.min(seats.max, Math.max(seats.min, players)) };
  };
  const drawSettings = () => {
    const { seats, count } = playersFor();
    const counts = range(seats.min, seats.max);
    replaceChildren(
      settings,
      choiceField('clock-choice', ui('landing.clock'), CLOCK_CHOICES, clockText, clock, (picked) => {
        clock = picked;
      }),
      // Only a game for a range of players asks how many; the others seat as many as they take.
      counts.length > 1
        ? choiceField(
            'seat-count',
            ui('landing.playerCount'),
            counts,
            (n) => uiCount('landing.players', n),
            count,
            (picked) => {
              players = picked;
            },
          )
        : null,
      // How well the bots of "Play against bots" play; a table's host picks per bot in the lobby.
      choiceField(
        'bot-level',
        ui('landing.botLevel'),
        BOT_LEVELS,
        (level) => ui(`level.${level}`),
        botLevel,
        (picked) => {
          botLevel = picked;
        },
      ),
    );
  };
  // Each game's card; one with a guided first game offers it beside it, in one click.
  const drawGames = () =>
    replaceChildren(
      games,
      ...gameIds.map((id) =>
        h(
          'div',
          { class: 'game-card' },
          h(
            'button',
            {
              class: `game${id === chosen ? ' chosen' : ''}`,
              testid: `game-${id}`,
              attrs: { type: 'button', role: 'radio', 'aria-checked': String(id === chosen) },
              on: {
                click: () => {
                  chosen = id;
                  drawGames();
                  drawSettings();
                },
              },
            },
            h('strong', {}, gameTitle(id)),
            h('span', {}, gameClients[id]?.meta.blurb[lang()] ?? ''),
          ),
          gameClients[id]?.learnable ? learnButton(id, () => learn(id)) : null,
        ),
      ),
    );
  // A lesson opens with whatever the name field below holds (made with the form, before any click).
  const learn = (id: string) =>
    learnToPlay(id, name.value).then(
      (table) => open(table.session.room.roomId, table),
      (error: Error) => toast(error.message),
    );
  drawGames();
  drawSettings();

  // Both buttons open the table the same way; against bots, the bots fill every other seat.
  const create = (name: string, bots: number) =>
    createTable({
      game: chosen,
      name,
      ...(bots > 0 ? { bots, botLevel } : {}),
      ...(clock > 0 ? { clock } : {}),
    }).then(
      (table) => open(table.session.room.roomId, table),
      (error: Error) => toast(error.message),
    );
  const { form, name } = nameForm({
    intro: [
      h('h1', {}, ui('app.name')),
      h('p', { class: 'tagline' }, ui('app.tagline')),
      h('h2', {}, ui('landing.pickGame')),
      games,
      // Every card of every game, to read before sitting down or beside a table in another tab.
      h('p', { class: 'more-links' }, h('a', { testid: 'card-reference', attrs: { href: cardsPath() } }, ui('landing.reference'))),
    ],
    settings: [settings],
    submitId: 'create-table',
    caption: 'landing.create',
    busyCaption: 'landing.creating',
    submit: (name) => create(name, 0),
    more: [
      {
        submitId: 'play-bots',
        caption: 'landing.playBots',
        busyCaption: 'landing.playingBots',
        submit: (name) => create(name, playersFor().count - 1),
      },
    ],
  });
  // One column on a phone, the games in play first; on a wide screen the others beside the form
  // (style.css). A game in play is listed once: "Your games in play" says whose move it is, so
  // the history leaves it out, unless it says more (that a bot plays the seat until one is back).
  const past = history();
  const playing = yourTables((rooms) => {
    if (past) leaveOut(past, rooms);
  });
  replaceChildren(root, header(), h('main', { class: 'page landing-page' }, playing, form, past, aboutSection()));
}

/** Hides the history's lines of `rooms` that say nothing more, and the history itself when nothing is left in it. */
function leaveOut(past: HTMLElement, rooms: ReadonlySet<string>): void {
  const lines = [...past.querySelectorAll<HTMLElement>('li[data-room]')];
  const more = [...past.querySelectorAll<HTMLElement>('li:not([data-room])')];
  for (const line of lines) line.hidden = rooms.has(line.dataset.room ?? '');
  past.hidden = more.length === 0 && lines.every((line) => line.hidden);
}

/** "No clock", "30 s per decision", "3 min per decision". */
function clockText(seconds: number): string {
  if (seconds === 0) return ui('landing.clock.off');
  if (isSlowClock(seconds)) return words('slow.clock', { n: seconds / 3600 });
  return seconds < 60 ? ui('landing.clock.seconds', { n: seconds }) : ui('landing.clock.minutes', { n: seconds / 60 });
}

/** A labelled select, each value its own option's value; `pick` hears each choice. */
function choiceField<T extends string | number>(
  testid: string,
  caption: string,
  values: readonly T[],
  text: (value: T) => string,
  selected: T,
  pick: (value: T) => void,
): HTMLElement {
  return h(
    'div',
    { class: 'choice' },
    h('label', { attrs: { for: testid } }, caption),
    select(testid, values, selected, text, pick, { id: testid, valued: true }),
  );
}

/** The tables this browser has sat at or watched: a link back to each (the saved seat does
 *  the rest), with its game, players and how far it got. */
function history(): HTMLElement | null {
  const tables = savedTables().flatMap(({ roomId, seat }) =>
    seat.game && gameIds.includes(seat.game) ? [{ roomId, seat, game: seat.game }] : [],
  );
  if (tables.length === 0) return null;
  return h(
    'section',
    { class: 'card history past', testid: 'table-history' },
    h('h2', {}, ui('landing.history')),
    h(
      'ul',
      {},
      ...tables.map(({ roomId, seat, game }) =>
        h(
          'li',
          { attrs: seat.botPlays && seat.state === 'playing' ? {} : { 'data-room': roomId } },
          h('a', { attrs: { href: tablePath(roomId) } }, gameTitle(game)),
          ` — ${(seat.players ?? []).join(', ')} · ${ui(`landing.state.${seat.state ?? 'playing'}`)}`,
          // Left during the game: the server gave the seat to a bot, which plays it until they are back.
          seat.botPlays && seat.state === 'playing' ? h('span', { testid: 'history-bot-plays' }, ` · ${ui('landing.botPlays')}`) : null,
          // A finished game can be watched again, step by step.
          ...(seat.state === 'finished' && seat.watch && seat.round
            ? [
                ' · ',
                h(
                  'a',
                  { testid: 'history-replay', attrs: { href: replayUrl(replayId(roomId, seat.round), seat.watch) } },
                  ui('end.replay'),
                ),
              ]
            : []),
        ),
      ),
    ),
  );
}
