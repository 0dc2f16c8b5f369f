import { h, replaceChildren } from '../ui/dom';
import { header } from '../ui/chrome';
import { nameForm } from '../ui/nameForm';
import { gameClients, gameTitle } from '../games';
import { ui } from '../ui/text';

/** An invitation asks for a name before it seats you, and says which game it is for. */
export function renderJoinForm(root: HTMLElement, game: string, join: (name: string) => Promise<void>): void {
  const named = Object.hasOwn(gameClients, game);
  const { form, name } = nameForm({
    intro: [h('h1', {}, named ? ui('join.titleGame', { game: gameTitle(game) }) : ui('join.title'))],
    submitId: 'join-table',
    caption: 'join.button',
    busyCaption: 'join.joining',
    submit: join,
  });
  replaceChildren(root, header(), h('main', { class: 'page' }, form));
  name.focus();
}
