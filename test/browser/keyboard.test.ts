/**
 * A whole game of Kompromat played with the keyboard alone (#19: keyboard and screen readers,
 * and "your move" noticed). Ada plays against a bot through the action bar beside the canvas:
 * real buttons that list what the canvas offers, focused and pressed with Enter. The tab's
 * title says when it is her move, the sound can be muted, an account of each round shows
 * between rounds, and Esc closes the end screen.
 */
import { games, randomSource } from '@dead-drop/shared';
import { browserFixture } from './fixture';
import { describeTable, lastRounds } from './game';
import { DESKTOP, playAgainstBots } from './people';

jest.setTimeout(10 * 60_000);
/** Two rounds are about 35 of Ada's decisions; the bound only stops a loop. */
const MAX_PRESSES = 800;

const at = browserFixture({ games: games.map((game) => (game.id === 'kompromat' ? lastRounds : game)) });

const random = randomSource(7);

/** Ada's choice among the bar's buttons: anything but starting an item (which she would then
 *  have to aim) or cancelling one, unless nothing else is offered; she stops now and then. */
function choose(ids: string[]): string {
  const plain = ids.filter((id) => !id.startsWith('act-item:') && id !== 'act-button:cancel');
  const stop = plain.find((id) => id === 'act-button:stop');
  return stop && random() < 0.5 ? stop : (plain[0] ?? ids[0]!);
}

test('Kompromat with the keyboard alone: every move through the action bar, to the end screen', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'kompromat');
  // The sound switch is an item of the Game menu, which the keyboard opens.
  await ada.testId('game-menu-open').focus();
  await ada.page.keyboard.press('Enter');
  expect(await ada.testId('sound-toggle').getAttribute('aria-pressed')).toBe('true');
  await ada.testId('sound-toggle').focus();
  await ada.page.keyboard.press('Enter');
  expect(await ada.testId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
  // A move redraws the menu's items (here Ada's own, clicked without the focus moving): the
  // keyboard stays on the item it was on (#42: it fell to the page's top at everyone's move).
  const bar = ada.testId('action-bar');
  await bar.locator('button').first().waitFor({ state: 'attached' });
  const renders = await ada.renders();
  const first = choose(
    await bar.locator('button').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.testid ?? '')),
  );
  await ada.page.evaluate((id) => document.querySelector<HTMLElement>(`[data-testid="action-bar"] [data-testid="${id}"]`)!.click(), first);
  await ada.page.waitForFunction((before) => (window.deadDrop?.renders ?? 0) > before, renders);
  expect(
    await ada.page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.dataset.testid : undefined)),
  ).toBe('sound-toggle');

  let presses = 0;
  let titled = false;
  let summarised = false;
  while (!(await ada.testId('end-screen').isVisible())) {
    if (++presses > MAX_PRESSES) throw new Error(`no end after ${MAX_PRESSES} presses\n${await describeTable([ada])}`);
    await ada.page.waitForFunction(() => {
      const end = document.querySelector<HTMLElement>('[data-testid="end-screen"]');
      return (end && !end.hidden) || document.querySelectorAll('[data-testid="action-bar"] button').length > 0;
    });
    if (await ada.testId('end-screen').isVisible()) break;
    titled ||= /^Your move · Kompromat/.test(await ada.page.title());
    // Between rounds, an account of the round that ended lies over the table for a while.
    if (!summarised && (await ada.testId('round-summary').isVisible())) {
      summarised = true;
      expect(await ada.testId('round-summary').textContent()).toMatch(/^Round 5 of 6 is over/);
      await ada.screenshot('keyboard-round-summary');
    }
    const ids = await bar.locator('button').evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.testid ?? ''));
    const button = bar.getByTestId(choose(ids));
    await button.focus();
    // The bar comes into sight with the focus, for the one who uses it.
    expect(await bar.isVisible()).toBe(true);
    if (presses === 1) await ada.screenshot('keyboard-action-bar');
    const renders = await ada.renders();
    await ada.page.keyboard.press('Enter');
    // The server's answer is drawn: the move was made.
    await ada.page.waitForFunction((before) => (window.deadDrop?.renders ?? 0) > before, renders);
  }
  expect(titled).toBe(true);
  expect(summarised).toBe(true);
  await ada.screenshot('keyboard-end');
  await ada.page.keyboard.press('Escape');
  await ada.testId('end-screen').waitFor({ state: 'hidden' });
  expect(await ada.page.title()).not.toMatch(/Your move/);
});
