import { onLangChange } from '../i18n';
import type { CardRef } from '../pixi/stage';
import type { SceneObject } from '../pixi/sceneObjects';
import { rw } from '../reference/words';
import { h, replaceChildren } from '../ui/dom';
import { placeClear } from './tableSpot';

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
    // Where on the table's visible part it covers least, from the top left; on a phone the
    // stylesheet lays it over the log's strip, off the table altogether.
    if (card) placeClear(this.element, drawn, 'topLeft');
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
