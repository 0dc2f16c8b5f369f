import { lastName, rememberName } from '../net/savedSeats';
import { h, replaceChildren } from '../ui/dom';
import { header } from '../ui/chrome';
import { ui } from '../ui/text';

/** An invitation asks for a name before it seats you. */
export function renderJoinForm(root: HTMLElement, join: (name: string) => Promise<void>): void {
  const name = h('input', {
    testid: 'name-input',
    attrs: { id: 'name', maxlength: '24', autocomplete: 'nickname', value: lastName(), required: '' },
  });
  const button = h('button', { class: 'primary', testid: 'join-table', attrs: { type: 'submit' } }, ui('join.button'));
  const form = h('form', {
    class: 'card landing',
    on: {
      submit: (event) => {
        event.preventDefault();
        const given = name.value.trim();
        if (!given) return name.focus();
        rememberName(given);
        button.disabled = true;
        button.textContent = ui('join.joining');
        void join(given).finally(() => {
          button.disabled = false;
          button.textContent = ui('join.button');
        });
      },
    },
  },
  h('h1', {}, ui('join.title')),
  h('label', { attrs: { for: 'name' } }, ui('landing.yourName')),
  name,
  button);
  replaceChildren(root, header(), h('main', { class: 'page' }, form));
  name.focus();
}
