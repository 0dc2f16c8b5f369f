/**
 * "Learn to play" (#28 item 1) in Debian's Chromium, for every game with a guided first game
 * (each game module's `tutorial`): on a desktop in English and on a phone in German, a learner opens the
 * lesson from the landing page and plays it to the coach's farewell by tapping only what the
 * coach rings, on the canvas, and "Next". At
 * each step the ringed object is offered, nothing covers it, the action bar (out of sight, for
 * the keyboard) marks its button
 * (or, for a control of a game's panel, the control itself), and the coach's line is one of its
 * lines in the page's language. Screenshots of the first and
 * last step: test/artifacts/tutorial-<game>-<desktop|phone>-<en|de>-<first|last>.png. On the
 * phone, the layout matrix's phone judges look at every step (`phoneLook`).
 */
import { modules, type Tutorial } from '@dead-drop/shared';
import { loadEntry } from '../../client/src/gameEntries';
import { gameClients } from '../../client/src/games';
import { setLang, type Lang } from '../../client/src/i18n';
import { coachWords, type CoachState } from '../../client/src/pages/coachPanel';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { DESKTOP, type Device, type Person, PHONE, UI_WAIT_MS } from './people';
import { phoneLook } from './phoneLook';

jest.setTimeout(30 * 60_000);

const at = browserFixture();

/** The brief's desktop: a laptop's screen. */
const LAPTOP: Device = { ...DESKTOP, viewport: { width: 1280, height: 800 } };
/**
 * Each lesson on both screens and in both languages, in two runs: German on the phone, where its
 * longer words are likeliest to overflow, and English on the desktop. Every other pairing would
 * prove nothing these two do not (docs/testing.md).
 */
const RUNS: readonly { device: 'desktop' | 'phone'; screen: Device; lang: Lang }[] = [
  { device: 'desktop', screen: LAPTOP, lang: 'en' },
  { device: 'phone', screen: PHONE, lang: 'de' },
];
/** More than any script's steps and lines: a lesson that never ends fails instead of hanging. */
const MAX_MOVES = 400;

const games = modules.flatMap(({ meta, tutorial }) => (tutorial ? [[meta.id, tutorial] as const] : []));
const cases = games.flatMap(([game, tutorial]) => RUNS.map((run) => ({ game, tutorial, ...run })));

/** Every line the coach may say in `lang`: the tutorial's, and its own while a bot moves. */
async function linesIn(game: string, tutorial: Tutorial, lang: Lang): Promise<Set<string>> {
  const say = (await (await loadEntry(gameClients[game]!)).coachLines())!;
  setLang(lang);
  const keys = [tutorial.welcome, tutorial.farewell, ...tutorial.steps.flatMap((step) => [step.coach ?? '', step.after ?? ''])].filter(
    Boolean,
  );
  const lines = new Set([...keys.map(say), coachWords('coach.wait')]);
  setLang('en');
  return lines;
}

async function coachOf(person: Person): Promise<CoachState | null> {
  return person.page.evaluate(() => window.deadDrop?.coach?.() ?? null);
}

/** What a game's panel over the stage shows: a tap there may change it without the coach moving on (one more statement to add). */
function panelOf(person: Person): Promise<string> {
  return person.page.evaluate(() => document.querySelector('.stage-overlay')?.textContent ?? '');
}

/** Waits until the coach says or rings something else than `before` did, or the panel over the stage changed since it read `panel`. */
async function coachMoved(person: Person, before: CoachState, panel: string, what: string): Promise<void> {
  await person.page
    .waitForFunction(
      ({ was, panel }) => {
        const now = window.deadDrop?.coach?.();
        return (!!now && JSON.stringify(now) !== was) || (document.querySelector('.stage-overlay')?.textContent ?? '') !== panel;
      },
      { was: JSON.stringify(before), panel },
      { timeout: UI_WAIT_MS, polling: 50 },
    )
    .catch(async (error: unknown) => {
      await person.screenshot(`tutorial-stuck-${person.name}`);
      throw new Error(`${person.name}: the coach did not move on after ${what}: ${String(error)}`);
    });
}

/**
 * The ringed object, checked: offered, its ring drawn, and under nothing once its ring is
 * scrolled into sight (a phone's board scrolls as a whole, and a tap on the action bar scrolls it).
 */
