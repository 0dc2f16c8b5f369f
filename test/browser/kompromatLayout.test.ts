/**
 * #26 item 9, Kompromat's overlaps: at the start, with long stacks, at the reveal and in the
 * replay, on a 390×844 phone and a 1280×720 desktop, no card and no Σ total lies over the status line or a
 * player bar, and every word is readable (11 px on a phone, 12 px on a desktop); see
 * `kompromatLayoutProblems`. Positions are rigged: the table is "played against bots" with
 * Kompromat set up there. Screenshots: test/artifacts/kompromat-layout-*.png.
 */
import { games, kompromat, type AnyGame } from '@dead-drop/shared';
import type { Page } from 'playwright-core';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { M, rig, type Rig } from '../kompromat/rig';
import { browserFixture } from './fixture';
import { kompromatLayoutProblems } from './kompromatTable';
import { DESKTOP, enabled, PHONE, playAgainstBots, shoot, type Device, type Person } from './people';

jest.setTimeout(10 * 60_000);

/** The position the next table starts at; null: a real set-up. */
let position: Rig | null = null;
const rigged: AnyGame = {
  ...kompromat,
  setup: (seed, seats, options) => (position ? rig(position) : kompromat.setup(seed, seats, options)),
};
const at = browserFixture({ games: games.map((game) => (game.id === 'kompromat' ? rigged : game)) });

/** The opponent (seat 1, at the top) with stacks of 7 and 4 cards, oneself with 6 and 5; one's own turn. */
const LONG_STACKS: Rig = {
  missions: [
    {
      card: M.informant,
      ci: M.ci2,
      sides: [
        [2, 3, 4, 0.5, 1, 1],
        [1, 2, 3, 4, 5, 0.5, 6],
      ],
    },
    {
      card: M.nightVision,
      sides: [
        [5, 6, 7, 7, 7],
        [7, 1, 8, 7],
      ],
    },
    { card: M.interrogation, sides: [[], [9, 10]] },
    { card: M.document[0], sides: [[10], [7]] },
  ],
  turn: { seat: 0 },
};

/**
 * The last round's reveal, every card placed: the bot (seat 1) begins it by stopping. Missions 1
 * and 2 declare themselves (no 1/11 card) and keep both totals; at mission 3 the bot declares
 * first, then one's own 1/11 card asks for a choice, and so at mission 4: the game then ends.
 */
const REVEAL: Rig = {
  round: 6,
  rest: 'discard',
  missions: [
    {
      card: M.informant,
      sides: [
        [7, 5, 4, 2],
        [10, 9],
      ],
    },
    {
      card: M.document[0],
      sides: [
        [8, 6, 0.5],
        [0.5, 2, 3, 4, 5, 6],
      ],
    },
    {
      card: M.code[0],
      sides: [
        [1, 3, 7, 7],
        [1, 1, 7, 8],
      ],
    },
    {
      card: M.hotel,
      sides: [
        [1, 9, 10],
        [7, 7],
      ],
    },
  ],
  turn: { seat: 1, mission: 3 },
};

// A 375×667 phone is left out for now. Its page scrolls and the table takes the 640 px it needs,
// and the checks pass early, with long stacks and at the reveal; but this test's clicks at canvas
// coordinates miss a button scrolled out of sight there, so the reveal cannot be played on.
const SCREENS: [string, Device, number][] = [
  ['desktop', DESKTOP, 12],
  ['phone', PHONE, 11],
];

/** A new table at `rigged` (a real set-up when null), drawn and still. */
async function sitAt(person: Person, rigged: Rig | null): Promise<void> {
  position = rigged;
  await playAgainstBots(person, at.origin, 'kompromat');
  await person.waitForObject('plate:1', 'the table');
  await person.waitUntilStill();
}

/** The layout as this page draws it now, once nothing moves. */
async function problems(page: Page, device: Device, minTextPx: number): Promise<string[]> {
  await page.waitForFunction(() => (window.deadDrop?.animations() ?? 1) === 0);
  const scene = await page.evaluate(() => window.deadDrop?.scene() ?? []);
  return kompromatLayoutProblems(scene, { ...device.viewport, minTextPx });
}

const declares = (scene: SceneObject[]) => enabled(scene, 'button:declare:');

/** Declares the first total offered; the next scene asking for a total, or none once the game is over. */
async function declare(person: Person, scene: SceneObject[]): Promise<SceneObject[]> {
  const before = { renders: await person.renders(), scene };
  await person.click(declares(scene)[0]!);
  await person.waitForChange(before, 'declaring');
  const end = person.testId('end-screen');
  await person.page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('[data-testid="end-screen"]')?.hidden === false ||
      (window.deadDrop?.scene() ?? []).some((o) => o.enabled && o.id.startsWith('button:declare:')),
  );
  if (await end.isVisible()) return [];
  await person.waitUntilStill();
  return person.scene();
}

test.each(SCREENS)(
  '%s: stacks and Σ totals keep off the status line and both bars, early, long, at the reveal and in the replay',
  async (name, device, minTextPx) => {
    const ada = await at.open(`Ada ${name}`, device);
    const shot = (state: string) => ada.screenshot(`kompromat-layout-${name}-${state}`);

    await sitAt(ada, null);
    await shot('early');
    expect(await problems(ada.page, device, minTextPx)).toEqual([]);

    await sitAt(ada, LONG_STACKS);
    await shot('long-stacks');
    expect(await problems(ada.page, device, minTextPx)).toEqual([]);

    // The reveal: the bot stops, missions 1 and 2 resolve, mission 3 asks for one's total.
    await sitAt(ada, REVEAL);
    let scene = await ada.waitForScene('a total to declare', (now) => declares(now).length > 0);
    await ada.waitUntilStill();
    expect(scene.filter((o) => o.id.startsWith('total:')).length).toBeGreaterThanOrEqual(5);
    await shot('reveal');
    expect(await problems(ada.page, device, minTextPx)).toEqual([]);
    while (scene.length > 0) scene = await declare(ada, scene);

    // The replay, step by step, with every card face up: the last step holds all eight totals.
    const [replay] = await Promise.all([ada.context.waitForEvent('page'), ada.testId('replay-link').click()]);
    await replay.getByTestId('replay-step').waitFor();
    const rendered = await replay.evaluate(() => window.deadDrop?.renders ?? 0);
    await replay.getByTestId('replay-viewer').selectOption({ label: 'Every card face up' });
    await replay.waitForFunction((before) => (window.deadDrop?.renders ?? 0) > before, rendered);
    await replay.getByTestId('replay-first').click();
    for (;;) {
      expect({ step: await replay.getByTestId('replay-step').textContent(), problems: await problems(replay, device, minTextPx) }).toEqual({
        step: expect.any(String),
        problems: [],
      });
      const forward = replay.getByTestId('replay-forward');
      if (await forward.isDisabled()) break;
      const before = await replay.evaluate(() => window.deadDrop?.renders ?? 0);
      await forward.click();
      await replay.waitForFunction((n) => (window.deadDrop?.renders ?? 0) > n, before);
    }
    await shoot(replay, `kompromat-layout-${name}-replay`);
    await replay.close();
  },
);
