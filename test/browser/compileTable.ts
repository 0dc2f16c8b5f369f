/**
 * What the Compile browser tests read off a screen and judge, as plain functions of the test
 * hook's scene, so that each check can be shown to fail on a fabricated screen
 * (compileTable.test.ts).
 */
import { compileCards } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const rect = (o: Rect) => `(${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.w)}×${Math.round(o.h)})`;
const inside = (o: Rect, viewport: { width: number; height: number }) =>
  o.w > 0 && o.h > 0 && o.x >= 0 && o.y >= 0 && o.x + o.w <= viewport.width && o.y + o.h <= viewport.height;

/** English protocol names, as a label would spell a face. */
const PROTOCOL_NAMES = compileCards.PROTOCOLS.map((protocol) => protocol.charAt(0).toUpperCase() + protocol.slice(1));

/**
 * Every face-down card this screen draws with a face must be the viewer's own, or the card
 * Light 2 reveals to everyone (`shown`, from the public view), marked as shown, in its place or
 * beside its decision. A label that names a protocol names a face.
 */
export function faceDownLeaks(
  scene: readonly SceneObject[],
  seat: number | null,
  shown: { side: number; line: number; at: number } | null,
): string[] {
  return scene.flatMap((object) => {
    const card = object.compileCard;
    if (!card || card.up || card.place === 'hand' || card.side === seat) return [];
    const drawn = card.protocol !== undefined || card.value !== undefined || PROTOCOL_NAMES.some((name) => object.label.includes(name));
    const revealed = card.shown === true && shown !== null && card.side === shown.side && card.line === shown.line && card.at === shown.at;
    return drawn && !revealed ? [`${object.id} shows ${card.protocol} ${card.value} ("${object.label}") to seat ${seat}`] : [];
  });
}

/**
 * Options that do not say what they are: every offered card names its line (a hand card, the
 * hand), and no two options read the same (the action bar and a screen reader tell them apart
 * by these words alone).
 */
export function vagueOptions(scene: readonly SceneObject[]): string[] {
  const offered = scene.filter((o) => o.enabled);
  const problems = offered
    .filter((o) => o.compileCard && !/\b(line|Reihe) \d\b|\b(hand|Hand)\b/.test(o.label))
    .map((o) => `${o.id} reads "${o.label}"`);
  const seen = new Map<string, string>();
  for (const o of offered) {
    const twin = seen.get(o.label);
    if (twin) problems.push(`${twin} and ${o.id} both read "${o.label}"`);
    seen.set(o.label, o.id);
  }
  return problems;
}

/** Cards laid out to be read whose words are smaller than `px`, or that are not wholly on screen. */
export function readingProblems(scene: readonly SceneObject[], px: number, viewport: { width: number; height: number }): string[] {
  return scene
    .filter((o) => o.compileCard?.place === 'enlarged' || o.compileCard?.place === 'revealed')
    .flatMap((o) => {
      const problems: string[] = [];
      const size = o.compileCard!.textPx;
      if (size === undefined || size < px) problems.push(`${o.id} (${o.label}) draws words at ${size ?? '?'} px, under ${px}`);
      if (!inside(o, viewport)) problems.push(`${o.id} at ${rect(o)} is not wholly inside ${viewport.width}×${viewport.height}`);
      return problems;
    });
}

/** The card being read must be one the table still shows (not one discarded since). */
export function staleReading(scene: readonly SceneObject[]): string[] {
  const read = scene.find((o) => o.compileCard?.place === 'enlarged');
  if (!read) return [];
  const face = (o: SceneObject) => `${o.compileCard!.protocol} ${o.compileCard!.value}`;
  const drawn = scene.filter((o) => o.compileCard && o.compileCard.place !== 'enlarged' && o.compileCard.place !== 'revealed').map(face);
  return drawn.includes(face(read)) ? [] : [`the card read, ${face(read)}, is drawn nowhere else`];
}

/**
 * Words laid over words: a reveal's or a trash's title over the status line; on a phone, the
 * line telling how to read a card over the buttons or the hand, or off screen.
 */
export function overlaps(scene: readonly SceneObject[], viewport: { width: number; height: number }): string[] {
  const problems: string[] = [];
  const status = scene.find((o) => o.id === 'status');
  const title = scene.find((o) => o.id === 'overlay-title');
  if (status && title && overlap(status, title)) problems.push(`overlay-title at ${rect(title)} overlaps status at ${rect(status)}`);
  const hint = scene.find((o) => o.id === 'hint');
  if (hint) {
    if (!inside(hint, viewport)) problems.push(`hint at ${rect(hint)} is not wholly inside ${viewport.width}×${viewport.height}`);
    for (const o of scene.filter((x) => x.kind === 'button' || x.compileCard?.place === 'hand')) {
      if (overlap(hint, o)) problems.push(`hint at ${rect(hint)} overlaps ${o.id} at ${rect(o)}`);
    }
  }
  return problems;
}
