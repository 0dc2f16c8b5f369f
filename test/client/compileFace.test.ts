/** #26 item 9: on one's own face-down card the "face down" mark lay over the bottom box's words,
 *  and the bottom box reached past the card. The parts of a face lie apart, inside the card. */
import { coveredStrip, faceLayout, type Rect } from '../../client/src/compile/cardFace';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const SIZES = [
  [84, 100],
  [108, 151],
  [130, 182],
  [220, 300],
] as const;

test.each(SIZES)('a %i×%i face: band, boxes and mark apart and inside the card', (w, h) => {
  for (const [faceDown, alone, texts] of [
    [false, false, { top: 0, middle: 40, bottom: 60 }],
    [true, false, { top: 0, middle: 40, bottom: 60 }],
    [false, true, { top: 90, middle: 40, bottom: 60 }],
    [true, true, { top: 120, middle: 0, bottom: 0 }],
  ] as const) {
    const face = faceLayout(w, h, faceDown, 11, texts, alone);
    const parts = [face.band, face.boxes.top, face.boxes.middle, face.boxes.bottom, ...(face.mark ? [face.mark] : [])];
    for (const part of parts) {
      expect(part.x).toBeGreaterThanOrEqual(0);
      expect(part.y).toBeGreaterThanOrEqual(0);
      expect(part.x + part.w).toBeLessThanOrEqual(w);
      expect(part.y + part.h).toBeLessThanOrEqual(h);
    }
    parts.forEach((a, i) => parts.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
    expect(face.mark !== null).toBe(faceDown);
  }
});

/** #27 item 3: a covered card shows its band and top box, the strip `coveredStrip` measures. */
test.each(SIZES)('a %i×%i face: the band and the top box lie in the covered strip', (w, h) => {
  for (const font of [11, 12, 14]) {
    const face = faceLayout(w, h, false, font, { top: 80, middle: 40, bottom: 0 });
    const strip = coveredStrip(font, true);
    expect(face.boxes.top.y + face.boxes.top.h).toBeLessThanOrEqual(strip);
    expect(face.boxes.top.h).toBeGreaterThanOrEqual(2 * font);
    expect(face.boxes.middle.y).toBeGreaterThanOrEqual(strip - 4);
  }
});

/** #42: a revealed card's top box cut its words after two lines while the card below stood empty. */
test('a card by itself gives its top box its share of the room, in whole lines; one that may be covered keeps two', () => {
  const says = { top: 70, middle: 0, bottom: 0 };
  const line = Math.round(11 * 1.2);
  const alone = faceLayout(108, 151, false, 11, says, true);
  expect(alone.boxes.top.h).toBeGreaterThanOrEqual(4 * line);
  expect((alone.boxes.top.h - 4) % line).toBe(0);
  expect(faceLayout(108, 151, false, 11, says).boxes.top.h).toBe(2 * line + 4);
  // Beside long middle words, the top keeps its two lines.
  expect(faceLayout(108, 151, false, 11, { top: 10, middle: 200, bottom: 0 }, true).boxes.top.h).toBe(2 * line + 4);
});
