/**
 * Bot levels (#30) in Debian's Chromium against the real server and the built client: the
 * landing page's "Play against bots" offers Easy, Normal and Hard, and a table against Hard
 * bots starts; in the lobby the host chooses each bot's level, which a guest then reads.
 */
import { browserFixture } from './fixture';
import { createTableAs, DESKTOP, joinAs, playAgainstBots } from './people';

jest.setTimeout(5 * 60_000);

const at = browserFixture();

test('"Play against bots" offers the three levels, and a game against Hard bots starts', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  expect(await ada.testId('bot-level').locator('option').allTextContents()).toEqual(['Easy', 'Normal', 'Hard']);
  expect(await ada.testId('bot-level').inputValue()).toBe('normal');
  await playAgainstBots(ada, at.origin, 'kompromat', undefined, 'hard');
  await ada.testId('game-log').waitFor();
});

test("the host chooses a bot's level in the lobby, and a guest sees it", async () => {
  const ada = await at.open('Ada', DESKTOP);
  const { invite } = await createTableAs(ada, at.origin, 'matahari');
  await ada.testId('add-bot').click();
  const level = ada.testId('bot-level-1');
  await level.waitFor();
  expect(await level.locator('option').allTextContents()).toEqual(['Easy', 'Normal', 'Hard']);
  await level.selectOption('hard');
  const bob = await at.open('Bob', DESKTOP);
  await joinAs(bob, invite);
  await bob
    .testId('seat-1')
    .filter({ hasText: 'Hard' })
    .waitFor({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      throw new Error(`seat 1 reads "${await bob.testId('seat-1').textContent()}": ${String(error)}`);
    });
  // The host's choice stays through the redraws that the guest's arrival made.
  expect(await ada.testId('bot-level-1').inputValue()).toBe('hard');
});
