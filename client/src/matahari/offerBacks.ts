/**
 * A seat's offer lying on the table before its plate, as card backs (#42 item 12): in the seat
 * panels they read as "000" rings, and the middle of the table stayed empty. The seat's place
 * keeps room for them on the side of its plate that faces the middle of the table.
 */
import { Container } from 'pixi.js';
import { cardBack } from './art';

const GAP = 4;

/** A back's size at the table's words: large enough to count at a glance and to show the
 *  backs' design (a plain one, under 30 px wide, read as an empty ring). */
function backSize(font: number): { w: number; h: number } {
  const h = Math.round(font * 3.8);
  return { w: Math.round(h / 1.4), h };
}

/** The room a seat's place keeps for its offer, beside its plate. */
export function offerRoom(font: number): number {
  return backSize(font).h + GAP;
}

/**
 * Where the plate's centre lies in a seat's place (its plate and its offer's room) centred at
 * `y`: the offer goes on the side facing `middle`, the plate on the other.
 */
export function plateCentre(y: number, font: number, middle: number): number {
  const shift = offerRoom(font) / 2;
  return y < middle ? y - shift : y + shift;
}

/** `count` card backs in a row, centred under (or over) a plate at `plate`, on the side facing `middle`. */
export function offerBacks(count: number, font: number, plate: { x: number; y: number; w: number; h: number }, middle: number): Container {
  const { w, h } = backSize(font);
  const row = new Container();
  for (let i = 0; i < count; i++) {
    const back = cardBack(w, h);
    back.x = i * (w + GAP);
    row.addChild(back);
  }
  const rowW = count * (w + GAP) - GAP;
  const below = plate.y + plate.h / 2 < middle;
  row.position.set(plate.x + (plate.w - rowW) / 2, below ? plate.y + plate.h + GAP : plate.y - GAP - h);
  return row;
}
