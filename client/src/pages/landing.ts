import { replayId } from '@dead-drop/shared';
import { gameClients } from '../games';
import { createTable } from '../net/enterTable';
import { savedTables } from '../net/savedSeats';
import { replayUrl, tablePath } from '../routes';
import { h, range, replaceChildren, select } from '../ui/dom';
import { header, toast } from '../ui/chrome';
import { nameForm } from '../ui/nameForm';
import { gameTitle, ui, uiCount, WORDED_GAMES, type UiKey } from '../ui/text';

export interface GameChoice {
  readonly id: string;
  readonly ready: boolean;
}

/**
 * The games on the landing page: every game these pages have words for. One the browser
 * cannot draw yet (the rules do not host it: the client registry has one entry for each game
 * they host) is shown as coming soon. So a game appears once it has its words and opens once
 * it is registered, with no list of its own here. The rules themselves stay out of the page's
 * code: their schemas and flow would add to the download for a flag.
 */
export const GAMES: readonly GameChoice[] = WORDED_GAMES.map((id) => ({ id, ready: Object.hasOwn(gameClients, id) }));

/** The turn clocks offered, in seconds per decision; 0: no clocks. */
const CLOCK_CHOICES = [0, 30, 60, 180] as const;
/** How many play against bots when the game leaves a choice: a lively table, not a crowd. */
const DEFAULT_PLAYERS = 4;

/** Pick a game and a name, create a private table (or one against bots), and land on it. */
export function renderLanding(root: HTMLElement, open: (roomId: string, table: Awaited<ReturnType<typeof createTable>>) => void): void {
  let chosen = GAMES.find((game) => game.ready)!.id;
  let clock = 0;
  let players = DEFAULT_PLAYERS;
  const games = h('div', { class: 'games', attrs: { role: 'radiogroup' } });
  const settings = h('div', { class: 'settings' });
  // The players one may pick for the game chosen: the choice made so far, within its seats.
  const playersFor = () => {
    const seats = gameClients[chosen]?.seats ?? { min: 1, max: 1 };
    return { seats, count: Math.min(seats.max, Math.max(seats.min, players)) };
  };
  const drawSettings = () => {
    const { seats, count } = playersFor();
    const counts = range(seats.min, seats.max);
    replaceChildren(settings,
      choiceField('clock-choice', ui('landing.clock'), CLOCK_CHOICES, clockText, clock, (picked) => { clock = picked; }),
      // Only a game for a range of players asks how many; the others seat as many as they take.
      counts.length > 1 ? choiceField('seat-count', ui('landing.playerCount'), counts, (n) => uiCount('landing.players', n), count, (picked) => { players = picked; }) : null);
  };
  const drawGames = () => replaceChildren(games, ...GAMES.map((game) => h('button', {
    class: `game${game.id === chosen ? ' chosen' : ''}`,
    testid: `game-${game.id}`,
    attrs: { type: 'button', role: 'radio', 'aria-checked': String(game.id === chosen), ...(game.ready ? {} : { disabled: '' }) },
    on: { click: () => { chosen = game.id; drawGames(); drawSettings(); } },
  },
  h('strong', {}, gameTitle(game.id)),
  h('span', {}, ui(`game.${game.id}.blurb` as UiKey)),
  game.ready ? null : h('em', {}, ui('landing.comingSoon')))));
  drawGames();
  drawSettings();

  // Both buttons open the table the same way; against bots, the bots fill every other seat.
  const create = (name: string, bots: number) => createTable({
    game: chosen, name, ...(bots > 0 ? { bots } : {}), ...(clock > 0 ? { clock } : {}),
  }).then(
    (table) => open(table.session.room.roomId, table),
    (error: Error) => toast(error.message));
  const { form } = nameForm({
    intro: [h('h1', {}, ui('app.name')), h('p', { class: 'tagline' }, ui('app.tagline')), h('h2', {}, ui('landing.pickGame')), games],
    settings: [settings],
    submitId: 'create-table', caption: 'landing.create', busyCaption: 'landing.creating',
    submit: (name) => create(name, 0),
    more: [{
      submitId: 'play-bots', caption: 'landing.playBots', busyCaption: 'landing.playingBots',
      submit: (name) => create(name, playersFor().count - 1),
    }],
  });
  replaceChildren(root, header(), h('main', { class: 'page' }, form, history()));
}

/** "No clock", "30 s per decision", "3 min per decision". */
function clockText(seconds: number): string {
  if (seconds === 0) return ui('landing.clock.off');
  return seconds < 60 ? ui('landing.clock.seconds', { n: seconds }) : ui('landing.clock.minutes', { n: seconds / 60 });
}

/** A labelled select of numbers, each its own option's value; `pick` hears each choice. */
function choiceField(testid: string, caption: string, values: readonly number[], text: (value: number) => string, selected: number, pick: (value: number) => void): HTMLElement {
  return h('div', { class: 'choice' }, h('label', { attrs: { for: testid } }, caption), select(testid, values, selected, text, pick, { id: testid, valued: true }));
}

/** The tables this browser has sat at or watched: a link back to each (the saved seat does
 *  the rest), with its game, players and how far it got. */
function history(): HTMLElement | null {
  const tables = savedTables().flatMap(({ roomId, seat }) => (seat.game && WORDED_GAMES.includes(seat.game) ? [{ roomId, seat, game: seat.game }] : []));
  if (tables.length === 0) return null;
  return h('section', { class: 'card history', testid: 'table-history' },
    h('h2', {}, ui('landing.history')),
    h('ul', {}, ...tables.map(({ roomId, seat, game }) => h('li', {},
      h('a', { attrs: { href: tablePath(roomId) } }, gameTitle(game)),
      ` — ${(seat.players ?? []).join(', ')} · ${ui(`landing.state.${seat.state ?? 'playing'}`)}`,
      // Left during the game: the server gave the seat to a bot, which plays it until they are back.
      seat.botPlays && seat.state === 'playing' ? h('span', { testid: 'history-bot-plays' }, ` · ${ui('landing.botPlays')}`) : null,
      // A finished game can be watched again, step by step.
      ...(seat.state === 'finished' && seat.watch && seat.round
        ? [' · ', h('a', { testid: 'history-replay', attrs: { href: replayUrl(replayId(roomId, seat.round), seat.watch) } }, ui('end.replay'))]
        : [])))));
}
