/** Helpers shared by the games' client text tests: languages, random games, catalog checks. */
import { Match, playRandomMove, randomSource, type AnyGame, type GameEvent, type GameWire } from '@dead-drop/shared';
import type { LogContext } from '../../client/src/gameClient';
import { LANGS, setLang, type Lang, type Translate } from '../../client/src/i18n';
import type { ReferenceBook } from '../../client/src/reference/book';

/** Runs `run` with the client in `lang`, and English again afterwards. */
export function inLang<T>(lang: Lang, run: () => T): T {
  setLang(lang);
  try {
    return run();
  } finally {
    setLang('en');
  }
}

/** What is wrong with a log line: empty, or a hole left by a missing field. */
export function lineProblems(line: string, where: string): string[] {
  const problems: string[] = [];
  if (line.trim() === '') problems.push(`${where} is empty`);
  if (/undefined|NaN|\{|\}|\[object/.test(line)) problems.push(`${where} has a hole`);
  return problems;
}

/**
 * `describe`, a game's log text of decoded events, given an event as the server sends it: decoded
 * first by the game's wire, as the client does, which throws on an event it refuses.
 */
export function describeRaw<E>(wire: GameWire<unknown, E>, describe: (event: E, ctx: LogContext) => string) {
  return (event: unknown, ctx: LogContext): string => describe(wire.event.parse(event), ctx);
}

/** A seeded game of random legal moves to its end: the match and every event. */
export function playRandomGame(game: AnyGame, seed: number, seats: number): { match: Match; events: GameEvent[] } {
  const match = new Match(game, { game: game.id, seed, seats, options: {} });
  const random = randomSource(seed);
  const events: GameEvent[] = [];
  for (let played = playRandomMove(match, random); played; played = playRandomMove(match, random)) events.push(...played);
  if (!match.result) throw new Error(`seed ${seed}: nobody can act`);
  return { match, events };
}

/** The catalog tests: both languages complete with the same placeholders, and German not
 *  just English copied (fewer than `maxSame` identical lines: names German keeps). */
export function describeCatalog<K extends string>(keys: readonly K[], t: Translate<K>, maxSame: number): void {
  describe('the catalog', () => {
    const placeholders = (line: string) => [...line.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

    test('every key has a non-empty line in both languages, with the same placeholders', () => {
      const problems: string[] = [];
      for (const key of keys) {
        const [en, de] = LANGS.map((lang) => inLang(lang, () => t(key)));
        if (!en?.trim() || !de?.trim()) problems.push(`${key} is empty in a language`);
        else if (placeholders(en).join() !== placeholders(de).join()) problems.push(`${key}: "${en}" vs "${de}"`);
      }
      expect(problems).toEqual([]);
    });

    test('German really is German: most lines differ from the English', () => {
      const same = keys.filter((key) => inLang('en', () => t(key)) === inLang('de', () => t(key)));
      expect(same.length).toBeLessThan(maxSame);
    });
  });
}

/** Every word a card reference book shows, each with where it is. */
export function bookWords(book: ReferenceBook): [string, string][] {
  const said: [string, string][] = [];
  for (const filter of book.filters) {
    said.push([`filter ${filter.id}`, filter.label], ...filter.options.map((o): [string, string] => [`option ${o.value}`, o.label]));
  }
  for (const section of book.sections) {
    said.push([`section ${section.id}`, section.title]);
    if (section.intro) said.push([`intro ${section.id}`, section.intro]);
    for (const card of section.cards) {
      said.push([card.id, card.name], ...card.facts.map((fact): [string, string] => [card.id, fact]));
      for (const line of card.lines) said.push([card.id, line.text], ...(line.label ? [[card.id, line.label] as [string, string]] : []));
    }
  }
  return said;
}
