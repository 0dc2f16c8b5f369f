/**
 * A move that cannot be taken back is asked about first on a phone (#42 item 8): Pia plays
 * Kompromat against a bot on a touch screen, where the setting is on by default. Her tap on the
 * deck (a draw: final) brings a small step that says why, inside the screen and clear of the
 * status line, with 44 px buttons; Cancel sends nothing, Confirm sends the draw, and the Undo
 * button's place then says why no Undo follows. On a desktop, where the setting is off by
 * default, the same tap draws at once.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { DESKTOP, PHONE, playAgainstBots, type Person } from './people';

jest.setTimeout(5 * 60_000);

const at = browserFixture();

/** Sits down against a bot with the setting as the device has it by default (people.ts turns it off for other tests). */
async function sitDown(person: Person): Promise<void> {
  await playAgainstBots(person, at.origin, 'kompromat');
  await person.page.evaluate(() => localStorage.removeItem('deaddrop.confirmFinal'));
}

/** Waits for Pia's turn: the deck offered. */
async function deckOffered(person: Person): Promise<SceneObject[]> {
  await person.waitForScene('the deck offered', (now) => now.some((object) => object.id === 'deck' && object.enabled));
  await person.waitUntilStill();
  return person.scene();
}

const byId = (scene: SceneObject[], id: string) => scene.find((object) => object.id === id)!;
const drew = (lines: string[]) => lines.filter((line) => line.startsWith('You drew')).length;

test('on a phone a draw is confirmed first: Cancel sends nothing, Confirm sends it', async () => {
  const pia = await at.open('Pia', PHONE);
  await sitDown(pia);
  let scene = await deckOffered(pia);
  const confirm = pia.testId('final-confirm');
  const log = await pia.logLines();

  await pia.click(byId(scene, 'deck'));
  await confirm.waitFor({ state: 'visible' });
  expect(await pia.testId('final-confirm-reason').textContent()).toBe('A card will be drawn: this cannot be taken back.');
  await pia.screenshot('confirm-final-01-asked-phone');
  // Inside the screen, clear of the "what to do now" line, and big enough for a finger.
  const box = (await confirm.boundingBox())!;
  const { width, height } = PHONE.viewport;
  expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height).toBe(true);
  const status = byId(await pia.scene(), 'status');
  expect(
    box.y >= status.y + status.h || box.y + box.height <= status.y || box.x >= status.x + status.w || box.x + box.width <= status.x,
  ).toBe(true);
  for (const button of ['final-confirm-yes', 'final-confirm-no']) {
    const size = (await pia.testId(button).boundingBox())!;
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  }

  // Cancel: nothing is sent, the deck is still hers to draw from.
  await pia.testId('final-confirm-no').tap();
  await confirm.waitFor({ state: 'hidden' });
  await pia.waitUntilStill();
  scene = await pia.scene();
  expect(byId(scene, 'deck').enabled).toBe(true);
  expect(await pia.logLines()).toEqual(log);

  // Confirm: the draw is sent, and no Undo follows it, as its place says.
  await pia.click(byId(scene, 'deck'));
  await confirm.waitFor({ state: 'visible' });
  await pia.testId('final-confirm-yes').tap();
  await confirm.waitFor({ state: 'hidden' });
  await pia.page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid="game-log"] li')].filter((line) => line.textContent?.startsWith('You drew')).length >
      before,
    drew(log),
  );
  const note = pia.testId('undo-note');
  await note.waitFor({ state: 'visible' });
  expect(await note.textContent()).toBe('No undo: a card was drawn');
  expect(await pia.testId('undo').isVisible()).toBe(false);
  await pia.screenshot('confirm-final-02-no-undo-phone');

  // The setting is in the Game menu, on here by default.
  await pia.testId('game-menu-open').tap();
  expect(await pia.testId('menu-confirm-final').getAttribute('aria-pressed')).toBe('true');
});

test('on a desktop, off by default, the same draw is sent at once', async () => {
  const dirk = await at.open('Dirk', DESKTOP);
  await sitDown(dirk);
  const scene = await deckOffered(dirk);
  const log = await dirk.logLines();
  await dirk.click(byId(scene, 'deck'));
  await dirk.page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid="game-log"] li')].filter((line) => line.textContent?.startsWith('You drew')).length >
      before,
    drew(log),
  );
  expect(await dirk.testId('final-confirm').isHidden()).toBe(true);
  await dirk.testId('game-menu-open').click();
  expect(await dirk.testId('menu-confirm-final').getAttribute('aria-pressed')).toBe('false');
});
