/**
 * Compile's decisions as a person meets them (#26 items 2–5, 9, 10), each at a rigged
 * position: the table is "played against bots" with Compile set up at that position, so the
 * decision comes up at once. Ada plays on a desktop, Bob on a phone. Screenshots:
 * test/artifacts/compile-item*.png.
 */
import { compile, games, type AnyGame } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { rig, type Rig } from '../compile/rig';
import { overlaps, readingProblems, staleReading, vagueOptions } from './compileTable';
import { browserFixture } from './fixture';
import { DESKTOP, enabled, type Person, PHONE, playAgainstBots } from './people';

jest.setTimeout(5 * 60_000);

/** The position the next table starts at; null: a real set-up, with its draft. */
let position: Rig | null = null;
const rigged: AnyGame = { ...compile, setup: (seed, seats, options) => (position ? rig(position) : compile.setup(seed, seats, options)) };
const at = browserFixture({ games: games.map((game) => (game.id === 'compile' ? rigged : game)) });

/** Light 2 in hand; the bot's two face-down cards to reveal; one's own face-down card. */
const LIGHT_2: Rig = {
  protocols: [
    ['light', 'fire', 'life'],
    ['metal', 'water', 'gravity'],
  ],
  field: [
    [[], [], ['life 1 down']],
    [[], ['water 1 down'], ['gravity 2 down']],
  ],
  hands: [['light 2', 'life 3', 'fire 0', 'light 4']],
  decks: [['fire 1', 'fire 2']],
  trash: [['fire 5']],
};

const object = (scene: readonly SceneObject[], id: string) => scene.find((o) => o.id === id);
/** One's own hand card of this face (the hand is kept sorted, not in the order dealt). */
const inHand = (scene: readonly SceneObject[], protocol: string, value: number) =>
  scene.find((o) => o.compileCard?.place === 'hand' && o.compileCard.protocol === protocol && o.compileCard.value === value)!;

/** A new table at `rig`, Ada's (or Bob's) seat 0, drawn and still. */
async function sitAt(person: Person, rigged: Rig | null): Promise<SceneObject[]> {
  position = rigged;
  await playAgainstBots(person, at.origin, 'compile');
  await person.waitForObject(rigged ? 'hand:0' : 'status', 'the table');
  if (!rigged) await person.waitForScene('the draft', (scene) => scene.some((o) => o.id.startsWith('draft:')));
  await person.waitUntilStill();
  const scene = await person.scene();
  expect(object(scene, 'seat:0')?.label).toBe(person.name);
  return scene;
}

/** A tap on an object; a hand card near its left edge, as the next card of a fan lies over its right part. */
function tap(person: Person, target: SceneObject): Promise<void> {
  return person.click(target.id.startsWith('hand:') ? { ...target, w: Math.min(16, target.w) } : target);
}

/** Clicks and waits for the server's answer. */
async function send(person: Person, target: SceneObject): Promise<SceneObject[]> {
  const renders = await person.renders();
  await tap(person, target);
  await person.page.waitForFunction((n) => (window.deadDrop?.renders ?? 0) > n, renders);
  await person.waitUntilStill();
  return person.scene();
}

/** Clicks something that only changes what the viewer has picked. */
async function pick(person: Person, target: SceneObject): Promise<SceneObject[]> {
  const scene = await person.scene();
  await tap(person, target);
  await person.waitForChange({ renders: await person.renders(), scene }, `picking ${target.id}`);
  await person.waitUntilStill();
  return person.scene();
}

async function hover(person: Person, target: SceneObject): Promise<SceneObject[]> {
  await person.page.mouse.move(target.x + target.w / 2, target.y + Math.min(12, target.h / 2));
  return person.waitForScene(`${target.id} enlarged`, (scene) =>
    scene.some(
      (o) =>
        o.id === 'enlarged' &&
        o.compileCard?.protocol === target.compileCard?.protocol &&
        o.compileCard?.value === target.compileCard?.value,
    ),
  );
}

/** A phone's long press: held until the card is enlarged. */
async function longPress(person: Person, target: SceneObject): Promise<SceneObject[]> {
  await person.page.mouse.move(target.x + 8, target.y + target.h / 2);
  await person.page.mouse.down();
  const scene = await person.waitForScene(`${target.id} enlarged`, (now) => now.some((o) => o.id === 'enlarged'));
  await person.page.mouse.up();
  return scene;
}

