import { lastName, rememberName } from '../net/savedSeats';
import { h } from './dom';
import { ui, type UiKey } from './text';

/** One way to go on once the name is given: its button, and what it does. */
export interface NameFormAction {
  submitId: string;
  caption: UiKey;
  busyCaption: UiKey;
  /** Resolves or rejects once the page has moved on or the attempt failed. */
  submit: (name: string) => Promise<unknown>;
}

export interface NameFormOptions extends NameFormAction {
  /** What comes above the name field. */
  intro: (Node | null)[];
  /** What comes between the name field and the buttons: choices every button goes by. */
  settings?: (Node | null)[];
  /** Other ways to go on with the same name, as buttons after the first; Enter takes the first. */
  more?: NameFormAction[];
}

/** The card where a player gives their name and goes on: creating a table, or taking a seat. */
export function nameForm(options: NameFormOptions): { form: HTMLFormElement; name: HTMLInputElement } {
  const name = h('input', {
    testid: 'name-input',
    attrs: { id: 'name', maxlength: '24', autocomplete: 'nickname', value: lastName(), required: '' },
  });
  const actions = [options, ...(options.more ?? [])].map((action) => ({
    action,
    button: h('button', { class: 'primary', testid: action.submitId, attrs: { type: 'submit' } }, ui(action.caption)),
  }));
  const form = h(
    'form',
    {
      class: 'card landing',
      on: {
        submit: (event) => {
          event.preventDefault();
          const given = name.value.trim();
          if (!given) return name.focus();
          rememberName(given);
          // The button pressed; Enter in the name field presses the first.
          const submitter = event instanceof SubmitEvent ? event.submitter : null;
          const pressed = actions.find(({ button }) => button === submitter) ?? actions[0]!;
          for (const { button } of actions) button.disabled = true;
          pressed.button.textContent = ui(pressed.action.busyCaption);
          void pressed.action.submit(given).finally(() => {
            for (const { action, button } of actions) {
              button.disabled = false;
              button.textContent = ui(action.caption);
            }
          });
        },
      },
    },
    ...options.intro,
    h('label', { attrs: { for: 'name' } }, ui('landing.yourName')),
    name,
    ...(options.settings ?? []),
    h('div', { class: 'buttons' }, ...actions.map(({ button }) => button)),
  );
  return { form, name };
}
