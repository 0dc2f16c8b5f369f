/**
 * #27 item 1, every page in the theme: the landing page, a page for a bad address, the invite,
 * the lobby, the table with its action bar in use, the landing page's history, the end screen
 * the replay and Mata Hari's action panel, each read on a desktop and a phone width (themeCheck.ts: no browser-default
 * control, the bundled font, readable text), with the keyboard's focus in sight. Ada (desktop)
 * opens a Kompromat table, Bob (phone) joins; both leave and bots finish the game.
 * Screenshots: test/artifacts/theme-<page>-desktop.png and -phone.png.
 */
import { replayId, SPECTATOR } from '@dead-drop/shared';
import { askReplay } from '../fixtures/secretApis';
import { browserFixture } from './fixture';
import { createTableAs, DESKTOP, joinAs, leaveTable, type Person, PHONE, playAgainstBots } from './people';
import { themeProblems } from './themeCheck';

jest.setTimeout(10 * 60_000);
/** Bots finish the game once both have left; no screen draws it meanwhile. */
const GAME_WAIT_MS = 5 * 60_000;

const at = browserFixture();

/** Resolves once bots have played the table's first game to its end: its replay opens only then. */
async function gameOver(watchLink: string): Promise<void> {
  const link = new URL(watchLink);
  const roomId = link.pathname.split('/').at(-1)!;
  const secret = new URLSearchParams(link.hash.slice(1)).get('watch')!;
  const deadline = Date.now() + GAME_WAIT_MS;
  while (!(await askReplay(at.origin, replayId(roomId, 1), secret, SPECTATOR)).ok) {
    if (Date.now() > deadline) throw new Error('the bots did not finish the game');
    // Replays are asked for at most once a second per address.
    await new Promise((pause) => setTimeout(pause, 2000));
  }
}

/** The page checked as it is, and at the other width too; a screenshot at each. */
async function look(person: Person, page: string): Promise<void> {
  const own = person.page.viewportSize()!;
  const widths =
    own.width === DESKTOP.viewport.width
      ? ([
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const)
      : ([
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const);
  for (const [device, { viewport }] of widths) {
    await person.page.setViewportSize(viewport);
    // The canvas follows the page's size on its next frames.
    await person.page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect({ page, device, problems: await person.page.evaluate(themeProblems) }).toEqual({ page, device, problems: [] });
    await person.screenshot(`theme-${page}-${device}`);
  }
  await person.page.setViewportSize(own);
}

/** Tab moves the keyboard's focus onto a control, which shows the highlight's ring. */
async function focusRingShows(person: Person): Promise<void> {
  await person.page.keyboard.press('Tab');
  const ring = await person.page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineColor}`;
  });
  expect(ring).toBe('solid rgb(255, 211, 77)');
}

test('every page is drawn in the theme, on a desktop and on a phone', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('create-table').waitFor();
  await look(ada, 'landing');
  await focusRingShows(ada);

  await ada.page.goto(`${at.origin}/no/such/page`);
  await ada.testId('not-found').waitFor();
  await look(ada, 'not-found');

  const { invite, watch } = await createTableAs(ada, at.origin, 'kompromat');
  const bob = await at.open('Bob', PHONE);
  await bob.page.goto(invite);
  await bob.testId('join-table').waitFor();
  await look(bob, 'invite');
  await joinAs(bob, invite);
  await ada.testId('start-game').waitFor();
  await look(ada, 'lobby');

  await ada.testId('start-game').click();
  // Whoever begins has moves in the action bar, which comes into sight with the keyboard's focus.
  const [player] = await Promise.race(
    [ada, bob].map(async (person) => {
      await person.testId('action-bar').locator('button').first().waitFor({ state: 'attached' });
      return [person];
    }),
  );
  await player!.testId('action-bar').locator('button').first().focus();
  await look(player!, 'table-action-bar');

  await leaveTable(ada);
  await leaveTable(bob);
  await look(ada, 'landing-history');
  await gameOver(watch);
  // The history leads back to the finished table: its end screen.
  await ada.testId('table-history').getByRole('link').first().click();
  await ada.testId('end-screen').waitFor();
  await look(ada, 'end');

  await ada.page.goto(new URL((await ada.testId('replay-link').getAttribute('href'))!, at.origin).href);
  await ada.testId('replay-step').waitFor();
  await look(ada, 'replay');

  // Mata Hari's panel under the canvas: the most controls of any page (selects, chips, a checkbox).
  await playAgainstBots(ada, at.origin, 'matahari', 3);
  await ada.page.locator('.composer').waitFor();
  await look(ada, 'matahari-panel');
});
