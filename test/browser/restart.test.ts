/**
 * The server restarts under a game of Kompromat: two players and a spectator keep their pages
 * open, nobody reloads. Each page says it is reconnecting while the server is down, comes back
 * to the table by itself once the server is up again with the same store (through the saved
 * seat key, or the spectator secret), says the table was restored, and the game goes on.
 * Screenshot: test/artifacts/reconnect-after-restart.png.
 */
import { browserFixture } from './fixture';
import { describeTable, seatOf } from './game';
import { createTableAs, DESKTOP, enabled, joinAs, type Person } from './people';
import { Strategy } from './strategy';

// Software WebGL on two shared cores: generous, and never a measure of speed.
jest.setTimeout(5 * 60_000);

const at = browserFixture();

/** Whoever the game waits for makes one move; every page draws it. */
async function oneMove(players: Person[], everyone: Person[]): Promise<void> {
  await Promise.all(players.map((player) => player.waitUntilStill()));
  for (const player of players) {
    const scene = await player.scene();
    const move = enabled(scene).length > 0 ? new Strategy(1).next(scene) : null;
    if (!move) continue;
    const logs = await Promise.all(everyone.map(async (person) => (await person.logLines()).length));
    const before = { renders: await player.renders(), scene };
    await player.click(move.object);
    await player.waitForChange(before, `clicking ${move.object.id}`);
    // The move reached every page: its log has a line more.
    await Promise.all(
      everyone.map((person, i) =>
        person.page.waitForFunction((count) => document.querySelectorAll('[data-testid="game-log"] li').length > count, logs[i]!),
      ),
    );
    return;
  }
  throw new Error(`nobody can move\n${await describeTable(everyone)}`);
}

/** Marks the page: a reload would forget the mark. */
async function mark(person: Person): Promise<void> {
  await person.page.evaluate(() => {
    document.documentElement.dataset.sincePageLoad = 'yes';
  });
}

test('a restart: both players and a spectator come back to the table by themselves, and the game goes on', async () => {
  const ada = await at.open('Ada', DESKTOP);
  const bob = await at.open('Bob', DESKTOP);
  const eve = await at.open('Eve', DESKTOP);
  const players = [ada, bob];
  const everyone = [ada, bob, eve];
  const { invite, watch } = await createTableAs(ada, at.origin, 'kompromat');
  await joinAs(bob, invite);
  await eve.page.goto(watch);
  await eve.testId('lobby').waitFor();
  await ada.testId('seat-list').getByText('Bob').waitFor();
  await ada.testId('start-game').click();
  const seats = new Map<Person, number | undefined>();
  for (const person of everyone) {
    const scene = await person.waitForScene('name plates', (objects) => objects.filter((object) => object.kind === 'seat').length === 2);
    seats.set(person, seatOf(scene, person.name));
  }
  await oneMove(players, everyone);
  for (const person of everyone) await mark(person);
  const oldCanvas = await ada.page.evaluateHandle(() => document.querySelector('canvas'));

  await at.restart(async () => {
    // While the server is down, every page says it is coming back, and offers no reload yet.
    for (const person of everyone) {
      await person.page.locator('[data-testid="banner-disconnected"][data-state="comingBack"]').waitFor();
      expect(await person.testId('banner-disconnected').textContent()).toBe('Reconnecting to the table…');
      expect(await person.testId('banner-disconnected').getByRole('button').count()).toBe(0);
    }
  });

  // Back by themselves: the table says it was restored, the banner goes, and nobody reloaded.
  await Promise.all(
    everyone.map((person) =>
      person.page
        .getByTestId('toast-note')
        .filter({ hasText: /restored/ })
        .waitFor(),
    ),
  ).catch(async (error: unknown) => {
    throw new Error(`not back at the table: ${String(error)}\n${await describeTable(everyone)}`);
  });
  await ada.screenshot('reconnect-after-restart');
  for (const person of everyone) {
    await person.testId('banner-disconnected').waitFor({ state: 'hidden' });
    expect(await person.page.evaluate(() => document.documentElement.dataset.sincePageLoad)).toBe('yes');
    // One table page: the old one's canvas was taken down, not left beside the new one.
    expect(await person.page.locator('canvas').count()).toBe(1);
    const scene = await person.waitForScene(
      'name plates again',
      (objects) => objects.filter((object) => object.kind === 'seat').length === 2,
    );
    expect(seatOf(scene, person.name)).toBe(seats.get(person));
  }
  // The old page's canvas gave its WebGL context back (a browser holds only a few).
  expect(
    await oldCanvas.evaluate((canvas) => (canvas?.getContext('webgl2') ?? canvas?.getContext('webgl'))?.isContextLost() ?? 'no context'),
  ).toBe(true);
  expect(await eve.testId('leave-table').count()).toBe(0);
  expect(await ada.testId('leave-table').count()).toBe(1);

  await oneMove(players, everyone);
});
