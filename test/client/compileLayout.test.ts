/** #27 item 3: Compile's table fills the screen, its cards big enough for their words. */
import { bandStrip, coveredStrip } from '../../client/src/compile/cardFace';
import { cardFont, layoutFor, stackOffsets } from '../../client/src/compile/layout';

const SIZES = [
  [375, 667],
  [390, 844],
  [768, 1024],
  [1280, 720],
  [1440, 900],
  [1920, 1080],
] as const;

test.each(SIZES)('at %i×%i the field cards fill their column and the table its screen', (width, height) => {
  const layout = layoutFor(width, height);
  expect(layout.minPx).toBe(width < 700 ? 11 : 12);
  expect(cardFont(layout.card.w, layout.minPx)).toBeGreaterThanOrEqual(layout.minPx);
  for (const line of layout.lines) {
    // A stack's top card and a covered card's strip fit the stack's room.
    // (Not on the smallest phone, whose covered cards show their bands.)
    if (height > 667)
      for (const room of line.stacks)
        expect(layout.card.h + coveredStrip(cardFont(layout.card.w, layout.minPx), true)).toBeLessThanOrEqual(room.h + 1);
    expect(layout.card.w).toBeGreaterThanOrEqual(line.column.w * 0.45);
  }
  expect(layout.card.h).toBeGreaterThanOrEqual(height * (layout.portrait ? 0.09 : 0.17));
  expect(layout.hand.y + layout.hand.h).toBeLessThanOrEqual(height);
});

test('a stack squeezes its covered strips alike where the room is short, never under the band', () => {
  expect(stackOffsets([50, 30, 50], 300, 150, 20)).toEqual([0, 50, 80]);
  expect(stackOffsets([50, 30, 50], 190, 150, 20)).toEqual([0, 25, 45]);
  expect(stackOffsets([50, 50, 50], 150, 150, bandStrip(12))).toEqual([0, bandStrip(12), 2 * bandStrip(12)]);
});

/** #42: an upright phone's table fits the room the page leaves it (the header's row and the log's strip). */
test.each([
  [375, 667 - 92],
  [390, 844 - 92],
  [360, 640 - 92],
])('on a %i px phone %i px tall, the hand, the status and two rows of 44 px buttons fit', (width, height) => {
  const layout = layoutFor(width, height);
  expect(layout.portrait).toBe(true);
  expect(layout.buttonH).toBe(44);
  expect(layout.buttons.h).toBeGreaterThanOrEqual(2 * 44);
  expect(layout.hand.y + layout.hand.h).toBeLessThanOrEqual(height);
  expect(layout.status.y).toBeGreaterThanOrEqual(0);
  expect(layout.field.h).toBeGreaterThan(0);
  expect(layout.buttons.y).toBeGreaterThan(layout.field.y + layout.field.h);
});
