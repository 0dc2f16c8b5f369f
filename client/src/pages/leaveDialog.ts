/**
 * Leaving a table on purpose: the header's button, and the dialog that asks again, since a
 * stray tap would hand the seat to a bot (or free it in the lobby). Once the game is over,
 * leaving needs no second thought.
 */
import type { TablePhase } from '@dead-drop/shared';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

export class LeaveDialog {
  readonly element = h('div', {
    class: 'end-overlay',
    testid: 'leave-confirm',
    attrs: { hidden: '', role: 'dialog', 'aria-modal': 'true' },
  });

  constructor(private readonly leaveNow: () => void) {}

  get open(): boolean {
    return !this.element.hidden;
  }

  /** Asks whether to leave, in words for the table's `phase` (what becomes of the seat). */
  ask(phase: TablePhase): void {
    if (phase === 'ended') return this.leaveNow();
    const stay = h('button', { testid: 'leave-stay', attrs: { type: 'button' }, on: { click: () => this.close() } }, ui('table.leaveStay'));
    const go = h(
      'button',
      {
        class: 'primary',
        testid: 'leave-yes',
        attrs: { type: 'button' },
        on: {
          click: () => {
            go.disabled = true;
            this.leaveNow();
          },
        },
      },
      ui('table.leave'),
    );
    replaceChildren(
      this.element,
      h(
        'section',
        { class: 'card leave-card' },
        h('h1', {}, ui('table.leaveAsk')),
        h('p', {}, ui(`table.leave.${phase}`)),
        h('div', { class: 'buttons' }, go, stay),
      ),
    );
    this.element.hidden = false;
    stay.focus();
  }

  close(): void {
    this.element.hidden = true;
  }
}

/** For a seated player: leave on purpose, once confirmed. Its title says what happens to the
 *  seat: freed before the start, played by a bot until they come back during the game. */
export function leaveButton(phase: TablePhase, leave: () => void): HTMLElement {
  return h(
    'button',
    {
      class: 'leave',
      testid: 'leave-table',
      attrs: { type: 'button', title: ui(`table.leave.${phase}`) },
      on: { click: leave },
    },
    ui('table.leave'),
  );
}
