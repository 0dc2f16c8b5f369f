/**
 * A misclick undone on a phone (#31 item 1): Bob drafts Compile against a bot; a pick followed
 * by another of his own may be taken back, so his page offers Undo then, and only then. A tap
 * on it puts the protocol back in the pool and the log as it was (with the table's note that he
 * took a move back); the pick made again may be taken back with the keyboard's U too.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { enabled, PHONE, type Person, playAgainstBots } from './people';

jest.setTimeout(5 * 60_000);

const at = browserFixture();

const tiles = (scene: SceneObject[]) =>
  enabled(scene, 'draft:')
    .map((tile) => tile.id)
    .sort();

/** Taps a protocol, then the button that drafts it; resolves once the page has drawn the answer. */
async function draft(person: Person, scene: SceneObject[], tile: string): Promise<void> {
  await person.click(scene.find((object) => object.id === tile)!);
  const chosen = await person.waitForScene('the draft button', (now) =>
    now.some((object) => object.id === 'button:draft' && object.enabled),
  );
  const renders = await person.renders();
  await person.click(chosen.find((object) => object.id === 'button:draft')!);
  await person.page.waitForFunction((n) => (window.deadDrop?.renders ?? 0) > n, renders);
  await person.waitUntilStill();
}

/** Waits until it is the person's pick (the protocols are theirs to tap) or the draft is over. */
async function nextPick(person: Person): Promise<SceneObject[]> {
  // A scene not drawn yet holds nothing, which is no sign that the draft is over.
  return person.waitForScene(
    "a pick of Bob's",
    (scene) => tiles(scene).length > 0 || (scene.length > 0 && !scene.some((object) => object.id.startsWith('draft:'))),
  );
}

test('a draft pick tapped by mistake is taken back with Undo, and again with U', async () => {
  const bob = await at.open('Bob', PHONE);
  await playAgainstBots(bob, at.origin, 'compile');
  const undo = bob.testId('undo');
  let undone = 0;
  for (let pick = 0; pick < 6 && undone < 2; pick++) {
    const scene = await nextPick(bob);
    const pool = tiles(scene);
    if (pool.length === 0) break;
    // Nothing to take back before his pick: the bot's last, or nothing yet.
    expect(await undo.isVisible()).toBe(false);
    await draft(bob, scene, pool[undone]!);
    const after = await nextPick(bob);
    // Undo is offered exactly when the pick is followed by another of his own, with no bot's between.
    if (tiles(after).length !== pool.length - 1) {
      expect(await undo.isVisible()).toBe(false);
      continue;
    }
    await undo.waitFor({ state: 'visible' });
    // The log as it stands after the pick, which it names last.
    await bob.page.waitForFunction(() =>
      /^You drafted /.test([...document.querySelectorAll('[data-testid="game-log"] li')].at(-1)?.textContent ?? ''),
    );
    const log = await bob.logLines();
    if (undone === 0) {
      await bob.screenshot('undo-01-offered-phone');
      await undo.tap();
    } else {
      await bob.page.keyboard.press('u');
    }
    undone++;
    await undo.waitFor({ state: 'hidden' });
    const back = await bob.waitForScene('the pick taken back', (now) => tiles(now).length === pool.length);
    expect(tiles(back)).toEqual(pool);
    // The pick leaves the log, and the table's note says who took a move back.
    await bob.page
      .waitForFunction(() => /took back/.test([...document.querySelectorAll('[data-testid="game-log"] li')].at(-1)?.textContent ?? ''))
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nafter the pick: ${log.join(' | ')}\nnow: ${(await bob.logLines()).join(' | ')}`);
      });
    // (The history sent again may also hold a bot's first pick that the page had not drawn yet.)
    const lines = await bob.logLines();
    expect(lines.filter((line) => line.startsWith('You drafted'))).toEqual(
      log.slice(0, -1).filter((line) => line.startsWith('You drafted')),
    );
    expect(lines.at(-1)).toBe('Bob took back their last move.');
    expect(lines.filter((line) => line === 'Bob took back their last move.')).toHaveLength(undone);
    pick--;
  }
  expect(undone).toBe(2);
  await bob.screenshot('undo-02-taken-back-phone');
});
