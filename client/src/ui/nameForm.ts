import { lastName, rememberName } from '../net/savedSeats';
import { h } from './dom';
import { ui, type UiKey } from './text';

export interface NameFormOptions {
  /** What comes above the name field. */
  intro: (Node | null)[];
  submitId: string;
  caption: UiKey;
  busyCaption: UiKey;
  /** Resolves or rejects once the page has moved on or the attempt failed. */
  submit: (name: string) => Promise<unknown>;
}

/** The card where a player gives their name and goes on: creating a table, or taking a seat. */
export function nameForm(options: NameFormOptions): { form: HTMLFormElement; name: HTMLInputElement } {
  const name = h('input', {
    testid: 'name-input',
    attrs: { id: 'name', maxlength: '24', autocomplete: 'nickname', value: lastName(), required: '' },
  });
  const button = h('button', { class: 'primary', testid: options.submitId, attrs: { type: 'submit' } }, ui(options.caption));
  const form = h('form', {
    class: 'card landing',
    on: {
      submit: (event) => {
        event.preventDefault();
        const given = name.value.trim();
        if (!given) return name.focus();
        rememberName(given);
        button.disabled = true;
        button.textContent = ui(options.busyCaption);
        void options.submit(given).finally(() => {
          button.disabled = false;
          button.textContent = ui(options.caption);
        });
      },
    },
  },
  ...options.intro,
  h('label', { attrs: { for: 'name' } }, ui('landing.yourName')),
  name,
  button);
  return { form, name };
}