test("desktop: every card is read whole at 12 px or more, beside the table; choices name their card; Light 2's reveal stays beside its decision", async () => {
  const ada = await at.open('Ada', DESKTOP);
  let scene = await sitAt(ada, LIGHT_2);
  // Nothing pointed at yet: the panel says how to read a card.
  expect(object(scene, 'hint')?.label).toMatch(/Point at a card/);
  // Item 5: each card of the hand and of the field, drawn at 12 px or more with its words cut
  // where they do not fit (#27 item 3), is read whole in the panel.
  const cards = scene.filter((o) => o.compileCard && (o.compileCard.place === 'hand' || o.compileCard.protocol !== undefined));
  expect(cards.filter((o) => (o.compileCard!.textPx ?? 0) < 12).map((o) => o.id)).toEqual([]);
  for (const card of cards) {
    scene = await hover(ada, card);
    expect(readingProblems(scene, 12, DESKTOP.viewport)).toEqual([]);
    if (card.compileCard!.protocol === 'life' && card.compileCard!.value === 3) await ada.screenshot('compile-item5-desktop-read-life3');
    if (!card.compileCard!.up) await ada.screenshot('compile-item9-own-face-down');
  }

  // Item 2: the hand's options say where they are, in the action bar too, for a screen reader.
  scene = await ada.scene();
  expect(vagueOptions(scene)).toEqual([]);
  const light2 = inHand(scene, 'light', 2);
  expect(await ada.testId(`act-${light2.id}`).getAttribute('aria-label')).toBe('Card: Light 2 in your hand');
  scene = await pick(ada, light2);
  expect(object(scene, 'line:0')).toMatchObject({ enabled: true, label: 'Play it in line 1' });
  scene = await send(ada, object(scene, 'line:0')!);
  // Light 2 asks which face-down card to reveal: the two backs are told apart by owner, line and place.
  expect(
    enabled(scene, 'card:')
      .map((o) => o.label)
      .sort(),
  ).toEqual(['Bot’s face-down card, line 2, top', 'Bot’s face-down card, line 3, top', 'Your face-down Life 1, line 3, top']);
  expect(vagueOptions(scene)).toEqual([]);
  const bar = ada.testId('act-card:1:1:0');
  expect(await bar.textContent()).toBe('Card: Bot’s face-down card, line 2, top');
  expect(await bar.getAttribute('aria-label')).toBe('Card: Bot’s face-down card, line 2, top');
  await bar.focus();
  await ada.screenshot('compile-item2-action-bar');
  await ada.page.mouse.click(5, 5);

  // Item 3: the revealed card stays face up in its place and beside the decision, nothing lies
  // over Skip and Flip, and the status says what the highlighted lines do.
  scene = await send(ada, object(scene, 'card:1:1:0')!);
  expect(object(scene, 'button:dismiss')).toBeUndefined();
  expect(object(scene, 'card:1:1:0')?.compileCard).toMatchObject({ shown: true, protocol: 'water', value: 1 });
  expect(object(scene, 'card:1:1:0')?.label).toBe('Bot’s face-down Water 1, revealed to everyone, line 2, top');
  expect(object(scene, 'revealed')?.compileCard).toMatchObject({ protocol: 'water', value: 1 });
  expect(readingProblems(scene, 12, DESKTOP.viewport)).toEqual([]);
  expect(object(scene, 'status')?.label).toMatch(/Shift it to a highlighted line, flip it, or skip — Revealed to everyone: Water 1/);
  expect(
    enabled(scene)
      .filter((o) => !o.id.startsWith('trash:'))
      .map((o) => `${o.id} ${o.label}`)
      .sort(),
  ).toEqual(['button:choose:flip Flip it', 'button:skip Skip', 'line:0 Shift it to line 1', 'line:2 Shift it to line 3']);
  await ada.screenshot('compile-item3-reveal-desktop');
  scene = await send(ada, object(scene, 'button:skip')!);
  expect(object(scene, 'revealed')).toBeUndefined();
  expect(object(scene, 'card:1:1:0')?.compileCard?.protocol).toBeUndefined();
});

test("phone: a visible hint, a long press reads a card whole at 11 px or more; the reveal is drawn in place; a trash's title keeps clear of the status line", async () => {
  const bob = await at.open('Bob', PHONE);
  let scene = await sitAt(bob, LIGHT_2);
  expect(object(scene, 'hint')?.label).toMatch(/Hold a card to read it/);
  expect(overlaps(scene, PHONE.viewport)).toEqual([]);
  for (const [shot, card] of [
    ['life3', inHand(scene, 'life', 3)],
    ['own-face-down', object(scene, 'card:0:2:0')!],
  ] as const) {
    scene = await longPress(bob, card);
    expect(readingProblems(scene, 11, PHONE.viewport)).toEqual([]);
    await bob.screenshot(`compile-item5-phone-read-${shot}`);
    await bob.click(object(scene, 'button:dismiss')!);
    scene = await bob.waitForScene('the table again', (now) => !now.some((o) => o.id === 'enlarged'));
  }
  // Item 9: the trash laid out to read, its title under the status line.
  scene = await pick(bob, object(scene, 'trash:0')!);
  expect(object(scene, 'overlay-title')).toBeDefined();
  expect(overlaps(scene, PHONE.viewport)).toEqual([]);
  await bob.screenshot('compile-item9-trash-title-phone');
  await bob.click(object(scene, 'button:dismiss')!);
  scene = await bob.waitForScene('the table again', (now) => !now.some((o) => o.id === 'button:dismiss'));

  scene = await pick(bob, inHand(scene, 'light', 2));
  scene = await send(bob, object(scene, 'line:0')!);
  scene = await send(bob, object(scene, 'card:1:2:0')!);
  expect(object(scene, 'button:dismiss')).toBeUndefined();
  expect(object(scene, 'card:1:2:0')?.compileCard).toMatchObject({ shown: true, protocol: 'gravity', value: 2 });
  expect(object(scene, 'status')?.label).toMatch(/Revealed to everyone: Gravity 2/);
  expect(overlaps(scene, PHONE.viewport)).toEqual([]);
  await bob.screenshot('compile-item3-reveal-phone');
});

