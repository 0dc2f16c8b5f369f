import type { TableControls, TableSnapshot } from '../net/tableSession';
import { header } from '../ui/chrome';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';
import type { TableMenu } from './tableMenu';

/** The bar over the table: that one only watches, the Game and Host menus, and the `?` that opens the rules. */
export class TableHeader {
  readonly element = h('div', { class: 'top' });

  constructor(
    private readonly session: Pick<TableControls, 'seat'>,
    private readonly menu: TableMenu,
    private readonly showRules: () => void,
  ) {}

  draw(snapshot: TableSnapshot): void {
    // The menus' items hold the links, which may come after the page (see `onPublicOrigin`).
    this.menu.show(snapshot);
    replaceChildren(
      this.element,
      header(
        this.session.seat ? null : h('span', { class: 'watching' }, ui('table.watching')),
        this.menu.element,
        h('button', { class: 'help', testid: 'show-rules', attrs: { type: 'button' }, on: { click: this.showRules } }, ui('rules.open')),
      ),
    );
  }

  /** A press anywhere but in a menu closes it; returns what stops listening. */
  closesMenus(): () => void {
    const closeMenus = (event: PointerEvent) => this.menu.closeOutside(event.target);
    document.addEventListener('pointerdown', closeMenus);
    return () => document.removeEventListener('pointerdown', closeMenus);
  }
}
