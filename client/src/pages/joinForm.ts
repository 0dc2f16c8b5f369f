import { h, replaceChildren } from '../ui/dom';
import { header } from '../ui/chrome';
import { nameForm } from '../ui/nameForm';
import { ui } from '../ui/text';

/** An invitation asks for a name before it seats you. */
export function renderJoinForm(root: HTMLElement, join: (name: string) => Promise<void>): void {
  const { form, name } = nameForm({
    intro: [h('h1', {}, ui('join.title'))],
    submitId: 'join-table', caption: 'join.button', busyCaption: 'join.joining', submit: join,
  });
  replaceChildren(root, header(), h('main', { class: 'page' }, form));
  name.focus();
}
