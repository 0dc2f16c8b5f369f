import { Container, Graphics, type Text } from 'pixi.js';
import type { CardView, KompromatView, kompromatCards } from '@dead-drop/shared';
import { designedBack } from '../art/cardBack';
import { iconsOf } from '../art/icon';
import { ICONS } from '../art/icons/kompromat';
import { MISSION_ICONS, missionArt, NOTORIETY_ICON } from './iconChoice';
import { FONT, palette } from '../pixi/palette';
import { label, panel, wrappedLabel } from '../pixi/widgets';
import { cornerSize } from './layout';
import { rankLabel } from './text';

/** Drawn from this game's own icons: a table downloads no other game's. */
const icon = iconsOf(ICONS);

type MissionCardView = NonNullable<KompromatView['missions'][number]['card']>;
type ItemKind = kompromatCards.ItemKind;

/**
 * An equipment card as this viewer sees it: a face with its value, or a back in the
 * owner's colour with nothing on it. `secret` marks one's own face-down card, seen only
 * during one's turn: the opponent sees a back there.
 */
export function equipmentCard(card: CardView, seat: number, w: number, h: number, font: number): Container {
  const box = new Container();
  const colour = palette.seats[seat] ?? palette.muted;
  if (card.rank === undefined) return designedBack(w, h, colour);
  const secret = !card.up && !card.shown;
  box.addChild(panel(w, h, secret ? 0xe9e2f5 : palette.paper, 6, { color: colour, width: 3 }));
  // The owner's frame, and a ring behind the value: the value is what a player looks for.
  box.addChild(new Graphics().roundRect(3, 3, w - 6, h - 6, 4).stroke({ color: colour, width: 1, alpha: 0.5 }));
  box.addChild(new Graphics().circle(w / 2, h / 2, Math.min(w, h) * 0.36).fill({ color: colour, alpha: 0.12 }));
  if (secret) box.addChild(new Graphics().roundRect(3, 3, w - 6, h - 6, 4).stroke({ color: 0x6b4fa0, width: 1.5, alpha: 0.8 }));
  const text = rankLabel(card.rank);
  // Close to the edge: in a stack only a strip of a covered card shows, and its value must.
  const corner = cornerSize(w, font);
  const top = label(text, { fontSize: corner, fontWeight: '700', fill: colour, lineHeight: corner });
  top.position.set(5, 1);
  const bottom = label(text, { fontSize: corner, fontWeight: '700', fill: colour, lineHeight: corner });
  bottom.anchor.set(1, 1);
  bottom.position.set(w - 5, h - 1);
  const big = label(text, {
    fontSize: Math.max(font, Math.round(w * (text.length > 2 ? 0.3 : 0.42))),
    fontWeight: '800',
    fill: palette.ink,
  });
  big.anchor.set(0.5);
  big.position.set(w / 2, h / 2);
  box.addChild(top, bottom, big);
  // Plain symbols only: emoji are missing from many systems' fonts and would draw as boxes.
  if (card.shown) box.addChild(marker('◉', w, colour, font));
  if (secret) box.addChild(marker('◐', w, 0x6b4fa0, font));
  return box;
}

function marker(symbol: string, w: number, colour: number, font: number): Text {
  const mark = label(symbol, { fontSize: Math.max(font, Math.round(w * 0.16)), fill: colour });
  mark.anchor.set(1, 0);
  mark.position.set(w - 4, 3);
  return mark;
}

const MISSION_COLOURS: Record<MissionCardView['kind'], number> = {
  target: 0x8e2f2f,
  document: 0x8a6d1f,
  code: 0x2d6b57,
  item: 0x5b4a8a,
  ci: palette.danger,
};

/**
 * A mission card: its kind as a coloured band with what it is worth and its position, then its
 * name, never under `font` px (a long name takes two lines), over the icon of its kind or item.
 */
