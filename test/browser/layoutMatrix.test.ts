/**
 * The layout matrix (#27 item 3): each game's table, for a player and a spectator, early in a
 * game and later, at six screens from a 375×667 phone to a 1920×1080 desktop. On each: each
 * game's own checks of what may lie over what, words no smaller than 12 px (11 on a phone),
 * and no quarter of the canvas left empty. Screenshots: test/artifacts/matrix-<game>-<size>-
 * <viewer>-<stage>.png. The player plays against bots, through the action bar (Kompromat,
 * Compile) or the action panel (Mata Hari), as a person with a keyboard would.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { browserFixture } from './fixture';
import { describeTable } from './game';
import { emptyQuarters, matrixProblems, PHONE_WIDTH, phoneProblems, SIZES, smallText, type PhonePage } from './layoutMatrix';
import { objectAt, tableBox, tapCard } from './matahariTable';
import { DESKTOP, type Person, playAgainstBots } from './people';
import { phoneLook } from './phoneLook';

jest.setTimeout(15 * 60_000);

const at = browserFixture();

/** `choose`: the seat count is asked on the landing page (Mata Hari's 3 to 7; the others seat two). */
const GAMES = [
  { game: 'kompromat', seats: 2, choose: false },
  { game: 'matahari', seats: 4, choose: true },
  { game: 'compile', seats: 2, choose: false },
] as const;

/** How many of the player's own moves make "later in the game". */
const LATER = 12;

/** One move of the player's, or a wait for the bots when the table needs nothing of them. */
async function move(person: Person, game: string): Promise<void> {
  const before = { renders: await person.renders(), scene: await person.scene() };
  const summary = person.testId('round-summary-close');
  if (await summary.isVisible()) await summary.click();
  if (game === 'matahari') {
    const clicked = await panelMove(person);
    // The server's answer draws the panel again: the very button clicked is gone then.
    if (clicked) await person.page.waitForFunction((button) => !button.isConnected, clicked);
    else await person.page.waitForFunction((n) => (window.deadDrop?.renders ?? 0) > n, before.renders);
  } else {
    const pressed = await barMove(person);
    await person.waitForChange(before, pressed ?? 'nothing offered, waiting for the bots');
  }
  await person.waitUntilStill();
}

/** What the bar's buttons do first: confirm a pick (Compile's "Take Darkness"), then place it on a line. */
const FIRST = ['act-button:', 'act-line:'];
const rank = (id: string) => {
  const at = FIRST.findIndex((prefix) => id.startsWith(prefix));
  return at < 0 ? FIRST.length : at;
};

/**
 * The action bar's first button, confirmations and lines before cards, that needs no aiming
 * afterwards (an item would): its test id.
 */
async function barMove(person: Person): Promise<string | null> {
  const buttons = person.testId('action-bar').locator('button[data-testid^="act-"]:not([disabled])');
  const ids = (await buttons.evaluateAll((all) => all.map((button) => button.dataset.testid ?? '')))
    // Compile's face up / face down only turns the card picked over, and its trash only opens
    // to be read: the game would not move on, and "later" would show an empty field.
    .filter((id) => !id.startsWith('act-item:') && !id.startsWith('act-trash:') && id !== 'act-button:cancel' && id !== 'act-button:face')
    .sort((a, b) => rank(a) - rank(b));
  for (const id of ids.slice(0, 1)) {
    const button = person.testId(id);
    // The bar lies out of sight for the keyboard and screen readers: focused, then Enter.
    await button.focus();
    await person.page.keyboard.press('Enter');
    return id;
  }
  return null;
}

/** Mata Hari's panel: an offer of the first hand card when it is one's turn, else a reject or a pass. */
async function panelMove(person: Person) {
  if ((await person.testId('compose-offer').count()) > 0) {
    const card = objectAt(await person.scene(), 'hand:0');
    if (card) await tapCard(person, card);
  }
  for (const id of ['compose-offer', 'compose-reject', 'compose-pass']) {
    const button = person.testId(id);
    if ((await button.count()) === 0 || (await button.isDisabled())) continue;
    const handle = await button.elementHandle();
    await button.click();
    return handle;
  }
  return null;
}

/** The viewer's seat on this screen: the seat whose plate is not drawn (one's own is the bottom bar). */
function viewerSeat(scene: readonly SceneObject[], seats: number, game: string): number | null {
  if (game !== 'matahari') return null;
  return Array.from({ length: seats }, (_, seat) => seat).find((seat) => !objectAt(scene, `seat:${seat}`)) ?? null;
}

