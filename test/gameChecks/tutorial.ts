/**
 * A game's guided first game (`GameModule.tutorial`) plays through its rules, shows each lesson it
 * promises (checked against what the rules told at the step that teaches it: the event kinds of
 * `samples.lessons`), and has its coach's words in both languages.
 */
import { replayTutorial, type Tutorial } from '@dead-drop/shared';
import { setLang } from '../../client/src/i18n';
import type { TestedGame } from './registered';

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

export function tutorialChecks({ module, withClient }: TestedGame, tutorial: Tutorial): void {
  const game = module.rules;
  const id = module.meta.id;

  test('plays through the rules, the learner and the bots in their seats', () => {
    expect(tutorial.game).toBe(id);
    expect(tutorial.learner).toBeLessThan(tutorial.seats);
    expect(() => replayTutorial(game, tutorial)).not.toThrow();
    expect(replayTutorial(game, tutorial).match.result).toBeNull();
  });

  test('every lesson is taught, and each step that teaches one tells an event that proves it', () => {
    const proof = module.samples.lessons;
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

  test('its client has a coach of this tutorial, with every line in English and German', async () => {
    const coach = await withClient((client) => client.client.coach?.());
    expect(coach?.tutorial).toBe(tutorial);
    if (!coach) return;
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
}
