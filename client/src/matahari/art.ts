import { CanvasTextMetrics, Container, Graphics, TextStyle } from 'pixi.js';
import type { MatahariFace as Face } from '@dead-drop/shared';
import { FONT, palette } from '../pixi/palette';
import { label, panel } from '../pixi/widgets';
import { CARD_COLOURS } from './colours';
import { mt } from './text';

export { CARD_COLOURS };

function colourOf(face: Face): number {
  return 'partner' in face ? CARD_COLOURS.partner : CARD_COLOURS[face.colour];
}

/** The name an operation card shows. */
export function faceName(face: Face): string {
  return 'partner' in face ? mt(`partner.${face.partner}`) : mt(`resource.${face.resource}`);
}

/** How wide a card must be for its name at `font` px (see `faceCard`). */
export function faceWidth(face: Face, font: number): number {
  return CanvasTextMetrics.measureText(faceName(face), new TextStyle({ fontFamily: FONT, fontSize: font, fontWeight: '700' })).width + 2 * NAME_PAD;
}

/** How tall a card is whose words are `font` px (see `faceCard`). */
export function faceHeight(font: number): number {
  return bandOf(font) + Math.round(font * 1.3) + 2 * NAME_PAD;
}

const NAME_PAD = 6;
const bandOf = (font: number) => Math.round(font * 1.6);

/**
 * An operation card's face as a short tile: its colour as a band holding its priority (a star
 * for a partner), its name under it on one line, all at `font` px or more. The caller makes
 * it `faceWidth` wide: a name is never shrunk or cut, so that it reads whole on a phone.
 */
export function faceCard(face: Face, w: number, font: number): Container {
  const box = new Container();
  const colour = colourOf(face);
  const band = bandOf(font);
  box.addChild(panel(w, faceHeight(font), palette.paper, 6, { color: colour, width: 2 }));
  box.addChild(new Graphics().roundRect(0, 0, w, band, 6).fill({ color: colour }));
  const big = label('partner' in face ? '★' : String(face.priority), { fontSize: font + 2, fontWeight: '800', fill: 0xffffff });
  big.anchor.set(0, 0.5);
  big.position.set(NAME_PAD, band / 2);
  const name = label(faceName(face), { fontSize: font, fontWeight: '700', fill: palette.ink });
  name.anchor.set(0.5, 0);
  name.position.set(w / 2, band + NAME_PAD - 2);
  box.addChild(big, name);
  return box;
}

/** The back every operation card shares: nothing on it tells one card from another. */
export function cardBack(w: number, h: number): Container {
  const box = new Container();
  box.addChild(panel(w, h, 0x22313f, 6, { color: 0xd4af37, width: 2 }));
  box.addChild(new Graphics().roundRect(5, 5, w - 10, h - 10, 4).stroke({ color: 0xd4af37, width: 1, alpha: 0.5 }));
  // A mark too small to read (on an offer's backs on a plate) is left off.
  if (w < 30) return box;
  const mark = label('MH', { fontSize: Math.round(w * 0.3), fontWeight: '800', fill: 0xd4af37 });
  mark.anchor.set(0.5);
  mark.position.set(w / 2, h / 2);
  box.addChild(mark);
  return box;
}

/**
 * A card shrunk to a chip, for every hand of a table seen with every card face up: its colour,
 * the initial of its name (which tells it from the two other resources of its colour) over its
 * priority, or a star over a partner's initial. An offered card is outlined in yellow.
 */
export function faceChip(face: Face, w: number, h: number, offered: boolean): Container {
  const box = new Container();
  box.addChild(panel(w, h, colourOf(face), 3, offered ? { color: palette.highlight, width: 2 } : { color: 0xffffff, width: 1 }));
  const lines = 'partner' in face
    ? ['★', initial(mt(`partner.${face.partner}`))]
    : [initial(mt(`resource.${face.resource}`)), String(face.priority)];
  lines.forEach((line, i) => {
    const text = label(line, { fontSize: Math.round(h * 0.38), fontWeight: '800', fill: 0xffffff });
    text.anchor.set(0.5);
    text.position.set(w / 2, h * (i === 0 ? 0.3 : 0.72));
    box.addChild(text);
  });
  return box;
}

function initial(name: string): string {
  return name.charAt(0).toUpperCase();
}
