/**
 * "Play against bots" in Debian's Chromium against the real server and the built client. The
 * player starts a game with bots in every other seat, makes the first move of their own in
 * Kompromat, then leaves the table with the button: a stand-in bot plays their seat, so the
 * bots alone carry the game to its end, which a spectator watches. The player comes back
 * through the landing page's history, takes the seat back and finds the end screen, with the
 * log saying who played for them. After the game: the replay steps through it as a seat and
 * as a spectator saw it, and a rematch starts the next game at the same table.
 * Screenshots land in test/artifacts/bots-*.png, replay-*.png and rematch-*.png.
 */
import type { Page } from 'playwright-core';
import type { HookObject } from '../../client/src/testHook';
import { browserFixture } from './fixture';
import { describeTable } from './game';
import { ARTIFACTS, DESKTOP, enabled, Person, PHONE, playAgainstBots } from './people';
import { Strategy } from './strategy';

// Software WebGL on two shared cores: generous, and never a measure of speed.
jest.setTimeout(10 * 60_000);
/** A whole game played by bots, drawn on a spectator's screen move by move. */
const GAME_WAIT_MS = 5 * 60_000;

const at = browserFixture();

/** Leaves with the button, after the watch link was read off the page; lands on the landing page. */
async function leaveForABot(person: Person): Promise<string> {
  const watch = await person.testId('watch-link').inputValue();
  await person.testId('leave-table').click();
  await person.testId('table-history').waitFor();
  return watch;
}

/** A spectator follows the table until the bots have finished the game. */
async function watchToTheEnd(watch: string, name: string, people: Person[]): Promise<Person> {
  const eve = await at.open(name, DESKTOP);
  await eve.page.goto(watch);
  await eve.testId('end-screen').waitFor({ timeout: GAME_WAIT_MS }).catch(async (error: unknown) => {
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
  // The other seat says it is a bot, on the canvas.
  const table = await ada.waitForScene('the table', (scene) => scene.some((object) => object.kind === 'seat' && /Bot 2/.test(object.label)));
  expect(table.some((object) => object.kind === 'seat' && /Bot 2/.test(object.label))).toBe(true);
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
});

test('an invitation names its game; a friend who drops is said to be offline, with how long the table waits for them', async () => {
  const ada = await at.open('Ada', DESKTOP);
  await ada.page.goto(`${at.origin}/`);
  await ada.testId('game-kompromat').click();
  await ada.testId('name-input').fill('Ada');
  await ada.testId('create-table').click();
  const invite = await ada.testId('invite-link').inputValue();
  const bob = await at.open('Bob', DESKTOP);
  await bob.page.goto(invite);
  // The invitation names its game, and so does the lobby.
  await bob.testId('join-table').waitFor();
  expect(await bob.page.locator('h1').first().textContent()).toBe('You are invited to a table of Kompromat');
  await bob.testId('name-input').fill('Bob');
  await bob.testId('join-table').click();
  await bob.testId('lobby').waitFor();
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

describe('after the game', () => {
  /** The hook's objects on a plain page (the replay opens in a tab of its own). */
  const sceneOf = (page: Page) => page.evaluate(() => window.deadDrop?.scene() ?? []);
  const stepOf = async (page: Page) => Number(/Step (\d+)/.exec(await page.getByTestId('replay-step').textContent() ?? '')?.[1]);
  /** A card of seat 0 lying face down that this screen draws with its value. */
  const ownSecret = (scene: HookObject[]) => scene.some(({ card }) => card && !card.up && !card.shown && card.rank !== undefined && card.seat === 0);

  test('the replay steps through the game as my seat saw it and as a spectator did; a rematch starts the next game, and the spectator follows', async () => {
    const ada = await at.open('Ada', DESKTOP);
    await playAgainstBots(ada, at.origin, 'kompromat');
    const watch = await leaveForABot(ada);
    const eve = await watchToTheEnd(watch, 'Eve', [ada]);
    await comeBack(ada, 'kompromat-rematch');

    // The replay, from the end screen's link, in a tab of its own.
    const href = await ada.testId('replay-link').getAttribute('href');
    const replay = await ada.context.newPage();
    await replay.goto(`${at.origin}${href}`);
    await replay.getByTestId('replay-result').waitFor();
    const last = await stepOf(replay);
    expect(last).toBeGreaterThan(50);
    const atTheEnd = JSON.stringify(await sceneOf(replay));
    await replay.getByTestId('replay-first').click();
    expect(await stepOf(replay)).toBe(0);
    expect(JSON.stringify(await sceneOf(replay))).not.toBe(atTheEnd);
    await replay.getByTestId('replay-forward').click();
    expect(await stepOf(replay)).toBe(1);
    await replay.getByTestId('replay-back').click();
    expect(await stepOf(replay)).toBe(0);
    // Forward to a moment when my own face-down card shows its value to me...
    for (let step = 0; !ownSecret(await sceneOf(replay)); step++) {
      if (step > last) throw new Error('no face-down card of mine in the whole replay');
      await replay.keyboard.press('ArrowRight');
    }
    const moment = await stepOf(replay);
    await replay.screenshot({ path: `${ARTIFACTS}/replay-kompromat-seat.png` });
    // ...which a spectator's replay of the same moment does not show.
    await replay.getByTestId('replay-viewer').selectOption({ label: 'a spectator' });
    await replay.waitForFunction(() => !(window.deadDrop?.scene() ?? []).some(({ card }) => card && !card.up && !card.shown && card.rank !== undefined));
    expect(await stepOf(replay)).toBe(moment);
    await replay.screenshot({ path: `${ARTIFACTS}/replay-kompromat-spectator.png` });
    await replay.getByTestId('replay-last').click();
    expect(await stepOf(replay)).toBe(last);
    await replay.close();

    // A rematch: Ada is the only person at the table, so it starts at once; Eve follows.
    await ada.testId('rematch').click();
    await ada.testId('end-screen').waitFor({ state: 'hidden' });
    await eve.testId('end-screen').waitFor({ state: 'hidden' });
    // A fresh log: nothing of the last game (its end, the notes of who left and came back).
    for (const person of [ada, eve]) {
      await person.page.waitForFunction(() => !Array.from(document.querySelectorAll('[data-testid="game-log"] li')).some((li) => /Game over|is back/.test(li.textContent ?? '')));
    }
    // The game goes on: Ada gets her moves in the new game.
    await ada.waitForScene('a move in the new game', (objects) => enabled(objects).length > 0);
    await ada.screenshot('rematch-kompromat-Ada');
    await eve.screenshot('rematch-kompromat-Eve');
  });
});
