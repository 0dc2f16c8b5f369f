/**
 * First-time tips (#28 item 4) in a browser: the first time a decision comes up its tip shows
 * (readable, above the table), once per browser, and "No more tips" turns them off. Kompromat,
 * rigged: one's own turn, nothing drawn yet. Other browser tests run with tips off (people.ts).
 */
import { games, kompromat, type AnyGame } from '@dead-drop/shared';
import { rig } from '../kompromat/rig';
import { browserFixture } from './fixture';
import { DESKTOP, playAgainstBots, type Person } from './people';

jest.setTimeout(5 * 60_000);

const rigged: AnyGame = { ...kompromat, setup: () => rig({ turn: { seat: 0 } }) };
const at = browserFixture({ games: games.map((game) => (game.id === 'kompromat' ? rigged : game)) });

async function sitDown(person: Person): Promise<void> {
  await playAgainstBots(person, at.origin, 'kompromat');
  await person.waitForObject('deck', 'the deck');
  await person.waitUntilStill();
}

async function tapAndWait(person: Person, id: string): Promise<void> {
  const before = { renders: await person.renders(), scene: await person.scene() };
  await person.click(before.scene.find((o) => o.id === id)!);
  await person.waitForChange(before, `tapping ${id}`);
  await person.waitUntilStill();
}

test('a decision met for the first time is explained once per browser, and tips can be turned off', async () => {
  const person = await at.open('Tia', DESKTOP);
  await person.page.goto(`${at.origin}/`);
  await person.page.evaluate(() => localStorage.setItem('deaddrop.tips.off', '0'));

  await sitDown(person);
  const tip = person.testId('first-tip');
  await tip.waitFor();
  expect(await person.testId('first-tip-text').textContent()).toMatch(/^Your turn: draw a card from your deck/);
  expect(await tip.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(12);
  await person.screenshot('first-tip-kompromat');
  await person.testId('first-tip-close').click();
  expect(await tip.isHidden()).toBe(true);

  // Another table: the same decision, already met in this browser, has no tip.
  await sitDown(person);
  expect(await person.testId('first-tip').isHidden()).toBe(true);

  // Drawing brings a new decision, placing the card: its tip, and then no more.
  await tapAndWait(person, 'deck');
  await person.testId('first-tip').waitFor();
  expect(await person.testId('first-tip-text').textContent()).toMatch(/^Place the card you drew/);
  await person.testId('first-tip-off').click();
  const mission = (await person.scene()).find((o) => o.enabled && o.id.startsWith('mission:'))!;
  await tapAndWait(person, mission.id);
  expect(await person.testId('first-tip').isHidden()).toBe(true);
  expect(await person.page.evaluate(() => localStorage.getItem('deaddrop.tips.off'))).toBe('1');
});
