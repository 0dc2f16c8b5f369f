/**
 * The landing page and the lobby on a phone and a laptop (#42 items 3 and 13): one column on a
 * phone, with the form at full width and its buttons on one line; on a 1280×720 screen at most
 * two columns, the main buttons in sight and no game listed twice; the invitation link in the
 * lobby itself, and no link offered that the table would refuse (a full table, a locked one).
 */
import type { Locator } from 'playwright-core';
import { browserFixture } from './fixture';
import { DESKTOP, PHONE, playAgainstBots, type Device } from './people';

jest.setTimeout(5 * 60_000);

const at = browserFixture();

/** A locator's box, which must be on the page. */
async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not shown`);
  return found;
}

test.each([360, 390, 430])(
  'a phone %i px wide: one column, the form at full width, "Create a private table" on one line',
  async (width) => {
    const device: Device = { ...PHONE, viewport: { width, height: 800 } };
    const ada = await at.open('Ada', device);
    await ada.page.goto(`${at.origin}/`);
    const form = await box(ada.page.locator('form.landing'));
    const about = await box(ada.testId('about'));
    expect(form.width).toBeGreaterThanOrEqual(width - 40);
    expect(about.y).toBeGreaterThanOrEqual(form.y + form.height);
    // One line of words: a second would make it at least 67 px high.
    const { height } = await box(ada.testId('create-table'));
    expect({ width, height, oneLine: height <= 56 }).toEqual({ width, height, oneLine: true });
    // "Learn to play" is an action: a 44 px touch target.
    expect((await box(ada.testId('learn-kompromat'))).height).toBeGreaterThanOrEqual(44);
    if (width === 390) await ada.screenshot('landing-phone');
    await ada.close();
  },
);

test('a laptop after a few games: at most two columns, the main buttons in sight, a game in play listed once', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'kompromat');
  const playing = /\/t\/([A-Za-z0-9_-]+)/.exec(ada.page.url())![1]!;
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-compile').click();
  await ada.testId('name-input').fill('Ada');
  await ada.testId('create-table').click();
  await ada.testId('lobby').waitFor();
  await ada.page.goto(`${at.origin}/`);
  await ada.page.locator(`[data-testid="your-table"][data-room="${playing}"]`).waitFor();
  const shown = ada.page.locator('main > section:visible, main > form:visible');
  const lefts = new Set(await shown.evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left))));
  expect(lefts.size).toBeLessThanOrEqual(2);
  const create = await box(ada.testId('create-table'));
  expect(create.y + create.height).toBeLessThanOrEqual(720);
  expect(await ada.testId('play-bots').isVisible()).toBe(true);
  // The game in play is under "Your games in play" only; the history keeps the other table.
  expect(await ada.page.locator(`[data-testid="table-history"] li[data-room="${playing}"]`).isVisible()).toBe(false);
  expect(await ada.testId('table-history').locator('li:visible').count()).toBe(1);
  await ada.screenshot('landing-desktop-history');
  await ada.close();
});

test('the lobby holds the invitation link with its buttons; a full table invites nobody, a locked one lets nobody watch', async () => {
  const ada = await at.open('Ada', PHONE);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-matahari').click();
  await ada.testId('name-input').fill('Ada');
  await ada.testId('create-table').click();
  const invitation = ada.testId('lobby-invite');
  await invitation.waitFor();
  const link = ada.testId('invite-link');
  expect(await link.inputValue()).toMatch(/#invite=/);
  expect((await box(link)).width).toBeGreaterThanOrEqual(200);
  expect((await box(ada.testId('copy-invite'))).height).toBeGreaterThanOrEqual(44);
  // One link to invite, in the lobby: the header repeats it nowhere.
  expect(await ada.page.locator('.topbar [data-testid="invite-link"]').count()).toBe(0);
  await ada.testId('add-bot').click();
  await ada.testId('seat-1').getByText('Bot').waitFor();
  expect((await box(ada.testId('bot-level-1'))).height).toBeGreaterThanOrEqual(44);
  expect((await box(ada.testId('remove-bot-1'))).height).toBeGreaterThanOrEqual(44);
  await ada.screenshot('lobby-phone-invite');
  // Locked: a new spectator is refused, so no link to watch is offered.
  expect(await ada.testId('watch-link').count()).toBe(1);
  await ada.testId('host-menu-open').click();
  await ada.testId('menu-lock').click();
  await ada.page.waitForFunction(() => !document.querySelector('[data-testid="watch-link"]'));
  // Full: every seat taken, nobody left to invite.
  while (await ada.testId('add-bot').isVisible()) {
    const free = await ada.page.locator('.seats li.empty').count();
    await ada.testId('add-bot').click();
    await ada.page.waitForFunction((before) => document.querySelectorAll('.seats li.empty').length < before, free);
  }
  expect(await invitation.count()).toBe(0);
  await ada.close();
});

test('a name typed before a lesson is remembered: the next form holds it', async () => {
  const ada = await at.open('Ada', PHONE);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('name-input').fill('Finn');
  await ada.testId('learn-kompromat').click();
  await ada.testId('coach').waitFor();
  await ada.page.goto(`${at.origin}/`);
  expect(await ada.testId('name-input').inputValue()).toBe('Finn');
  await ada.close();
});
