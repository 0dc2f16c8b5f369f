import { cardsPath } from '../routes';
import { narrowed, type ReferenceBook, type ReferenceCard, type ReferenceQuery } from '../reference/book';
import { gameClients, gameIds, gameTitle } from '../games';
import { header } from '../ui/chrome';
import { h, replaceChildren } from '../ui/dom';
import { rulingsOf, type Rulings } from '../reference/rulings';
import { rw } from '../reference/words';

/** Which cards the reference shows, and how it moves on from them. */
export interface ReferenceAt {
  /** The game whose cards are shown (the first game's when it hosts no such game). */
  game: string | undefined;
  /** A card to open the list at: scrolled to, marked and focused (a deep link, or "more about this card"). */
  card?: string | undefined;
  /** Shows another game's cards (a tab was chosen). */
  pick(game: string): void;
}

/**
 * The card reference (#28 item 2), as a page of its own: the site's header over the book.
 * This module and what only it needs are loaded when the page is first opened, never by a table.
 */
export async function renderCardReference(root: HTMLElement, at: ReferenceAt): Promise<void> {
  const main = h('main', { class: 'page reference' });
  const drawn = drawReference(main, at);
  replaceChildren(root, header(), main);
  await drawn;
}

/**
 * One game's cards at a time, every card's full text in the reader's language, with the rulings
 * the rules record for it, narrowed by the game's filters and by words: drawn into `into`
 * (the page's main, or the overlay over a table). The filters stay as the reader set them while
 * the list below is drawn again, so typing keeps its place.
 */
export async function drawReference(into: HTMLElement, at: ReferenceAt): Promise<void> {
  const games = gameIds;
  const shown = at.game && games.includes(at.game) ? at.game : games[0]!;
  const { book, rulings } = await gameClients[shown]!.withClient(async (game) => ({
    book: game.reference(),
    rulings: await game.rulings(),
  }));
  const query: { picked: Record<string, string>; words: string } = { picked: {}, words: '' };
  const list = h('div', { class: 'ref-list', testid: 'ref-list', attrs: { 'aria-live': 'polite' } });
  const drawList = () => replaceChildren(list, ...sectionsOf(book, query, at.card, rulings));
  const tabs = h(
    'nav',
    { class: 'ref-games', attrs: { 'aria-label': rw('ref.games') } },
    ...games.map((id) =>
      h(
        'a',
        {
          class: id === shown ? 'ref-game chosen' : 'ref-game',
          testid: `ref-game-${id}`,
          attrs: { href: cardsPath(id), ...(id === shown ? { 'aria-current': 'page' } : {}) },
          on: {
            click: (event) => {
              event.preventDefault();
              at.pick(id);
            },
          },
        },
        gameTitle(id),
      ),
    ),
  );
  const filters = book.filters.map((filter) => {
    const picker = h(
      'select',
      {
        testid: `ref-filter-${filter.id}`,
        attrs: { id: `ref-filter-${filter.id}` },
        on: {
          change: () => {
            query.picked[filter.id] = picker.value;
            drawList();
          },
        },
      },
      h('option', { attrs: { value: '' } }, rw('ref.any')),
      ...filter.options.map((option) => h('option', { attrs: { value: option.value } }, option.label)),
    );
    return h('div', { class: 'choice' }, h('label', { attrs: { for: picker.id } }, filter.label), picker);
  });
  const search = h('input', {
    testid: 'ref-search',
    attrs: { id: 'ref-search', type: 'search', placeholder: rw('ref.searchHint') },
    on: {
      input: () => {
        query.words = search.value;
        drawList();
      },
    },
  });
  drawList();
  replaceChildren(
    into,
    h('h1', {}, rw('ref.title')),
    tabs,
    h(
      'div',
      { class: 'ref-filters' },
      ...filters,
      h('div', { class: 'choice' }, h('label', { attrs: { for: search.id } }, rw('ref.search')), search),
    ),
    list,
  );
  const focused = at.card ? list.querySelector<HTMLElement>('.ref-card.focused') : null;
  if (focused) {
    // Once laid out: the card the reader came for, in the middle of the screen, and the
    // keyboard and a screen reader on it.
    requestAnimationFrame(() => {
      focused.scrollIntoView({ block: 'center' });
      focused.focus({ preventScroll: true });
    });
  }
}

function sectionsOf(book: ReferenceBook, query: ReferenceQuery, focus: string | undefined, rulings: Rulings): HTMLElement[] {
  const sections = narrowed(book, query);
  if (sections.length === 0) return [h('p', { class: 'hint', testid: 'ref-none' }, rw('ref.none'))];
  return sections.map((section) =>
    h(
      'section',
      { class: 'ref-section', testid: `ref-section-${section.id}` },
      h('h2', {}, section.title),
      section.intro ? h('p', { class: 'ref-intro' }, section.intro) : null,
      h('div', { class: 'ref-cards' }, ...section.cards.map((card) => cardOf(card, card.id === focus, rulingsOf(rulings, card.id)))),
    ),
  );
}

function cardOf(card: ReferenceCard, focused: boolean, rulings: readonly string[]): HTMLElement {
  const article = h(
    'article',
    {
      class: focused ? 'ref-card focused' : 'ref-card',
      testid: `ref-card-${card.id}`,
      attrs: { id: `card-${card.id}`, ...(focused ? { tabindex: '-1', 'aria-current': 'true' } : {}) },
    },
    h('h3', {}, card.name, card.copies ? h('span', { class: 'ref-copies' }, ` ×${card.copies}`) : null),
    card.facts.length > 0 ? h('p', { class: 'ref-facts' }, card.facts.join(' · ')) : null,
    ...card.lines.map((line) => h('p', { class: 'ref-line' }, line.label ? h('strong', {}, `${line.label}: `) : null, line.text)),
    rulings.length > 0
      ? h(
          'div',
          { class: 'ref-rulings', testid: `ref-rulings-${card.id}` },
          h('h4', {}, rw('ref.rulings')),
          h('ul', {}, ...rulings.map((ruling) => h('li', {}, ruling))),
        )
      : null,
  );
  // The card's colour on the table, as its edge: set through the CSSOM, which the page's
  // Content-Security-Policy allows where a style attribute would not be.
  if (card.accent) article.style.setProperty('--accent', card.accent);
  return article;
}
