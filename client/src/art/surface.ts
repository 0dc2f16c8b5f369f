/**
 * The table's surface, drawn in code (no image): the felt, lighter under the lamp in the
 * middle and darker at the edges, with a faint diamond weave. The middle is no lighter than
 * a raised panel (`feltLight`) and the edge no darker than the felt's shadow, so every text
 * checked on the felt and on a panel keeps its contrast anywhere on the table.
 */
import { Container, FillGradient, Graphics } from 'pixi.js';
import { palette } from '../pixi/palette';

/** Between the felt and a raised panel: the lamp's light on the cloth. */
const LAMP = 0x1d3027;
const EDGE = 0x111c17;
const WEAVE = 28;

export function tableSurface(w: number, h: number): Container {
  const surface = new Container();
  const light = new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.45 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.45 },
    outerRadius: 0.75,
    colorStops: [
      { offset: 0, color: LAMP },
      { offset: 0.55, color: palette.felt },
      { offset: 1, color: EDGE },
    ],
    textureSpace: 'local',
  });
  surface.addChild(new Graphics().rect(0, 0, w, h).fill(light));
  const weave = new Graphics();
  for (let d = -h; d < w; d += WEAVE)
    weave
      .moveTo(d, 0)
      .lineTo(d + h, h)
      .moveTo(d + h, 0)
      .lineTo(d, h);
  weave.stroke({ color: 0xffffff, width: 1, alpha: 0.025 });
  surface.addChild(weave);
  return surface;
}
