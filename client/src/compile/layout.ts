/** Where things go on a Compile table of a given size: a wide screen, or an upright phone. */
import type { Box } from '../pixi/box';
import { card } from '../ui/theme';

export type { Box };

export interface Layout {
  portrait: boolean;
  status: Box;
  /** The opponent's strip (name, hand, deck, trash) at the top, one's own above the hand. */
  strips: [top: Box, bottom: Box];
  /** Per line: the column, the two protocols face to face in its middle, the stacks' room. */
  lines: { column: Box; protocols: [top: Box, bottom: Box]; stacks: [top: Box, bottom: Box] }[];
  card: { w: number; h: number };
  /** The hand (or the draft's protocols), the buttons over it, the side panel (chain, enlarged card). */
  hand: Box;
  /** The opponent's hand, under its strip: only when every card is face up (see `layoutFor`). */
  topHand: Box | null;
  handCard: { w: number; h: number };
  buttons: Box;
  panel: Box | null;
  /** On a phone, a line above the hand telling that a long press enlarges a card. */
  hint: Box | null;
}

const PAD = 8;
const GAP = 6;
const HINT_H = 15;

/** How large each hand's cards are when both hands are shown: the field keeps its room. */
const OPEN_HAND = 0.62;

/**
 * `open`: every card face up (the replay of a finished game): both hands are shown, the
 * opponent's under its strip, smaller, and there are no buttons, since nothing can be done.
 */
export function layoutFor(width: number, height: number, open = false): Layout {
  const portrait = height > width * 1.1;
  const statusH = portrait ? 40 : 30;
  const stripH = 28;
  const buttonsH = open ? 0 : portrait ? 84 : 42;
  const panelW = portrait ? 0 : Math.min(280, width * 0.24);
  const fieldW = width - 2 * PAD - (panelW ? panelW + GAP : 0);
  const handCardW = Math.min(portrait ? 84 : 108, fieldW / 5.4) * (open ? OPEN_HAND : 1);
  const handCard = { w: handCardW, h: handCardW * card.aspect };
  const status: Box = { x: PAD, y: PAD, w: width - 2 * PAD, h: statusH };
  const top: Box = { x: PAD, y: status.y + statusH + GAP, w: fieldW, h: stripH };
  const topHand: Box | null = open ? { x: PAD, y: top.y + stripH + GAP, w: fieldW, h: handCard.h } : null;
  const hand: Box = { x: PAD, y: height - PAD - handCard.h, w: fieldW, h: handCard.h };
  // A phone has no pointer to hover with: the line saying how to read a card sits over the hand.
  const hint: Box | null = portrait && !open ? { x: PAD, y: hand.y - GAP - HINT_H, w: fieldW, h: HINT_H } : null;
  const buttons: Box = { x: PAD, y: (hint ?? hand).y - GAP - buttonsH, w: fieldW, h: buttonsH };
  const bottom: Box = { x: PAD, y: buttons.y - GAP - stripH, w: fieldW, h: stripH };
  const fieldTop = (topHand ? topHand.y + topHand.h : top.y + stripH) + GAP;
  const fieldBottom = bottom.y - GAP;
  const columnW = fieldW / 3;
  const protocolH = Math.min(34, (fieldBottom - fieldTop) * 0.08);
  const middle = fieldTop + (fieldBottom - fieldTop) / 2;
  const cardW = Math.min(columnW - 12, portrait ? 118 : 130, ((fieldBottom - fieldTop) / 2 - protocolH - GAP) / card.aspect / 1.5);
  const lines = [0, 1, 2].map((line) => {
    const x = PAD + line * columnW;
    const column: Box = { x, y: fieldTop, w: columnW, h: fieldBottom - fieldTop };
    const protoW = Math.min(columnW - 12, 150);
    const px = x + (columnW - protoW) / 2;
    const protocols: [Box, Box] = [
      { x: px, y: middle - protocolH - 1, w: protoW, h: protocolH },
      { x: px, y: middle + 1, w: protoW, h: protocolH },
    ];
    const cx = x + (columnW - cardW) / 2;
    const stacks: [Box, Box] = [
      { x: cx, y: fieldTop, w: cardW, h: middle - protocolH - GAP - fieldTop },
      { x: cx, y: middle + protocolH + GAP, w: cardW, h: fieldBottom - (middle + protocolH + GAP) },
    ];
    return { column, protocols, stacks };
  });
  const panel = panelW ? { x: width - PAD - panelW, y: top.y, w: panelW, h: height - PAD - top.y } : null;
  return { portrait, status, strips: [top, bottom], lines, card: { w: cardW, h: cardW * card.aspect }, hand, topHand, handCard, buttons, panel, hint };
}

/**
 * The offset between cards in a stack: each covered card shows its band and top box where
 * there is room, less when the stack is tall, never less than its band.
 */
export function stackStep(count: number, room: number, cardH: number, strip: number): number {
  if (count <= 1) return 0;
  return Math.max(cardH * 0.14, Math.min(strip, (room - cardH) / (count - 1)));
}
