/** Where things go on a Kompromat table of a given size, for a landscape screen or an upright phone. */
import type { Box } from '../pixi/box';

export type { Box };

export interface Layout {
  portrait: boolean;
  /** The smallest words drawn: 11 px on a phone-sized canvas, 12 px on a larger one (#26). */
  font: number;
  /** The opponent's plate at the top, one's own (or seat 0 for a spectator) at the bottom. */
  plates: [top: Box, bottom: Box];
  status: Box;
  /** A line or two of help above the buttons. */
  hint: Box;
  buttons: Box;
  /** Centre x of each mission column, and a column's width. */
  columns: number[];
  columnW: number;
  missionCard: Box;
  card: { w: number; h: number };
  /**
   * Vertical room for the top seat's cards (stacked upwards) and the bottom seat's (downwards),
   * from the mission's edge to the status line or the plate; the outer `TOTAL_H` of it is kept
   * for the side's Σ total.
   */
  stacks: [top: { from: number; to: number }, bottom: { from: number; to: number }];
}

const PAD = 8;
const GAP = 6;
/** How far a counter-intelligence card shows above its mission card. */
export const CI_PEEK = 15;
/** The Σ total's line (13 px, bold, outlined) at the outer end of a stack, with a gap to the cards. */
export const TOTAL_H = 20;
/** Runs of a stack side by side: cards this far apart show whole. */
const RUN_GAP = 4;

/** The size of an equipment card's corner value, drawn 1 px from its edge (see `equipmentCard`). */
export function cornerSize(cardW: number, font: number): number {
  return Math.max(font, Math.round(cardW * 0.18));
}

/** The smallest offset between stacked cards that still shows a covered card's corner value. */
function minStep(card: { w: number }, font: number): number {
  return cornerSize(card.w, font) + 2;
}

/** A touch target's least size for a move (WCAG 2.2's 44 px, #42). */
export const FINGER = 44;

/** The least canvas height a Kompromat table is laid out at on a phone: two player bars, the
 *  status line and four missions with stacks of four cards and their totals (below).
 *  A phone's screen leaves more; one on its side leaves less, and the table pans. */
export const PHONE_LEAST_HEIGHT = 560;

export function layoutFor(width: number, height: number, missions: number): Layout {
  const portrait = height > width * 1.1;
  const font = Math.min(width, height) < 500 ? 11 : 12;
  // On a phone the items go on a line of their own under the name.
  const plateH = portrait ? 88 : 70;
  const statusH = portrait ? 28 : 30;
  // An upright screen's buttons are tapped: two rows of a finger's 44 px (#42).
  const buttonsH = portrait ? 2 * FINGER + 6 : 50;
  const top: Box = { x: PAD, y: PAD, w: width - 2 * PAD, h: plateH };
  const status: Box = { x: PAD, y: top.y + plateH + GAP, w: width - 2 * PAD, h: statusH };
  const buttons: Box = { x: PAD, y: height - PAD - buttonsH, w: width - 2 * PAD, h: buttonsH };
  const hintH = portrait ? 30 : 18;
  const hint: Box = { x: PAD, y: buttons.y - hintH, w: width - 2 * PAD, h: hintH };
  const bottom: Box = { x: PAD, y: hint.y - GAP - plateH, w: width - 2 * PAD, h: plateH };
  const boardTop = status.y + statusH + GAP;
  const boardBottom = bottom.y - GAP;
  const columnW = Math.min(190, (width - 2 * PAD) / missions);
  const left = (width - columnW * missions) / 2;
  const columns = Array.from({ length: missions }, (_, m) => left + columnW * (m + 0.5));
  const boardH = boardBottom - boardTop;
  // A mission card is tall enough for its band and a title of two lines at the smallest size;
  // 8 px apart, so that neighbours never read as one (they touched at 4 on a phone).
  const missionW = Math.min(columnW - 8, 140);
  const missionH = Math.max(Math.min(missionW * 0.64, boardH * 0.22), font * 4.6);
  const missionY = boardTop + (boardH - missionH) / 2 + CI_PEEK / 2;
  const stacks: Layout['stacks'] = [
    // Room above each mission card for the counter-intelligence card peeking out.
    { from: missionY - CI_PEEK - 2, to: boardTop },
    { from: missionY + missionH + GAP, to: boardBottom },
  ];
  const room = Math.min(...stacks.map((stack) => Math.abs(stack.from - stack.to))) - TOTAL_H;
  // As large as a run of four cards allows in the room (the usual longest side: more go into
  // a second run), down to 32 px wide; two runs side by side in a column.
  const largest = Math.min(74, (columnW - RUN_GAP - 4) / 2);
  const fits = (w: number) => w * 1.4 + 3 * minStep({ w }, font) <= room;
  const cardW = Array.from({ length: Math.max(0, Math.floor(largest) - 31) }, (_, i) => Math.floor(largest) - i).find(fits) ?? 32;
  return {
    portrait,
    font,
    plates: [top, bottom],
    status,
    hint,
    buttons,
    columns,
    columnW,
    missionCard: { x: 0, y: missionY, w: missionW, h: missionH },
    card: { w: cardW, h: cardW * 1.4 },
    stacks,
  };
}

/**
 * The offset between stacked cards: as open as the room allows, never more than a third of a
 * card, and never less than what shows a covered card's corner value (see `equipmentCard`).
 */
export function stackStep(count: number, room: number, card: { w: number; h: number }, font: number): number {
  if (count <= 1) return 0;
  return Math.max(minStep(card, font), Math.min(card.h * 0.34, (room - card.h) / (count - 1)));
}

/** Where a side's cards lie (top-left corners) and where its Σ total stands (centre of its outer edge). */
export interface StackSpots {
  cards: { x: number; y: number }[];
  total: { x: number; y: number };
}

/**
 * A side's stack at the mission column centred on `centre`: cards overlap along the stack,
 * each showing the strip with its corner value, up to as many as the room holds; more go into
 * further runs beside the first, to the right for the bottom seat and to the left for the top
 * seat, so that a later run covers no corner value of an earlier one (the bottom seat's values
 * show at a card's top left, the top seat's at its bottom right). The Σ total stands beyond the
 * first (longest) run, in the room kept for it.
 */
export function stackSpots(layout: Layout, centre: number, place: number, count: number): StackSpots {
  const stack = layout.stacks[place]!;
  const { card, font } = layout;
  const room = Math.abs(stack.from - stack.to) - TOTAL_H;
  const perRun = Math.max(1, Math.floor((room - card.h) / minStep(card, font)) + 1);
  const runs = Math.max(1, Math.ceil(count / perRun));
  // The cards shared evenly between the runs: the first never holds fewer than another.
  const inRun = Math.ceil(count / runs);
  const step = stackStep(inRun, room, card, font);
  const apart = runs > 1 ? Math.min(card.w + RUN_GAP, (layout.columnW - 4 - card.w) / (runs - 1)) : 0;
  const spread = card.w + (runs - 1) * apart;
  const up = place === 0;
  const firstX = up ? centre + spread / 2 - card.w : centre - spread / 2;
  const cards = Array.from({ length: count }, (_, i) => {
    const run = Math.floor(i / inRun);
    const along = (i % inRun) * step;
    return { x: firstX + (up ? -run : run) * apart, y: up ? stack.from - card.h - along : stack.from + along };
  });
  const length = count === 0 ? 0 : card.h + (Math.min(count, inRun) - 1) * step;
  return { cards, total: { x: centre, y: up ? stack.from - length - 2 : stack.from + length + 2 } };
}
