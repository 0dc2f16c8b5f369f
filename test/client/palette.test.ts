/** #19: seat names must be readable on the felt, and no seat may look like the move marker. */
import { palette } from '../../client/src/pixi/palette';
import { contrast } from './contrast';

test.each(palette.seats.map((colour, seat) => [seat, colour]))(
  "seat %i's colour reads at 4.5:1 or more on the felt and on a plate",
  (_seat, colour) => {
    expect(contrast(colour, palette.felt)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, palette.feltLight)).toBeGreaterThanOrEqual(4.5);
  },
);

test("no seat colour is the move marker's yellow, nor close to it", () => {
  const distance = (a: number, b: number) => Math.hypot(...[16, 8, 0].map((s) => ((a >> s) & 0xff) - ((b >> s) & 0xff)));
  for (const colour of palette.seats) expect(distance(colour, palette.highlight)).toBeGreaterThan(60);
});