async function ringed(person: Person, id: string): Promise<SceneObject> {
  const find = async () => (await person.scene()).find((object) => object.id === id);
  expect({ id, offered: (await find())?.enabled }).toEqual({ id, offered: true });
  const ring = person.page.locator(`[data-ring="${id}"]`);
  expect({ id, ring: await ring.getAttribute('class') }).toEqual({ id, ring: 'stage-ring strong' });
  // Only as far as it takes, as a finger would: centred, a hand card's ring panned the table's
  // foot out of its frame, and the next step found the hand's last rows out of sight (#42).
  await ring.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await person.waitUntilStill();
  const object = (await find())!;
  // What lies over its centre, named so that a failure says what covers it.
  const onTop = await person.page.evaluate(({ x, y, w, h }) => {
    const element = document.elementFromPoint(x + w / 2, y + h / 2);
    return element?.tagName === 'CANVAS'
      ? 'CANVAS'
      : `${element?.tagName} ${element?.className} ${element instanceof HTMLElement ? (element.dataset.testid ?? '') : ''}`;
  }, object);
  if (onTop !== 'CANVAS') await person.screenshot(`tutorial-covered-${id.replace(/\W/g, '-')}`);
  expect({ id, onTop }).toEqual({ id, onTop: 'CANVAS' });
  return object;
}

describe.each(cases)('$game, $device, $lang', ({ game, tutorial, device, screen, lang }) => {
  test('the lesson is played to its farewell by following only the coach', async () => {
    const lines = await linesIn(game, tutorial, lang);
    const person = await at.open(lang === 'de' ? 'Lea' : 'Leo', screen);
    const shot = (which: string) => person.screenshot(`tutorial-${game}-${device}-${lang}-${which}`);
    await person.page.goto(`${at.origin}/`);
    await person.testId(`lang-${lang}`).click();
    await person.testId(`learn-${game}`).click();
    await person.page.waitForFunction(() => !!window.deadDrop?.coach?.()?.line, undefined, { timeout: UI_WAIT_MS });

    let shotFirst = false;
    let done = false;
    /** On a phone, what the layout matrix's judges find at each step, named by the step. */
    const phoneFound = new Set<string>();
    for (let moves = 0; moves < MAX_MOVES && !done; moves++) {
      await person.waitUntilStill();
      const coach = (await coachOf(person))!;
      const panel = await panelOf(person);
      if (coach.done) {
        done = true;
        break;
      }
      if (device === 'phone') {
        for (const problem of await phoneLook(person, await person.scene(), { menu: moves === 0 }))
          phoneFound.add(`step ${coach.step}: ${problem}`);
      }
      expect({ step: coach.step, line: coach.line, known: lines.has(coach.line) }).toEqual({
        step: coach.step,
        line: coach.line,
        known: true,
      });
      // Found and measured in one go: a line found before the panel is drawn anew reads NaN after it.
      const px = await person.page.evaluate(() => {
        const line = document.querySelector('[data-testid="coach-line"]');
        return line ? Number.parseFloat(getComputedStyle(line).fontSize) : 0;
      });
      expect(px).toBeGreaterThanOrEqual(device === 'phone' ? 11 : 12);
      if (!shotFirst) {
        await shot('first');
        shotFirst = true;
      }
      if (coach.next) {
        const close = person.testId('coach-close');
        if (await close.isVisible()) {
          await shot('last');
          await close.click();
        } else {
          await person.testId('coach-next').click();
        }
      } else if (coach.target && (await person.scene()).some((object) => object.id === coach.target)) {
        const object = await ringed(person, coach.target);
        const button = person.testId(`act-${coach.target}`);
        expect(await button.getAttribute('class')).toContain('coached');
        // The keyboard's bar stays out of sight, as in any game: it would repeat every choice under the table (#42).
        expect((await person.testId('action-bar').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
        await person.click(object);
      } else if (coach.target) {
        // A control of the game's panel over the stage (Mata Hari's declarations): marked, usable, under nothing.
        const control = person.page.locator(`.stage-overlay [data-testid="${coach.target}"]`);
        // Scrolled to the middle, as a finger brings it into view: at the edge the panel's sticky send row lies over it.
        await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        expect({
          id: coach.target,
          enabled: await control.isEnabled(),
          coached: (await control.getAttribute('class'))?.includes('coached'),
        }).toEqual({ id: coach.target, enabled: true, coached: true });
        expect({
          id: coach.target,
          onTop: await control.evaluate((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
          }),
        }).toEqual({ id: coach.target, onTop: true });
        await control.click();
      }
      // A bot's step: its lines come by themselves.
      await coachMoved(person, coach, panel, coach.next ? 'Next' : coach.target ? `tapping ${coach.target}` : "a bot's move");
    }
    expect(done).toBe(true);
    expect([...phoneFound]).toEqual([]);
    expect((await coachOf(person))!.step).toBeGreaterThanOrEqual(tutorial.steps.length);
    expect(await person.testId('coach').isHidden()).toBe(true);
    // The `?` box offers the lesson again, in one click: a new tutorial table, from its welcome.
    await person.page.evaluate(() => window.scrollTo(0, 0));
    await person.testId('show-rules').click();
    await person.testId(`learn-${game}`).click();
    await person.page.waitForFunction(() => window.deadDrop?.coach?.()?.step === 0 && window.deadDrop.coach()?.next === true, undefined, {
      timeout: UI_WAIT_MS,
    });
    expect((await coachOf(person))!.line).toBe([...lines][0]);
    await person.close();
  });
});
