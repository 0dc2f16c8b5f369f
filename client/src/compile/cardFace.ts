/**
 * Where the parts of a command card's face lie, as plain numbers (so tests can check them
 * without drawing): the band (protocol and value), the three boxes, and for one's own
 * face-down card the "face down" mark, which gets a strip of its own at the bottom rather
 * than lying over the bottom box's words. The band and the top box come first and at a fixed
 * height: they are what a covered card shows (`coveredStrip`); the middle and bottom boxes
 * share the rest, the bottom one a thin strip when it says nothing.
 */
import type { Box } from '../pixi/box';

export type { Box as Rect };

export interface FaceLayout {
  band: Box;
  boxes: { top: Box; middle: Box; bottom: Box };
  mark: Box | null;
  /** The size of the words in the boxes: they are cut with "…" where they do not fit, never shrunk. */
  font: number;
}

const INSET = 4;
const GAP = 2;
/** An empty box: a thin strip, as printed. */
const EMPTY = 5;

/** How much text each box holds, as a count of characters (0: none). */
export interface Texts {
  top: number;
  middle: number;
  bottom: number;
}

export const lineHeight = (font: number) => Math.round(font * 1.2);
const bandHeight = (font: number) => Math.round(font * 1.6) + 4;
/** A top box with words shows two lines of them; an empty one, its thin strip. */
const topHeight = (font: number, words: boolean) => (words ? 2 * lineHeight(font) + 4 : EMPTY);

/** How much of a covered card shows above the next one: its band (protocol, value) and top box. */
export function coveredStrip(font: number, topWords: boolean): number {
  return 2 + bandHeight(font) + GAP + topHeight(font, topWords) + GAP + 2;
}

/** The band alone: a covered card squeezed to its least still shows its name and value. */
export function bandStrip(font: number): number {
  return 2 + bandHeight(font) + 2;
}

/**
 * `alone`: the card lies by itself, never covered (a revealed hand, the draft): its top box takes
 * its share of the room by how much it says, as the other two do, in whole lines and never fewer
 * than two. A top box's words were cut after two lines there while the rest of the card stood
 * empty (#42: "After you draw cards: You may…").
 */
export function faceLayout(w: number, h: number, faceDown: boolean, font: number, texts: Texts, alone = false): FaceLayout {
  const band: Box = { x: 2, y: 2, w: w - 4, h: bandHeight(font) };
  const markH = faceDown ? font + 6 : 0;
  const mark: Box | null = faceDown ? { x: INSET, y: h - INSET - markH, w: w - 2 * INSET, h: markH } : null;
  const end = mark ? mark.y - GAP : h - INSET;
  const topY = band.y + band.h + GAP;
  const top: Box = {
    x: INSET,
    y: topY,
    w: w - 2 * INSET,
    h: alone ? topShare(font, texts, end - topY - 2 * GAP) : topHeight(font, texts.top > 0),
  };
  const start = top.y + top.h + GAP;
  const room = Math.max(0, end - start - GAP);
  // The middle and bottom boxes share the room by how much each says.
  const said = texts.middle + texts.bottom;
  const bottomH =
    texts.bottom === 0
      ? Math.min(EMPTY, room / 2)
      : said === 0
        ? room / 2
        : Math.max(Math.min(lineHeight(font) + 4, room / 2), (room * texts.bottom) / said);
  const middle: Box = { x: INSET, y: start, w: w - 2 * INSET, h: Math.max(0, room - bottomH) };
  const bottom: Box = { x: INSET, y: middle.y + middle.h + GAP, w: w - 2 * INSET, h: Math.max(0, bottomH) };
  return { band, boxes: { top, middle, bottom }, mark, font };
}

/** A lone card's top box: its share of `room` by what it says, in whole lines, two at least. */
function topShare(font: number, texts: Texts, room: number): number {
  const said = texts.top + texts.middle + texts.bottom;
  if (texts.top === 0 || said === 0) return topHeight(font, texts.top > 0);
  const lines = Math.max(2, Math.floor(((room * texts.top) / said - 4) / lineHeight(font)));
  return lines * lineHeight(font) + 4;
}
