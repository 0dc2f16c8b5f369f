/**
 * The table's sounds (#27 item 5): a card drawn sounds, your move sounds, and the header's
 * switch mutes them all. The page's audio plays in headless Chromium too; what the table
 * asked for is read from the test hook.
 */
import { browserFixture } from './fixture';
import { DESKTOP, openGameMenu, type Person, playAgainstBots } from './people';

jest.setTimeout(5 * 60_000);

const at = browserFixture({ motion: true });

const heard = (person: Person) => person.page.evaluate(() => window.deadDrop?.sounds?.() ?? []);

/** Presses the action bar's first move (the deck, then a mission for the card drawn) and waits for the table to show it. */
async function move(person: Person): Promise<void> {
  const before = { renders: await person.renders(), scene: await person.scene() };
  const button = person.page.locator('[data-testid^="act-"]:not([data-testid^="act-item"]):not([disabled])').first();
  await button.focus();
  await person.page.keyboard.press('Enter');
  await person.waitForChange(before, 'a move');
}

test("a card drawn and one's move sound; muted, nothing does", async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'kompromat');
  await ada.testId('act-deck').waitFor({ state: 'attached' });
  expect(await heard(ada)).toContain('yourMove');
  await move(ada);
  await ada.page.waitForFunction(() => window.deadDrop?.sounds?.().includes('card'));

  await openGameMenu(ada);
  expect(await ada.testId('sound-toggle').textContent()).toBe('Sounds: on');
  await ada.testId('sound-toggle').click();
  expect(await ada.testId('sound-toggle').textContent()).toBe('Sounds: off');
  expect(await ada.testId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
  const before = (await heard(ada)).length;
  await move(ada);
  expect(await heard(ada)).toHaveLength(before);
});
