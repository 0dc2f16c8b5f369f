/**
 * "Why not?" at the table (#28 item 3): a tap on something the player cannot do now says why,
 * in one readable sentence beside the tap, in English and in German. Kompromat, rigged: one's
 * own turn, nothing drawn yet, a Vesper Martini in hand (it is used only after the totals are
 * declared); a tap on a mission and on the item, which the table does not offer, each says why.
 * Compile, rigged: Fire 3 chosen in hand, a tap on the line of Light and Water. Mata Hari,
 * rigged: a bot's offer to answer, and a tap on one's own Mata Hari, which only the active
 * player may offer (two Double Agents and an Assassin meet any demand, so a counter-offer is open).
 */
import { compile, games, kompromat, matahari, type AnyGame } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { rig as rigCompile } from '../compile/rig';
import { M, rig } from '../kompromat/rig';
import { rig as rigMatahari } from '../matahari/rig';
import { browserFixture } from './fixture';
import { DESKTOP, PHONE, playAgainstBots, type Device, type Person } from './people';

jest.setTimeout(5 * 60_000);

const rigged: AnyGame = { ...kompromat, setup: () => rig({ turn: { seat: 0 }, items: [[M.vesper]] }) };
/** Line 2 holds Light (one's own) and Water; Fire 3 may go face up only into line 1. */
const riggedCompile: AnyGame = {
  ...compile,
  setup: () =>
    rigCompile({
      protocols: [
        ['fire', 'light', 'life'],
        ['metal', 'water', 'gravity'],
      ],
      hands: [['fire 3', 'life 1', 'metal 0']],
    }),
};
const riggedMatahari: AnyGame = {
  ...matahari,
  setup: () =>
    rigMatahari({
      seats: 3,
      active: 1,
      hands: [
        ['gun1', 'gloves2', 'briefcase3', 'DA', 'DA', 'AS', 'MH'],
        ['gloves4', 'disguise3', 'briefcase4', 'documents5'],
        ['photographs2', 'documents3', 'gun4', 'disguise5'],
      ],
    }),
};
const RIGGED: Record<string, AnyGame> = { kompromat: rigged, compile: riggedCompile, matahari: riggedMatahari };
const at = browserFixture({ games: games.map((game) => RIGGED[game.id] ?? game) });

/** Taps `id` (offered or not) and returns the sentence shown, with its size and place, and what
 *  of the table it must leave in sight (a name, the "what to do now" line) it covers. */
async function tapAndRead(
  person: Person,
  id: string,
  where: (object: SceneObject) => SceneObject = (object) => object,
): Promise<{ text: string; px: number; near: boolean; covers: string[] }> {
  const scene = await person.scene();
  const object = scene.find((candidate) => candidate.id === id);
  if (!object) throw new Error(`${id} is not drawn`);
  expect([id, object.enabled]).toEqual([id, false]);
  await person.click(where(object));
  const tip = person.testId('why-not');
  await tip.waitFor();
  const text = (await tip.textContent()) ?? '';
  const box = (await tip.boundingBox())!;
  const px = await tip.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  const covers = scene.filter((other) => (other.kind === 'seat' || other.id === 'status') && overlaps(box, other)).map((other) => other.id);
  return { text, px, near: isNear(box, object), covers };
}

function overlaps(box: { x: number; y: number; width: number; height: number }, object: SceneObject): boolean {
  return box.x < object.x + object.w && object.x < box.x + box.width && box.y < object.y + object.h && object.y < box.y + box.height;
}

/** Whether the sentence lies within a few hundred pixels of the object tapped, on screen. */
function isNear(box: { x: number; y: number; width: number; height: number }, object: SceneObject): boolean {
  const dy = Math.abs(box.y + box.height / 2 - (object.y + object.h / 2));
  return box.x >= 0 && box.y >= 0 && dy < 200;
}

const SCREENS: [string, Device, number][] = [
  ['desktop', DESKTOP, 12],
  ['phone', PHONE, 11],
];

test.each(SCREENS)(
  'on a %s, a tap on a mission before drawing and on an item out of its time says why, in English and German',
  async (name, device, minPx) => {
    const person = await at.open(`Ann-${name}`, device);
    await playAgainstBots(person, at.origin, 'kompromat');
    await person.waitForObject('item:vesper', 'the Vesper Martini');
    await person.waitUntilStill();

    const mission = await tapAndRead(person, 'mission:1');
    expect(mission.text).toBe('Draw a card first; then place it at a mission.');
    expect(mission.px).toBeGreaterThanOrEqual(minPx);
    expect(mission.near).toBe(true);
    expect(mission.covers).toEqual([]);

    const item = await tapAndRead(person, 'item:vesper');
    expect(item.text).toMatch(/^Vesper Martini cannot be used now\. After both totals at a mission are declared/);
    expect(item.covers).toEqual([]);

    await person.testId('lang-de').click();
    await person.waitUntilStill();
    const german = await tapAndRead(person, 'mission:1');
    expect(german.text).toBe('Zieh zuerst eine Karte; dann lege sie an eine Mission.');
    await person.screenshot(`why-not-kompromat-${name}`);
  },
);

