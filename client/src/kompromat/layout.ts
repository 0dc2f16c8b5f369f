/** Where things go on a Kompromat table of a given size, for a landscape screen or an upright phone. */
import type { Box } from '../pixi/box';

export type { Box };

export interface Layout {
  portrait: boolean;
  /** The opponent's plate at the top, one's own (or seat 0 for a spectator) at the bottom. */
  plates: [top: Box, bottom: Box];
  status: Box;
  /** A line or two of help above the buttons. */
  hint: Box;
  buttons: Box;
  /** Centre x of each mission column. */
  columns: number[];
  missionCard: Box;
  card: { w: number; h: number };
  /** Vertical room for the top seat's cards (stacked upwards) and the bottom seat's (downwards). */
  stacks: [top: { from: number; to: number }, bottom: { from: number; to: number }];
}

const PAD = 8;
const GAP = 6;
/** How far a counter-intelligence card shows above its mission card. */
export const CI_PEEK = 15;

/** The size of an equipment card's corner value, drawn 1 px from its edge (see `equipmentCard`). */
export function cornerSize(cardW: number): number {
  return Math.max(10, Math.round(cardW * 0.18));
}

export function layoutFor(width: number, height: number, missions: number): Layout {
  const portrait = height > width * 1.1;
  // On a phone the items go on a line of their own under the name.
  const plateH = portrait ? 104 : 70;
  const statusH = 30;
  const buttonsH = portrait ? 92 : 50;
  const top: Box = { x: PAD, y: PAD, w: width - 2 * PAD, h: plateH };
  const status: Box = { x: PAD, y: top.y + plateH + GAP, w: width - 2 * PAD, h: statusH };
  const buttons: Box = { x: PAD, y: height - PAD - buttonsH, w: width - 2 * PAD, h: buttonsH };
  const hintH = portrait ? 34 : 18;
  const hint: Box = { x: PAD, y: buttons.y - hintH, w: width - 2 * PAD, h: hintH };
  const bottom: Box = { x: PAD, y: hint.y - GAP - plateH, w: width - 2 * PAD, h: plateH };
  const boardTop = status.y + statusH + GAP;
  const boardBottom = bottom.y - GAP;
  const columnW = Math.min(190, (width - 2 * PAD) / missions);
  const left = (width - columnW * missions) / 2;
  const columns = Array.from({ length: missions }, (_, m) => left + columnW * (m + 0.5));
  const boardH = boardBottom - boardTop;
  const missionW = Math.min(columnW - 10, 140);
  const missionH = Math.min(missionW * 0.64, boardH * 0.22);
  const missionY = boardTop + (boardH - missionH) / 2;
  const room = (boardH - missionH) / 2 - GAP;
  const cardW = Math.min(columnW * 0.64, 74, room * 0.62 / 1.4);
  return {
    portrait,
    plates: [top, bottom],
    status,
    hint,
    buttons,
    columns,
    missionCard: { x: 0, y: missionY, w: missionW, h: missionH },
    card: { w: cardW, h: cardW * 1.4 },
    stacks: [
      // Room above each mission card for the counter-intelligence card peeking out.
      { from: missionY - CI_PEEK - 2, to: boardTop },
      { from: missionY + missionH + GAP, to: boardBottom },
    ],
  };
}

/**
 * The offset between stacked cards: as open as the room allows, never more than a third of a
 * card, and never less than what shows a covered card's corner value (see `equipmentCard`):
 * a stack of five on a phone shows all five values.
 */
export function stackStep(count: number, room: number, cardH: number): number {
  if (count <= 1) return 0;
  return Math.max(cornerSize(cardH / 1.4) + 2, Math.min(cardH * 0.34, (room - cardH) / (count - 1)));
}
