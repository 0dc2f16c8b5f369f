import { cardsPath } from '../routes';
import { narrowed, type ReferenceBook, type ReferenceCard, type ReferenceQuery } from '../reference/book';
import { gameClients, gameIds, gameTitle } from '../games';
import { header } from '../ui/chrome';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

/**
 * The card reference (#28 item 2): one game's cards at a time, every card's full text in the
 * reader's language, narrowed by the game's filters and by words. The filters stay as the
 * reader set them while the list below is drawn again, so typing keeps its place.
 * `go` opens another game's cards (a link the page follows without a reload).
 */
export function renderCardReference(root: HTMLElement, game: string | undefined, go: (path: string) => void): void {
  const games = gameIds;
  const shown = game && games.includes(game) ? game : games[0]!;
  const book = gameClients[shown]!.reference();
  const query: { picked: Record<string, string>; words: string } = { picked: {}, words: '' };
  const list = h('div', { class: 'ref-list', testid: 'ref-list', attrs: { 'aria-live': 'polite' } });
  const drawList = () => replaceChildren(list, ...sectionsOf(book, query));
  const tabs = h('nav', { class: 'ref-games', attrs: { 'aria-label': ui('ref.games') } }, ...games.map((id) => h('a', {
    class: id === shown ? 'ref-game chosen' : 'ref-game',
    testid: `ref-game-${id}`,
    attrs: { href: cardsPath(id), ...(id === shown ? { 'aria-current': 'page' } : {}) },
    on: { click: (event) => { event.preventDefault(); go(cardsPath(id)); } },
  }, gameTitle(id))));
  const filters = book.filters.map((filter) => {
    const picker = h('select', {
      testid: `ref-filter-${filter.id}`,
      attrs: { id: `ref-filter-${filter.id}` },
      on: { change: () => { query.picked[filter.id] = picker.value; drawList(); } },
    }, h('option', { attrs: { value: '' } }, ui('ref.any')), ...filter.options.map((option) => h('option', { attrs: { value: option.value } }, option.label)));
    return h('div', { class: 'choice' }, h('label', { attrs: { for: picker.id } }, filter.label), picker);
  });
  const search = h('input', {
    testid: 'ref-search',
    attrs: { id: 'ref-search', type: 'search', placeholder: ui('ref.searchHint') },
    on: { input: () => { query.words = search.value; drawList(); } },
  });
  drawList();
  replaceChildren(root, header(), h('main', { class: 'page reference' },
    h('h1', {}, ui('ref.title')),
    tabs,
    h('div', { class: 'ref-filters' }, ...filters,
      h('div', { class: 'choice' }, h('label', { attrs: { for: search.id } }, ui('ref.search')), search)),
    list));
}

function sectionsOf(book: ReferenceBook, query: ReferenceQuery): HTMLElement[] {
  const sections = narrowed(book, query);
  if (sections.length === 0) return [h('p', { class: 'hint', testid: 'ref-none' }, ui('ref.none'))];
  return sections.map((section) => h('section', { class: 'ref-section', testid: `ref-section-${section.id}` },
    h('h2', {}, section.title),
    section.intro ? h('p', { class: 'ref-intro' }, section.intro) : null,
    h('div', { class: 'ref-cards' }, ...section.cards.map(cardOf))));
}

function cardOf(card: ReferenceCard): HTMLElement {
  const article = h('article', { class: 'ref-card', testid: `ref-card-${card.id}`, attrs: { id: `card-${card.id}` } },
    h('h3', {}, card.name, card.copies ? h('span', { class: 'ref-copies' }, ` ×${card.copies}`) : null),
    card.facts.length > 0 ? h('p', { class: 'ref-facts' }, card.facts.join(' · ')) : null,
    ...card.lines.map((line) => h('p', { class: 'ref-line' }, line.label ? h('strong', {}, `${line.label}: `) : null, line.text)));
  // The card's colour on the table, as its edge: set through the CSSOM, which the page's
  // Content-Security-Policy allows where a style attribute would not be.
  if (card.accent) article.style.setProperty('--accent', card.accent);
  return article;
}