test('Compile: with Fire 3 chosen, a tap on the line of Light and Water says why it cannot go there face up', async () => {
  const person = await at.open('Cleo', DESKTOP);
  await playAgainstBots(person, at.origin, 'compile');
  await person.waitForObject('hand:0', 'the hand');
  await person.waitUntilStill();
  const fire = (await person.scene()).find((o) => o.compileCard?.place === 'hand' && o.compileCard.protocol === 'fire')!;
  // Near its left edge: the next card of the fan lies over its right part.
  await person.click({ ...fire, w: Math.min(16, fire.w) });
  await person.waitForScene('Fire 3 chosen', (scene) => scene.some((o) => o.id === fire.id && o.compileCard?.chosen));
  // Low in the column, clear of the protocols in its middle and of any card.
  const line = await tapAndRead(person, 'line:1', (column) => ({ ...column, y: column.y + column.h - 30, h: 10 }));
  expect(line.text).toBe('Fire 3 cannot go face up in Line 2: its protocols are Light and Water.');
  expect(line.px).toBeGreaterThanOrEqual(12);
  expect(line.covers).toEqual([]);
  await person.screenshot('why-not-compile-desktop');
});

test("Mata Hari: answering an offer, a tap on one's own Mata Hari says only the active player may play it", async () => {
  const person = await at.open('Dora', DESKTOP);
  await playAgainstBots(person, at.origin, 'matahari', 3);
  // The bot's offer made, one's hand is open to pick a counter-offer.
  const scene = await person.waitForScene('a counter-offer to pick', (objects) =>
    objects.some((o) => o.id.startsWith('hand:') && o.enabled),
  );
  await person.waitUntilStill();
  const mataHari = scene.find((o) => o.id.startsWith('hand:') && o.label === 'Mata Hari')!;
  const tip = await tapAndRead(person, mataHari.id);
  expect(tip.text).toBe('Only the active player can play Mata Hari: leave it out of this offer.');
  expect(tip.covers).toEqual([]);
  await person.screenshot('why-not-matahari-desktop');
});

test('by keyboard: what the table does not offer is listed to ask why not, and the answer is read out, in English and German', async () => {
  const eve = await at.open('Eve', DESKTOP);
  await playAgainstBots(eve, at.origin, 'kompromat');
  await eve.waitForObject('item:vesper', 'the Vesper Martini');
  await eve.waitUntilStill();
  // What is offered is in the action bar; what is drawn but not offered, in the list beside it.
  await eve.testId('act-deck').waitFor({ state: 'attached' });
  expect(await eve.testId('why-deck').count()).toBe(0);
  expect(await eve.testId('act-mission:1').count()).toBe(0);
  const said = eve.testId('why-said');
  expect(await said.getAttribute('aria-live')).toBe('polite');

  const mission = eve.testId('why-mission:1');
  expect(await mission.getAttribute('aria-disabled')).toBe('true');
  expect(await mission.getAttribute('aria-label')).toMatch(/^Mission: .+, not now: why not\?$/);
  await mission.focus();
  // The list comes into sight with the focus, as the action bar does.
  expect(await eve.testId('why-bar').isVisible()).toBe(true);
  await eve.page.keyboard.press('Enter');
  await eve.page.waitForFunction(() => document.querySelector('[data-testid="why-said"]')?.textContent !== '');
  expect(await said.textContent()).toBe('Draw a card first; then place it at a mission.');
  // The same sentence a tap gets, beside the entry pressed.
  expect(await eve.testId('why-not').textContent()).toBe('Draw a card first; then place it at a mission.');
  await eve.screenshot('why-not-keyboard-desktop');

  await eve.page.keyboard.press('Tab');
  const next = await eve.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');
  expect(next).toMatch(/^why-/);
  await eve.testId('why-item:vesper').focus();
  await eve.page.keyboard.press('Enter');
  await eve.page.waitForFunction(() =>
    /^Vesper Martini cannot be used now/.test(document.querySelector('[data-testid="why-said"]')?.textContent ?? ''),
  );

  await eve.testId('lang-de').click();
  await eve.waitUntilStill();
  await eve.testId('why-mission:1').focus();
  await eve.page.keyboard.press('Enter');
  await eve.page.waitForFunction(
    () => document.querySelector('[data-testid="why-said"]')?.textContent === 'Zieh zuerst eine Karte; dann lege sie an eine Mission.',
  );
  expect(await eve.testId('why-mission:1').getAttribute('aria-label')).toMatch(/gerade nicht: Warum nicht\?$/);
});
