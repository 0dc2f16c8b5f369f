/**
 * Every game's guided first game (`shared/src/tutorials.ts`) plays through its rules, shows
 * each lesson it promises (checked against what the rules told at the step that teaches it),
 * and has its coach's words in both languages. A game joins by being registered.
 */
import { findGame, replayTutorial, tutorials, type GameId, type Tutorial } from '@dead-drop/shared';
import { loadEntry } from '../../client/src/gameEntries';
import { gameClients } from '../../client/src/games';
import { setLang } from '../../client/src/i18n';

/**
 * Per game, the event kinds that prove a lesson was shown: a step that teaches it must tell at
 * least one of them. A game whose tutorial is registered must be listed here.
 */
const PROOF: Partial<Record<GameId, Record<string, readonly string[]>>> = {
  kompromat: {
    draw: ['drewFirst'],
    faceDown: ['drew'],
    stop: ['stopped'],
    reveal: ['revealed'],
    item: ['item'],
    failed: ['failed'],
  },
  matahari: {
    offer: ['offered'],
    demand: ['offered', 'countered'],
    counterOffer: ['countered'],
    exchange: ['swapped'],
    accusation: ['accused'],
    partner: ['accused', 'mataHari'],
  },
  compile: {
    draft: ['drafted'],
    faceUp: ['played'],
    faceDown: ['played'],
    asks: ['discarded'],
    control: ['control', 'controlReturned'],
    covered: ['resolving'],
    refresh: ['refreshed'],
    compile: ['compiled'],
  },
};

const entries = Object.entries(tutorials).flatMap(([id, tutorial]) => (tutorial ? [[id as GameId, tutorial] as const] : []));

/** Every key of the coach's words the tutorial names. */
function keysOf(tutorial: Tutorial): string[] {
  return [
    ...new Set([
      tutorial.welcome,
      tutorial.farewell,
      ...tutorial.steps.flatMap((step) => [step.coach, step.after].filter((key): key is string => key !== undefined)),
    ]),
  ];
}

test('some game has a tutorial', () => {
  expect(entries.length).toBeGreaterThan(0);
});

describe.each(entries)('%s tutorial', (id, tutorial) => {
  const game = findGame(id)!;

  test('plays through the rules, the learner and the bots in their seats', () => {
    expect(tutorial.game).toBe(id);
    expect(tutorial.learner).toBeLessThan(tutorial.seats);
    expect(() => replayTutorial(game, tutorial)).not.toThrow();
    expect(replayTutorial(game, tutorial).match.result).toBeNull();
  });

  test('every lesson is taught, and each step that teaches one tells an event that proves it', () => {
    const proof = PROOF[id];
    expect(proof).toBeDefined();
    if (!proof) return;
    const taught = new Set(tutorial.steps.flatMap((step) => step.teaches ?? []));
    expect(tutorial.lessons.filter((lesson) => !taught.has(lesson))).toEqual([]);
    const unproven = replayTutorial(game, tutorial).steps.flatMap(({ step, events }, index) =>
      (step.teaches ?? [])
        .filter((lesson) => !tutorial.lessons.includes(lesson) || !events.some((event) => (proof[lesson] ?? []).includes(event.type)))
        .map((lesson) => `step ${index}: ${lesson}`),
    );
    expect(unproven).toEqual([]);
  });

  test('the coach speaks before every learner step', () => {
    const silent = tutorial.steps.flatMap((step, index) => (step.seat === tutorial.learner && !step.coach ? [index] : []));
    expect(silent).toEqual([]);
  });

  test('the coach has every line in English and German', async () => {
    const say = await (await loadEntry(gameClients[id]!)).coachLines();
    expect(say).not.toBeNull();
    if (!say) return;
    const coach = { say };
    for (const lang of ['en', 'de'] as const) {
      setLang(lang);
      const missing = keysOf(tutorial).filter((key) => {
        const line = coach.say(key);
        return !line || line === key;
      });
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
    setLang('en');
    expect(
      keysOf(tutorial).filter((key) => {
        const en = coach.say(key);
        setLang('de');
        const de = coach.say(key);
        setLang('en');
        return en === de;
      }),
    ).toEqual([]);
  });
});
