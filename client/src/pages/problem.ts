import type { Problem } from '../net/tableProblem';
import { h, replaceChildren } from '../ui/dom';
import { header } from '../ui/chrome';
import { ui } from '../ui/text';

/** What a message page says: its card's test id (and any more attributes), title and text. */
interface Message {
  testid: string;
  attrs?: Record<string, string>;
  title: string;
  text: string;
}

/** A page that only says something, with the ways on from it: no page here, no table, no replay. */
export function renderMessage(root: HTMLElement, message: Message, ...ways: (HTMLElement | null)[]): void {
  replaceChildren(
    root,
    header(),
    h(
      'main',
      { class: 'page' },
      h(
        'section',
        { class: 'card problem', testid: message.testid, ...(message.attrs ? { attrs: message.attrs } : {}) },
        h('h1', {}, message.title),
        h('p', {}, message.text),
        h('div', { class: 'buttons' }, ...ways),
      ),
    ),
  );
}

/** The app's own page for an address it has no page for. */
export function renderNotFound(root: HTMLElement, home: () => void): void {
  renderMessage(
    root,
    { testid: 'not-found', title: ui('notFound.title'), text: ui('notFound.text') },
    h('button', { class: 'primary', testid: 'create-new', attrs: { type: 'button' }, on: { click: home } }, ui('problem.create')),
  );
}

/** A clear page instead of a blank canvas, with the ways on that make sense. */
export function renderProblem(
  root: HTMLElement,
  problem: Problem,
  message: string,
  actions: { watch?: () => void; create: () => void },
): void {
  const watchable = problem === 'full' || problem === 'started';
  renderMessage(
    root,
    {
      testid: 'problem',
      attrs: { 'data-reason': problem },
      title: ui(`problem.${problem}.title`),
      text: ui(`problem.${problem}.text`, { message }),
    },
    watchable && actions.watch
      ? h(
          'button',
          { class: 'primary', testid: 'watch-instead', attrs: { type: 'button' }, on: { click: actions.watch } },
          ui('problem.watch'),
        )
      : null,
    h('button', { testid: 'create-new', attrs: { type: 'button' }, on: { click: actions.create } }, ui('problem.create')),
  );
}
