/**
 * Friends in other time zones, in Chromium: the site installs (service worker, valid
 * manifest, icons) and opens offline to its own page; the landing page lists this browser's
 * tables with the one waiting for this player first; and a seat taken to a second browser by
 * a one-time link plays on there while the first is told that it moved, and the link does
 * not work twice.
 */
import { TableClient } from '../../workshop/src/tableClient';
import { browserFixture } from './fixture';
import { DESKTOP, leaveTable, openGameMenu, PHONE, playAgainstBots, type Person } from './people';
import { Strategy } from './strategy';

jest.setTimeout(10 * 60_000);

const at = browserFixture();

/** Asks `read` again until `done` says yes (or 30 s pass), and gives the last answer. */
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The room id of the table `person` is at. */
function roomOf(person: Person): string {
  return /\/t\/([A-Za-z0-9_-]+)/.exec(person.page.url())![1]!;
}

test('installable: the service worker runs, the manifest is valid, and offline pages say so', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  const worker = await ada.page.evaluate(() => navigator.serviceWorker.ready.then((ready) => ready.active?.scriptURL));
  expect(worker).toBe(`${at.origin}/sw.js`);
  const manifest = await ada.page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
    const read = (await (await fetch(href)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    const icons = await Promise.all(
      read.icons
        .filter((icon) => icon.type === 'image/png')
        .map(
          (icon) =>
            new Promise<string>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(`${icon.sizes}=${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => resolve(`${icon.sizes}: does not load`);
              image.src = icon.src;
            }),
        ),
    );
    return { ...read, loaded: icons };
  });
  expect(manifest).toMatchObject({ name: 'Dead Drop', start_url: '/', display: 'standalone' });
  expect(manifest.loaded).toEqual(['192x192=192x192', '512x512=512x512', '512x512=512x512']);
  // What Chromium itself checks before it offers to install the site; a test's browser
  // context is incognito, where nothing installs, whatever the site.
  await ada.page.reload();
  const cdp = await ada.context.newCDPSession(ada.page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  await ada.context.setOffline(true);
  await ada.page.goto(`${at.origin}/t/some-table`);
  await ada.testId('offline').waitFor();
  await ada.context.setOffline(false);
});

test('your tables lists the one waiting for you first; a seat moves to another browser once, and the first is told', async () => {
  const ada = await at.open('Ada', DESKTOP);
  // A game against bots: it waits for Ada at once.
  await playAgainstBots(ada, at.origin, 'kompromat');
  const waiting = roomOf(ada);
  // A game with Bob, seen later: Ada leaves it to her stand-in, and it waits for Bob.
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-kompromat').click();
  await ada.testId('name-input').fill('Ada');
  await ada.testId('create-table').click();
  await ada.testId('invite-link').waitFor();
  const other = roomOf(ada);
  const invite = new URL(await ada.testId('invite-link').inputValue()).hash.replace('#invite=', '');
  const bob = await TableClient.join(at.endpoint, other, { invite: decodeURIComponent(invite), name: 'Bob' });
  at.bots.push(bob);
  await ada.testId('seat-list').getByText('Bob').waitFor();
  await ada.testId('start-game').click();
  await ada.testId('game-log').waitFor();
  await leaveTable(ada);
  // If the deal gave Ada the first turn, her stand-in plays it after she left: the list is read
  // once the table waits for Bob (read before, it said "Your move", one run in a few).
  await until(
    () => bob.hasLegal(),
    (bobs) => bobs,
  );
  await ada.page.reload();

  const listed = ada.testId('your-table');
  expect(
    await until(
      () => listed.count(),
      (count) => count === 2,
    ),
  ).toBe(2);
  expect(await listed.nth(0).getAttribute('data-room')).toBe(waiting);
  expect(await listed.nth(0).textContent()).toContain('Your move');
  expect(await listed.nth(1).getAttribute('data-room')).toBe(other);
  expect(await listed.nth(1).textContent()).toContain('Waiting for Bob');
  await ada.screenshot('alerts-your-tables');

  // Ada takes her seat at the waiting table to her phone.
  await listed.nth(0).getByRole('link').click();
  await openGameMenu(ada);
  await ada.testId('move-seat').click();
  const link = await ada.testId('move-link').getAttribute('href');
  await ada.screenshot('alerts-move-dialog');
  expect(link).toMatch(new RegExp(`^${at.origin}/take#.+`));
  const phone = await at.open('Ada', PHONE);
  await phone.page.goto(link!);
  await phone.page.waitForURL(`${at.origin}/t/${waiting}`);
  await phone.testId('move-seat').waitFor({ state: 'attached' });
  // Its move waits: the tab's icon has the unread dot.
  expect(
    await until(
      () => phone.page.locator('link[rel="icon"]').getAttribute('href'),
      (href) => href === '/favicon-unread.svg',
    ),
  ).toBe('/favicon-unread.svg');
  await ada.testId('seat-moved').waitFor();
  // The dialog says it all: no red banner under it, and the page does not come back by itself.
  expect(await ada.testId('banner-disconnected').isHidden()).toBe(true);
  await ada.screenshot('alerts-seat-moved');

  // The phone plays on: its move is taken by the server.
  const step = () => at.server.alerts.board.news(waiting)?.step ?? -1;
  const before = step();
  await phone.waitUntilStill();
  await phone.screenshot('alerts-phone-table');
  const move = new Strategy(1).next(await phone.scene());
  expect(move).not.toBeNull();
  await phone.click(move!.object);
  expect(await until(step, (now) => now > before)).toBeGreaterThan(before);

  // The link worked once.
  const late = await at.open('Eve', DESKTOP);
  await late.page.goto(link!);
  await late.testId('take-refused').waitFor();
});

test("alerts allowed but no push service here: the button says what to do, not the browser's error", async () => {
  const ada = await at.open('Ada', PHONE);
  // A test's browser context is a private window: Chromium allows the notification and then
  // refuses the push subscription ("Registration failed - permission denied").
  await ada.context.grantPermissions(['notifications'], { origin: at.origin });
  await playAgainstBots(ada, at.origin, 'kompromat');
  await openGameMenu(ada);
  expect(await ada.testId('alerts-toggle').textContent()).toBe('Alerts on this device: off');
  await ada.testId('alerts-toggle').click();
  const said = await ada.testId('toast-error').textContent();
  expect(said).not.toMatch(/Registration failed|permission denied/);
  expect(said).toContain('cannot receive them here');
  expect(await ada.testId('alerts-toggle').getAttribute('aria-pressed')).toBe('false');
});
