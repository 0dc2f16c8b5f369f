import { Container } from 'pixi.js';
import type { MatahariView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import { palette } from '../pixi/palette';
import type { Registered } from '../pixi/stage';
import { clickable, glow, label, panel } from '../pixi/widgets';
import { CARD_COLOURS, faceCard, faceHeight, faceWidth } from './art';
import { handGrid, tileAt, TILE_GAP } from './handGrid';
import { matahariFaceRef } from './reference';
import { handPicks, type Selection } from './selection';
import { seatState } from './status';
import { faceLabel, mt, objectiveLabel, seatName } from './text';
import { mu } from './uiText';
import { refusedInHand, tellMatahariWhyNot } from './whyNot';

/** How one's hand answers a tap: the cards picked so far, what follows a pick, and the table a refusal is explained at. */
export interface HandPicking {
  selection: Selection;
  picked(): void;
  snapshot(): TableSnapshot<MatahariView> | null;
}

const OWN_MARGIN = 8;
/** A tile is never narrower than this, so that short names ("Gun") still make a card to tap. */
const MIN_TILE_W = 64;

/**
 * One's own side, from its top: the status line, one's objective, and the hand as rows of
 * tiles to tap (see `handGrid`), with one's offer in a row above the hand. Returns it with
 * its height, for the caller to place at the foot of the table.
 */
export function drawOwnSide(
  view: MatahariView,
  me: number,
  width: number,
  font: number,
  ctx: LogContext,
  picking: HandPicking,
  registered: Registered[],
): { box: Container; height: number } {
  const box = new Container();
  const hand = view.hand ?? [];
  const own = view.players[me]!;
  const offer = own.offer?.cards ?? [];
  const { max, pickable } = handPicks(view, picking.selection.hand);
  const room = width - 2 * OWN_MARGIN;

  // Wrapped rather than shrunk: on a phone it drew over the middle of the table when squeezed (#26).
  const status = label([seatName(me, ctx), coverText(own), seatState(view, own, me)].filter(Boolean).join(' · '), {
    fontSize: font + 2,
    fontWeight: '700',
    fill: palette.seats[me % palette.seats.length]!,
    wordWrap: true,
    wordWrapWidth: room,
  });
  box.addChild(status);
  registered.push({ id: 'status', kind: 'label', label: status.text, enabled: false, display: status });
  let y = 0;
  if (view.objective) {
    const words = label(`${mu('table.yourObjective')}: ${objectiveLabel(view.objective)}`, {
      fontSize: font,
      fill: palette.ink,
      fontWeight: '600',
      wordWrap: true,
      wordWrapWidth: room - 16,
    });
    const card = panel(Math.min(room, words.width + 16), words.height + 8, palette.paper, 6, {
      color: CARD_COLOURS[view.objective.colour],
      width: 3,
    });
    // At the end of the status line where both fit (a wide screen keeps the table's height), under it elsewhere.
    const beside = status.width + 16 + card.width <= room;
    status.position.set(OWN_MARGIN, beside ? (card.height - status.height) / 2 : 0);
    card.position.set(beside ? width - OWN_MARGIN - card.width : OWN_MARGIN, beside ? 0 : status.height + 6);
    words.position.set(card.x + 8, card.y + 4);
    box.addChild(card, words);
    registered.push({ id: 'objective', kind: 'card', label: objectiveLabel(view.objective), enabled: false, display: card });
    y = card.y + card.height + 8;
  } else {
    status.position.set(OWN_MARGIN, 0);
    y = status.height + 6;
  }

  const tileH = faceHeight(font);
  const widest = Math.max(MIN_TILE_W, ...[...hand, ...offer].map((face) => faceWidth(face, font)));
  if (offer.length) {
    const caption = label(mu('table.yourOffer'), { fontSize: font, fill: palette.muted });
    caption.position.set(OWN_MARGIN, y + (tileH - caption.height) / 2);
    box.addChild(caption);
    const left = OWN_MARGIN + caption.width + 8;
    const rows = handGrid(offer.length, widest, tileH, width - left - OWN_MARGIN);
    offer.forEach((face, index) => {
      const card = faceCard(face, rows.w, font);
      const at = tileAt(rows, index);
      card.position.set(left + at.x, y + at.y);
      box.addChild(card);
      registered.push({
        id: `offer:${me}:${index}`,
        kind: 'card',
        label: faceLabel(face),
        enabled: false,
        display: card,
        refCard: matahariFaceRef(face),
      });
    });
    y += rows.height + TILE_GAP + 4;
  }

  const grid = handGrid(hand.length, widest, tileH, room);
  hand.forEach((face, index) => {
    const card = faceCard(face, grid.w, font);
    const chosen = picking.selection.hand.has(index);
    const at = tileAt(grid, index);
    card.position.set(OWN_MARGIN + at.x, y + at.y);
    if (chosen) card.addChild(glow(grid.w, grid.h, 6));
    const canPick = pickable[index] === true;
    const refused = canPick ? null : refusedInHand(view, [...picking.selection.hand], index);
    clickable(
      card,
      canPick
        ? () => {
            picking.selection.toggle(picking.selection.hand, index, max);
            picking.picked();
          }
        : refused && (() => tellMatahariWhyNot(picking.snapshot(), refused)),
    );
    box.addChild(card);
    registered.push({
      id: `hand:${index}`,
      kind: 'card',
      label: faceLabel(face),
      enabled: canPick,
      display: card,
      refCard: matahariFaceRef(face),
    });
  });
  return { box, height: y + grid.height };
}

function coverText(player: MatahariView['players'][number]): string {
  return `${mt('cover.compromised')} ${player.compromised} · ${mt('cover.undercover')} ${player.undercover}`;
}