test('after a compile with the control card, the protocols are rearranged by tapping them in order, with a preview', async () => {
  const ada = await at.open('Ada', DESKTOP);
  let scene = await sitAt(ada, {
    field: [[[], ['gravity 5', 'gravity 4', 'gravity 2'], []]],
    hands: [['fire 1']],
    control: 0,
    phase: 'compile',
  });
  // Line 2 (Gravity) compiles at once; the control card asks for a rearrange: three buttons, none over the field.
  const buttons = enabled(scene).filter((o) => o.kind === 'button');
  expect(buttons.map((o) => o.label)).toEqual(['Skip', 'Rearrange your protocols', 'Rearrange Bot’s protocols']);
  const lines = scene.filter((o) => o.id.startsWith('line:'));
  for (const button of buttons) for (const line of lines) expect(button.y >= line.y + line.h || button.y + button.h <= line.y).toBe(true);
  scene = await pick(ada, object(scene, 'button:arrange:0')!);
  expect(enabled(scene, 'protocol:').map((o) => o.label)).toEqual([
    'Fire: put it in line 1',
    'Gravity: put it in line 1',
    'Life: put it in line 1',
  ]);
  scene = await pick(ada, object(scene, 'protocol:0:2')!);
  expect(object(scene, 'status')?.label).toMatch(/New order: Life · Fire · Gravity/);
  expect(object(scene, 'button:confirm')).toBeUndefined();
  await ada.screenshot('compile-item4-rearrange-preview');
  scene = await pick(ada, object(scene, 'protocol:0:2')!);
  expect(object(scene, 'status')?.label).toMatch(/New order: Life · Gravity · Fire/);
  scene = await send(ada, object(scene, 'button:confirm')!);
  expect([0, 1, 2].map((line) => object(scene, `protocol:0:${line}`)?.label)).toEqual(['Life', 'Gravity', 'Fire']);
  await ada.screenshot('compile-item4-rearranged');
});

test("desktop: the side panel lets go of a card that has left the hand; a trash's title keeps clear of the status line", async () => {
  const ada = await at.open('Ada', DESKTOP);
  let scene = await sitAt(ada, {
    hands: [['fire 1', 'fire 2', 'fire 3', 'fire 4', 'life 1', 'life 2']],
    trash: [['fire 5']],
    phase: 'cache',
  });
  const card = object(scene, 'hand:0')!;
  scene = await hover(ada, card);
  scene = await pick(ada, object(scene, 'hand:0')!);
  scene = await send(ada, object(scene, 'button:discard')!);
  expect(staleReading(scene)).toEqual([]);
  expect(object(scene, 'enlarged')).toBeUndefined();
  await ada.screenshot('compile-item10-panel-after-discard');
  scene = await pick(ada, object(scene, 'trash:0')!);
  expect(overlaps(scene, DESKTOP.viewport)).toEqual([]);
  await ada.screenshot('compile-item9-trash-title-desktop');
});

test("the draft's tiles say what each protocol does", async () => {
  for (const [name, device] of [
    ['Ada', DESKTOP],
    ['Bob', PHONE],
  ] as const) {
    const person = await at.open(name, device);
    const scene = await sitAt(person, null);
    // The bot may have drafted first.
    const tiles = scene.filter((o) => o.id.startsWith('draft:'));
    expect(tiles.length).toBeGreaterThanOrEqual(11);
    for (const tile of tiles) {
      expect(tile.label).toMatch(/^\S+ — .{20,}/);
      expect(tile.x >= 0 && tile.y >= 0 && tile.x + tile.w <= device.viewport.width && tile.y + tile.h <= device.viewport.height).toBe(
        true,
      );
    }
    await person.screenshot(`compile-item10-draft-${device === PHONE ? 'phone' : 'desktop'}`);
  }
});
