/** #19: seat names must be readable on the felt, and no seat may look like the move marker. */
import { palette } from '../../client/src/pixi/palette';

/** WCAG's relative luminance and contrast ratio. */
function luminance(colour: number): number {
  const channel = (shift: number) => {
    const v = ((colour >> shift) & 0xff) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

function contrast(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.each(palette.seats.map((colour, seat) => [seat, colour]))('seat %i\'s colour reads at 4.5:1 or more on the felt and on a plate', (_seat, colour) => {
  expect(contrast(colour, palette.felt)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(colour, palette.feltLight)).toBeGreaterThanOrEqual(4.5);
});

test('no seat colour is the move marker\'s yellow, nor close to it', () => {
  const distance = (a: number, b: number) => Math.hypot(...[16, 8, 0].map((s) => ((a >> s) & 0xff) - ((b >> s) & 0xff)));
  for (const colour of palette.seats) expect(distance(colour, palette.highlight)).toBeGreaterThan(60);
});
