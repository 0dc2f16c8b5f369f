import { CanvasTextMetrics, Container, Graphics, TextStyle } from 'pixi.js';
import type { MatahariFace as Face } from '@dead-drop/shared';
import { designedBack, pileOf } from '../art/cardBack';
import { iconsOf } from '../art/icon';
import { ICONS } from '../art/icons/matahari';
import { COVER_ICONS, OPERATION_ICONS } from './iconChoice';
import { FONT, palette } from '../pixi/palette';
import { label, panel } from '../pixi/widgets';
import { CARD_COLOURS } from './colours';
import { mt } from './text';

/** Drawn from this game's own icons: a table downloads no other game's. */
const icon = iconsOf(ICONS);

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
  return (
    CanvasTextMetrics.measureText(faceName(face), new TextStyle({ fontFamily: FONT, fontSize: font, fontWeight: '700' })).width +
    2 * NAME_PAD
  );
}

/** How tall a card is whose words are `font` px (see `faceCard`). */
export function faceHeight(font: number): number {
  return bandOf(font) + Math.round(font * 1.3) + 2 * NAME_PAD;
}

const NAME_PAD = 6;
const bandOf = (font: number) => Math.round(font * 1.6);

function iconOf(face: Face) {
  return OPERATION_ICONS['partner' in face ? face.partner : face.resource];
}

/**
 * An operation card's face as a short tile: its colour as a band holding its priority large
 * (a star for a partner) and its icon, its name under it on one line, all at `font` px or
 * more. The caller makes it `faceWidth` wide: a name is never shrunk or cut, so that it reads
 * whole on a phone.
 */
export function faceCard(face: Face, w: number, font: number): Container {
  const box = new Container();
  const colour = colourOf(face);
  const band = bandOf(font);
  box.addChild(panel(w, faceHeight(font), palette.paper, 6, { color: colour, width: 2 }));
  box.addChild(new Graphics().roundRect(0, 0, w, band, 6).fill({ color: colour }));
  const big = label('partner' in face ? '★' : String(face.priority), {
    fontSize: Math.round(band * 0.9),
    fontWeight: '800',
    fill: 0xffffff,
  });
  big.anchor.set(0, 0.5);
  big.position.set(NAME_PAD, band / 2);
  const mark = band - 4;
  box.addChild(icon(iconOf(face), mark, 0xffffff, { x: w - NAME_PAD - mark, y: 2 }));
  const name = label(faceName(face), { fontSize: font, fontWeight: '700', fill: palette.ink });
  name.anchor.set(0.5, 0);
  name.position.set(w / 2, band + NAME_PAD - 2);
  box.addChild(big, name);
  return box;
}

/** The back every operation card shares: nothing on it tells one card from another. */
export function cardBack(w: number, h: number): Container {
  return designedBack(w, h, BACK, GOLD);
}

const BACK = 0x22313f;
const GOLD = 0xd4af37;

/** The draw pile as a pile of backs, higher the more cards it holds. */
export function drawPile(count: number, w: number, h: number): Container {
  return pileOf(count, w, h, () => cardBack(w, h));
}

export type CoverSide = keyof typeof COVER_ICONS;

/** Each side's colour: a spy in the shadows, and one in the red light of being found out. */
const COVER_COLOURS: Record<CoverSide, number> = { undercover: 0x2c3e50, compromised: 0x9b2d2d };

/** A cover, one of its two sides up: the side's colour with its icon (a fedora, or handcuffs). */
export function cover(side: CoverSide, w: number, h: number): Container {
  const box = new Container();
  box.addChild(panel(w, h, COVER_COLOURS[side], Math.min(6, w / 4), { color: 0xffffff, width: w < 20 ? 1 : 2 }));
  const mark = Math.min(w, h) * 0.8;
  box.addChild(icon(COVER_ICONS[side], mark, 0xffffff, { x: (w - mark) / 2, y: (h - mark) / 2 }));
  return box;
}

/** The covers still in the middle, Undercover side up, as a pile. */
export function coverPile(count: number, w: number, h: number): Container {
  return pileOf(count, w, h, () => cover('undercover', w, h));
}

/**
 * A card shrunk to a chip, for every hand of a table seen with every card face up: its colour,
 * the initial of its name (which tells it from the two other resources of its colour) over its
 * priority, or a star over a partner's initial. An offered card is outlined in yellow.
 */
export function faceChip(face: Face, w: number, h: number, offered: boolean): Container {
  const box = new Container();
  box.addChild(panel(w, h, colourOf(face), 3, offered ? { color: palette.highlight, width: 2 } : { color: 0xffffff, width: 1 }));
  const lines =
    'partner' in face ? ['★', initial(mt(`partner.${face.partner}`))] : [initial(mt(`resource.${face.resource}`)), String(face.priority)];
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
