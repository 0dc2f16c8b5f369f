/**
 * The table page's header on a phone (#42): one row that does not scroll sideways, every
 * control in it saying in words what it does, its menus wholly on the screen; for the host, a
 * seated guest and a spectator, in the lobby, during the game and after it, in English and in
 * German (whose words are longer), at the upright phone sizes.
 */
import { browserFixture } from './fixture';
import { headerProblems } from './layoutMatrix';
import { createTableAs, joinAs, openGameMenu, PHONE, type Person } from './people';
import { headerLook } from './phoneLook';

jest.setTimeout(10 * 60_000);

const at = browserFixture();

/** 390×844 last: the screenshots (SHOTS=1) are taken at that size. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 375, height: 667 },
  { width: 430, height: 932 },
  { width: 390, height: 844 },
];
const LANGS = ['en', 'de'] as const;

/** Each menu of the header opened in turn: what of it lies off the screen, or shows no words. Pictured as `shot`-<menu> (SHOTS=1). */
async function menuProblems(person: Person, shot: string | null): Promise<string[]> {
  const problems: string[] = [];
  const closed = new Set((await headerLook(person.page)).wordless);
  const summaries = person.page.locator('.topbar summary');
  for (let i = 0; i < (await summaries.count()); i++) {
    const summary = summaries.nth(i);
    if (!(await summary.isVisible())) continue;
    const menu = await summary.evaluate((e) => (e.parentElement as HTMLElement).dataset.testid ?? 'a menu');
    // Left open by a step before (Bob's concession): closed, to be opened here.
    if (await summary.evaluate((e) => (e.parentElement as HTMLDetailsElement).open)) await summary.click();
    await summary.click();
    const items = await summary.evaluate((e) => {
      const menu = e.parentElement as HTMLDetailsElement;
      const open = menu.querySelector('.menu-items')!.getBoundingClientRect();
      return { open: menu.open, x: open.x, y: open.y, right: open.right, bottom: open.bottom, width: innerWidth, height: innerHeight };
    });
    if (!items.open) problems.push(`${menu} does not open`);
    if (shot) await person.screenshot(`${shot}-${menu}`);
    if (items.x < 0 || items.y < 0 || items.right > items.width || items.bottom > items.height) {
      problems.push(
        `${menu} opens at (${Math.round(items.x)},${Math.round(items.y)})–(${Math.round(items.right)},${Math.round(items.bottom)}), not wholly on the ${items.width}×${items.height} screen`,
      );
    }
    problems.push(
      ...(await headerLook(person.page)).wordless.filter((id) => !closed.has(id)).map((id) => `${id} in ${menu} shows no words`),
    );
    await summary.click();
  }
  return problems;
}

/** Everyone's header at every phone size, in both languages: the problems, each named by where it was. */
async function lookAtHeaders(people: Record<string, Person>, phase: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [who, person] of Object.entries(people)) {
    for (const lang of LANGS) {
      // A phone's header offers only the language not chosen.
      if ((await person.page.evaluate(() => document.documentElement.lang)) !== lang) await person.testId(`lang-${lang}`).click();
      await person.page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
      const shot = `phone-header-${phase}-${who}-${lang}`;
      for (const size of PHONES) {
        await person.page.setViewportSize(size);
        const found = [
          ...headerProblems(await headerLook(person.page)),
          ...(await menuProblems(person, size === PHONES.at(-1) ? shot : null)),
        ];
        problems.push(...found.map((problem) => `${phase}, ${who}, ${lang}, ${size.width}×${size.height}: ${problem}`));
      }
      await person.screenshot(shot);
    }
  }
  return problems;
}

test('the header is one row of words on a phone, in every phase, for the host, a guest and a spectator, in English and German', async () => {
  const ada = await at.open('Ada', PHONE);
  const bob = await at.open('Bob', PHONE);
  const sam = await at.open('Sam', PHONE);
  const { invite, watch } = await createTableAs(ada, at.origin, 'kompromat');
  await joinAs(bob, invite);
  await sam.page.goto(watch);
  await sam.testId('lobby').waitFor();
  await ada.testId('seat-list').getByText('Bob').waitFor();
  const people = { host: ada, guest: bob, spectator: sam };
  const problems = await lookAtHeaders(people, 'lobby');
  // The lobby's Game menu holds the seat's switches, nothing to concede yet; a spectator's, the watch link alone.
  expect(
    await bob
      .testId('game-menu')
      .locator('button')
      .evaluateAll((all) => all.map((b) => b.dataset.testid)),
  ).toEqual(['menu-confirm-final', 'sound-toggle', 'alerts-toggle', 'move-seat', 'copy-watch', 'leave-table']);
  expect(
    await sam
      .testId('game-menu')
      .locator('button')
      .evaluateAll((all) => all.map((b) => b.dataset.testid)),
  ).toEqual(['copy-watch']);
  // An open menu closes at a tap elsewhere, as menus do.
  await openGameMenu(bob);
  await bob.page.mouse.click(195, 830);
  expect(await bob.testId('game-menu').getAttribute('open')).toBeNull();

  await ada.testId('start-game').click();
  for (const person of [ada, bob, sam]) await person.testId('table-canvas').waitFor();
  problems.push(...(await lookAtHeaders(people, 'playing')));

  // Bob gives up: a click asks again, the second concedes. The end screen is closed to reach the header.
  await bob.testId('game-menu-open').click();
  await bob.testId('menu-concede').click();
  await bob.testId('menu-concede').click();
  for (const person of [ada, bob, sam]) {
    await person.testId('end-screen').waitFor();
    await person.page.keyboard.press('Escape');
    await person.testId('end-screen').waitFor({ state: 'hidden' });
  }
  problems.push(...(await lookAtHeaders(people, 'over')));
  expect(problems).toEqual([]);
});
