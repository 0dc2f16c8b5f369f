import { Graphics, type Container } from 'pixi.js';
import { palette } from '../pixi/palette';
import type { Registered } from '../pixi/stage';
import { button, clickable, label } from '../pixi/widgets';
import { commandCard, readableCard } from './art';
import { cardFont, type Layout } from './layout';
import { READ_PX } from './reading';
import { compileCardRef } from './reference';
import { textSize, type Face, type MakeReadable, type Readable } from './readable';
import { cardName, ct } from './text';

/** What a hand shown to everyone (or a trash opened) holds, kept on screen until dismissed. */
export interface Shown {
  title: string;
  cards: Face[];
}

/** Space between the status line and what lies over the table. */
const GAP = 6;

/**
 * A hand shown to everyone, or a trash opened to read, over the table (under the status line,
 * which stays readable) until dismissed; on a phone, the card held (`phoneCard`, read as
 * `side`'s), enlarged. Draws nothing when there is neither.
 */
export function drawOverlays(
  overlay: Container,
  screen: { width: number; height: number },
  layout: Layout,
  what: { shown: Shown | null; phoneCard: Readable | null; side: number },
  dismiss: () => void,
  readable: MakeReadable,
  registered: Registered[],
): void {
  const { shown, phoneCard } = what;
  if (!shown && !phoneCard) return;
  const below = layout.status.y + layout.status.h + GAP;
  const shade = new Graphics().rect(0, below, screen.width, screen.height - below).fill({ color: 0x000000, alpha: 0.7 });
  overlay.addChild(shade);
  clickable(shade, dismiss);
  let top = below + 8;
  if (shown) {
    const title = label(shown.title, {
      fontSize: 16,
      fontWeight: '700',
      fill: palette.highlight,
      wordWrap: true,
      wordWrapWidth: screen.width - 32,
      align: 'center',
    });
    title.anchor.set(0.5, 0);
    title.position.set(screen.width / 2, top);
    overlay.addChild(title);
    registered.push({ id: 'overlay-title', kind: 'label', label: shown.title, enabled: false, display: title });
    top += title.height + 10;
  }
  let end = top;
  if (shown) {
    const cards = shown.cards;
    const width = screen.width - 32;
    const perRow = Math.max(1, Math.min(cards.length, layout.portrait ? (cards.length === 1 ? 1 : 3) : 6));
    const w = Math.min(cards.length === 1 ? 260 : 150, width / perRow - 8);
    const h = w * 1.4;
    cards.forEach((face, i) => {
      const art = commandCard({ up: true, ...face }, 0, w, h, cardFont(w, layout.minPx), true);
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, cards.length - row * perRow);
      art.position.set((screen.width - inRow * (w + 8)) / 2 + (i % perRow) * (w + 8), top + row * (h + 8));
      readable(art, { ...face, up: true }, dismiss);
      overlay.addChild(art);
    });
    end = top + Math.ceil(cards.length / perRow) * (h + 8);
  } else if (phoneCard) {
    const w = Math.min(340, screen.width - 32);
    const art = readableCard(phoneCard, w, READ_PX.phone);
    art.position.set((screen.width - w) / 2, top);
    clickable(art, dismiss);
    overlay.addChild(art);
    registered.push({
      id: 'enlarged',
      kind: 'card',
      label: cardName(phoneCard.protocol, phoneCard.value),
      enabled: false,
      display: art,
      compileCard: { place: 'enlarged', side: what.side, line: null, at: 0, ...phoneCard, ...textSize(art) },
      refCard: compileCardRef(phoneCard),
    });
    end = top + art.height + 8;
  }
  const close = button(ct('button.done'), dismiss, { height: layout.buttonH });
  close.position.set((screen.width - close.width) / 2, Math.min(screen.height - 50, end + 8));
  overlay.addChild(close);
  registered.push({ id: 'button:dismiss', kind: 'button', label: ct('button.done'), enabled: true, display: close });
}
