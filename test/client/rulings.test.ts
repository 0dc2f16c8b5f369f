/**
 * Rulings beside the cards (#28 item 2): every ruling a game keeps (`client/src/<game>/rulings.ts`)
 * is keyed by a card its reference book has, has words in English and in German (and the German
 * is not the English), and names where the rules record it; the reference shows it with its card.
 */
import { setLang } from '../../client/src/i18n';
import { gameClients } from '../../client/src/games';
import { COMPILE_RULINGS } from '../../client/src/compile/rulings';
import { KOMPROMAT_RULINGS } from '../../client/src/kompromat/rulings';
import { MATAHARI_RULINGS } from '../../client/src/matahari/rulings';
import type { Rulings } from '../../client/src/reference/rulings';

const RULINGS: [string, Rulings][] = [['compile', COMPILE_RULINGS], ['kompromat', KOMPROMAT_RULINGS], ['matahari', MATAHARI_RULINGS]];

const cardsOf = (game: string) => gameClients[game]!.reference().sections.flatMap((section) => section.cards);

describe.each(RULINGS)('%s', (game, rulings) => {
  afterAll(() => setLang('en'));

  test('every ruling is keyed by a card of the reference, in English and German, with its source', () => {
    const ids = new Set(cardsOf(game).map((card) => card.id));
    const problems = Object.entries(rulings).flatMap(([id, list]) => [
      ...(ids.has(id) ? [] : [`${id} is no card of ${game}`]),
      ...(list.length === 0 ? [`${id} has no ruling`] : []),
      ...list.flatMap((ruling, i) => [
        ...(ruling.en.trim().length < 20 || ruling.de.trim().length < 20 ? [`${id} #${i}: a language is missing`] : []),
        ...(ruling.en === ruling.de ? [`${id} #${i}: the German is the English`] : []),
        ...(ruling.source === 'official' || (Number.isInteger(ruling.source) && ruling.source > 0) ? [] : [`${id} #${i}: no source`]),
      ]),
    ]);
    expect(problems).toEqual([]);
    expect(Object.keys(rulings).length).toBeGreaterThan(0);
  });

  test.each(['en', 'de'] as const)('in %s, the reference shows each card\'s rulings with it, and only its own', (lang) => {
    setLang(lang);
    for (const card of cardsOf(game)) {
      const own = rulings[card.id] ?? [];
      expect({ card: card.id, rulings: card.rulings ?? [] }).toEqual({
        card: card.id,
        rulings: own.map((ruling) => expect.stringContaining(ruling[lang])),
      });
    }
  });
});
