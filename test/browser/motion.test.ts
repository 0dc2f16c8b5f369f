/**
 * #27 item 4, motion for every event, in Debian's Chromium against the real server: a player
 * plays a few moves of each game against bots, and every kind of event the table's scene was
 * handed starts its motion (the test hook lists both). A browser that asks for reduced motion
 * gets only fades. Nothing here measures how long a motion takes.
 */
import { randomSource } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { DESKTOP, enabled, type Person, playAgainstBots } from './people';
import { Strategy } from './strategy';

jest.setTimeout(8 * 60_000);

const at = browserFixture({ motion: true });

/** Events to hear before the check: enough for a turn or two of every seat. */
const EVENTS = 30;
const MOVES = 40;

type Mover = (person: Person, scene: SceneObject[]) => Promise<boolean>;

/** What the page threw: a motion that fails must not pass unseen. */
function pageErrors(person: Person): string[] {
  const errors: string[] = [];
  person.page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

const heard = (person: Person) => person.page.evaluate(() => window.deadDrop?.heard?.() ?? []);
const motions = (person: Person) => person.page.evaluate(() => window.deadDrop?.motions?.() ?? []);

/** Kompromat: the browser tests' simple player. */
function kompromatMover(): Mover {
  const strategy = new Strategy(3);
  return async (person, scene) => {
    const move = strategy.next(scene);
    if (!move) return false;
    await person.click(move.object);
    return true;
  };
}

/** Compile: what ends a choice first (a pick's button, a line for the card held), else any card offered. */
function compileMover(): Mover {
  const random = randomSource(5);
  return async (person, scene) => {
    const offered = enabled(scene);
    const order = [
      offered.filter((o) => o.id === 'button:draft' || o.id === 'button:discard' || o.id === 'button:dismiss'),
      offered.filter((o) => o.id.startsWith('line:')),
      offered.filter((o) => o.kind === 'button' && o.id !== 'button:face'),
      offered,
    ];
    const choices = order.find((objects) => objects.length > 0);
    if (!choices) return false;
    await person.click(choices[Math.floor(random() * choices.length)]!);
    return true;
  };
}

/** Mata Hari: accept, pass or reject where offered; as the active seat, offer one card. */
function matahariMover(): Mover {
  return async (person, scene) => {
    for (const id of ['mh-verdict-close', 'compose-take', 'compose-adjust', 'compose-pass', 'compose-reject']) {
      const button = person.testId(id);
      if ((await button.isVisible()) && (await button.isEnabled())) {
        await button.click();
        return true;
      }
    }
    const accept = person.page.locator('[data-testid^="accept-"]:not([disabled])').first();
    if (await accept.isVisible()) {
      await accept.click();
      return true;
    }
    const offer = person.testId('compose-offer');
    const card = enabled(scene, 'hand:')[0];
    if ((await offer.isVisible()) && card) {
      if (!(await offer.isEnabled())) await person.click(card);
      if (await offer.isEnabled()) {
        await offer.click();
        return true;
      }
    }
    return false;
  };
}

/** Plays until the scene was handed enough events, moving whenever the table offers a move. */
async function playAWhile(person: Person, mover: Mover): Promise<void> {
  for (let moves = 0; moves < MOVES && (await heard(person)).length < EVENTS; moves++) {
    const scene = await person.scene();
    const before = { renders: await person.renders(), scene };
    if (await mover(person, scene)) await person.waitForChange(before, `move ${moves}`).catch(() => undefined);
    else await person.page.waitForTimeout(300);
  }
}

/** Waits until every kind of event heard has started a motion; gives the kinds heard and the modes seen. */
async function everyKindMoved(person: Person): Promise<{ kinds: string[]; modes: string[] }> {
  await person.page
    .waitForFunction(
      () => {
        const hook = window.deadDrop;
        const moved = new Set((hook?.motions?.() ?? []).map((motion) => motion.event));
        return (hook?.heard?.() ?? []).every((kind) => moved.has(kind));
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    )
    .catch(() => undefined);
  const moved = new Set((await motions(person)).map((motion) => motion.event));
  const kinds = [...new Set(await heard(person))];
  expect(kinds.filter((kind) => !moved.has(kind))).toEqual([]);
  return { kinds, modes: [...new Set((await motions(person)).map((motion) => motion.mode))] };
}

test.each([
  ['kompromat', kompromatMover, 2],
  ['compile', compileMover, 2],
  ['matahari', matahariMover, 4],
] as const)('%s: every kind of event the table hears starts its motion', async (game, mover, seats) => {
  const ada = await at.open(`Ada-${game}`, DESKTOP);
  const errors = pageErrors(ada);
  await playAgainstBots(ada, at.origin, game, game === 'matahari' ? seats : undefined);
  await playAWhile(ada, mover());
  const { kinds, modes } = await everyKindMoved(ada);
  expect(kinds.length).toBeGreaterThanOrEqual(3);
  expect(modes).toContain('move');
  expect(modes).not.toContain('fade');
  expect(errors).toEqual([]);
  await ada.close();
});

test('with reduced motion asked for, every motion is a fade', async () => {
  const bea = await at.open('Bea', DESKTOP);
  const errors = pageErrors(bea);
  await bea.page.emulateMedia({ reducedMotion: 'reduce' });
  await playAgainstBots(bea, at.origin, 'kompromat');
  await playAWhile(bea, kompromatMover());
  const { kinds, modes } = await everyKindMoved(bea);
  expect(kinds.length).toBeGreaterThanOrEqual(3);
  expect(modes).toEqual(['fade']);
  expect(errors).toEqual([]);
});
