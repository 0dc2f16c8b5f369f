import type { Container } from 'pixi.js';
import type { CompileView } from '@dead-drop/shared';
import type { Registered } from '../pixi/stage';
import { clickable, glow } from '../pixi/widgets';
import type { Picker } from './arrange';
import { commandCard, draftTile } from './art';
import type { Choices } from './choices';
import { cardFont, type Layout } from './layout';
import { readableKey, valuesOf, type MakeReadable, type Protocol } from './readable';
import { ct, protocolName } from './text';

/**
 * The draft: the protocols left, each saying what it does, and `chosen`'s six cards readable
 * where the hand goes, before it is taken. Every face drawn is added to `faces`.
 */
export function drawDraft(
  parent: Container,
  view: CompileView,
  layout: Layout,
  choices: Choices,
  chosen: Protocol | null,
  picker: Picker,
  readable: MakeReadable,
  registered: Registered[],
  faces: Set<string>,
): void {
  const pool = view.draft!.pool;
  const area = layout.field;
  const columns = layout.portrait ? 3 : 4;
  const rows = Math.ceil(12 / columns);
  const tileW = area.w / columns - 8;
  const tileH = Math.min(180, area.h / rows - 8);
  const font = layout.minPx;
  pool.forEach((protocol, i) => {
    const isChosen = chosen === protocol;
    const tile = draftTile(protocol, tileW, tileH, font, isChosen);
    tile.position.set(area.x + (i % columns) * (tileW + 8) + 4, area.y + Math.floor(i / columns) * (tileH + 8) + 4);
    if (isChosen) tile.addChild(glow(tileW, tileH));
    clickable(tile, () => picker.pick({ protocol }));
    parent.addChild(tile);
    const words = `${protocolName(protocol)} — ${ct(`about.${protocol}`)}`;
    registered.push({ id: `draft:${protocol}`, kind: 'protocol', label: words, enabled: choices.draft.has(protocol), display: tile });
  });
  if (!chosen) return;
  const { w, h } = layout.handCard;
  const step = Math.min(w + 6, (layout.hand.w - w) / 5);
  valuesOf(chosen).forEach((value, i) => {
    const art = commandCard({ up: true, protocol: chosen, value }, 0, w, h, cardFont(w, layout.minPx), true);
    art.position.set(layout.hand.x + i * step, layout.hand.y);
    const face = { protocol: chosen, value, up: true };
    faces.add(readableKey(face));
    readable(art, face, null);
    parent.addChild(art);
  });
}
