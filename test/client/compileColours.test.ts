/** #26 item 10: every Compile protocol's colour shows on the felt (Death's was nearly black) and
 *  carries the white words written on it; no two protocols look alike. */
import { PROTOCOL_COLOURS } from '../../client/src/compile/colours';
import { palette } from '../../client/src/pixi/palette';
import { contrast } from './contrast';

const COLOURS = Object.entries(PROTOCOL_COLOURS);

test.each(COLOURS)('%s stands out from the felt at 3:1 and carries white words at 3:1', (_protocol, colour) => {
  expect(contrast(colour, palette.felt)).toBeGreaterThanOrEqual(3);
  expect(contrast(colour, 0xffffff)).toBeGreaterThanOrEqual(3);
});

test('no two protocols share a colour, nor nearly', () => {
  const distance = (a: number, b: number) => Math.hypot(...[16, 8, 0].map((s) => ((a >> s) & 0xff) - ((b >> s) & 0xff)));
  const close = COLOURS.flatMap(([p, a], i) =>
    COLOURS.slice(i + 1)
      .filter(([, b]) => distance(a, b) < 40)
      .map(([q]) => `${p} ~ ${q}`),
  );
  expect(close).toEqual([]);
});