export function missionCardArt(
  title: string,
  detail: string,
  card: MissionCardView,
  position: number,
  w: number,
  h: number,
  font: number,
): Container {
  const box = new Container();
  const { kind } = card;
  const size = Math.max(font, Math.round(h * 0.17));
  // The position sits in the band's left corner; what the card is worth beside it, on two
  // lines when it must ("sets: 2 · 6 · 12 VP" on a phone), never smaller.
  const place = label(String(position), { fontSize: font, fontWeight: '700', fill: 0xffffff });
  place.alpha = 0.75;
  const worthW = w - 2 * (place.width + 8);
  const worth = wrappedLabel(detail, worthW, { fontSize: size, fontWeight: '800', fill: 0xffffff, align: 'center', lineHeight: size + 1 });
  const band = Math.max(Math.round(h * 0.3), worth.height + 4);
  box.addChild(panel(w, h, palette.paper, 8, { color: MISSION_COLOURS[kind], width: 3 }));
  box.addChild(new Graphics().roundRect(0, 0, w, band, 8).fill({ color: MISSION_COLOURS[kind] }));
  place.anchor.set(0, 0.5);
  place.position.set(6, band / 2);
  worth.anchor.set(0.5, 0.5);
  worth.position.set(w / 2, band / 2);
  // The icon fills the card under the band, light enough that the name over it reads as on paper.
  const mark = Math.min(w * 0.8, h - band - 4);
  box.addChild(
    icon(MISSION_ICONS[missionArt(card)], mark, MISSION_COLOURS[kind], { x: (w - mark) / 2, y: band + (h - band - mark) / 2, alpha: 0.28 }),
  );
  const name = wrappedLabel(title, w - 4, { fontSize: size, fontWeight: '700', fill: palette.ink, align: 'center', lineHeight: size + 1 });
  name.anchor.set(0.5, 0.5);
  name.position.set(w / 2, (band + h) / 2);
  fitWidth(worth, worthW);
  fitWidth(name, w - 4);
  box.addChild(name, worth, place);
  return box;
}

/** Long words (German ones) shrink to fit rather than spill over the card's edge. */
function fitWidth(text: Text, width: number): void {
  if (text.width > width) text.scale.set(width / text.width);
}

/** The counter-intelligence card under a mission: only its marks peek out, above the card. */
export function ciTab(marks: number, w: number): Container {
  const box = new Container();
  box.addChild(panel(w, 26, palette.danger, 6));
  const text = label('!'.repeat(marks), { fontFamily: FONT, fontSize: 13, fontWeight: '900', fill: 0xffffff });
  text.anchor.set(0.5, 0);
  text.position.set(w / 2, 0);
  box.addChild(text);
  return box;
}

/** A small item card in front of a player: its name over its icon. */
export function itemArt(item: ItemKind, name: string, w: number, h: number, usable: boolean, font: number): Container {
  const box = new Container();
  box.addChild(panel(w, h, usable ? 0x6a58a6 : 0x4a4060, 6, { color: usable ? palette.highlight : 0x8f86a8, width: usable ? 2 : 1 }));
  const mark = Math.min(w, h) - 6;
  box.addChild(icon(MISSION_ICONS[item], mark, 0xffffff, { x: (w - mark) / 2, y: (h - mark) / 2, alpha: 0.2 }));
  const text = wrappedLabel(name, w - 6, {
    fontSize: Math.max(font, Math.round(h * 0.3)),
    fontWeight: '600',
    fill: 0xffffff,
    align: 'center',
    lineHeight: Math.max(font, Math.round(h * 0.3)) + 1,
  });
  text.anchor.set(0.5);
  text.position.set(w / 2, h / 2);
  box.addChild(text);
  return box;
}

/** A notoriety token: a red disc with the siren that a player's notoriety sets off. */
export function notorietyToken(size: number): Container {
  const token = new Container();
  token.addChild(
    new Graphics()
      .circle(size / 2, size / 2, size / 2)
      .fill({ color: palette.danger })
      .stroke({ color: 0xffffff, width: 1.5 }),
  );
  const mark = size * 0.62;
  token.addChild(icon(NOTORIETY_ICON, mark, 0xffffff, { x: (size - mark) / 2, y: (size - mark) / 2 }));
  return token;
}
