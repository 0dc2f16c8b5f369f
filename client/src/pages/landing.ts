import { gameClients } from '../games';
import { createTable } from '../net/enterTable';
import { savedTables } from '../net/savedSeats';
import { tablePath } from '../routes';
import { h, replaceChildren } from '../ui/dom';
import { header, toast } from '../ui/chrome';
import { nameForm } from '../ui/nameForm';
import { ui, WORDED_GAMES, type UiKey } from '../ui/text';

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

/** Pick a game and a name, create a private table, and land on it. */
export function renderLanding(root: HTMLElement, open: (roomId: string, session: Awaited<ReturnType<typeof createTable>>) => void): void {
  let chosen = GAMES.find((game) => game.ready)!.id;
  const games = h('div', { class: 'games', attrs: { role: 'radiogroup' } });
  const drawGames = () => replaceChildren(games, ...GAMES.map((game) => h('button', {
    class: `game${game.id === chosen ? ' chosen' : ''}`,
    testid: `game-${game.id}`,
    attrs: { type: 'button', role: 'radio', 'aria-checked': String(game.id === chosen), ...(game.ready ? {} : { disabled: '' }) },
    on: { click: () => { chosen = game.id; drawGames(); } },
  },
  h('strong', {}, ui(`game.${game.id}.title` as UiKey)),
  h('span', {}, ui(`game.${game.id}.blurb` as UiKey)),
  game.ready ? null : h('em', {}, ui('landing.comingSoon')))));
  drawGames();

  const { form } = nameForm({
    intro: [h('h1', {}, ui('app.name')), h('p', { class: 'tagline' }, ui('app.tagline')), h('h2', {}, ui('landing.pickGame')), games],
    submitId: 'create-table', caption: 'landing.create', busyCaption: 'landing.creating',
    submit: (name) => createTable({ game: chosen, name }).then(
      (session) => open(session.room.roomId, session),
      (error: Error) => toast(error.message)),
  });
  replaceChildren(root, header(), h('main', { class: 'page' }, form, history()));
}

/** The tables this browser has sat at or watched: a link back to each (the saved seat does
 *  the rest), with its game, players and how far it got. */
function history(): HTMLElement | null {
  const tables = savedTables().filter(({ seat }) => WORDED_GAMES.some((id) => id === seat.game));
  if (tables.length === 0) return null;
  return h('section', { class: 'card history', testid: 'table-history' },
    h('h2', {}, ui('landing.history')),
    h('ul', {}, ...tables.map(({ roomId, seat }) => h('li', {},
      h('a', { attrs: { href: tablePath(roomId) } }, ui(`game.${seat.game}.title` as UiKey)),
      ` — ${(seat.players ?? []).join(', ')} · ${ui(`landing.state.${seat.state ?? 'playing'}`)}`))));
}
