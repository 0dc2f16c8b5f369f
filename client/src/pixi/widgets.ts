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

/** The smallest size, in CSS pixels, at which `display` draws words (scales included). */
export function smallestFontPx(display: Container): number {
  let smallest = Infinity;
  const walk = (node: Container, scale: number) => {
    const here = scale * Math.abs(node.scale.x);
    if (node instanceof Text && node.text.trim() !== '') smallest = Math.min(smallest, Number(node.style.fontSize) * here);
    for (const child of node.children) walk(child, here);
  };
  walk(display, 1);
  return smallest;
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

/** Does what a tap on `target` does; false when it is not clickable. */
export function tapOn(target: Container): boolean {
  const tap = taps.get(target);
  tap?.();
  return tap !== undefined;
}

/** A rounded button with a centred caption; its width follows the caption. */
export function button(caption: string, onTap: () => void, options: { height?: number; minWidth?: number; color?: number } = {}): Container {
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
export function buttonRows(parent: Container, buttons: readonly Container[], box: { x: number; y: number; w: number }, height: number): void {
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
