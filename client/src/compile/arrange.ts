/**
 * A rearrange is built on the table rather than picked from a list of orders: whose
 * protocols (when both players' may be), then a tap on each protocol in its new order, the
 * field showing that order as it grows; Confirm sends the listed rearrange it makes.
 */
import { Graphics, type Container } from 'pixi.js';
import type { CompileAction, CompileView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { palette } from '../pixi/palette';
import type { Registered } from '../pixi/stage';
import { clickable, glow } from '../pixi/widgets';
import { protocolCard } from './art';
import type { Arrangement, Picking } from './choices';
import type { Box } from './layout';
import { ct, ofSeat, protocolName } from './text';

export interface ButtonSpec {
  id: string;
  caption: string;
  onTap: () => void;
}

/** `pick` changes what is being picked; `send` sends an action. */
export interface Picker {
  pick(change: Partial<Picking>): void;
  send(action: CompileAction): void;
}

/** The buttons of a rearrange: whose protocols, then Confirm once an order is made, and Reset. */
export function arrangeButtons(arrangement: Arrangement, context: LogContext, picker: Picker): ButtonSpec[] {
  const specs = arrangement.sides
    .filter((side) => side !== arrangement.side)
    .map((side) => ({
      id: `button:arrange:${side}`,
      caption: ofSeat('arrange.side', side, context),
      onTap: () => picker.pick({ arrange: { side, order: [] } }),
    }));
  if (arrangement.side === null) return specs;
  const side = arrangement.side;
  const action = arrangement.action;
  if (action) specs.unshift({ id: 'button:confirm', caption: ct('button.confirm'), onTap: () => picker.send(action) });
  if (arrangement.order.length > 0)
    specs.push({ id: 'button:reset', caption: ct('button.reset'), onTap: () => picker.pick({ arrange: { side, order: [] } }) });
  return specs;
}

/**
 * One protocol of the side being rearranged, where the order tapped so far puts it: the
 * ones placed are numbered, the rest follow in their old order and are the next to tap.
 */
export function drawArranged(
  parent: Container,
  view: CompileView,
  arrangement: Arrangement,
  line: number,
  box: Box,
  font: number,
  picker: Picker,
  registered: Registered[],
): void {
  const side = arrangement.side!;
  const placed = arrangement.order;
  const drawn = [...placed, ...[0, 1, 2].filter((old) => !placed.includes(old))];
  const old = drawn[line]!;
  const protocol = view.sides[side]!.protocols[old];
  if (!protocol) return;
  const isPlaced = line < placed.length;
  const art = protocolCard(protocol.protocol, protocol.compiled, box.w, box.h, side, font, isPlaced ? `${line + 1} ✓` : undefined);
  art.position.set(box.x, box.y);
  art.addChild(
    isPlaced ? glow(box.w, box.h) : new Graphics().roundRect(0, 0, box.w, box.h, 8).stroke({ color: palette.highlight, width: 1 }),
  );
  const next = !isPlaced && placed.length < 2;
  clickable(art, next ? () => picker.pick({ arrange: { side, order: [...placed, old] } }) : null);
  parent.addChild(art);
  const words = next
    ? ct('arrange.put', { protocol: protocolName(protocol.protocol), n: placed.length + 1 })
    : protocolName(protocol.protocol);
  registered.push({ id: `protocol:${side}:${line}`, kind: 'protocol', label: words, enabled: next, display: art });
}
