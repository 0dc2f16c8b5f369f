/**
 * What the layout matrix judges (#27 item 3), as plain functions of the test hook's scene, so
 * that each check can be shown to fail on a fabricated screen (layoutMatrix.test.ts): each
 * game's own judge of what may lie over what, and for every game the smallest words and the
 * canvas's empty quarters.
 */
import type { HookObject } from '../../client/src/testHook';
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
export function smallText(scene: readonly HookObject[], px: number): string[] {
  return scene.filter((o) => o.textPx !== undefined && o.textPx < px)
    .map((o) => `${o.id} ("${o.label}") draws words at ${o.textPx} px, under ${px}`);
}

/**
 * A quarter of the canvas with nothing drawn in it (#27: "no empty panel larger than a quarter
 * of the play area"): each quadrant must meet something the scene lists.
 */
export function emptyQuarters(scene: readonly HookObject[], canvas: Rect): string[] {
  const w = canvas.w / 2;
  const h = canvas.h / 2;
  const quarters = [
    ['top left', canvas.x, canvas.y], ['top right', canvas.x + w, canvas.y],
    ['bottom left', canvas.x, canvas.y + h], ['bottom right', canvas.x + w, canvas.y + h],
  ] as const;
  return quarters.filter(([, x, y]) => !scene.some((o) => o.w > 0 && o.h > 0 && overlap(o, { x, y, w, h })))
    .map(([name]) => `the ${name} quarter of the canvas is empty`);
}

/** Each game's own judge of what may not lie over what (see each module). */
const JUDGES: Record<string, (scene: readonly HookObject[], screen: Screen, px: number) => string[]> = {
  kompromat: (scene, { viewport }, px) => kompromatLayoutProblems(scene, { ...viewport, minTextPx: px }),
  matahari: (scene, { canvas, viewer, seats }, px) => [...matahariLayoutProblems(scene, seats, viewer, canvas), ...matahariSmallWords(scene, px)],
  compile: (scene, { viewport }, px) => [...overlaps(scene, viewport), ...readingProblems(scene, px, viewport)],
};

/** Everything wrong with this screen of `game`. */
export function matrixProblems(game: string, scene: readonly HookObject[], screen: Screen): string[] {
  const px = minTextPx(screen.viewport);
  const judge = JUDGES[game];
  if (!judge) return [`no layout judge for ${game}`];
  return [...new Set([...judge(scene, screen, px), ...smallText(scene, px), ...emptyQuarters(scene, screen.canvas)])];
}
