import type { GameClient } from '../gameClient';
import type { WireEvent, WireView } from '../net/wire';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';
import { learnButton } from './learnButton';

/** The game's rules in a few lines, over the table, from the header's `?`; a click anywhere closes it. */
export class RulesBox<View extends WireView, Event extends WireEvent, Action> {
  readonly element: HTMLElement = h('div', {
    class: 'end-overlay',
    testid: 'rules',
    attrs: { hidden: '' },
    on: { click: () => this.close() },
  });

  /** `learn`: on to a tutorial table of the game. */
  constructor(
    private readonly game: GameClient<View, Event, Action>,
    private readonly learn: () => void,
  ) {}

  get open(): boolean {
    return !this.element.hidden;
  }

  show(): void {
    const { game } = this;
    const summary = game.rules();
    replaceChildren(
      this.element,
      h(
        'section',
        { class: 'card rules' },
        h('h1', {}, summary.title),
        h('ul', {}, ...summary.lines.map((line) => h('li', {}, line))),
        h(
          'div',
          { class: 'buttons' },
          // A game with a guided first game offers it here too, in one click.
          game.coach ? learnButton(game.meta.id, async () => this.learn()) : null,
          h('button', { class: 'primary', attrs: { type: 'button' } }, ui('rules.close')),
        ),
      ),
    );
    this.element.hidden = false;
  }

  close(): void {
    this.element.hidden = true;
  }
}
