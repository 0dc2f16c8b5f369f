import type { SceneObject } from '../pixi/sceneObjects';
import type { Stage } from '../pixi/stage';

/** A control's distance from the table's edge, in CSS px. */
const MARGIN = 6;
/** How far apart the places tried are, across and down, in CSS px: finer than a card's name. */
const STEP = 8;

/** The table's corner whose places are tried first: of places that cover as little, the first wins. */
export type FromCorner = 'topLeft' | 'bottomRight';

/**
 * Lays `control` (floated over the table, see `Stage.float`) on the table's visible part where it
 * covers least of what the table draws: never a name or the status line (the "what to do now")
 * where it can help it, then nothing that offers a move, then as little else as it can; of equal
 * places the first from `from`, row by row. It sets `--spot-x` and `--spot-y`, which the
 * stylesheet reads; where the stylesheet lays the control elsewhere (fixed to the screen) it
 * sets neither.
 */
export function placeClear(control: HTMLElement, drawn: readonly SceneObject[], from: FromCorner): void {
  control.style.removeProperty('--spot-x');
  control.style.removeProperty('--spot-y');
  const frame = control.parentElement?.getBoundingClientRect();
  if (!frame || control.hidden || getComputedStyle(control).position === 'fixed') return;
  const { width, height } = control.getBoundingClientRect();
  const top = Math.max(frame.top, 0) + MARGIN;
  const bottom = Math.max(top, Math.min(frame.bottom, window.innerHeight) - MARGIN - height);
  const left = frame.left + MARGIN;
  const right = Math.max(left, frame.right - MARGIN - width);
  const covers = (x: number, y: number, object: SceneObject) =>
    x < object.x + object.w && object.x < x + width && y < object.y + object.h && object.y < y + height;
  const cost = (x: number, y: number) =>
    drawn.reduce((sum, object) => {
      if (!covers(x, y, object)) return sum;
      return sum + (object.id === 'status' || object.kind === 'seat' ? 100 : object.enabled ? 10 : 1);
    }, 0);
  const downs = steps(top, bottom);
  const acrosses = steps(left, right);
  if (from === 'bottomRight') {
    downs.reverse();
    acrosses.reverse();
  }
  let best = { x: acrosses[0]!, y: downs[0]!, cost: Number.POSITIVE_INFINITY };
  for (const y of downs) {
    for (const x of acrosses) {
      const here = cost(x, y);
      if (here < best.cost) best = { x, y, cost: here };
      if (best.cost === 0) break;
    }
    if (best.cost === 0) break;
  }
  control.style.setProperty('--spot-x', `${best.x - frame.left}px`);
  control.style.setProperty('--spot-y', `${best.y - frame.top}px`);
}

/**
 * Keeps each of `controls`, floated over the stage, where it covers least of the table, from its
 * bottom right (see `placeClear`): when it is shown or its words change, at every new layout of
 * the scene, at every new size and as the table pans under it, once a frame at most. Returns
 * what stops it.
 */
export function keepClear(stage: Stage, controls: readonly HTMLElement[]): () => void {
  let pending = 0;
  let stopped = false;
  const place = () => {
    pending = 0;
    const drawn = stage.sceneObjects();
    for (const control of controls) if (!control.hidden) placeClear(control, drawn, 'bottomRight');
  };
  const soon = () => {
    if (!stopped) pending ||= requestAnimationFrame(place);
  };
  for (const control of controls) stage.float(control);
  stage.onRegister(soon);
  stage.onResize(soon);
  stage.onPan(soon);
  const shown = new MutationObserver(soon);
  for (const control of controls)
    shown.observe(control, { attributes: true, attributeFilter: ['hidden'], childList: true, characterData: true, subtree: true });
  return () => {
    stopped = true;
    cancelAnimationFrame(pending);
    shown.disconnect();
  };
}

/** The places from `start` to `end`, `STEP` apart, `end` among them. */
function steps(start: number, end: number): number[] {
  const places: number[] = [];
  for (let at = start; at < end; at += STEP) places.push(at);
  places.push(end);
  return places;
}
