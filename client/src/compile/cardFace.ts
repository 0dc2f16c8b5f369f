/**
 * Where the parts of a command card's face lie, as plain numbers (so tests can check them
 * without drawing): the band (protocol and value), the three boxes in their printed
 * proportions, and for one's own face-down card the "face down" mark, which gets a strip of
 * its own at the bottom rather than lying over the bottom box's words.
 */
import type { Box } from '../pixi/box';

export type { Box as Rect };

export interface FaceLayout {
  band: Box;
  boxes: { top: Box; middle: Box; bottom: Box };
  mark: Box | null;
  /** The size of the words in the boxes (drawn smaller when they do not fit). */
  font: number;
}

/** The printed boxes' shares of the card's height under the band: top, middle, bottom. */
const SHARES = [0.2, 0.36, 0.26] as const;
const INSET = 4;
const GAP = 2;

export function faceLayout(w: number, h: number, faceDown: boolean): FaceLayout {
  const font = Math.max(7, Math.round(w / 12));
  const band: Box = { x: 2, y: 2, w: w - 4, h: h * 0.14 };
  const markH = faceDown ? font + 4 : 0;
  const mark: Box | null = faceDown ? { x: INSET, y: h - INSET - markH, w: w - 2 * INSET, h: markH } : null;
  const top = band.y + band.h + GAP;
  const bottom = (mark ? mark.y : h - INSET) - GAP;
  const room = bottom - top - 2 * GAP;
  const total = SHARES[0] + SHARES[1] + SHARES[2];
  let y = top;
  const [topBox, middleBox, bottomBox] = SHARES.map((share) => {
    const box: Box = { x: INSET, y, w: w - 2 * INSET, h: (room * share) / total };
    y += box.h + GAP;
    return box;
  }) as [Box, Box, Box];
  return { band, boxes: { top: topBox, middle: middleBox, bottom: bottomBox }, mark, font };
}
