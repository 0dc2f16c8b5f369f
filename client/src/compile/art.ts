import { Container, Graphics } from 'pixi.js';
import type { CompileCardView, compileCards } from '@dead-drop/shared';
import { designedBack } from '../art/cardBack';
import { iconsOf } from '../art/icon';
import { ICONS } from '../art/icons/compile';
import { PROTOCOL_ICONS } from './iconChoice';
import { palette } from '../pixi/palette';
import { fittedLine, label, panel, wrappedLines } from '../pixi/widgets';
import { faceLayout, lineHeight, type Rect, type Texts } from './cardFace';
import { PROTOCOL_COLOURS } from './colours';
import { BOXES, cardText, ct, protocolName } from './text';

/** Drawn from this game's own icons: a table downloads no other game's. */
const icon = iconsOf(ICONS);

type Protocol = compileCards.Protocol;
type Face = { protocol: Protocol; value: number };

/** How much each box of a face says, for sharing the face's room (see `faceLayout`). */
export function textsOf(face: Face): Texts {
  const [top, middle, bottom] = BOXES.map((which) => cardText(face.protocol, face.value, which).length) as [number, number, number];
  return { top, middle, bottom };
}

/**
 * A command card as this viewer sees it, its words at `font` px. A face: a frame in the
 * protocol's colour with its icon behind the words, the band with the icon, name and value,
 * then the three boxes (top, middle, bottom) as printed, each box's words cut with "…" where
 * they do not fit (the card read in the panel, or held on a phone, shows them whole); `alone`, a
 * card never covered, whose top box takes its share of the room (see `faceLayout`). A back:
 * the owner's colour, nothing else. One's own face-down card shows its face, marked face down.
 */
export function commandCard(card: CompileCardView, owner: number, w: number, h: number, font: number, alone = false): Container {
  if (card.protocol === undefined || card.value === undefined) return designedBack(w, h, palette.seats[owner] ?? palette.muted);
  const box = new Container();
  const colour = PROTOCOL_COLOURS[card.protocol];
  const secret = !card.up;
  const face = faceLayout(w, h, secret, font, textsOf({ protocol: card.protocol, value: card.value }), alone);
  box.addChild(panel(w, h, secret ? 0xe4dcf0 : palette.paper, 6, { color: secret ? 0x6b4fa0 : colour, width: 3 }));
  // The frame's inner line, and the protocol's icon faint behind the middle box: the card reads
  // as its protocol at a glance, and the words over the icon keep their contrast.
  box.addChild(new Graphics().roundRect(3, 3, w - 6, h - 6, 4).stroke({ color: colour, width: 1, alpha: 0.6 }));
  const mark = Math.min(w, face.boxes.middle.h) * 0.9;
  if (mark > 8)
    box.addChild(
      icon(PROTOCOL_ICONS[card.protocol], mark, colour, {
        x: (w - mark) / 2,
        y: face.boxes.middle.y + (face.boxes.middle.h - mark) / 2,
        alpha: 0.1,
      }),
    );
  box.addChild(band(card.protocol, card.value, face.band, font + 1, font));
  for (const which of BOXES) {
    const area = face.boxes[which];
    if (area.h <= 0) continue;
    box.addChild(new Graphics().roundRect(area.x, area.y, area.w, area.h, 3).fill({ color: 0x000000, alpha: 0.05 }));
    const text = cardText(card.protocol, card.value, which);
    const lines = Math.floor((area.h - 2) / lineHeight(font));
    if (!text || lines < 1) continue;
    // (Pixi measures a block a little past lines × line height: the half line keeps the last line.)
    const words = wrappedLines(text, area.w - 4, lines + 0.5, { fontSize: font, fill: palette.ink, lineHeight: lineHeight(font) });
    words.position.set(area.x + 2, area.y + 1);
    box.addChild(words);
  }
  if (face.mark) box.addChild(faceDownMark(face.mark, font));
  return box;
}

