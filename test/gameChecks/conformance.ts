/**
 * What every hosted game must do (test/conformance.test.ts runs it on every registered game):
 *
 * - seeded random games, every table size and option, with the audit after every action:
 *   every card in one place, no view (a spectator's included) that changes when what its
 *   viewer may not know is reshuffled, no card id in a view or event, refusals change
 *   nothing, the log replays (`playtest`); and the audit does reshuffle something;
 * - its bot: only legal actions, never one the game waits for declined, and the same choice
 *   when everything its seat may not know is reshuffled (it does not peek);
 * - hostile input from every seat: refused with a rule error, never a throw, nothing changed;
 * - words: its meta's titles, every event of those games for every viewer, and every card of
 *   its card reference, in English and German;
 * - its golden games replay to their stored results.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  eventFor,
  goldenProblem,
  Match,
  parseGolden,
  playRandomMove,
  playtest,
  SPECTATOR,
  type AnyGame,
  type GameEvent,
  type Viewer,
} from '@dead-drop/shared';
import { entryOf, type GameEntry } from '../../client/src/gameEntry';
import { LANGS } from '../../client/src/i18n';
import { bookWords, inLang, lineProblems } from '../client/catalogKit';
import { checkBots } from '../fixtures/botChecks';
import { checkRandom, hostileInputs, hostileProblems, missingParts, setupOf } from '../fixtures/conformance';
import type { TestedGame } from './registered';

/** Seeded games per check: enough to reach every kind of event and decision of our games. */
const AUDITED_GAMES = 200;
const BOT_GAMES = 25;
const HARD_BOT_GAMES = 3;
const WORDED_GAMES = 20;
/** Hostile inputs are sent in every `HOSTILE_EVERY`-th position of the worded games. */
const HOSTILE_EVERY = 7;

interface Played {
  where: string;
  seats: number;
  states: unknown[];
  events: GameEvent[];
}

/** A seeded game of random legal moves: every state it passed through, and every event. */
function playRandom(game: AnyGame, index: number): Played {
  const setup = setupOf(game, index);
  const match = new Match(game, setup);
  const random = checkRandom(index);
  const states = [match.state];
  const events: GameEvent[] = [];
  for (let played = playRandomMove(match, random); played; played = playRandomMove(match, random)) {
    states.push(match.state);
    events.push(...played);
  }
  return {
    where: `${game.id} seed ${setup.seed} at ${setup.seats} seats, options ${JSON.stringify(setup.options)}`,
    seats: setup.seats,
    states,
    events,
  };
}

const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, seat) => seat), SPECTATOR];

