/**
 * Compile's side panel on a wide screen: the chain being resolved (each text in words), then,
 * laid out to be read (words whole, at least 12 px): Light 2's revealed card while its decision
 * lasts, and the card under the pointer, or a line saying to point at one. On a phone, the line
 * that says a long press enlarges a card.
 */
import type { Container } from 'pixi.js';
import type { CompileView } from '@dead-drop/shared';
import { palette } from '../pixi/palette';
import type { Registered } from '../pixi/stage';
import { fittedLine, label, panel } from '../pixi/widgets';
import type { CompileSceneCard } from '../pixi/sceneObjects';
import { readableCard } from './art';
import type { Box } from './layout';
import { compileCardRef } from './reference';
import { readableKey, textSize, type Face, type Readable } from './readable';
import { cardName, cardText, ct } from './text';

/** The size of the words of a card laid out to be read: on a desktop's side panel (never
 *  less than its floor when the panel is short), and enlarged on a phone. */
export const READ_PX = { panel: 14, panelFloor: 12, phone: 13 } as const;

/** The panel in `box`; `enlarged` is the card under the pointer, read as `side`'s. */
export function drawPanel(
  parent: Container,
  view: CompileView,
  box: Box,
  enlarged: Readable | null,
  side: number,
  registered: Registered[],
  latest: Face | null = null,
): void {
  parent.addChild(Object.assign(panel(box.w, box.h, palette.feltLight, 10), { x: box.x, y: box.y }));
  let y = box.y + 8;
  if (view.chain.length > 0) {
    const title = label(ct('label.chain'), { fontSize: 13, fontWeight: '700', fill: palette.highlight });
    title.position.set(box.x + 8, y);
    parent.addChild(title);
    y += title.height + 4;
    for (const entry of [...view.chain].reverse()) {
      const words = label(`${cardName(entry.protocol, entry.value)} — ${cardText(entry.protocol, entry.value, entry.box)}`, {
        fontSize: 12,
        fill: palette.text,
        wordWrap: true,
        wordWrapWidth: box.w - 16,
      });
      words.position.set(box.x + 8, y);
      parent.addChild(words);
      y += words.height + 4;
      if (y > box.y + box.h * 0.3) break;
    }
  }
  const bottom = box.y + box.h - 8;
  const w = box.w - 16;
  const shown = view.shown ? { protocol: view.shown.protocol, value: view.shown.value, up: false } : null;
  if (shown) {
    const note = ct('reveal.card', { card: cardName(shown.protocol, shown.value) });
    const where = { side: view.shown!.side, line: view.shown!.line, at: view.shown!.at, shown: true as const };
    y =
      drawReadable(parent, shown, { place: 'revealed', ...where }, { x: box.x + 8, y: y + 4, w, h: bottom - y - 4 }, note, registered) + 4;
  }
  // A face-down card read here is one's own (or, in a replay with every card face up, anyone's).
  const reader = { place: 'enlarged' as const, side, line: null, at: 0 };
  if (enlarged && !(shown && readableKey(enlarged) === readableKey(shown)))
    drawReadable(parent, enlarged, reader, { x: box.x + 8, y: y + 4, w, h: bottom - y - 4 }, undefined, registered);
  else if (!enlarged && !shown) {
    const hint = label(ct('hint.hover'), { fontSize: 13, fill: palette.muted, wordWrap: true, wordWrapWidth: w });
    hint.position.set(box.x + 8, y + 4);
    parent.addChild(hint);
    registered.push({ id: 'hint', kind: 'label', label: hint.text, enabled: false, display: hint });
    // Until a card is pointed at, the panel reads the last card played face up (a public face).
    const top = y + hint.height + 12;
    if (latest && bottom - top > 120) drawLatest(parent, latest, { x: box.x + 8, y: top, w, h: bottom - top }, registered);
  }
}

/** The last card played face up, to be read while nothing is pointed at. */
function drawLatest(parent: Container, face: Face, room: Box, registered: Registered[]): void {
  const note = ct('label.lastPlayed', { card: cardName(face.protocol, face.value) });
  const art = readableCard({ ...face, up: true }, room.w, READ_PX.panelFloor, note);
  if (art.height > room.h) {
    art.destroy({ children: true });
    return;
  }
  art.position.set(room.x, room.y);
  parent.addChild(art);
  registered.push({ id: 'latest', kind: 'label', label: note, enabled: false, display: art, refCard: compileCardRef(face) });
}

/** A card laid out to be read in `room`, at the panel's size, or smaller down to its floor
 *  when the room is short; returns where it ends. */
function drawReadable(
  parent: Container,
  face: Readable,
  hook: Omit<CompileSceneCard, 'up'>,
  room: Box,
  note: string | undefined,
  registered: Registered[],
): number {
  let art = readableCard(face, room.w, READ_PX.panel, note);
  if (art.height > room.h) {
    art.destroy({ children: true });
    art = readableCard(face, room.w, READ_PX.panelFloor, note);
  }
  art.position.set(room.x, room.y);
  parent.addChild(art);
  registered.push({
    id: hook.place,
    kind: 'card',
    label: cardName(face.protocol, face.value),
    enabled: false,
    display: art,
    compileCard: { ...hook, ...face, ...textSize(art) },
    refCard: compileCardRef(face),
  });
  return room.y + art.height;
}

/** On a phone: a long press enlarges a card, which nothing on a touch screen would tell. */
export function drawHint(parent: Container, box: Box, px: number, registered: Registered[]): void {
  const hint = fittedLine(ct('hint.longPress'), box.w, px, { fontSize: px, fill: palette.muted });
  hint.anchor.set(0.5, 0);
  hint.position.set(box.x + box.w / 2, box.y);
  parent.addChild(hint);
  registered.push({ id: 'hint', kind: 'label', label: hint.text, enabled: false, display: hint });
}
