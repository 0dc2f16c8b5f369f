/**
 * "Play against bots" in Debian's Chromium against the real server and the built client. The
 * player starts a game with bots in every other seat, makes the first move of their own in
 * Kompromat, then leaves the table with the button: a stand-in bot plays their seat, so the
 * bots alone carry the game to its end, which a spectator watches. The player comes back
 * through the landing page's history, takes the seat back and finds the end screen, with the
 * log saying who played for them (replays and rematch: replay.test.ts). Screenshots land in
 * test/artifacts/bots-*.png.
 */
import { browserFixture } from './fixture';
import { describeTable } from './game';
import { brokenWords, laidWords } from './matahariTable';
import { createTableAs, DESKTOP, enabled, joinAs, leaveTable, type Person, PHONE, playAgainstBots } from './people';
import { Strategy } from './strategy';

// Software WebGL on two shared cores: generous, and never a measure of speed.
jest.setTimeout(10 * 60_000);
/** A whole game played by bots, drawn on a spectator's screen move by move. */
const GAME_WAIT_MS = 5 * 60_000;

const at = browserFixture();

/** Leaves with the button, after the watch link was read off the page; lands on the landing page. */
async function leaveForABot(person: Person): Promise<string> {
  const watch = await person.testId('watch-link').inputValue();
  await leaveTable(person);
  return watch;
}

/** A spectator follows the table until the bots have finished the game. */
async function watchToTheEnd(watch: string, name: string, people: Person[]): Promise<Person> {
  const eve = await at.open(name, DESKTOP);
  await eve.page.goto(watch);
  await eve
    .testId('end-screen')
    .waitFor({ timeout: GAME_WAIT_MS })
    .catch(async (error: unknown) => {
      throw new Error(`the bots did not finish: ${String(error)}\n${await describeTable([...people, eve])}`);
    });
  return eve;
}

/** Back through the history link: the seat is theirs again, the game is over, the log says so. */
async function comeBack(person: Person, game: string): Promise<void> {
  await person.testId('table-history').getByRole('link').first().click();
  await person.testId('end-screen').waitFor();
  const log = (await person.logLines()).join('\n');
  expect(log).toMatch(/bot plays/i);
  expect(log).toMatch(/is back/i);
  await person.screenshot(`bots-${game}-end-${person.name}`);
}

test('Kompromat against a bot: one move of mine, then I leave, the bots finish, and I come back to the end screen', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await playAgainstBots(ada, at.origin, 'kompromat');
  // The other seat says it is a bot, on the canvas: the only one, so plainly "Bot".
  const table = await ada.waitForScene('the table', (scene) => scene.some((object) => object.kind === 'seat' && object.label === 'Bot'));
  expect(table.some((object) => object.kind === 'seat' && object.label === 'Bot')).toBe(true);
  // My first move, clicked on the canvas whenever the game asks me (a bot may begin).
  const scene = await ada.waitForScene('my first decision', (objects) => enabled(objects).length > 0);
  const move = new Strategy(1).next(scene)!;
  const before = { renders: await ada.renders(), scene };
  await ada.click(move.object);
  await ada.waitForChange(before, 'my first move');
  await ada.screenshot('bots-kompromat-playing');

  const watch = await leaveForABot(ada);
  const eve = await watchToTheEnd(watch, 'Eve', [ada]);
  await eve.screenshot('bots-kompromat-end-spectator');
  await comeBack(ada, 'kompromat');
});

test('Mata Hari against three bots on a phone: I leave at once, the bots finish, and I come back to the end screen', async () => {
  const cy = await at.open('Cy', PHONE);
  await playAgainstBots(cy, at.origin, 'matahari', 4);
  await cy.waitForScene('the table', (scene) => scene.filter((object) => object.kind === 'seat').length === 3);
  await cy.screenshot('bots-matahari-playing');
  const watch = await leaveForABot(cy);
  await watchToTheEnd(watch, 'Max', [cy]);
  await comeBack(cy, 'matahari');
  // Seven columns of scores on a phone: no word is split inside itself (#26: "Docum ents").
  expect(brokenWords(await laidWords(cy, 'end-screen'))).toEqual([]);
  // Four seats on a phone: the score seat by seat, and nothing hidden off the side.
  expect(await cy.testId('score-seats').isVisible()).toBe(true);
  expect(await cy.testId('score-seats').locator('section').count()).toBe(4);
  expect(await cy.page.locator('.card.end').evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
  await cy.screenshot('bots-matahari-end-phone-seats');
});

test('an invitation names its game; a friend who drops is said to be offline, with how long the table waits for them', async () => {
  const ada = await at.open('Ada', DESKTOP);
  const { invite } = await createTableAs(ada, at.origin, 'kompromat');
  const bob = await at.open('Bob', DESKTOP);
  // The invitation names its game, and so does the lobby.
  await bob.page.goto(invite);
  await bob.testId('join-table').waitFor();
  expect(await bob.page.locator('h1').first().textContent()).toBe('You are invited to a table of Kompromat');
  await joinAs(bob, invite);
  expect(await bob.testId('lobby').locator('h1').textContent()).toMatch(/^Kompromat/);
  await ada.testId('start-game').click();
  await bob.testId('game-log').waitFor();

  // Bob's network goes: his page closes without a goodbye.
  await bob.close();
  const notice = ada.testId('away-1');
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/^Bob is offline\. The table waits \d+:\d\d for them; then a bot plays their seat/);
  await ada.screenshot('bots-away-notice');
});

test('an invitation opened again in the same tab keeps the name typed and leads to the lobby', async () => {
  const ada = await at.open('Ada', DESKTOP);
  const { invite } = await createTableAs(ada, at.origin, 'kompromat');
  const bob = await at.open('Bob', DESKTOP);
  let checks = 0;
  await bob.page.route('**/api/invite/**', (request) => {
    checks++;
    return request.continue();
  });
  await bob.page.goto(invite);
  await bob.testId('name-input').fill('Bob');
  // The same address again is no reload: the browser fires `popstate`, which must not draw the
  // form again behind the typed name, or later over the lobby the join leads to.
  await bob.page.goto(invite);
  expect(await bob.testId('name-input').inputValue()).toBe('Bob');
  await bob.testId('join-table').click();
  await bob.testId('lobby').waitFor();
  expect(checks).toBe(1);
});
