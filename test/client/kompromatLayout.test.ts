/**
 * #19 and #26 item 9, readability of a Kompromat table: up to eight cards on a side, on phones
 * and desktops, every card shows its corner value, stays in its column and in the room between
 * the mission and the status line or the plate, and the Σ total has its own room beyond them.
 */
import { cornerSize, layoutFor, stackSpots, TOTAL_H, type Layout } from '../../client/src/kompromat/layout';

/** Canvases: a 1280×720 desktop page, a smaller desktop, a 390×844 phone, a large screen. */
const SCREENS = [
  [1000, 676],
  [1000, 560],
  [390, 648],
  [1920, 1000],
] as const;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
/** Layout arithmetic in floating point: a hair over an edge is on it. */
const EPS = 1e-6;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Where a card's corner value is drawn (see `equipmentCard`): the top seat's shows at the bottom right. */
function valueSpot(layout: Layout, place: number, card: { x: number; y: number }): Rect {
  const { w, h } = layout.card;
  const size = cornerSize(w, layout.font);
  const value = { w: Math.min(w - 10, size * 1.8), h: size };
  return place === 0 ? { x: card.x + w - 5 - value.w, y: card.y + h - 1 - value.h, ...value } : { x: card.x + 5, y: card.y + 1, ...value };
}

describe.each(SCREENS)('at %i×%i', (width, height) => {
  const layout = layoutFor(width, height, 4);
  const column = layout.columns[1]!;

  test.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'a side of %i cards shows every value, inside its room and column, with its total beyond',
    (count) => {
      layout.stacks.forEach((stack, place) => {
        const { cards, total } = stackSpots(layout, column, place, count);
        const rects = cards.map((card) => ({ ...card, ...layout.card }));
        const room = {
          x: column - layout.columnW / 2,
          y: Math.min(stack.from, stack.to),
          w: layout.columnW,
          h: Math.abs(stack.from - stack.to),
        };
        rects.forEach((card, i) => {
          expect(card.x).toBeGreaterThanOrEqual(room.x - EPS);
          expect(card.x + card.w).toBeLessThanOrEqual(room.x + room.w + EPS);
          expect(card.y).toBeGreaterThanOrEqual(room.y - EPS);
          expect(card.y + card.h).toBeLessThanOrEqual(room.y + room.h + EPS);
          const value = valueSpot(layout, place, card);
          expect(rects.slice(i + 1).filter((later) => overlap(value, later))).toEqual([]);
        });
        // The total's line lies between the cards' outer end and the room's, whatever the count.
        const line = place === 0 ? { top: total.y - (TOTAL_H - 2), bottom: total.y } : { top: total.y, bottom: total.y + TOTAL_H - 2 };
        expect(line.top).toBeGreaterThanOrEqual(room.y - EPS);
        expect(line.bottom).toBeLessThanOrEqual(room.y + room.h + EPS);
        for (const card of rects) expect(overlap({ x: total.x - 20, y: line.top, w: 40, h: line.bottom - line.top }, card)).toBe(false);
      });
    },
  );

  test('cards are no smaller than their corner value needs', () => {
    expect(layout.card.w).toBeGreaterThanOrEqual(32);
    expect(cornerSize(layout.card.w, layout.font)).toBeGreaterThanOrEqual(layout.font);
  });
});
