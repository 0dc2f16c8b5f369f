/**
 * Where the things of a motion are on the canvas, and the size what flies is drawn at: the
 * scene's registered objects, measured (see `Motions`), looked up by the places a game's
 * motion names.
 */
import { card } from '../ui/theme';
import type { Place, Places } from './motionSteps';
import type { Registered } from './stage';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A registered object and its rectangle on the canvas. */
export interface Found {
  object: Registered;
  rect: Rect;
}

/** Kinds of object that are drawn card-shaped: what flies takes their size. */
export const CARD_SHAPED: ReadonlySet<Registered['kind']> = new Set(['card', 'mission', 'protocol', 'deck']);

/** The first of `places` drawn in the measured `found`. */
export function findIn(found: readonly Found[], places: Places): Found | undefined {
  const objects = found.map((entry) => entry.object);
  for (const place of places) {
    const object = pick(objects, place);
    if (object) return found.find((entry) => entry.object === object);
  }
  return undefined;
}

export function pick(objects: readonly Registered[], place: Place): Registered | undefined {
  if (typeof place === 'string') return objects.find((object) => object.id === place);
  const matching = objects.filter((object) => object.id.startsWith(place.prefix) && (place.where?.(object) ?? true));
  return place.first ? matching[0] : matching.at(-1);
}

export function centre(rect: Rect): { x: number; y: number } {
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
}

/** The size what flies is drawn at: the card it lands on, else the one it leaves, else a card that fits a pile, else one of about the smaller end's height. */
export function artBox(to: Found | undefined, from: Found | undefined): { w: number; h: number } {
  const drawn = [to, from].find((found) => found && CARD_SHAPED.has(found.object.kind) && found.object.kind !== 'deck');
  if (drawn) return { w: drawn.rect.w, h: drawn.rect.h };
  // A deck drawn as a pile, or a line of words that counts it: a card that fits in it.
  const pile = [to, from].find((found) => found?.object.kind === 'deck');
  const fits = pile ? Math.min(pile.rect.h, pile.rect.w * card.aspect) : 0;
  if (fits >= 32) return { w: fits / card.aspect, h: fits };
  const ends = [to, from].flatMap((found) => (found ? [found.rect.h] : []));
  const h = Math.max(40, Math.min(72, ...ends));
  return { w: h / card.aspect, h };
}
