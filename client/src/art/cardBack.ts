/**
 * The back of a card, designed once for every game and drawn in code: the owner's colour (or
 * the game's), a frame, a fine diagonal weave and Dead Drop's keyhole in the middle. It is drawn
 * from a colour alone, so a back can carry nothing of the card it hides.
 */
import { Container, Graphics } from 'pixi.js';
import { panel } from '../pixi/widgets';

/** Under this width a back is a coloured tile: its weave and keyhole would be a smudge. */
const PLAIN_UNDER = 30;
const WEAVE = 6;

export function designedBack(w: number, h: number, colour: number, trim = 0xffffff): Container {
  const back = new Container();
  back.addChild(panel(w, h, colour, 6, { color: trim, width: 2 }));
  if (w < PLAIN_UNDER) return back;
  const inset = Math.max(4, Math.round(w * 0.09));
  const inner = { x: inset, y: inset, w: w - 2 * inset, h: h - 2 * inset };
  back.addChild(weave(inner, trim));
  back.addChild(new Graphics().roundRect(inner.x, inner.y, inner.w, inner.h, 4).stroke({ color: trim, width: 1, alpha: 0.55 }));
  back.addChild(keyhole(w / 2, h / 2, Math.min(w, h) * 0.2, colour, trim));
  return back;
}

/** Lines both ways at 45°, each cut to the box. */
function weave(box: { x: number; y: number; w: number; h: number }, colour: number): Graphics {
  const lines = new Graphics();
  for (let c = WEAVE; c < box.w + box.h; c += WEAVE) {
    // The line x + y = c (box coordinates), from where it enters the box to where it leaves.
    const from = { x: Math.max(0, c - box.h), y: Math.min(box.h, c) };
    const to = { x: Math.min(box.w, c), y: Math.max(0, c - box.w) };
    lines.moveTo(box.x + from.x, box.y + from.y).lineTo(box.x + to.x, box.y + to.y);
    lines.moveTo(box.x + box.w - from.x, box.y + from.y).lineTo(box.x + box.w - to.x, box.y + to.y);
  }
  return lines.stroke({ color: colour, width: 1, alpha: 0.14 });
}

/** A keyhole in a ring: the mark of a dead drop, the hidden place where agents leave things. */
function keyhole(cx: number, cy: number, r: number, colour: number, trim: number): Graphics {
  return new Graphics()
    .circle(cx, cy, r)
    .fill({ color: colour })
    .stroke({ color: trim, width: 2, alpha: 0.85 })
    .circle(cx, cy - r * 0.22, r * 0.3)
    .fill({ color: trim, alpha: 0.85 })
    .poly([cx - r * 0.14, cy - r * 0.1, cx + r * 0.14, cy - r * 0.1, cx + r * 0.24, cy + r * 0.55, cx - r * 0.24, cy + r * 0.55])
    .fill({ color: trim, alpha: 0.85 });
}

/** A pile of `count` cards seen from the side: a few backs, each a little up and left of the one under it. */
export function pileOf(count: number, w: number, h: number, card: () => Container): Container {
  const pile = new Container();
  // An empty pile leaves its place on the cloth, outlined.
  if (count === 0) {
    pile.addChild(new Graphics().roundRect(0, 0, w, h, 6).stroke({ color: 0xffffff, width: 1, alpha: 0.35 }));
    return pile;
  }
  const layers = Math.max(1, Math.min(4, Math.ceil(count / 5)));
  for (let i = 0; i < layers; i++) {
    const layer = card();
    layer.position.set((layers - 1 - i) * 2, (layers - 1 - i) * 2);
    pile.addChild(layer);
  }
  return pile;
}