/**
 * Waits until the canvas has taken its frame's new size: Pixi resizes it a frame after the page
 * does, and the scene draws again then. Until then the scene is the last size's, and still.
 * Tests draw at a quarter of the resolution (`deadDropCheapFrames`), in whole pixels of it: the
 * canvas is within 2 CSS px of its frame.
 */
async function canvasFitted(person: Person): Promise<void> {
  await person.page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="table-canvas"]');
    const frame = canvas?.parentElement;
    const near = (css: string, px: number) => Math.abs(Number.parseFloat(css) - px) <= 2;
    return !!canvas && !!frame && near(canvas.style.width, frame.clientWidth) && near(canvas.style.height, frame.clientHeight);
  });
}

/** Every size on both screens: the problems found, each named by where it was. Screenshots are
 *  taken where something is wrong, or of all with SHOTS=1. */
async function lookAtEverySize(people: { who: string; person: Person }[], game: string, seats: number, stage: string): Promise<string[]> {
  const problems: string[] = [];
  for (const size of SIZES) {
    for (const { who, person } of people) {
      // A phone has no keyboard: the action bar the moves were made through is closed.
      if (size.width <= PHONE_WIDTH)
        await person.page.evaluate(() => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        });
      await person.page.setViewportSize({ width: size.width, height: size.height });
      await canvasFitted(person);
      await person.waitUntilStill();
      const scene = await person.scene();
      const viewer = who === 'player' ? viewerSeat(scene, seats, game) : null;
      const screen = { canvas: await tableBox(person), viewport: size, viewer, seats };
      const found = [...matrixProblems(game, scene, screen), ...(size.width <= PHONE_WIDTH ? await phoneLook(person, scene) : [])];
      problems.push(...found.map((problem) => `${game} ${size.name} ${who} ${stage}: ${problem}`));
      if (found.length > 0 || process.env.SHOTS === '1') await person.screenshot(`matrix-${game}-${size.name}-${who}-${stage}`);
    }
  }
  return problems;
}

test('the judges find a planted overlap, a word too small and an empty quarter', () => {
  const canvas = { x: 0, y: 0, w: 1000, h: 600 };
  const box = (id: string, x: number, y: number, textPx = 13): SceneObject => ({
    id,
    kind: 'label',
    label: id,
    enabled: false,
    x,
    y,
    w: 100,
    h: 40,
    textPx,
  });
  const corners = [box('status', 10, 10), box('plate:0', 900, 10), box('plate:1', 10, 500), box('deck', 900, 500)];
  expect(emptyQuarters(corners, canvas)).toEqual([]);
  expect(emptyQuarters(corners.slice(1), canvas)).toEqual(['the top left quarter of the canvas is empty']);
  expect(smallText([...corners, box('name:1', 500, 300, 9)], 12)).toEqual(['name:1 ("name:1") draws words at 9 px, under 12']);
  // Kompromat's judge: a total laid over a player's bar.
  const overBar = [...corners, box('total:0:0', 20, 505)];
  expect(matrixProblems('kompromat', overBar, { canvas, viewport: { width: 1280, height: 720 }, viewer: null, seats: 2 })).toContain(
    'total:0:0 at (20,505 100×40) overlaps plate:1 at (10,500 100×40)',
  );
});