/** The band across the top of a face: the protocol's colour, its icon, its name and the value. */
function band(protocol: Protocol, value: number, area: Rect, font: number, floor: number): Container {
  const strip = new Container();
  strip.addChild(new Graphics().roundRect(area.x, area.y, area.w, area.h, 5).fill({ color: PROTOCOL_COLOURS[protocol] }));
  const digits = label(String(value), { fontSize: Math.max(floor, Math.round(area.h * 0.8)), fontWeight: '800', fill: 0xffffff });
  const name = fittedLine(protocolName(protocol), area.w - digits.width - 12, floor, { fontSize: font, fontWeight: '700', fill: 0xffffff });
  // The icon leads the name where both fit; where they do not (a narrow card), the name alone.
  const mark = Math.round(area.h * 0.8);
  const withIcon = name.width <= area.w - digits.width - mark - 14;
  if (withIcon) strip.addChild(icon(PROTOCOL_ICONS[protocol], mark, 0xffffff, { x: area.x + 2, y: area.y + (area.h - mark) / 2 }));
  name.position.set(area.x + (withIcon ? mark + 4 : 3), area.y + (area.h - name.height) / 2);
  digits.anchor.set(1, 0.5);
  digits.position.set(area.x + area.w - 4, area.y + area.h / 2);
  strip.addChild(name, digits);
  return strip;
}

/** "face down", in a strip of its own: one's own face-down card shows its face so marked. */
function faceDownMark(area: Rect, font: number): Container {
  const mark = new Container();
  mark.addChild(new Graphics().roundRect(area.x, area.y, area.w, area.h, 3).fill({ color: 0x6b4fa0 }));
  const words = fittedLine(ct('label.faceDown'), area.w - 4, font, { fontSize: font, fontWeight: '700', fill: 0xffffff });
  words.anchor.set(0.5);
  words.position.set(area.x + area.w / 2, area.y + area.h / 2);
  mark.addChild(words);
  return mark;
}

/**
 * A card laid out to be read, as the enlarged view shows it: the words of every box whole at
 * `font` px (never shrunk), each box as tall as its words, an empty box a thin strip; one's own
 * face-down card is marked under the band. `note` (a revealed card's "Revealed to everyone")
 * heads it.
 */
export function readableCard(card: CompileCardView & Face, w: number, font: number, note?: string): Container {
  const box = new Container();
  const pad = 6;
  let y = 0;
  if (note) {
    const words = label(note, { fontSize: font, fontWeight: '700', fill: palette.highlight, wordWrap: true, wordWrapWidth: w });
    box.addChild(words);
    y += words.height + 4;
  }
  const face = new Container();
  face.position.set(0, y);
  const bandH = Math.round(font * 2);
  face.addChild(band(card.protocol, card.value, { x: 2, y: 2, w: w - 4, h: bandH }, font + 2, font));
  let at = bandH + 2 + pad;
  if (!card.up) {
    face.addChild(faceDownMark({ x: pad, y: at, w: w - 2 * pad, h: font + 6 }, font));
    at += font + 6 + pad;
  }
  for (const which of BOXES) {
    const text = cardText(card.protocol, card.value, which);
    const words = text
      ? label(text, {
          fontSize: font,
          fill: palette.ink,
          wordWrap: true,
          wordWrapWidth: w - 2 * pad - 8,
          lineHeight: Math.round(font * 1.25),
        })
      : null;
    const height = words ? words.height + 8 : 8;
    face.addChild(new Graphics().roundRect(pad, at, w - 2 * pad, height, 3).fill({ color: 0x000000, alpha: 0.06 }));
    if (words) {
      words.position.set(pad + 4, at + 4);
      face.addChild(words);
    }
    at += height + pad;
  }
  face.addChildAt(
    panel(w, at, card.up ? palette.paper : 0xe4dcf0, 8, { color: card.up ? PROTOCOL_COLOURS[card.protocol] : 0x6b4fa0, width: 3 }),
    0,
  );
  box.addChild(face);
  return box;
}