export function conformanceChecks({ module, withClient, golden }: TestedGame): void {
  const game: AnyGame = module.rules;
  const played = Array.from({ length: WORDED_GAMES }, (_, index) => playRandom(game, index));

  test('declares what the type system cannot make it: an audit and a bot', () => {
    expect(missingParts(game)).toEqual([]);
  });

  test('its meta is its own: the id it is registered by, seats, titles and blurbs in English and German', () => {
    const { meta } = module;
    expect([meta === game.meta, meta.id, meta.seats.min >= 1, meta.seats.min <= meta.seats.max]).toEqual([true, game.id, true, true]);
    expect(LANGS.flatMap((lang) => [meta.title[lang], meta.blurb[lang]]).filter((words) => !words?.trim())).toEqual([]);
  });

  test(`${AUDITED_GAMES} seeded random games, every table size and option: the audit finds nothing after any action`, () => {
    const violations: string[] = [];
    let completed = 0;
    for (let index = 0; index < AUDITED_GAMES; index++) {
      const report = playtest(game, setupOf(game, index));
      violations.push(...report.violations);
      if (report.completed) completed++;
    }
    expect(violations.slice(0, 10)).toEqual([]);
    expect(completed).toBe(AUDITED_GAMES);
  });

  test('its audit hides something: for some seat, scrambleHidden changes the state', () => {
    const { states, seats } = played[0]!;
    const changed = states.some((state, at) =>
      viewersOf(seats).some(
        (viewer) => JSON.stringify(game.audit.scrambleHidden(state, viewer, checkRandom(at))) !== JSON.stringify(state),
      ),
    );
    expect(changed).toBe(true);
  });

  // Hard searches at every decision: fewer games check it.
  test.each([
    ['easy', BOT_GAMES],
    ['normal', BOT_GAMES],
    ['hard', HARD_BOT_GAMES],
  ] as const)('its %s bot plays only legal actions, declines nothing the game waits for, and does not peek', (level, games) => {
    for (const pattern of [['bot'], ['bot', 'random']] as const) {
      const report = checkBots(game, games, (seed) => setupOf(game, seed - 1), pattern, 5, level);
      expect(report.illegal.slice(0, 5)).toEqual([]);
      expect(report.peeks.slice(0, 5)).toEqual([]);
      expect(report.declined.slice(0, 1)).toEqual([]);
      // Each of our games gives the bots hundreds of decisions in these games (814 at the fewest in 25).
      expect(report.decisions).toBeGreaterThanOrEqual(games * 10);
    }
  });

  test('hostile input from every seat is refused with a rule error, never thrown, and changes nothing', () => {
    const problems: string[] = [];
    let sent = 0;
    played.forEach(({ states, seats, where }, index) => {
      states.forEach((state, at) => {
        if (at % HOSTILE_EVERY !== 0) return;
        for (let seat = 0; seat < seats; seat++) {
          for (const raw of hostileInputs(game, state, seat, checkRandom(index + at))) {
            sent++;
            problems.push(...hostileProblems(game, state, seat, raw).map((problem) => `${where} position ${at}: ${problem}`));
          }
        }
      });
    });
    expect(problems.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  });

  describe('words, in English and German', () => {
    let client: GameEntry | undefined;
    beforeAll(async () => {
      client = await withClient((loaded) => entryOf(loaded.client));
    });

    test('it has a client (client/src/games.ts)', () => {
      expect(client?.meta).toBe(module.meta);
    });

    test('every event of the seeded games reads as a full sentence, for each seat and a spectator', () => {
      const problems: string[] = [];
      for (const { where, seats, events } of played) {
        const names = Array.from({ length: seats }, (_, seat) => `Agent ${seat + 1}`);
        for (const event of events) {
          for (const viewer of viewersOf(seats)) {
            for (const lang of LANGS) {
              const ctx = { viewer, names };
              const shown = eventFor(event, viewer);
              const line = inLang(lang, () => client!.describeSent(shown, ctx));
              const said = `${where} ${lang} viewer ${viewer} ${JSON.stringify(shown)}`;
              problems.push(...(line === null ? [`${said} does not decode by the game's wire`] : lineProblems(line, `${said}: "${line}"`)));
            }
          }
        }
      }
      expect(problems.slice(0, 10)).toEqual([]);
    });

    test('every card in its card reference has words: none empty, no placeholder left unfilled, no key; the same cards in both', () => {
      const [en, de] = LANGS.map((lang) => inLang(lang, () => bookWords(client!.reference())));
      const problems = LANGS.flatMap((lang, i) =>
        [en, de][i]!.flatMap(([where, text]) =>
          text.trim() === '' || /[{}]/.test(text) || /^[a-z]+\.[a-zA-Z.]+$/.test(text) ? [`${lang} ${where}: "${text}"`] : [],
        ),
      );
      expect(problems).toEqual([]);
      expect(de!.map(([where]) => where)).toEqual(en!.map(([where]) => where));
      expect(en!.length).toBeGreaterThan(0);
    });
  });

  test('its golden games replay to their stored results', () => {
    const files = existsSync(golden) ? readdirSync(golden).filter((name) => name.endsWith('.json')) : [];
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((file) => {
      const recorded = parseGolden(JSON.parse(readFileSync(join(golden, file), 'utf8')));
      if (typeof recorded === 'string') return [`${file} is not a golden game:\n${recorded}`];
      if (recorded.game !== game.id) return [`${file} holds a game of ${recorded.game}: keep it under ${recorded.game}/`];
      const problem = goldenProblem(game, recorded);
      return problem ? [`${file}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
}
