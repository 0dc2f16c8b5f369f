/**
 * #26, what a newcomer needs at a Kompromat table against a bot, in Debian's Chromium against
 * the real server and the built client:
 * - an item explains itself before anyone plays for it: pointing at an item mission, tapping
 *   it on a phone, and the action bar all give the item's text (item 7);
 * - "Leave table" asks first, and the landing page then says that a bot plays the seat (item 8);
 * - the only bot is "Bot", a table of bots shows no invite link, the page has its icon, and the
 *   turn clocks are a labelled line that says when a reserve is spent (item 10).
 * Screenshots land in test/artifacts/help-*.png.
 */
import { Msg } from '@dead-drop/shared';
import { TableClient } from '../../workshop/src/tableClient';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { DESKTOP, enabled, openGameMenu, type Person, PHONE, playAgainstBots } from './people';
import { waitForWords } from './matahariTable';

jest.setTimeout(10 * 60_000);

const at = browserFixture();

/** Enough tables that one with an item among its first missions is all but certain (10 of 29 cards are items). */
const TABLES_TRIED = 10;

/** A table against a bot whose first missions include an item: the item mission drawn. */
async function tableWithAnItem(person: Person): Promise<SceneObject> {
  for (let tries = 0; tries < TABLES_TRIED; tries++) {
    await playAgainstBots(person, at.origin, 'kompromat');
    const scene = await person.waitForScene(
      'the missions',
      (objects) => objects.filter((object) => object.kind === 'mission').length === 4,
    );
    const item = scene.find((object) => object.kind === 'mission' && object.detail);
    if (item) return item;
  }
  throw new Error(`no item among the first missions of ${TABLES_TRIED} tables`);
}

async function hint(person: Person): Promise<string> {
  return (await person.scene()).find((object) => object.id === 'hint')?.label ?? '';
}

test('desktop: an item mission explains itself under the pointer and in the action bar; the bot is "Bot"; no invite link; leaving asks first', async () => {
  const ada = await at.open('Ada', DESKTOP);
  const missing: string[] = [];
  ada.page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  const item = await tableWithAnItem(ada);

  // Pointing at the item mission reads its text; moving away clears it.
  expect(await hint(ada)).toBe('');
  await ada.page.mouse.move(item.x + item.w / 2, item.y + item.h / 2);
  await ada.page.waitForFunction(
    (label) =>
      window.deadDrop
        ?.scene()
        .find((object) => object.id === 'hint')
        ?.label.startsWith(`${label}: `),
    item.label,
  );
  expect(await hint(ada)).toBe(`${item.label}: ${item.detail}`);
  await ada.screenshot('help-item-mission-pointed');
  await ada.page.mouse.move(2, 2);
  await ada.page.waitForFunction(() => window.deadDrop?.scene().find((object) => object.id === 'hint')?.label === '');

  // The action bar says it too, where it offers that mission (the first card is placed there).
  await ada.waitForScene('my turn', (scene) => enabled(scene, 'deck').length > 0);
  await ada.testId('act-deck').focus();
  await ada.page.keyboard.press('Enter');
  const offer = ada.testId(`act-${item.id}`);
  await offer.waitFor();
  expect(await offer.textContent()).toBe(`Mission: ${item.label}${item.detail}`);
  await offer.focus();
  await ada.screenshot('help-item-action-bar');

  // The only bot is plainly "Bot"; nobody is left to invite, so no invite link; the watch link stays.
  const seats = (await ada.scene()).filter((object) => object.kind === 'seat').map((object) => object.label);
  expect(seats).toContain('Bot');
  expect(await ada.testId('invite-link').count()).toBe(0);
  expect(await ada.testId('watch-link').count()).toBe(1);

  // The page has its own icon: nothing it asked for was missing.
  const icon = await ada.page.locator('link[rel="icon"]').getAttribute('href');
  const answer = await ada.page.request.get(`${at.origin}${icon}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(missing).toEqual([]);

  // "Leave table" asks first; "Stay" keeps the table, "Leave table" leaves it.
  await openGameMenu(ada);
  await ada.testId('leave-table').click();
  await ada.testId('leave-confirm').waitFor();
  expect(await ada.testId('leave-confirm').textContent()).toMatch(/^Leave this table\?A bot plays your seat/);
  await ada.screenshot('help-leave-confirm');
  await ada.testId('leave-stay').click();
  await ada.testId('leave-confirm').waitFor({ state: 'hidden' });
  expect(await ada.testId('table-canvas').isVisible()).toBe(true);
  await openGameMenu(ada);
  await ada.testId('leave-table').click();
  await ada.testId('leave-yes').click();
  await ada.testId('table-history').waitFor();
  // The history says who plays the seat now.
  expect(await ada.testId('table-history').locator('li').first().textContent()).toMatch(
    /playing · a bot plays your seat until you come back$/,
  );
  await ada.screenshot('help-history-bot-plays');
});

test('phone: a tap on an item mission shows its text until another tap', async () => {
  const bob = await at.open('Bob', PHONE);
  const item = await tableWithAnItem(bob);
  await bob.page.touchscreen.tap(item.x + item.w / 2, item.y + item.h / 2);
  await bob.page.waitForFunction(
    (label) =>
      window.deadDrop
        ?.scene()
        .find((object) => object.id === 'hint')
        ?.label.startsWith(`${label}: `),
    item.label,
  );
  expect(await hint(bob)).toBe(`${item.label}: ${item.detail}`);
  await bob.screenshot('help-item-mission-tapped');
});

test('turn clocks: one labelled line, every seat by name, and "reserve spent" once a reserve is gone', async () => {
  // A host at a table whose clocks give a second per decision, and nobody who answers in time:
  // each seat's reserve runs out, and its bot decides.
  const host = await TableClient.create(at.endpoint, { game: 'kompromat', name: 'Cleo', clock: 1 });
  at.bots.push(host);
  const { invite } = await host.waitForLinks();
  const dan = await at.open('Dan', DESKTOP);
  await dan.page.goto(`${at.origin}/t/${host.room.roomId}#invite=${encodeURIComponent(invite!)}`);
  await dan.testId('name-input').fill('Dan');
  await dan.testId('join-table').click();
  await dan.testId('lobby').waitFor();
  expect((await host.request(Msg.start, {})).ok).toBe(true);
  const clocks = dan.testId('clocks');
  await clocks.waitFor();
  expect(await clocks.textContent()).toMatch(/^Turn clocks:/);
  await waitForWords(dan, 'clock-0', 'Cleo');
  await waitForWords(dan, 'clock-1', 'Dan');
  await waitForWords(dan, 'clock-0', 'reserve spent');
  // Found and measured in one go: the strip is drawn again at every update, and a clock found
  // before one and measured after it is no longer on the page (its size reads as NaN).
  const size = await dan.page.evaluate(() => {
    const clock = document.querySelector('[data-testid="clock-0"]');
    return clock ? Number.parseFloat(getComputedStyle(clock).fontSize) : 0;
  });
  expect(size).toBeGreaterThanOrEqual(12);
  await dan.screenshot('help-clocks-reserve-spent');
});
