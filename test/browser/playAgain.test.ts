/**
 * The host's table in the browser (#31): a Kompromat game paused and resumed from the host's
 * menu, conceded from the game menu, then the group moved from the finished table to a new
 * Compile lobby through "Play again with this group", the guest's page following the
 * invitation once accepted.
 */
import { browserFixture } from './fixture';
import type { Locator } from 'playwright-core';
import { createTableAs, DESKTOP, joinAs, PHONE } from './people';

jest.setTimeout(10 * 60_000);

const at = browserFixture();

/** Whether two shown elements overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element is not shown');
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

test('a group moves from a finished Kompromat table to a new Compile lobby', async () => {
  const ada = await at.open('Ada', DESKTOP);
  const bob = await at.open('Bob', PHONE);
  const eve = await at.open('Eve', DESKTOP);
  const { invite, watch } = await createTableAs(ada, at.origin, 'kompromat');
  await joinAs(bob, invite);
  await eve.page.goto(watch);
  await eve.testId('lobby').waitFor();
  await ada.testId('seat-list').getByText('Bob').waitFor();
  await ada.testId('start-game').click();
  for (const person of [ada, bob]) await person.testId('table-canvas').waitFor();
  const oldTable = new URL(ada.page.url()).pathname;

  // The host pauses from her menu, by keyboard: everyone reads it; then she resumes.
  await ada.testId('host-menu-open').focus();
  await ada.page.keyboard.press('Enter');
  await ada.screenshot('play-again-00-host-menu');
  await ada.testId('menu-pause').focus();
  await ada.page.keyboard.press('Enter');
  for (const person of [ada, bob]) await person.testId('paused-banner').waitFor();
  expect(await bob.testId('paused-banner').textContent()).toMatch(/Paused by the host/);
  // The open menu lies over the table, not over the news it acts on (#42).
  expect(await overlap(ada.page.locator('[data-testid="host-menu"] .menu-items'), ada.testId('paused-banner'))).toBe(false);
  expect(await bob.testId('host-menu').count()).toBe(0);
  await ada.testId('menu-pause').click();
  await bob.testId('paused-banner').waitFor({ state: 'hidden' });

  // Bob gives up: a click asks again, the second concedes; Ada wins.
  await bob.testId('game-menu-open').click();
  await bob.testId('menu-concede').click();
  await bob.testId('menu-concede').click();
  for (const person of [ada, bob]) {
    await person.testId('end-screen').waitFor();
    expect(await person.testId('end-headline').textContent()).toBe('Ada wins: Bob conceded.');
  }
  await bob.screenshot('play-again-01-conceded');
  // Two people: no Mata Hari (3 to 7) among the games for the group, another game than this first (#42).
  expect(await ada.testId('play-again-game').locator('option').allTextContents()).toEqual(['Kompromat', 'Compile']);
  expect(await ada.testId('play-again-game').inputValue()).toBe('Compile');
  // The spectator is told that the group may move on without them.
  await eve.testId('end-screen').waitFor();
  expect(await eve.testId('play-again-watching').textContent()).toMatch(/Spectators are not taken along/);

  // Ada opens a Compile table for the group; Bob is invited and follows.
  await ada.testId('play-again-game').selectOption({ label: 'Compile' });
  await ada.testId('play-again').click();
  await ada.testId('lobby').waitFor();
  // Read while a seat is free: a full lobby offers no invitation link (#42).
  const newInvite = await ada.testId('invite-link').inputValue();
  await bob.testId('invitation').waitFor();
  expect(await bob.testId('invitation').textContent()).toMatch(/Ada opened a new table of Compile/);
  await bob.screenshot('play-again-02-invited');
  await bob.testId('invitation-accept').click();
  await bob.testId('lobby').waitFor();
  await ada.testId('seat-list').getByText('Bob').waitFor();
  const newTable = new URL(ada.page.url()).pathname;
  expect(newTable).not.toBe(oldTable);
  expect(new URL(bob.page.url()).pathname).toBe(newTable);
  expect(await bob.testId('lobby').locator('h1').textContent()).toMatch(/^Compile/);
  await ada.screenshot('play-again-03-new-lobby');

  // Ada removes Bob from the lobby: he stays out, by his browser's seat key, until she lets him back in.
  await ada.testId('host-menu-open').click();
  await ada.testId('menu-remove-1').click();
  await bob.testId('banner-disconnected').getByText('You are no longer seated at this table.').waitFor();
  // A new page load: the address differs from the table's only in its fragment.
  await bob.page.goto('about:blank');
  await bob.page.goto(newInvite);
  await bob.testId('name-input').fill('Robert');
  await bob.testId('join-table').click();
  await bob.testId('problem').getByText('The host removed you from this table').waitFor();
  await ada.testId('menu-let-back-0').click();
  await ada.testId('menu-let-back-0').waitFor({ state: 'detached' });
  await bob.page.goto('about:blank');
  await joinAs(bob, newInvite);
  await ada.testId('seat-list').getByText('Bob').waitFor();
});
