/**
 * The card reference (#28 item 2): every card of every game is there, in English and in German
 * (that every line has words is test/conformance.test.ts's check, for every game); and the
 * filters narrow the list as they say.
 */
import { compileCards, kompromatCards, matahariCards } from '@dead-drop/shared';
import { setLang, type Lang } from '../../client/src/i18n';
import { matches, narrowed, type ReferenceBook, type ReferenceCard } from '../../client/src/reference/book';
import { bookWords as words } from './catalogKit';
import { loadedGames } from './loadedGames';

/** A game's book, from its client (the registry the page reads). */
const games = loadedGames();
const bookOf = (game: string): ReferenceBook => games[game]!.reference();

const cardsOf = (book: ReferenceBook): ReferenceCard[] => book.sections.flatMap((section) => section.cards);
const copies = (cards: readonly ReferenceCard[]) => cards.reduce((sum, card) => sum + (card.copies ?? 1), 0);
const inSection = (book: ReferenceBook, id: string) => book.sections.find((section) => section.id === id)?.cards ?? [];

describe.each(['en', 'de'] as Lang[])('in %s', (lang) => {
  beforeAll(() => setLang(lang));

  test('Compile: all 72 command cards, each with the text of each box that has one', () => {
    const cards = cardsOf(bookOf('compile'));
    expect(cards).toHaveLength(compileCards.CARD_COUNT);
    for (const card of cards) {
      const [protocol, value] = card.id.split('-') as [compileCards.Protocol, string];
      const printed = (['top', 'middle', 'bottom'] as const).filter(
        (box) => compileCards.textOf(compileCards.cardOf(protocol, Number(value)), box) !== '',
      );
      expect({ card: card.id, boxes: card.tags.box }).toEqual({ card: card.id, boxes: printed });
      expect(card.lines).toHaveLength(printed.length);
    }
  });

  test('Kompromat: the 29 mission cards and the 14 cards of an equipment deck', () => {
    const book = bookOf('kompromat');
    const missions = ['targets', 'sets', 'ci', 'items'].flatMap((id) => inSection(book, id));
    expect(copies(missions)).toBe(kompromatCards.MISSION_CARDS.length);
    expect(copies(inSection(book, 'equipment'))).toBe(kompromatCards.DECK_SIZE);
    for (const item of inSection(book, 'items')) expect(item.lines).toHaveLength(1);
  });

  test('Mata Hari: the 81 operation cards (resources and partners) and the covers', () => {
    const book = bookOf('matahari');
    expect(copies([...inSection(book, 'resources'), ...inSection(book, 'partners')])).toBe(matahariCards.OPERATION_CARDS);
    expect(copies(inSection(book, 'covers'))).toBe(matahariCards.COVERS);
  });
});

test('German is German: the card texts differ from the English', () => {
  setLang('en');
  const english = words(bookOf('compile')).map(([, text]) => text);
  setLang('de');
  const german = words(bookOf('compile')).map(([, text]) => text);
  const same = english.filter((text, i) => text === german[i] && text.length > 20);
  expect(same).toEqual([]);
});

test('filters and words narrow the list; a filter left at "any" does not', () => {
  setLang('en');
  const book = bookOf('compile');
  const fire = narrowed(book, { picked: { protocol: 'fire', box: '' }, words: '' });
  expect(fire.map((section) => section.id)).toEqual(['fire']);
  expect(fire[0]!.cards).toHaveLength(6);
  const topBoxes = narrowed(book, { picked: { box: 'top' }, words: '' }).flatMap((section) => section.cards);
  expect(topBoxes.length).toBeGreaterThan(0);
  expect(topBoxes.every((card) => card.tags.box!.includes('top'))).toBe(true);
  const card = cardsOf(book).find((c) => c.id === 'fire-3')!;
  expect(matches(card, { picked: {}, words: 'FIRE 3' })).toBe(true);
  expect(matches(card, { picked: {}, words: 'fire nonsenseword' })).toBe(false);
  expect(narrowed(book, { picked: {}, words: 'nonsenseword' })).toEqual([]);
});
