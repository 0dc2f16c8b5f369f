/**
 * What the layout matrix judges (#27 item 3), as plain functions of the test hook's scene, so
 * that each check can be shown to fail on a fabricated screen (layoutMatrix.test.ts): each
 * game's own judge of what may lie over what, and for every game the smallest words and the
 * canvas's empty quarters.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { overlaps, readingProblems } from './compileTable';
import { kompromatLayoutProblems } from './kompromatTable';
import { layoutProblems as matahariLayoutProblems, smallWords as matahariSmallWords, type Rect } from './matahariTable';

/** The six screens every table is laid out for, from the smallest phone to a large desktop. */
export const SIZES = [
  { name: '375x667', width: 375, height: 667 },
  { name: '390x844', width: 390, height: 844 },
  { name: '768x1024', width: 768, height: 1024 },
  { name: '1280x720', width: 1280, height: 720 },
  { name: '1440x900', width: 1440, height: 900 },
  { name: '1920x1080', width: 1920, height: 1080 },
] as const;

export type Size = (typeof SIZES)[number];

/** What the issue asks words to be at least: 11 px on a phone, 12 px elsewhere. */
export function minTextPx(size: { width: number }): number {
  return size.width < 700 ? 11 : 12;
}

/** Where the judges look: the canvas in the page's pixels, the viewer's seat (null: a spectator). */
export interface Screen {
  canvas: Rect;
  viewport: { width: number; height: number };
  viewer: number | null;
  seats: number;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Words drawn smaller than `px`, anywhere on the canvas. */
export function smallText(scene: readonly SceneObject[], px: number): string[] {
  return scene
    .filter((o) => o.textPx !== undefined && o.textPx < px)
    .map((o) => `${o.id} ("${o.label}") draws words at ${o.textPx} px, under ${px}`);
}

/**
 * A quarter of the canvas with nothing drawn in it (#27: "no empty panel larger than a quarter
 * of the play area"): each quadrant must meet something the scene lists.
 */
export function emptyQuarters(scene: readonly SceneObject[], canvas: Rect): string[] {
  const w = canvas.w / 2;
  const h = canvas.h / 2;
  const quarters = [
    ['top left', canvas.x, canvas.y],
    ['top right', canvas.x + w, canvas.y],
    ['bottom left', canvas.x, canvas.y + h],
    ['bottom right', canvas.x + w, canvas.y + h],
  ] as const;
  return quarters
    .filter(([, x, y]) => !scene.some((o) => o.w > 0 && o.h > 0 && overlap(o, { x, y, w, h })))
    .map(([name]) => `the ${name} quarter of the canvas is empty`);
}

/** Each game's own judge of what may not lie over what (see each module). */
const JUDGES: Record<string, (scene: readonly SceneObject[], screen: Screen, px: number) => string[]> = {
  kompromat: (scene, { viewport }, px) => kompromatLayoutProblems(scene, { ...viewport, minTextPx: px }),
  matahari: (scene, { canvas, viewer, seats }, px) => [
    ...matahariLayoutProblems(scene, seats, viewer, canvas),
    ...matahariSmallWords(scene, px),
  ],
  compile: (scene, { viewport }, px) => [...overlaps(scene, viewport), ...readingProblems(scene, px, viewport)],
};

/** Everything wrong with this screen of `game`. */
export function matrixProblems(game: string, scene: readonly SceneObject[], screen: Screen): string[] {
  const px = minTextPx(screen.viewport);
  const judge = JUDGES[game];
  if (!judge) return [`no layout judge for ${game}`];
  return [...new Set([...judge(scene, screen, px), ...smallText(scene, px), ...emptyQuarters(scene, screen.canvas)])];
}

/** A phone's screen is one this wide or narrower (style.css's phone block also takes an upright tablet). */
export const PHONE_WIDTH = 700;

/** An element of the page, where it is: what the phone's judges read besides the canvas's scene. */
export interface PageBox extends Rect {
  id: string;
}

/** What the page around the canvas shows on a phone (see `phonePage` in layoutMatrix.test.ts). */
/** The page's header as a phone shows it: its row, how wide its contents are in it, and its controls that show no words. */
export interface HeaderLook extends Rect {
  /** The width its contents take, and the width it has: wider contents scroll sideways. */
  scrollWidth: number;
  clientWidth: number;
  /** Controls in sight whose only face is a symbol (♪, ?): a phone has no hover to read their title. */
  wordless: string[];
}

export interface PhonePage {
  viewport: { width: number; height: number };
  /** Whatever is scrolled away from its start, or the page itself scrolling: none may be. */
  scrolled: string[];
  header: HeaderLook;
  /** The table: the canvas with the sheet under it (everything the board gives the game). */
  table: Rect;
  /** The canvas's frame: the part of a panning table in sight, above the sheet (unjudged when absent). */
  stage?: Rect;
  /** The page's controls in sight: `action` for those that make a move (the composer's, undo). */
  controls: (PageBox & { action: boolean })[];
  /** What pops up over the table: menus, the card chip, dialogs, "why not?". */
  popups: PageBox[];
  /** The names and the "what to do now" line that a page element lies over. */
  covered: string[];
}

/** The least touch target: 44×44 CSS px for what makes a move, 24×24 for everything else (WCAG 2.2). */
export const TOUCH = { action: 44, other: 24 } as const;
/** A one-row header on a phone, and the table's share of the screen's height. */
export const HEADER_MAX_H = 60;
export const TABLE_SHARE = 0.75;

const whole = (o: Rect, v: { width: number; height: number }) =>
  o.w > 0 && o.h > 0 && o.x >= -0.5 && o.y >= -0.5 && o.x + o.w <= v.width + 0.5 && o.y + o.h <= v.height + 0.5;
const where = (o: Rect) => `(${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.w)}×${Math.round(o.h)})`;

/** One's own hand: what is held, whatever the game names its place. */
const inHand = (o: SceneObject) => /^hand:\d+$/.test(o.id);

/** A phone's header (#42): one row, none of it scrolled out of sight sideways, and every control saying in words what it does. */
export function headerProblems(header: HeaderLook): string[] {
  return [
    ...(header.h > HEADER_MAX_H ? [`the header is ${Math.round(header.h)} px tall: more than one row`] : []),
    ...(header.scrollWidth > header.clientWidth
      ? [`the header's contents are ${header.scrollWidth} px wide in ${header.clientWidth}: it scrolls sideways`]
      : []),
    ...header.wordless.map((id) => `${id} in the header shows no words`),
  ];
}

/**
 * Everything a phone's screen gets wrong (#42): on the player's turn, the hand, the status and
 * every control of the decision in sight with nothing scrolled; pop-ups wholly in sight; touch
 * targets a finger can hit; a one-row header and three quarters of the height for the table;
 * no page element over a name or the status line.
 */
export function phoneProblems(scene: readonly SceneObject[], page: PhonePage): string[] {
  const { viewport } = page;
  const problems = page.scrolled.map((what) => `${what} is scrolled: a phone's table needs no scrolling`);
  const drawn = scene.filter((o) => inHand(o) || o.id === 'status' || (o.enabled && o.kind === 'button'));
  const mustSee = [...drawn, ...page.controls.filter((c) => c.action)];
  for (const o of mustSee)
    if (!whole(o, viewport)) problems.push(`${o.id} at ${where(o)} is not wholly on the ${viewport.width}×${viewport.height} screen`);
  // A table taller than its frame pans: what lies beyond the frame (under the sheet) is out of sight.
  const { stage } = page;
  const inStage = (o: Rect) => !stage || (o.y >= stage.y - 0.5 && o.y + o.h <= stage.y + stage.h + 0.5);
  for (const o of drawn)
    if (stage && whole(o, viewport) && !inStage(o))
      problems.push(`${o.id} at ${where(o)} lies outside the table's frame ${where(stage)}, panned away or under the sheet`);
  const popped = [...scene.filter((o) => ['enlarged', 'overlay-title', 'button:dismiss'].includes(o.id)), ...page.popups];
  for (const o of popped)
    if (!whole(o, viewport))
      problems.push(`pop-up ${o.id} at ${where(o)} is not wholly on the ${viewport.width}×${viewport.height} screen`);
  const small = (o: Rect, least: number) => Math.round(o.w) < least || Math.round(o.h) < least;
  for (const o of scene.filter((x) => x.enabled)) {
    const least = o.kind === 'button' ? TOUCH.action : TOUCH.other;
    if (small(o, least)) problems.push(`${o.id} at ${where(o)} is a touch target under ${least}×${least}`);
  }
  for (const c of page.controls) {
    const least = c.action ? TOUCH.action : TOUCH.other;
    if (small(c, least)) problems.push(`${c.id} at ${where(c)} is a touch target under ${least}×${least}`);
  }
  problems.push(...headerProblems(page.header));
  if (page.table.h < TABLE_SHARE * viewport.height)
    problems.push(`the table has ${Math.round(page.table.h)} of ${viewport.height} px: under three quarters`);
  problems.push(...page.covered.map((what) => `${what} lies under a page element`));
  return problems;
}
