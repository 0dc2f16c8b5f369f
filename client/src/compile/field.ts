import { type Container, Graphics } from 'pixi.js';
import type { CompileAction, CompileCardView, CompileView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { palette } from '../pixi/palette';
import type { CompileSceneCard } from '../pixi/sceneObjects';
import type { Registered } from '../pixi/stage';
import { decorate } from '../pixi/keptSprites';
import type { Tweens } from '../pixi/tween';
import { clickable, label } from '../pixi/widgets';
import { drawArranged, type Picker } from './arrange';
import { protocolCard } from './art';
import { bandStrip, coveredStrip } from './cardFace';
import type { CardSprites } from './cardSprites';
import { arrangementOf, choiceUnder, fieldKey, type Choices, type Picking } from './choices';
import { cardFont, stackOffsets, type Layout } from './layout';
import { fieldCardLabel, lineLabel } from './names';
import { faceOf, readableKey, readableOf, textSize, type MakeReadable } from './readable';
import { compileCardRef } from './reference';
import { cardText, protocolName } from './text';
import { refusedAtCard, refusedAtLine } from './whyNot';

/** What the field is drawn with: the scene's board and card sprites, and what a tap on it does. */
export interface FieldTable {
  readonly board: Container;
  readonly cards: CardSprites;
  readonly tweens: Tweens;
  readonly picking: Picking;
  /** Picks a card or sends an action: what a tap on something offered does. */
  readonly picker: Picker;
  readonly makeReadable: MakeReadable;
  readonly context: LogContext;
  /** Says why a tap on something not offered does nothing. */
  whyNot(refused: CompileAction): void;
}

/**
 * The field: each line's column, both protocols face to face in its middle, and both stacks
 * going down the screen, the opponent's above and one's own below, with the cards on their way
 * (`transit`) laid on top, faint. A tap on a line or card on offer sends it.
 */
export function drawField(
  table: FieldTable,
  view: CompileView,
  layout: Layout,
  seats: [number, number],
  choices: Choices,
  registered: Registered[],
  seen: Set<string>,
  faces: Set<string>,
): void {
  const { w, h } = layout.card;
  const font = cardFont(w, layout.minPx);
  const arrangement = arrangementOf(choices, table.picking);
  layout.lines.forEach((line, l) => {
    const offer = choices.lines.get(l);
    const column = new Graphics()
      .roundRect(line.column.x + 2, line.column.y, line.column.w - 4, line.column.h, 10)
      .fill({ color: 0xffffff, alpha: offer ? 0.08 : 0.02 });
    if (offer) column.stroke({ color: palette.highlight, width: 3 });
    table.board.addChild(column);
    const refused = offer ? null : refusedAtLine(choices, table.picking, l);
    clickable(column, offer ? () => table.picker.send(offer) : refused && (() => table.whyNot(refused)));
    registered.push({ id: `line:${l}`, kind: 'line', label: lineLabel(view, l, offer), enabled: !!offer, display: column });

    seats.forEach((seat, place) => {
      const box = line.protocols[place]!;
      if (arrangement?.side === seat) drawArranged(table.board, view, arrangement, l, box, layout.minPx, table.picker, registered);
      else {
        const protocol = view.sides[seat]!.protocols[l];
        if (protocol) {
          const art = protocolCard(protocol.protocol, protocol.compiled, box.w, box.h, seat, layout.minPx);
          art.position.set(box.x, box.y);
          table.board.addChild(art);
          registered.push({
            id: `protocol:${seat}:${l}`,
            kind: 'protocol',
            label: protocolName(protocol.protocol),
            enabled: false,
            display: art,
          });
        }
      }
      const stack = view.sides[seat]!.stacks[l]!;
      const total = label(`Σ ${stack.total}`, { fontSize: 13, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } });
      total.anchor.set(0, 0.5);
      total.position.set(box.x + box.w + 4, box.y + box.h / 2);
      table.board.addChild(total);

      const room = line.stacks[place]!;
      const moving = view.transit.filter((t) => t.side === seat && t.line === l);
      const cards = [...stack.cards, ...moving];
      // Each covered card shows its band and, when it says something, its top box.
      const strips = cards.map((c) =>
        c.protocol === undefined || c.value === undefined
          ? bandStrip(font)
          : coveredStrip(font, cardText(c.protocol, c.value, 'top') !== ''),
      );
      const offsets = stackOffsets(strips, room.h, h, bandStrip(font));
      const chosen = stack.cards.map((_, at) => choices.cards.get(fieldKey(seat, l, at)));
      cards.forEach((seenCard, at) => {
        const isMoving = at >= stack.cards.length;
        // Light 2's card shows its face to everyone until its decision is taken.
        const revealed = !isMoving && view.shown?.side === seat && view.shown.line === l && view.shown.at === at;
        const card: CompileCardView = revealed ? { up: false, protocol: view.shown!.protocol, value: view.shown!.value } : seenCard;
        // Both stacks go down the screen, so each covered card shows its band and top box
        // above the card on it: the opponent's ends at the middle, one's own starts there.
        const y = place === 0 ? room.y + room.h - h - (offsets.at(-1)! - offsets[at]!) : room.y + offsets[at]!;
        const key = isMoving ? `m:${seat}:${l}:${at}` : `f:${fieldKey(seat, l, at)}`;
        seen.add(key);
        const sprite = table.cards.sprite(key, card, seat, { w, h, font }, { x: room.x, y });
        sprite.display.zIndex = at;
        const choice = isMoving ? undefined : chosen[at];
        decorate(sprite, !!choice || revealed);
        table.tweens.to(sprite.display, { x: room.x, y, alpha: isMoving ? 0.55 : 1 });
        table.cards.spots.set(key, { x: room.x, y });
        const face = readableOf(card);
        if (face) faces.add(readableKey(face));
        // A card in a line on offer chooses the line, unless the card itself, or one it
        // covers, is on offer.
        const tap = (isMoving ? undefined : choiceUnder(chosen, at)) ?? offer;
        const refused = tap || isMoving ? null : refusedAtCard(choices, table.picking, seat, l, at);
        table.makeReadable(sprite.display, face, tap ? () => table.picker.send(tap) : refused && (() => table.whyNot(refused)));
        const hook: CompileSceneCard = {
          place: isMoving ? 'moving' : 'field',
          side: seat,
          line: l,
          at,
          up: card.up,
          ...(faceOf(card) ?? {}),
          ...(revealed ? { shown: true } : {}),
          ...textSize(sprite.display),
        };
        const words = fieldCardLabel(
          card,
          { side: seat, line: l, at, count: isMoving ? null : stack.cards.length, revealed },
          table.context,
        );
        registered.push({
          id: isMoving ? `moving:${seat}:${l}:${at}` : `card:${fieldKey(seat, l, at)}`,
          kind: 'card',
          label: words,
          enabled: !!choice,
          display: sprite.display,
          compileCard: hook,
          ...(face ? { refCard: compileCardRef(face) } : {}),
        });
      });
    });
  });
}
