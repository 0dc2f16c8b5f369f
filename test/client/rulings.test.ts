/**
 * Rulings beside the cards (#28 item 2): every ruling a game keeps (`client/src/<game>/rulings.ts`,
 * which its client loads with the card reference) is keyed by a card its reference book has, has
 * words in English and in German (and the German is not the English), and names where the rules
 * record it; in the reader's language it reads after its source.
 */
import { setLang } from '../../client/src/i18n';
import { gameIds } from '../../client/src/games';
import { rulingsOf, type Rulings } from '../../client/src/reference/rulings';
import { loadedGames } from './loadedGames';

const games = loadedGames();
const cardsOf = (game: string) => games[game]!.reference().sections.flatMap((section) => section.cards);

describe.each(gameIds.map((game) => [game]))('%s', (game) => {
  let rulings: Rulings = {};
  beforeAll(async () => {
    rulings = await games[game]!.rulings();
  });
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

  test("each reads in the reader's language after where the rules record it", () => {
    const [id, [first]] = Object.entries(rulings)[0] as [string, Rulings[string]];
    setLang('en');
    expect(rulingsOf(rulings, id)[0]).toBe(
      `${first!.source === 'official' ? 'Official ruling' : `Decision ${first!.source}`}: ${first!.en}`,
    );
    setLang('de');
    expect(rulingsOf(rulings, id)[0]).toBe(
      `${first!.source === 'official' ? 'Offizielle Regelauskunft' : `Entscheidung ${first!.source}`}: ${first!.de}`,
    );
    expect(rulingsOf(rulings, 'no-such-card')).toEqual([]);
  });
});
