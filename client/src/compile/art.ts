import { Container, Graphics } from 'pixi.js';
import type { CompileCardView, compileCards } from '@dead-drop/shared';
import { palette } from '../pixi/palette';
import { label, panel } from '../pixi/widgets';
import { cardText, ct, protocolName } from './text';

type Protocol = compileCards.Protocol;

/** Each protocol's colour, for the card's band and its protocol card. */
export const PROTOCOL_COLOURS: Record<Protocol, number> = {
  darkness: 0x4b3f72, death: 0x2f2f2f, fire: 0xc2452d, gravity: 0x6b5b3e, life: 0x3f8f4f, light: 0xd9b44a,
  metal: 0x7d8a96, plague: 0x7a9a2e, psychic: 0xa24d9e, speed: 0x2f8fb0, spirit: 0x5fa3a0, water: 0x2d5fa8,
};

/** How much of a covered card shows above the next one: its band (protocol, value) and top box. */
export function coveredStrip(h: number): number {
  return h * 0.34;
}

/**
 * A command card as this viewer sees it. A face: the protocol's band with the value, then
 * the three boxes (top, middle, bottom) as printed. A back: the owner's colour, nothing
 * else. One's own face-down card shows its face, marked face down.
 */
export function commandCard(card: CompileCardView, owner: number, w: number, h: number): Container {
  const box = new Container();
  if (card.protocol === undefined || card.value === undefined) {
    box.addChild(panel(w, h, palette.seats[owner] ?? palette.muted, 6, { color: 0xffffff, width: 2 }));
    box.addChild(new Graphics().roundRect(6, 6, w - 12, h - 12, 4).stroke({ color: 0xffffff, width: 1, alpha: 0.5 }));
    const mark = label('⌘', { fontSize: Math.round(w * 0.3), fill: 0xffffff });
    mark.alpha = 0.6;
    mark.anchor.set(0.5);
    mark.position.set(w / 2, h / 2);
    box.addChild(mark);
    return box;
  }
  const colour = PROTOCOL_COLOURS[card.protocol];
  const secret = !card.up;
  box.addChild(panel(w, h, secret ? 0xe4dcf0 : palette.paper, 6, { color: secret ? 0x6b4fa0 : colour, width: secret ? 3 : 2 }));
  const band = h * 0.14;
  box.addChild(new Graphics().roundRect(2, 2, w - 4, band, 5).fill({ color: colour }));
  const font = Math.max(7, Math.round(w / 12));
  const name = label(protocolName(card.protocol), { fontSize: font + 1, fontWeight: '700', fill: 0xffffff });
  name.position.set(5, 2 + (band - name.height) / 2);
  if (name.width > w * 0.7) name.scale.set((w * 0.7) / name.width);
  const value = label(String(card.value), { fontSize: Math.round(band * 0.8), fontWeight: '800', fill: 0xffffff });
  value.anchor.set(1, 0.5);
  value.position.set(w - 6, 2 + band / 2);
  box.addChild(name, value);
  const boxes: [compileCards.Box, number, number][] = [['top', band + 4, h * 0.2], ['middle', band + 6 + h * 0.2, h * 0.36], ['bottom', band + 8 + h * 0.56, h * 0.26]];
  for (const [which, y, height] of boxes) {
    box.addChild(new Graphics().roundRect(4, y, w - 8, height - 2, 3).fill({ color: 0x000000, alpha: 0.05 }));
    const text = cardText(card.protocol, card.value, which);
    if (!text) continue;
    const words = label(text, { fontSize: font, fill: palette.ink, wordWrap: true, wordWrapWidth: w - 12, lineHeight: font * 1.15 });
    words.position.set(6, y + 1);
    // Text that does not fit its box is drawn smaller rather than cut: the enlarged card reads it whole.
    if (words.height > height - 3) words.scale.set((height - 3) / words.height);
    box.addChild(words);
  }
  if (secret) {
    const down = label(ct('label.faceDown'), { fontSize: font, fontWeight: '700', fill: 0x6b4fa0 });
    down.anchor.set(0.5, 1);
    down.position.set(w / 2, h - 2);
    box.addChild(down);
  }
  return box;
}

/** A protocol card: its name, and Loading or Compiled (or, in the draft, `caption`). */
export function protocolCard(protocol: Protocol, compiled: boolean, w: number, h: number, owner: number, caption?: string): Container {
  const box = new Container();
  const colour = PROTOCOL_COLOURS[protocol];
  box.addChild(panel(w, h, compiled ? colour : palette.feltLight, 8, { color: compiled ? 0xffffff : colour, width: compiled ? 3 : 2 }));
  const name = label(protocolName(protocol), { fontSize: Math.min(16, Math.round(h * 0.34)), fontWeight: '800', fill: compiled ? 0xffffff : palette.text });
  name.anchor.set(0.5);
  name.position.set(w / 2, h * 0.38);
  if (name.width > w - 8) name.scale.set((w - 8) / name.width);
  const side = label(caption ?? ct(compiled ? 'label.compiled' : 'label.loading'), { fontSize: Math.min(11, Math.round(h * 0.24)), fill: compiled ? 0xffffff : palette.seats[owner] ?? palette.muted });
  side.anchor.set(0.5);
  side.position.set(w / 2, h * 0.76);
  box.addChild(name, side);
  return box;
}
