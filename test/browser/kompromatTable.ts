/**
 * What the Kompromat layout test judges, as a plain function of the test hook's scene, so that
 * each check can be shown to fail on a fabricated screen (kompromatTable.test.ts).
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The canvas as the page shows it, and the smallest words a player must read there. */
export interface Screen {
  width: number;
  height: number;
  minTextPx: number;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const rect = (o: Rect) => `(${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.w)}×${Math.round(o.h)})`;
const inside = (o: Rect, screen: Screen) =>
  o.w > 0 && o.h > 0 && o.x >= 0 && o.y >= 0 && o.x + o.w <= screen.width && o.y + o.h <= screen.height;

/** A card lying at a mission (not the one drawn and waiting on its owner's plate). */
const atMission = (o: SceneObject) => o.card !== undefined && o.card.mission >= 0;

/**
 * Whether a Kompromat table is laid out so that it can be read (#26 item 9): the status line
 * (the round banner) and both player bars are drawn; no card at a mission and no Σ total lies
 * over any of them or off screen; a total covers no card, no mission card and no other total;
 * cards of different missions keep apart; and every word drawn is at least `minTextPx` high.
 */
export function kompromatLayoutProblems(scene: readonly SceneObject[], screen: Screen): string[] {
  const problems: string[] = [];
  const frame = ['status', 'plate:0', 'plate:1'].flatMap((id) => {
    const object = scene.find((o) => o.id === id);
    if (!object) problems.push(`no ${id} drawn`);
    return object ? [object] : [];
  });
  const cards = scene.filter(atMission);
  const totals = scene.filter((o) => o.id.startsWith('total:'));
  for (const a of [...cards, ...totals]) {
    if (!inside(a, screen)) problems.push(`${a.id} at ${rect(a)} is not wholly inside ${screen.width}×${screen.height}`);
    for (const b of frame) if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}`);
  }
  const missions = scene.filter((o) => o.kind === 'mission');
  totals.forEach((a, i) => {
    for (const b of [...cards, ...missions, ...totals.slice(i + 1)]) {
      if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}`);
    }
  });
  cards.forEach((a, i) => {
    for (const b of cards.slice(i + 1).filter((b) => b.card!.mission !== a.card!.mission)) {
      if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}, at another mission`);
    }
  });
  for (const o of scene) {
    if (o.textPx !== undefined && o.textPx < screen.minTextPx)
      problems.push(`${o.id} ("${o.label}") draws words at ${o.textPx} px, under ${screen.minTextPx}`);
  }
  return problems;
}
