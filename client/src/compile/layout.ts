/**
 * Where things go on a Compile table of a given size: a wide screen, or an upright phone.
 * Plain arithmetic rather than `@pixi/layout`: the table is a handful of boxes whose sizes
 * follow from two rules (the field's stacks get what the hand leaves; words keep their
 * floor), which flexbox would not express any more simply, and it would add to the bundle.
 */
import type { Box } from '../pixi/box';
import { card } from '../ui/theme';
import { coveredStrip } from './cardFace';

export type { Box };

export interface Layout {
  portrait: boolean;
  /** The smallest words drawn: 11 px on a phone, 12 px elsewhere (#27 item 3). */
  minPx: number;
  status: Box;
  /** The opponent's strip (name, hand, deck, trash) and one's own: beside the field on a wide screen. */
  strips: [top: Box, bottom: Box];
  /** Where the field lies (the draft's protocols take it all). */
  field: Box;
  /** Per line: the column, the two protocols face to face in its middle, the stacks' room. */
  lines: { column: Box; protocols: [top: Box, bottom: Box]; stacks: [top: Box, bottom: Box] }[];
  card: { w: number; h: number };
  /** The hand (or the draft's protocols), the buttons over it, the side panel (chain, enlarged card). */
  hand: Box;
  /** The opponent's hand, under its strip: only when every card is face up (see `layoutFor`). */
  topHand: Box | null;
  handCard: { w: number; h: number };
  buttons: Box;
  /** A button's height: a finger's 44 px on an upright screen (#42), where they are tapped. */
  buttonH: number;
  panel: Box | null;
  /** On a phone, a line under the status telling that a long press enlarges a card. */
  hint: Box | null;
}

const PAD = 8;
const GAP = 6;
const HINT_H = 16;
/** The least height a phone's table is laid out at: below it (a phone on its side) the table
 *  is that tall and pans under a finger, its field's stacks still readable. */
export const PHONE_LEAST_HEIGHT = 560;
/** How far a chosen hand card rises: room kept for it over the hand. */
export const LIFT = 14;

/** How large each hand's cards are when both hands are shown: the field keeps its room. */
const OPEN_HAND = 0.62;

/** How much of a stack's room its top card takes: the rest shows the covered cards' strips. */
const TOP_CARD = 0.7;
const LEAST_CARD = 0.6;

/** Room at a protocol's right for its line's total ("Σ 12"). */
const TOTAL_W = 40;

/** The words on a card `w` wide: larger on larger cards, never under `minPx`. */
export function cardFont(w: number, minPx: number): number {
  return Math.max(minPx, Math.min(16, Math.round(w / 11)));
}

/**
 * `open`: every card face up (the replay of a finished game): both hands are shown, the
 * opponent's under its strip, smaller, and there are no buttons, since nothing can be done.
 * `ownHand`: false for a spectator outside the draft, whose field takes the hand's room.
 * A wide screen puts the strips, the panel and the buttons in a column at the right, so the
 * field and the hand take the whole height; a phone stacks everything.
 */
