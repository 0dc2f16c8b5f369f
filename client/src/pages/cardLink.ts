import { onLangChange } from '../i18n';
import type { CardRef } from '../pixi/stage';
import type { SceneObject } from '../pixi/sceneObjects';
import { rw } from '../reference/words';
import { h, replaceChildren } from '../ui/dom';

/** The button's distance from the table's edge, in CSS px. */
const MARGIN = 6;
/** Where the button may lie, across and down the table's visible part (0: left or top, 1: right or bottom). */
const SPOTS = [0, 0.25, 0.5, 0.75, 1];

/**
 * "More about this card" at a table (#28 item 2). The card a player reads (pointed at, pressed,
 * or focused in the action bar; only ever one whose face they see, as the scene registers it)
 * gets a button over the table, where it covers no name and no status line (#42), that opens
 * the card reference at that card, over the
 * table, as a board game site's card help does: the table, its connection and its clocks go on
 * underneath, and Close or Esc comes back to it with the keyboard where it was. The reference
 * itself is loaded on the first opening.
 */
export class CardLink {
  readonly element = h('button', {
    class: 'card-link',
    testid: 'card-link',
    attrs: { type: 'button', hidden: '' },
    on: { click: () => void this.open() },
  });
  readonly overlay = h('div', {
    class: 'end-overlay card-overlay',
    testid: 'card-overlay',
    attrs: { hidden: '', role: 'dialog', 'aria-modal': 'true' },
    on: {
      // Esc closes this, not what lies under it (the table page's own Esc handling).
      keydown: (event) => {
        if (!(event instanceof KeyboardEvent) || event.key !== 'Escape') return;
        event.stopPropagation();
        this.close();
      },
      click: (event) => {
        if (event.target === this.overlay) this.close();
      },
    },
  });
  private card: CardRef | null = null;
  /** The card the overlay was opened at. */
  private opened: string | undefined;
  /** The game whose cards the open overlay shows (a tab in it may choose another). */
  private game: string;
  /** Where the keyboard was before the overlay opened. */
  private back: HTMLElement | null = null;
  private readonly stopLang: () => void;

  constructor(private readonly tableGame: string) {
    this.game = tableGame;
    this.stopLang = onLangChange(() => {
      this.draw();
      if (!this.overlay.hidden) void this.drawOverlay();
    });
  }

  /** The card read now, or none; `drawn`: what the table shows now, where the button may not lie. */
  show(card: CardRef | null, drawn: readonly SceneObject[]): void {
    this.card = card;
    this.draw();
    if (card) this.place(drawn);
  }

  /**
   * Where on the table's visible part it covers least: never a name or the status line (the
   * "what to do now") where it can help it, then nothing that offers a move, then as little else
   * as it can; of equal places the first (from the top left, row by row).
   */
  private place(drawn: readonly SceneObject[]): void {
    // On a phone the stylesheet lays the button over the log's strip, off the table altogether,
    // and reads no spot; on a desktop it lays it at the spot chosen here (`--spot-x`, `--spot-y`).
    this.element.style.removeProperty('--spot-x');
    this.element.style.removeProperty('--spot-y');
    const frame = this.element.parentElement?.getBoundingClientRect();
    if (!frame || getComputedStyle(this.element).position === 'fixed') return;
    const { width, height } = this.element.getBoundingClientRect();
    const top = Math.max(frame.top, 0) + MARGIN;
    const bottom = Math.min(frame.bottom, window.innerHeight) - MARGIN - height;
    const left = frame.left + MARGIN;
    const right = frame.right - MARGIN - width;
    const places = SPOTS.flatMap((down) => SPOTS.map((across) => ({ x: left + (right - left) * across, y: top + (bottom - top) * down })));
    const covers = (place: { x: number; y: number }, object: SceneObject) =>
      place.x < object.x + object.w && object.x < place.x + width && place.y < object.y + object.h && object.y < place.y + height;
    const cost = (place: { x: number; y: number }) =>
      drawn.reduce((sum, object) => {
        if (!covers(place, object)) return sum;
        return sum + (object.id === 'status' || object.kind === 'seat' ? 100 : object.enabled ? 10 : 1);
      }, 0);
    const best = places.reduce((chosen, place) => (cost(place) < cost(chosen) ? place : chosen));
    this.element.style.setProperty('--spot-x', `${best.x - frame.left}px`);
    this.element.style.setProperty('--spot-y', `${best.y - frame.top}px`);
  }

  private draw(): void {
    this.element.hidden = this.card === null;
    if (!this.card) return;
    this.element.setAttribute('aria-label', rw('ref.moreAbout', { card: this.card.name }));
    replaceChildren(this.element, h('span', { class: 'card-link-name' }, this.card.name), ' · ', rw('ref.more'));
  }

  async open(): Promise<void> {
    if (!this.card) return;
    this.back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.game = this.tableGame;
    this.opened = this.card.id;
    await this.drawOverlay();
    this.overlay.hidden = false;
  }

  private async drawOverlay(): Promise<void> {
    const { drawReference } = await import('./cardReference');
    const body = h('div', { class: 'page reference' });
    const close = h(
      'button',
      { class: 'card-overlay-close', testid: 'card-overlay-close', attrs: { type: 'button' }, on: { click: () => this.close() } },
      rw('ref.close'),
    );
    replaceChildren(this.overlay, h('section', { class: 'card card-overlay-body' }, close, body));
    this.overlay.setAttribute('aria-label', rw('ref.more'));
    await drawReference(body, {
      game: this.game,
      card: this.game === this.tableGame ? this.opened : undefined,
      pick: (game) => {
        this.game = game;
        void this.drawOverlay();
      },
    });
  }

  close(): void {
    if (this.overlay.hidden) return;
    this.overlay.hidden = true;
    replaceChildren(this.overlay);
    this.back?.focus();
    this.back = null;
  }

  dispose(): void {
    this.stopLang();
  }
}
