/**
 * Mata Hari on a phone (#42 item 12), rigged: Bot 1 has offered two cards and demands a green
 * one; Pia answers on a 390×844 phone. The offer lies before Bot 1's plate as card backs, not
 * inside it; the decision (its line, Pass, Accuse, Counter-offer) is a sheet at the foot of the
 * screen with her hand above it, nothing scrolled; and Counter-offer stays disabled, saying why,
 * while the two cards she chose hold nothing green (nor a partner), as the server would refuse.
 */
import { games, matahari, type AnyGame } from '@dead-drop/shared';
import { table } from '../matahari/rig';
import { browserFixture } from './fixture';
import { phoneProblems, type PhonePage } from './layoutMatrix';
import { phoneLook } from './phoneLook';
import { objectAt, tapCard } from './matahariTable';
import { PHONE, playAgainstBots, type Person } from './people';

jest.setTimeout(5 * 60_000);

const green = [{ t: 'colour', colour: 'green' }] as const;
/** Three seats: the demand. Five: a long hand of Pia's, later in a game. */
const rigged: AnyGame = {
  ...matahari,
  setup: (_seed, seats) =>
    (seats === 3
      ? table({
          seats: 3,
          active: 1,
          hands: [
            ['briefcase4', 'documents7', 'AS', 'gun1'],
            ['disguise5', 'gloves1', 'briefcase2'],
            ['briefcase6', 'documents1', 'photographs5'],
          ],
        }).offer(1, ['disguise5', 'briefcase2'], { request: { binding: true, count: 1, predicate: [...green] } })
      : // Her own offer to make: the panel's longest decision.
        table({
          seats: 5,
          active: 0,
          hands: [
            [
              'tapeRecorder1',
              'tapeRecorder2',
              'tapeRecorder3',
              'photographs1',
              'photographs2',
              'photographs3',
              'documents1',
              'documents2',
              'poison1',
              'poison2',
              'gun2',
              'gun3',
              'coat1',
              'coat2',
              'gloves2',
              'AS',
            ],
            ['disguise5', 'gloves1', 'briefcase2'],
            ['briefcase6', 'documents4'],
            ['photographs5', 'gun4'],
            ['coat6', 'poison7'],
          ],
        })
    ).state,
};
const at = browserFixture({ games: games.map((game) => (game.id === 'matahari' ? rigged : game)) });

/** Taps the hand card with this label. */
async function tapNamed(pia: Person, label: string): Promise<void> {
  const card = (await pia.scene()).find((o) => /^hand:\d+$/.test(o.id) && o.label === label);
  if (!card) throw new Error(`no ${label} in hand`);
  await tapCard(pia, card);
}

test('an offer lies before its player, the decision is a sheet under the hand, and Counter-offer waits for the demand', async () => {
  const pia = await at.open('Pia', PHONE);
  await playAgainstBots(pia, at.origin, 'matahari', 3);
  await pia.testId('compose-counter').waitFor();
  await pia.waitUntilStill();
  const scene = await pia.scene();
  const plate = objectAt(scene, 'seat:1')!;
  const backs = objectAt(scene, 'backs:1')!;
  expect(backs.label).toBe('2');
  // Before the plate, towards the middle of the table: under it, not inside it.
  expect(backs.y).toBeGreaterThanOrEqual(plate.y + plate.h);

  // The sheet: the decision line, Pass and Counter-offer on screen with the whole hand, nothing scrolled.
  const page = await pia.page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    return {
      sheet: box(document.querySelector('.stage-overlay')!),
      status: box(document.querySelector('[data-testid="mh-status"]')!),
      pass: box(document.querySelector('[data-testid="compose-pass"]')!),
      counter: box(document.querySelector('[data-testid="compose-counter"]')!),
      frame: box(document.querySelector('.stage-canvas')!),
    };
  });
  const screen: PhonePage = {
    viewport: PHONE.viewport,
    scrolled: [],
    header: { x: 0, y: 0, w: 390, h: 48, scrollWidth: 390, clientWidth: 390, wordless: [] },
    table: { x: 0, y: 48, w: 390, h: 700 },
    stage: page.frame,
    controls: [
      { id: 'compose-pass', ...page.pass, action: true },
      { id: 'compose-counter', ...page.counter, action: true },
    ],
    popups: [],
    covered: [],
  };
  expect(phoneProblems(scene, screen)).toEqual([]);
  expect(page.status.y).toBeGreaterThanOrEqual(page.sheet.y);
  expect(page.sheet.y + page.sheet.h).toBeGreaterThan(PHONE.viewport.height - 60);
  const hand = scene.filter((o) => /^hand:\d+$/.test(o.id));
  expect(Math.max(...hand.map((o) => o.y + o.h))).toBeLessThanOrEqual(page.sheet.y + 1);

  const counter = pia.testId('compose-counter');
  await tapNamed(pia, 'Briefcase 4');
  await tapNamed(pia, 'Documents 7');
  await pia.page.waitForFunction(() => /2\/2/.test(document.querySelector('[data-testid="composer"]')?.textContent ?? ''));
  expect(await counter.isDisabled()).toBe(true);
  expect(await counter.textContent()).toBe('These cards do not meet the demand');
  await pia.screenshot('mh-sheet-demand-unmet-phone');

  // An Assassin counts as matching: the counter-offer may go.
  await tapNamed(pia, 'Documents 7');
  await tapNamed(pia, 'Assassin');
  await pia.page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="compose-counter"]')?.disabled);
  expect(await counter.isDisabled()).toBe(false);
  const lines = (await pia.logLines()).length;
  await counter.tap();
  await pia.page.waitForFunction((before) => document.querySelectorAll('[data-testid="game-log"] li').length > before, lines);
  expect((await pia.logLines()).join('\n')).toMatch(/You made a counter-offer of/);
});

test('on the smallest phone a hand of sixteen keeps its status and every card in sight beside the decision', async () => {
  const pia = await at.open('Pia', { ...PHONE, viewport: { width: 375, height: 667 } });
  await playAgainstBots(pia, at.origin, 'matahari', 5);
  await pia.testId('compose-offer').waitFor();
  await pia.waitUntilStill();
  const scene = await pia.scene();
  expect(scene.filter((o) => /^hand:\d+$/.test(o.id))).toHaveLength(16);
  // The sheet gave way: it scrolls inside, the table's foot (her status, her hand) does not move away.
  expect(await phoneLook(pia, scene, { menu: false })).toEqual([]);
  await pia.screenshot('mh-sheet-long-hand-375');
});
