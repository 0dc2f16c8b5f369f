import type { Problem } from '../net/tableProblem';
import { h, replaceChildren } from '../ui/dom';
import { header } from '../ui/chrome';
import { ui } from '../ui/text';

/** The app's own page for an address it has no page for. */
export function renderNotFound(root: HTMLElement, home: () => void): void {
  replaceChildren(root, header(), h('main', { class: 'page' },
    h('section', { class: 'card problem', testid: 'not-found' },
      h('h1', {}, ui('notFound.title')),
      h('p', {}, ui('notFound.text')),
      h('div', { class: 'buttons' },
        h('button', { class: 'primary', testid: 'create-new', attrs: { type: 'button' }, on: { click: home } }, ui('problem.create'))))));
}

/** A clear page instead of a blank canvas, with the ways on that make sense. */
export function renderProblem(root: HTMLElement, problem: Problem, message: string, actions: { watch?: () => void; create: () => void }): void {
  const watchable = problem === 'full' || problem === 'started';
  replaceChildren(root, header(), h('main', { class: 'page' },
    h('section', { class: 'card problem', testid: 'problem', attrs: { 'data-reason': problem } },
      h('h1', {}, ui(`problem.${problem}.title`)),
      h('p', {}, ui(`problem.${problem}.text`, { message })),
      h('div', { class: 'buttons' },
        watchable && actions.watch
          ? h('button', { class: 'primary', testid: 'watch-instead', attrs: { type: 'button' }, on: { click: actions.watch } }, ui('problem.watch'))
          : null,
        h('button', { testid: 'create-new', attrs: { type: 'button' }, on: { click: actions.create } }, ui('problem.create'))))));
}
