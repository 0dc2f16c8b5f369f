/**
 * After a game of Kompromat, in Debian's Chromium against the real server and the built
 * client: Ada (desktop) opens a table, Bob joins on a phone, Eve watches. The one who begins
 * makes the first move on the canvas, then both leave with the button: stand-in bots finish
 * the game (without pause in tests) while Eve watches. Both come back to the end screen. Then:
 * - the replay, opened from the end screen's link, steps forwards, backwards, to the last and
 *   the first step, by its buttons and its keys, and plays on its own; each seat's replay
 *   shows that seat's face-down values, the other seat's and a spectator's do not; with every
 *   card face up, both seats' face-down values show at the same step;
 * - a rematch asked for by Ada waits for Bob (who can close the end screen and get it back),
 *   then starts the next game at the same table with the other player beginning, a fresh log,
 *   and Eve following; the finished game's replay stays, the running one has none.
 * Screenshots land in test/artifacts/replay-*.png and rematch-*.png.
 */
import type { Page } from 'playwright-core';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { describeTable, seatOf } from './game';
import { createTableAs, DESKTOP, enabled, joinAs, leaveTable, type Person, PHONE, shoot, UI_WAIT_MS } from './people';
import { Strategy } from './strategy';

// Software WebGL on two shared cores: generous, and never a measure of speed.
jest.setTimeout(15 * 60_000);
/** A whole game played by bots, drawn on a spectator's screen move by move. */
const GAME_WAIT_MS = 5 * 60_000;

const at = browserFixture();

/** What a scene shows and offers, wherever its objects are at the moment (tweens move them). */
function content(scene: SceneObject[]): string {
  return JSON.stringify(scene.map(({ x, y, w, h, ...rest }) => rest));
}

/** Face-down cards of `seat` lying at the missions, with or without their value drawn. */
function faceDown(scene: SceneObject[], seat: number): SceneObject[] {
  return scene.filter(({ id, card }) => id.startsWith('card:') && card && !card.up && card.seat === seat);
}

function faceDownOf(scene: SceneObject[], seat: number): string[] {
  return faceDown(scene, seat).map(({ id }) => id);
}

/** Those of them that this screen draws with their value. */
function secretsOf(scene: SceneObject[], seat: number): SceneObject[] {
  return faceDown(scene, seat).filter(({ card }) => !card!.shown && card!.rank !== undefined);
}

/** The person whose screen offers the deck: whose turn begins the game. */
async function whoBegins(people: Person[]): Promise<Person> {
  const deadline = Date.now() + UI_WAIT_MS;
  for (;;) {
    const offers = await Promise.all(people.map(async (person) => enabled(await person.scene(), 'deck').length > 0));
    const starters = people.filter((_, index) => offers[index]);
    if (starters.length > 1) throw new Error(`more than one may draw:\n${await describeTable(people)}`);
    if (starters[0]) return starters[0];
    if (Date.now() > deadline) throw new Error(`nobody may draw:\n${await describeTable(people)}`);
    await people[0]!.page.waitForTimeout(100);
  }
}

/** Leaves with the button: a bot plays the seat; the landing page lists the table. */
async function leaveForABot(person: Person): Promise<void> {
  await leaveTable(person);
}

/** Back through the landing page's history: the seat is theirs again, the game is over. */
async function comeBack(person: Person): Promise<void> {
  await person.testId('table-history').getByRole('link').first().click();
  await person.testId('end-screen').waitFor();
  expect((await person.logLines()).join('\n')).toMatch(/is back/);
}

/** The replay page read through its controls and the test hook. */
class Replay {
  constructor(readonly page: Page) {}

  testId(id: string) {
    return this.page.getByTestId(id);
  }

  /** "Step 12 / 143": the step shown and the last one. */
  async counter(): Promise<{ step: number; last: number }> {
    const text = (await this.testId('replay-step').textContent()) ?? '';
    const [, step, last] = /^Step (\d+) \/ (\d+)$/.exec(text) ?? [];
    if (step === undefined || last === undefined) throw new Error(`no step counter: "${text}"`);
    return { step: Number(step), last: Number(last) };
  }

  async step(): Promise<number> {
    return (await this.counter()).step;
  }

  scene(): Promise<SceneObject[]> {
    return this.page.evaluate(() => window.deadDrop?.scene() ?? []);
  }

  renders(): Promise<number> {
    return this.page.evaluate(() => window.deadDrop?.renders ?? 0);
  }