test('the phone judges find a scroll, a hand off screen, a pop-up outside, a small target, a tall, scrolling or wordless header and a covered name', () => {
  const viewport = { width: 390, height: 844 };
  const at = (
    id: string,
    x: number,
    y: number,
    w: number,
    h: number,
    enabled = false,
    kind: SceneObject['kind'] = 'card',
  ): SceneObject => ({
    id,
    kind,
    label: id,
    enabled,
    x,
    y,
    w,
    h,
  });
  const scene = [
    at('status', 8, 60, 374, 50),
    at('seat:1', 8, 120, 200, 26),
    at('hand:0', 8, 700, 70, 98, true),
    at('button:skip', 8, 640, 80, 44, true, 'button'),
  ];
  const page: PhonePage = {
    viewport,
    scrolled: [],
    header: { x: 0, y: 0, w: 390, h: 48, scrollWidth: 390, clientWidth: 390, wordless: [] },
    table: { x: 0, y: 48, w: 390, h: 752 },
    stage: { x: 0, y: 48, w: 390, h: 752 },
    controls: [
      { id: 'compose-pass', x: 8, y: 780, w: 80, h: 44, action: true },
      { id: 'show-rules', x: 300, y: 8, w: 28, h: 28, action: false },
    ],
    popups: [{ id: 'menu', x: 8, y: 48, w: 200, h: 200 }],
    covered: [],
  };
  expect(phoneProblems(scene, page)).toEqual([]);
  expect(phoneProblems(scene, { ...page, scrolled: ['the board'] })).toEqual(["the board is scrolled: a phone's table needs no scrolling"]);
  expect(phoneProblems([...scene.slice(0, 2), at('hand:0', 8, 883, 70, 98, true)], page)).toEqual([
    'hand:0 at (8,883 70×98) is not wholly on the 390×844 screen',
  ]);
  expect(phoneProblems(scene, { ...page, stage: { x: 0, y: 48, w: 390, h: 600 } })).toEqual([
    "hand:0 at (8,700 70×98) lies outside the table's frame (0,48 390×600), panned away or under the sheet",
    "button:skip at (8,640 80×44) lies outside the table's frame (0,48 390×600), panned away or under the sheet",
  ]);
  expect(phoneProblems(scene, { ...page, popups: [{ id: 'menu', x: 300, y: 48, w: 200, h: 200 }] })).toEqual([
    'pop-up menu at (300,48 200×200) is not wholly on the 390×844 screen',
  ]);
  expect(phoneProblems([...scene, at('enlarged', 8, -40, 340, 470)], page)).toEqual([
    'pop-up enlarged at (8,-40 340×470) is not wholly on the 390×844 screen',
  ]);
  expect(phoneProblems([...scene, at('button:face', 100, 640, 80, 36, true, 'button')], page)).toEqual([
    'button:face at (100,640 80×36) is a touch target under 44×44',
  ]);
  expect(phoneProblems([...scene, at('line:0', 100, 300, 100, 18, true, 'line')], page)).toEqual([
    'line:0 at (100,300 100×18) is a touch target under 24×24',
  ]);
  expect(phoneProblems(scene, { ...page, controls: [{ id: 'compose-pass', x: 8, y: 780, w: 60, h: 30, action: true }] })).toEqual([
    'compose-pass at (8,780 60×30) is a touch target under 44×44',
  ]);
  expect(phoneProblems(scene, { ...page, header: { ...page.header, h: 105 }, table: { x: 0, y: 105, w: 390, h: 600 } })).toEqual([
    'the header is 105 px tall: more than one row',
    'the table has 600 of 844 px: under three quarters',
  ]);
  expect(phoneProblems(scene, { ...page, header: { ...page.header, scrollWidth: 512 } })).toEqual([
    "the header's contents are 512 px wide in 390: it scrolls sideways",
  ]);
  expect(phoneProblems(scene, { ...page, header: { ...page.header, wordless: ['sound-toggle'] } })).toEqual([
    'sound-toggle in the header shows no words',
  ]);
  expect(phoneProblems(scene, { ...page, covered: ['seat:1'] })).toEqual(['seat:1 lies under a page element']);
});

async function laidOut({ game, seats, choose }: (typeof GAMES)[number]): Promise<void> {
  const player = await at.open('Ada', DESKTOP);
  await playAgainstBots(player, at.origin, game, choose ? seats : undefined);
  const watch = await player.testId('watch-link').inputValue();
  const spectator = await at.open('Sam', DESKTOP);
  await spectator.page.goto(watch);
  await spectator.testId('game-log').waitFor();
  const people = [
    { who: 'player', person: player },
    { who: 'spectator', person: spectator },
  ];
  for (const { person } of people) await person.waitForScene('the table', (scene) => scene.length > 3);

  const problems = await lookAtEverySize(people, game, seats, 'early');
  await player.page.setViewportSize(DESKTOP.viewport);
  for (let moves = 0; moves < LATER && !(await player.testId('end-screen').isVisible()); moves++) {
    await move(player, game).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\n${await describeTable([player])}`);
    });
  }
  problems.push(...(await lookAtEverySize(people, game, seats, 'later')));
  expect(problems).toEqual([]);
}

const title = '$game: laid out at six sizes, for a player and a spectator, early and later in a game';
test.each(GAMES)(title, laidOut);
