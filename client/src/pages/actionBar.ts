import type { HookObject } from '../testHook';
import { catalog } from '../i18n';
import type { Stage } from '../pixi/stage';
import { h, replaceChildren } from '../ui/dom';

const words = catalog({
  'bar.label': 'Your actions',
  'bar.none': 'Nothing to do now.',
  'kind.card': 'Card',
  'kind.mission': 'Mission',
  'kind.item': 'Item',
  'kind.deck': 'Deck',
  'kind.line': 'Line',
  'kind.protocol': 'Protocol',
}, {
  'bar.label': 'Deine Züge',
  'bar.none': 'Gerade nichts zu tun.',
  'kind.card': 'Karte',
  'kind.mission': 'Mission',
  'kind.item': 'Gegenstand',
  'kind.deck': 'Stapel',
  'kind.line': 'Reihe',
  'kind.protocol': 'Protokoll',
});

/** A button says what it is: a button's own caption, anything else its kind and its words. */
function actionLabel(object: Pick<HookObject, 'kind' | 'label'>): string {
  if (object.kind === 'button' || object.kind === 'seat' || object.kind === 'label') return object.label;
  return object.label ? `${words(`kind.${object.kind}`)}: ${object.label}` : words(`kind.${object.kind}`);
}

/**
 * Beside the canvas, the same things the canvas offers now, as real buttons with labels: a
 * keyboard or a screen reader plays a whole game with them. It lists exactly the enabled
 * objects the scene registered, and a button does what a tap on its object does, so it can
 * offer nothing the server did not list. Visually it stays out of the way until it has focus.
 */
export class ActionBar {
  readonly element = h('div', { class: 'action-bar', testid: 'action-bar', attrs: { role: 'toolbar' } });
  /** What the buttons say now, by id: the scene registers its objects at every layout (each
   *  resize too), mostly offering the same again, which leaves the buttons as they are. */
  private drawn: string | null = null;

  constructor(private readonly stage: Stage) {
    stage.onRegister(() => this.draw());
  }

  draw(): void {
    this.element.setAttribute('aria-label', words('bar.label'));
    const offered = this.stage.offered().map((object) => ({ id: object.id, caption: actionLabel(object), detail: object.detail }));
    const drawn = offered.length === 0 ? words('bar.none') : offered.map(({ id, caption, detail }) => `${id}|${caption}|${detail ?? ''}`).join('\n');
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const focused = this.element.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.testid : undefined;
    replaceChildren(this.element, ...(offered.length === 0
      ? [h('span', {}, words('bar.none'))]
      : offered.map(({ id, caption, detail }) => h('button', {
        testid: `act-${id}`,
        // The same words for a screen reader, whatever the styles do to the caption.
        attrs: { type: 'button', 'aria-label': caption },
        on: { click: () => this.stage.activate(id) },
      // What it does under its name (an item's text), read out with it.
      }, caption, detail ? h('small', { class: 'detail' }, detail) : null))));
    // Keep the keyboard where it was when the list is drawn again after a move.
    const again = focused ? this.element.querySelector<HTMLElement>(`[data-testid="${focused}"]`) : null;
    (again ?? (focused ? this.element.querySelector<HTMLElement>('button') : null))?.focus();
  }
}