  /** Another viewer, by the name in the list; resolves once their replay is drawn. */
  async seeAs(label: string): Promise<SceneObject[]> {
    const renders = await this.renders();
    await this.testId('replay-viewer').selectOption({ label });
    await this.page.waitForFunction((before) => (window.deadDrop?.renders ?? 0) > before, renders);
    return this.scene();
  }

  async screenshot(stage: string): Promise<void> {
    await shoot(this.page, stage);
  }
}

/** Opens the end screen's replay link, which opens a tab of its own beside the table. */
async function openReplay(person: Person): Promise<Replay> {
  const [page] = await Promise.all([person.context.waitForEvent('page'), person.testId('replay-link').click()]);
  page.setDefaultTimeout(UI_WAIT_MS);
  const replay = new Replay(page);
  await replay.testId('replay-step').waitFor();
  return replay;
}

/** Resolves once a page's log holds nothing of the last game: its notes of who left and came back. */
function freshLog(page: Page) {
  return page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[data-testid="game-log"] li')).some((li) =>
        /left the table|is back/.test(li.textContent ?? ''),
      ),
  );
}

test('the replay of a finished game, as each seat and as a spectator saw it; a rematch by everyone at the table', async () => {
  // The table: Ada hosts on a desktop, Bob joins on a phone, Eve watches.
  const ada = await at.open('Ada', DESKTOP);
  const { invite, watch } = await createTableAs(ada, at.origin, 'kompromat');
  const bob = await at.open('Bob', PHONE);
  await joinAs(bob, invite);
  // Eve watches from the lobby to the end, and on into the next game.
  const eve = await at.open('Eve', DESKTOP);
  await eve.page.goto(watch);
  await eve.testId('lobby').waitFor();
  await ada.testId('seat-list').getByText('Bob').waitFor();
  await ada.testId('start-game').click();

  const seats = new Map<Person, number>();
  for (const person of [ada, bob, eve]) {
    const scene = await person.waitForScene('name plates', (objects) => objects.filter((object) => object.kind === 'seat').length === 2);
    if (person !== eve) seats.set(person, seatOf(scene, person.name)!);
  }
  const adaSeat = seats.get(ada)!;
  const bobSeat = seats.get(bob)!;
  expect([adaSeat, bobSeat].sort()).toEqual([0, 1]);

  // Whoever begins makes the first move on the canvas; then both leave and bots play on.
  const first = await whoBegins([ada, bob]);
  const scene = await first.scene();
  const before = { renders: await first.renders(), scene };
  await first.click(new Strategy(1).next(scene)!.object);
  await first.waitForChange(before, 'the first move');
  await leaveForABot(ada);
  await leaveForABot(bob);
  await eve
    .testId('end-screen')
    .waitFor({ timeout: GAME_WAIT_MS })
    .catch(async (error: unknown) => {
      throw new Error(`the bots did not finish: ${String(error)}\n${await describeTable([ada, bob, eve])}`);
    });
  await comeBack(ada);
  await comeBack(bob);
  const headline = await ada.testId('end-screen').locator('.headline').textContent();

  // (a) The replay, from the end screen, as Ada saw the game: it opens at the result.
  const replay = await openReplay(ada);
  await replay.testId('replay-result').waitFor();
  expect(await replay.testId('replay-result').textContent()).toBe(headline);
  expect(await replay.testId('replay-viewer').inputValue()).toBe(String(adaSeat));
  const { step: end, last } = await replay.counter();
  expect(end).toBe(last);
  expect(last).toBeGreaterThan(50);
  // Nothing on a replay's canvas can be played.
  expect(enabled(await replay.scene())).toEqual([]);
  await replay.screenshot('replay-last-Ada');
  const atTheEnd = content(await replay.scene());

  await replay.testId('replay-first').click();
  expect(await replay.step()).toBe(0);
  expect(await replay.testId('replay-result').count()).toBe(0);
  expect(await replay.testId('replay-back').isDisabled()).toBe(true);
  const atTheStart = content(await replay.scene());
  expect(atTheStart).not.toBe(atTheEnd);
  await replay.screenshot('replay-first-Ada');
  await replay.testId('replay-forward').click();
  expect(await replay.step()).toBe(1);
  expect(content(await replay.scene())).not.toBe(atTheStart);
  expect(await replay.testId('game-log').locator('li').count()).toBeGreaterThan(0);
  await replay.testId('replay-back').click();
  expect(await replay.step()).toBe(0);
  expect(content(await replay.scene())).toBe(atTheStart);
  await replay.testId('replay-last').click();
  expect(await replay.step()).toBe(last);
  expect(content(await replay.scene())).toBe(atTheEnd);
  expect(await replay.testId('replay-forward').isDisabled()).toBe(true);
  await replay.testId('replay-result').waitFor();

  // The keys do the same, wherever the page's focus is not a field.
  await replay.page.locator('.replay-head h1').click();
  await replay.page.keyboard.press('Home');
  expect(await replay.step()).toBe(0);
  await replay.page.keyboard.press('ArrowRight');
  expect(await replay.step()).toBe(1);
  await replay.page.keyboard.press('End');
  expect(await replay.step()).toBe(last);
  await replay.page.keyboard.press('ArrowLeft');
  expect(await replay.step()).toBe(last - 1);
  await replay.page.keyboard.press('Home');
  // Space plays it on its own, and pauses it.
  await replay.page.keyboard.press('Space');
  expect(await replay.testId('replay-play').textContent()).toBe('Pause');
  await replay.page.waitForFunction(
    () => Number(/\d+/.exec(document.querySelector('[data-testid="replay-step"]')?.textContent ?? '')?.[0]) >= 2,
  );
  await replay.page.keyboard.press('Space');
  expect(await replay.testId('replay-play').textContent()).toBe('Play');

  // Jumps over the hundreds of steps (#26): to the next round's first step and back, by
  // button and by Page Down / Page Up...
  await replay.page.keyboard.press('Home');
  const status = async () => (await replay.scene()).find((object) => object.id === 'status')?.label ?? '';
  expect(await status()).toMatch(/^Round 1 of 6/);
  await replay.testId('replay-next-round').click();
  const round2 = await replay.step();
  expect(await status()).toMatch(/^Round 2 of 6/);
  await replay.page.keyboard.press('ArrowLeft');
  expect(await status()).toMatch(/^Round 1 of 6/);
  await replay.page.keyboard.press('PageDown');
  expect(await replay.step()).toBe(round2);
  await replay.page.keyboard.press('PageUp');
  expect(await replay.step()).toBe(0);
  // ...and from turn to turn, by button and by Shift with an arrow.
  await replay.testId('replay-next-turn').click();
  const firstTurn = await replay.step();
  await replay.testId('replay-next-turn').click();
  const secondTurn = await replay.step();
  expect(secondTurn).toBeGreaterThan(firstTurn + 1);
  await replay.page.keyboard.press('Shift+ArrowLeft');
  expect(await replay.step()).toBe(firstTurn);
  await replay.page.keyboard.press('Shift+ArrowRight');
  expect(await replay.step()).toBe(secondTurn);
  await replay.screenshot('replay-jump-turn');

  // Forward, one key at a time, to a moment when Ada's own face-down card shows its value to her...
  await replay.page.keyboard.press('Home');
  while (secretsOf(await replay.scene(), adaSeat).length === 0) {
    if ((await replay.step()) === last) throw new Error('no face-down value of Ada in the whole replay');
    await replay.page.keyboard.press('ArrowRight');
  }
  const moment = await replay.step();
  const asAda = await replay.scene();
  const hers = faceDownOf(asAda, adaSeat);
  expect(secretsOf(asAda, bobSeat)).toEqual([]);
  await replay.screenshot('replay-seat-Ada');
  // ...which Bob's replay of the same moment draws face down without its value...
  const asBob = await replay.seeAs('Bob');
  expect(await replay.step()).toBe(moment);
  expect(await replay.testId('replay-viewer').inputValue()).toBe(String(bobSeat));
  expect(faceDownOf(asBob, adaSeat)).toEqual(hers);
  expect(secretsOf(asBob, adaSeat)).toEqual([]);
  await replay.screenshot('replay-seat-Bob');
  // ...and so does a spectator's, who sees no face-down value at all.
  const asSpectator = await replay.seeAs('a spectator');
  expect(await replay.step()).toBe(moment);
  expect(faceDownOf(asSpectator, adaSeat)).toEqual(hers);
  expect([...secretsOf(asSpectator, adaSeat), ...secretsOf(asSpectator, bobSeat)]).toEqual([]);
  await replay.screenshot('replay-spectator');
  // Ada's again: her values are back.
  expect(secretsOf(await replay.seeAs('Ada'), adaSeat).length).toBeGreaterThan(0);
  // With every card face up, from that moment on to one where both seats have face-down
  // cards: each of them shows its value, Ada's and Bob's on the same step.
  let open = await replay.seeAs('Every card face up');
  expect(await replay.testId('replay-viewer').inputValue()).toBe('all');
  expect(await replay.step()).toBe(moment);
  expect(faceDownOf(open, adaSeat)).toEqual(hers);
  await replay.page.locator('.replay-head h1').click();
  while (faceDown(open, adaSeat).length === 0 || faceDown(open, bobSeat).length === 0) {
    if ((await replay.step()) === last) throw new Error('no step with face-down cards of both seats in the whole replay');
    await replay.page.keyboard.press('ArrowRight');
    open = await replay.scene();
  }
  for (const seat of [adaSeat, bobSeat]) {
    expect(secretsOf(open, seat).length).toBeGreaterThan(0);
    expect(secretsOf(open, seat)).toEqual(faceDown(open, seat).filter(({ card }) => !card!.shown));
  }
  await replay.screenshot('replay-open');
  await replay.page.close();

  // Eve never sat at the table: her replay is a spectator's.
  const eveReplay = await openReplay(eve);
  await eveReplay.testId('replay-result').waitFor();
  expect(await eveReplay.testId('replay-viewer').inputValue()).toBe('spectator');
  await eveReplay.page.close();
  // Bob's, on his phone, is his seat's.
  const bobReplay = await openReplay(bob);
  await bobReplay.testId('replay-result').waitFor();
  expect(await bobReplay.testId('replay-viewer').inputValue()).toBe(String(bobSeat));
  await bobReplay.screenshot('replay-phone-Bob');
  await bobReplay.page.close();

  // (b) A rematch: Ada asks, and waits for Bob; everyone reads who asked.
  expect(await eve.testId('rematch').count()).toBe(0);
  await ada.testId('rematch').click();
  await ada.page.waitForFunction(() => document.querySelector('[data-testid="rematch"]')?.textContent === 'Waiting for Bob');
  expect(await ada.testId('rematch').isDisabled()).toBe(true);
  for (const person of [ada, bob, eve]) {
    await person.page.waitForFunction(
      () => document.querySelector('[data-testid="rematch-asked"]')?.textContent === 'Rematch asked for by Ada.',
    );
  }
  expect(await bob.testId('rematch').textContent()).toBe('Rematch');
  await ada.screenshot('rematch-waiting-Ada');
  await eve.screenshot('rematch-asked-Eve');
  // Bob looks at the table first; the scores come back with their button.
  await bob.testId('end-close').click();
  await bob.testId('end-screen').waitFor({ state: 'hidden' });
  await bob.testId('show-scores').click();
  await bob.testId('score-table').waitFor();
  expect(await bob.testId('show-scores').isVisible()).toBe(false);
  await bob.screenshot('rematch-asked-Bob');
  await bob.testId('rematch').click();

  // The next game at the same table: the end screen goes, the log starts afresh, the other player begins.
  for (const person of [ada, bob, eve]) {
    await person.testId('end-screen').waitFor({ state: 'hidden' });
    await freshLog(person.page);
    expect(await person.testId('show-scores').isVisible()).toBe(false);
  }
  const next = await whoBegins([ada, bob]);
  expect(next.name).not.toBe(first.name);
  // The new game's first move reaches everyone's log (it once stayed blank until a reload).
  const nextScene = await next.scene();
  const nextBefore = { renders: await next.renders(), scene: nextScene };
  await next.click(new Strategy(1).next(nextScene)!.object);
  await next.waitForChange(nextBefore, "the next game's first move");
  for (const person of [ada, bob, eve]) {
    await person.page
      .waitForFunction(
        (name) =>
          Array.from(document.querySelectorAll('[data-testid="game-log"] li')).some((li) =>
            new RegExp(`^(${name}|You) `).test(li.textContent ?? ''),
          ),
        next.name,
        { timeout: UI_WAIT_MS },
      )
      .catch(async (error: unknown) => {
        throw new Error(
          `${person.name}'s log shows no move of the next game by ${next.name}: ${String(error)}\n${(await person.logLines()).join('\n')}`,
        );
      });
  }
  for (const person of [ada, bob, eve]) await person.screenshot(`rematch-next-game-${person.name}`);

  // The finished game keeps its replay; the running one has none yet.
  const { pathname, hash: secret } = new URL(watch);
  const roomId = pathname.split('/').pop()!;
  const check = await eve.context.newPage();
  await check.goto(`${at.origin}/r/${roomId}-g2${secret}`);
  await check.getByTestId('replay-missing').waitFor();
  expect(await check.getByTestId('replay-home').getAttribute('href')).toBe('/');
  await check.goto(`${at.origin}/r/${roomId}-g1${secret}`);
  await check.getByTestId('replay-result').waitFor();
  await check.goto(`${at.origin}/r/${roomId}-g1#watch=wrong`);
  await check.getByTestId('replay-missing').waitFor();
  await shoot(check, 'replay-missing');
  await check.close();
});
