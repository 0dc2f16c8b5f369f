import type { SceneObject } from '../pixi/sceneObjects';
import { catalog } from '../i18n';
import type { Stage } from '../pixi/stage';
import { h, replaceChildren } from '../ui/dom';
import { askedAt, onWhyNot } from '../ui/whyNot';

const words = catalog(
  {
    'bar.label': 'Your actions',
    'bar.none': 'Nothing to do now.',
    'kind.card': 'Card',
    'kind.mission': 'Mission',
    'kind.item': 'Item',
    'kind.deck': 'Deck',
    'kind.line': 'Line',
    'kind.protocol': 'Protocol',
    'why.label': 'Not now: why not?',
    'why.entry': '{caption}, not now: why not?',
  },
  {
    'bar.label': 'Deine Züge',
    'bar.none': 'Gerade nichts zu tun.',
    'kind.card': 'Karte',
    'kind.mission': 'Mission',
    'kind.item': 'Gegenstand',
    'kind.deck': 'Stapel',
    'kind.line': 'Reihe',
    'kind.protocol': 'Protokoll',
    'why.label': 'Gerade nicht: Warum nicht?',
    'why.entry': '{caption}, gerade nicht: Warum nicht?',
  },
);

/** A button says what it is: a button's own caption, anything else its kind and its words. */
function actionLabel(object: Pick<SceneObject, 'kind' | 'label'>): string {
  if (object.kind === 'button' || object.kind === 'seat' || object.kind === 'label') return object.label;
  return object.label ? `${words(`kind.${object.kind}`)}: ${object.label}` : words(`kind.${object.kind}`);
}

type Listed = { id: string; caption: string; detail: string | undefined };

/**
 * Beside the canvas, the same things the canvas offers now, as real buttons with labels: a
 * keyboard or a screen reader plays a whole game with them. It lists exactly the enabled
 * objects the scene registered, and a button does what a tap on its object does, so it can
 * offer nothing the server did not list. Visually it stays out of the way until it has focus.
 *
 * Beside it, `refusals` lists what the table draws but does not offer now, as buttons marked
 * unavailable (`aria-disabled`, still focusable): pressing one asks "why not?" as a tap on its
 * object does, and the answer is read out from the live region under them. Focusing a card's
 * entry in either list reads that card, as pointing at it does (see `Stage.read`).
 */
export class ActionBar {
  readonly element = h('div', { class: 'action-bar', testid: 'action-bar', attrs: { role: 'toolbar' } });
  readonly refusals = h('div', { class: 'action-bar why-bar', testid: 'why-bar', attrs: { role: 'group' } });
  private readonly refused = h('div', { class: 'why-entries' });
  private readonly said = h('p', { class: 'why-said', testid: 'why-said', attrs: { 'aria-live': 'polite' } });
  /** What the buttons say now, by id: the scene registers its objects at every layout (each
   *  resize too), mostly offering the same again, which leaves the buttons as they are. */
  private drawn: string | null = null;
  private drawnRefused: string | null = null;
  readonly dispose: () => void;

  constructor(private readonly stage: Stage) {
    stage.onRegister(() => this.draw());
    this.refusals.append(this.refused, this.said);
    this.dispose = onWhyNot((sentence) => {
      this.said.textContent = sentence;
    });
  }

  draw(): void {
    this.element.setAttribute('aria-label', words('bar.label'));
    this.refusals.setAttribute('aria-label', words('why.label'));
    const offered = listed(this.stage.offered());
    const drawn = offered.length === 0 ? words('bar.none') : keyOf(offered);
    if (drawn !== this.drawn) {
      this.drawn = drawn;
      keepFocus(this.element, () =>
        replaceChildren(
          this.element,
          ...(offered.length === 0
            ? [h('span', {}, words('bar.none'))]
            : offered.map((entry) => this.button(entry, 'act', entry.caption, () => this.stage.activate(entry.id)))),
        ),
      );
    }
    const refused = listed(this.stage.notOffered());
    // Its spoken words change with the language even where the captions (a seat's name) do not.
    const drawnRefused = `${words('why.label')}\n${keyOf(refused)}`;
    if (drawnRefused === this.drawnRefused) return;
    this.drawnRefused = drawnRefused;
    keepFocus(this.refused, () =>
      replaceChildren(
        this.refused,
        ...refused.map((entry) => {
          const button = this.button(entry, 'why', words('why.entry', { caption: entry.caption }), () => {
            // The sentence goes beside the button pressed, as a tap's goes beside the tap.
            const box = button.getBoundingClientRect();
            askedAt(box.left + box.width / 2, box.top);
            this.stage.ask(entry.id);
          });
          button.setAttribute('aria-disabled', 'true');
          return button;
        }),
      ),
    );
  }

  /** An entry: `prefix-<id>` for tests, its caption, and what pressing it does; focusing it
   *  reads its card, if it is one. */
  private button({ id, caption, detail }: Listed, prefix: string, spoken: string, press: () => void): HTMLButtonElement {
    return h(
      'button',
      {
        testid: `${prefix}-${id}`,
        // The same words for a screen reader, whatever the styles do to the caption.
        attrs: { type: 'button', 'aria-label': spoken },
        on: { click: press, focus: () => this.stage.readObject(id) },
        // What it does under its name (an item's text), read out with it.
      },
      caption,
      detail ? h('small', { class: 'detail' }, detail) : null,
    );
  }
}

function listed(objects: readonly Pick<SceneObject, 'id' | 'kind' | 'label' | 'detail'>[]): Listed[] {
  return objects.map((object) => ({ id: object.id, caption: actionLabel(object), detail: object.detail }));
}

function keyOf(entries: readonly Listed[]): string {
  return entries.map(({ id, caption, detail }) => `${id}|${caption}|${detail ?? ''}`).join('\n');
}

/** Redraws `list` with `redraw`, keeping the keyboard on the entry it was on (by its test id), or
 *  on the list's first entry when that one went with the move. */
function keepFocus(list: HTMLElement, redraw: () => void): void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && list.contains(active) ? active.dataset.testid : undefined;
  redraw();
  const again = focused ? list.querySelector<HTMLElement>(`[data-testid="${focused}"]`) : null;
  (again ?? (focused ? list.querySelector<HTMLElement>('button') : null))?.focus();
}
