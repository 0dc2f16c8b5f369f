import { CanvasTextMetrics, Container, Graphics, Text, TextStyle, type TextStyleOptions } from 'pixi.js';
import { FONT, palette } from './palette';

export function label(text: string, style: TextStyleOptions = {}): Text {
  return new Text({ text, style: { fontFamily: FONT, fontSize: 14, fill: palette.text, ...style } });
}

/**
 * Wrapped text that breaks between words only: the font shrinks (down to 8 px) until its
 * longest word fits the width, so "Chloroform" never reads "Chlorofor / m".
 */
export function wrappedLabel(text: string, width: number, style: TextStyleOptions): Text {
  const fitted = new TextStyle({ fontFamily: FONT, fill: palette.text, ...style, wordWrap: true, wordWrapWidth: width, breakWords: false });
  const widest = (): number => Math.max(...text.split(/\s+/).map((word) => CanvasTextMetrics.measureText(word, fitted).width));
  while (Number(fitted.fontSize) > 8 && widest() > width) fitted.fontSize = Number(fitted.fontSize) - 1;
  return new Text({ text, style: fitted });
}

/** The smallest size, in CSS pixels, at which `display` draws words: its own and its children's
 *  scales included, times `scale` (its parents'). Infinity when it draws none. */
export function smallestFontPx(display: Container, scale = 1): number {
  let smallest = Infinity;
  const walk = (node: Container, outer: number) => {
    const here = outer * Math.abs(node.scale.x);
    if (node instanceof Text && node.text.trim() !== '') smallest = Math.min(smallest, Number(node.style.fontSize) * here);
    for (const child of node.children) walk(child, here);
  };
  walk(display, scale);
  return smallest;
}

/** The smallest size, in CSS pixels, at which `display` draws words where it stands: its parents' scales included. */
export function drawnFontPx(display: Container): number {
  let scale = 1;
  for (let parent = display.parent; parent; parent = parent.parent) scale *= Math.abs(parent.scale.x);
  return smallestFontPx(display, scale);
}

/**
 * One line of words in at most `width`: its font shrinks down to `minPx` and no further, and
 * whatever still does not fit is cut with "…" (words too small to read help nobody).
 */
export function fittedLine(text: string, width: number, minPx: number, style: TextStyleOptions): Text {
  const line = label(text, style);
  while (line.width > width && Number(line.style.fontSize) > minPx) line.style.fontSize = Number(line.style.fontSize) - 1;
  for (let keep = text.length - 1; line.width > width && keep > 0; keep--) line.text = `${text.slice(0, keep).trimEnd()}…`;
  return line;
}

/** Wrapped words in at most `lines` lines of `width`, cut with "…" after the last that fits. */
export function wrappedLines(text: string, width: number, lines: number, style: TextStyleOptions): Text {
  const block = label(text, { ...style, wordWrap: true, wordWrapWidth: width, breakWords: true });
  const most = lines * Number(block.style.lineHeight || Number(block.style.fontSize) * 1.25) + 1;
  const words = text.split(' ');
  for (let keep = words.length - 1; block.height > most && keep > 0; keep--) block.text = `${words.slice(0, keep).join(' ')}…`;
  return block;
}

export function panel(w: number, h: number, color: number, radius = 8, border?: { color: number; width: number }): Graphics {
  const g = new Graphics().roundRect(0, 0, w, h, radius).fill({ color });
  if (border) g.stroke({ color: border.color, width: border.width });
  return g;
}

/** What a tap on each clickable object does, for doing it without a pointer (see `tapOn`). */
const taps = new WeakMap<Container, () => void>();

/** Makes a display object clickable, or plainly not. */
export function clickable(target: Container, onTap: (() => void) | null): void {
  target.eventMode = onTap ? 'static' : 'passive';
  target.cursor = onTap ? 'pointer' : 'default';
  target.removeAllListeners('pointertap');
  taps.delete(target);
  if (!onTap) return;
  target.on('pointertap', onTap);
  taps.set(target, onTap);
}

/** Whether a tap on `target` does anything (see `clickable`). */
export function tappable(target: Container): boolean {
  return taps.has(target);
}

/** Does what a tap on `target` does; false when it is not clickable. */
export function tapOn(target: Container): boolean {
  const tap = taps.get(target);
  tap?.();
  return tap !== undefined;
}

/** A rounded button with a centred caption; its width follows the caption. */
export function button(
  caption: string,
  onTap: () => void,
  options: { height?: number; minWidth?: number; color?: number } = {},
): Container {
  const height = options.height ?? 36;
  const text = label(caption, { fontSize: Math.round(height * 0.42), fontWeight: '600', fill: palette.buttonText });
  const width = Math.max(options.minWidth ?? 64, text.width + 24);
  const box = new Container();
  box.addChild(panel(width, height, options.color ?? palette.button, height / 2, { color: palette.highlight, width: 1.5 }));
  text.anchor.set(0.5);
  text.position.set(width / 2, height / 2);
  box.addChild(text);
  clickable(box, onTap);
  return box;
}

/** A yellow outline that says "you can click this". */
export function glow(w: number, h: number, radius = 8): Graphics {
  return new Graphics().roundRect(-3, -3, w + 6, h + 6, radius + 3).stroke({ color: palette.highlight, width: 3 });
}

/** Lays buttons out in centred rows that wrap where the box is too narrow, into `parent`. */
export function buttonRows(
  parent: Container,
  buttons: readonly Container[],
  box: { x: number; y: number; w: number },
  height: number,
): void {
  const rows: Container[][] = [[]];
  let width = 0;
  for (const display of buttons) {
    if (width + display.width > box.w && rows.at(-1)!.length) {
      rows.push([]);
      width = 0;
    }
    rows.at(-1)!.push(display);
    width += display.width + 8;
  }
  rows.forEach((row, r) => {
    const rowWidth = row.reduce((sum, display) => sum + display.width + 8, -8);
    let x = box.x + (box.w - rowWidth) / 2;
    for (const display of row) {
      display.position.set(x, box.y + r * (height + 6));
      x += display.width + 8;
      parent.addChild(display);
    }
  });
}