export function layoutFor(width: number, height: number, open = false, ownHand = true): Layout {
  const portrait = height > width * 1.1;
  const minPx = width < 700 ? 11 : 12;
  const statusH = portrait ? 58 : 38;
  const status: Box = { x: PAD, y: PAD, w: width - 2 * PAD, h: statusH };
  const below = status.y + statusH + GAP;
  const bottomEdge = height - PAD;
  const side = portrait ? 0 : Math.max(240, Math.min(360, width * 0.22));
  const fieldW = width - 2 * PAD - (side ? side + GAP : 0);
  const handCardW =
    (portrait ? Math.min((fieldW - 4 * GAP) / 5, 120) : Math.min(fieldW / 6.2, (height * 0.23) / card.aspect)) * (open ? OPEN_HAND : 1);
  const handCard = { w: handCardW, h: handCardW * card.aspect };

  let strips: [Box, Box];
  let buttons: Box;
  let panel: Box | null = null;
  let hint: Box | null = null;
  let fieldTop: number;
  let fieldBottom: number;
  const handH = ownHand || open ? handCard.h : 0;
  const buttonH = portrait ? 44 : 36;
  const hand: Box = { x: PAD, y: bottomEdge - handH, w: fieldW, h: handH };
  let topHand: Box | null = null;
  if (portrait) {
    const stripH = 26;
    // Two rows of buttons a finger can tap.
    const buttonsH = open ? 0 : 2 * buttonH + GAP;
    // A phone has no pointer to hover with: the line saying how to read a card sits under the
    // status.
    hint = open ? null : { x: PAD, y: below, w: fieldW, h: HINT_H };
    const top: Box = { x: PAD, y: hint ? hint.y + HINT_H + GAP : below, w: fieldW, h: stripH };
    topHand = open ? { x: PAD, y: top.y + stripH + GAP, w: fieldW, h: handCard.h } : null;
    buttons = { x: PAD, y: hand.y - LIFT - GAP - buttonsH, w: fieldW, h: buttonsH };
    const bottom: Box = { x: PAD, y: buttons.y - GAP - stripH, w: fieldW, h: stripH };
    strips = [top, bottom];
    fieldTop = (topHand ? topHand.y + topHand.h : top.y + stripH) + GAP;
    fieldBottom = bottom.y - GAP;
  } else {
    const x = width - PAD - side;
    const stripH = 46;
    const buttonsH = open ? 0 : 80;
    const top: Box = { x, y: below, w: side, h: stripH };
    const bottom: Box = { x, y: bottomEdge - stripH, w: side, h: stripH };
    buttons = { x, y: bottom.y - GAP - buttonsH, w: side, h: buttonsH };
    const panelTop = top.y + stripH + GAP;
    panel = { x, y: panelTop, w: side, h: (open ? bottom.y : buttons.y) - GAP - panelTop };
    strips = [top, bottom];
    topHand = open ? { x: PAD, y: below, w: fieldW, h: handCard.h } : null;
    fieldTop = topHand ? topHand.y + topHand.h + GAP : below;
    fieldBottom = handH ? hand.y - LIFT - GAP : bottomEdge;
  }
  const field: Box = { x: PAD, y: fieldTop, w: fieldW, h: fieldBottom - fieldTop };
  const columnW = fieldW / 3;
  const protocolH = portrait ? 32 : 36;
  const middle = fieldTop + field.h / 2;
  const room = field.h / 2 - protocolH - GAP - 2;
  // As wide as the column allows, up to a card's shape (a phone's short room: somewhat wider).
  const widthFor = (h: number) => Math.min(columnW - 16, portrait ? h * 1.1 : h / 1.1);
  // The top card and, always, one covered card's strip (band and top box) above it.
  // (The smallest phone's room is too short for both: its covered cards show their bands.)
  const cardH = Math.max(
    room * LEAST_CARD,
    Math.min(room * TOP_CARD, room - coveredStrip(cardFont(widthFor(room * TOP_CARD), minPx), true)),
  );
  const cardW = widthFor(cardH);
  const protoW = Math.min(columnW - 8 - TOTAL_W, Math.max(cardW - TOTAL_W, 150));
  const lines = [0, 1, 2].map((line) => {
    const x = PAD + line * columnW;
    // The column hugs the stacks and the protocols, the felt showing between lines.
    const inner = Math.min(columnW - 4, Math.max(cardW, protoW + TOTAL_W) + 16);
    const column: Box = { x: x + (columnW - inner) / 2, y: fieldTop, w: inner, h: field.h };
    // The protocol and its line's total beside it, centred together.
    const px = x + (columnW - protoW - TOTAL_W) / 2;
    const protocols: [Box, Box] = [
      { x: px, y: middle - protocolH - 1, w: protoW, h: protocolH },
      { x: px, y: middle + 1, w: protoW, h: protocolH },
    ];
    const cx = x + (columnW - cardW) / 2;
    const stacks: [Box, Box] = [
      { x: cx, y: fieldTop + 2, w: cardW, h: room },
      { x: cx, y: middle + protocolH + GAP, w: cardW, h: room },
    ];
    return { column, protocols, stacks };
  });
  return {
    portrait,
    minPx,
    status,
    strips,
    field,
    lines,
    card: { w: cardW, h: cardH },
    hand,
    topHand,
    handCard,
    buttons,
    buttonH,
    panel,
    hint,
  };
}

/**
 * Where each card of a stack starts, from the end the stack grows from: each covered card
 * shows its strip (band and top box, `strips[i]`), all squeezed alike where the room is short,
 * never below `least` (its band).
 */
export function stackOffsets(strips: readonly number[], room: number, cardH: number, least: number): number[] {
  const covered = strips.slice(0, -1);
  const total = covered.reduce((sum, strip) => sum + strip, 0);
  const squeeze = total > 0 ? Math.min(1, Math.max(0, room - cardH) / total) : 1;
  const offsets: number[] = [];
  let at = 0;
  for (const strip of strips) {
    offsets.push(at);
    at += Math.max(Math.min(strip, least), strip * squeeze);
  }
  return offsets;
}