/** A draft tile: the protocol's name and, in words at `font` px, what its cards do. */
export function draftTile(protocol: Protocol, w: number, h: number, font: number, chosen: boolean): Container {
  const tile = new Container();
  const colour = PROTOCOL_COLOURS[protocol];
  tile.addChild(panel(w, h, palette.feltLight, 8, { color: chosen ? palette.highlight : colour, width: chosen ? 3 : 2 }));
  tile.addChild(new Graphics().roundRect(3, 3, 6, h - 6, 3).fill({ color: colour }));
  const mark = Math.min(h - 8, w * 0.4);
  tile.addChild(icon(PROTOCOL_ICONS[protocol], mark, colour, { x: w - mark - 4, y: (h - mark) / 2, alpha: 0.18 }));
  const name = fittedLine(`${chosen ? '▼ ' : ''}${protocolName(protocol)}`, w - 16, font, {
    fontSize: font + 2,
    fontWeight: '800',
    fill: palette.text,
  });
  name.position.set(13, 3);
  const lines = Math.max(1, Math.floor((h - 8 - name.height) / Math.round(font * 1.2)));
  const about = wrappedLines(ct(`about.${protocol}`), w - 16, lines, {
    fontSize: font,
    fill: palette.text,
    lineHeight: Math.round(font * 1.2),
  });
  about.position.set(13, 4 + name.height);
  tile.addChild(name, about);
  return tile;
}

/**
 * A protocol card, on its Loading side (the felt's panel, framed in the protocol's colour, its
 * icon in that colour) or its Compiled side (the colour itself, the icon in white, a bright
 * frame): its icon, its name, and "Not compiled" or "Compiled" (or, in the draft, `caption`).
 * The book's "Loading" read as a page still loading.
 */
export function protocolCard(
  protocol: Protocol,
  compiled: boolean,
  w: number,
  h: number,
  owner: number,
  font: number,
  caption?: string,
): Container {
  const box = new Container();
  const colour = PROTOCOL_COLOURS[protocol];
  box.addChild(panel(w, h, compiled ? colour : palette.feltLight, 8, { color: compiled ? 0xffffff : colour, width: compiled ? 3 : 2 }));
  const words = [protocolName(protocol), caption ?? ct(compiled ? 'label.compiled' : 'label.notCompiled')] as const;
  const lines = (left: number) =>
    [
      fittedLine(words[0], w - left - 6, font, { fontSize: font + 2, fontWeight: '800', fill: compiled ? 0xffffff : palette.text }),
      fittedLine(words[1], w - left - 6, font, { fontSize: font, fill: compiled ? 0xffffff : (palette.seats[owner] ?? palette.muted) }),
    ] as const;
  // The icon at the left where the words fit beside it whole; else the words have the card
  // (a phone's tile cut "Not compiled" to "Not compi…", #42).
  const mark = Math.round(h * 0.72);
  let left = mark + 10;
  let [name, side] = lines(left);
  const whole = name.text === words[0] && side.text === words[1];
  if (whole) box.addChild(icon(PROTOCOL_ICONS[protocol], mark, compiled ? 0xffffff : colour, { x: 5, y: (h - mark) / 2 }));
  else {
    for (const line of [name, side]) line.destroy();
    left = 6;
    [name, side] = lines(left);
  }
  // Where even the whole card is too narrow for "Not compiled", the name stands alone: a
  // compiled protocol, filled in its colour and saying so, still differs at a glance.
  if (side.text !== words[1] && !compiled && caption === undefined) {
    side.destroy();
    name.position.set(left, (h - name.height) / 2);
    box.addChild(name);
    return box;
  }
  const top = (h - name.height - side.height) / 2;
  name.position.set(left, top);
  side.position.set(left, top + name.height);
  box.addChild(name, side);
  return box;
}
