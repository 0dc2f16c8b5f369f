/** A Compile card's face as the scene's parts read it, and what they measure of it. */
import type { Container } from 'pixi.js';
import { compileCards, type CompileCardView } from '@dead-drop/shared';
import { clickable, smallestFontPx } from '../pixi/widgets';

export type Protocol = compileCards.Protocol;
export type Face = { protocol: Protocol; value: number };
/** A face as drawn: one's own face-down card is read marked face down. */
export type Readable = Face & { up: boolean };

export function faceOf(card: CompileCardView): Face | null {
  return card.protocol === undefined || card.value === undefined ? null : { protocol: card.protocol, value: card.value };
}

export function readableOf(card: CompileCardView): Readable | null {
  const face = faceOf(card);
  return face && { ...face, up: card.up };
}

export function readableKey(face: Readable): string {
  return `${face.protocol}:${face.value}:${face.up ? 'up' : 'down'}`;
}

/** The size of the words drawn on a card, listed in `SceneObject`s. */
export function textSize(display: Container): { textPx?: number } {
  const px = smallestFontPx(display);
  return Number.isFinite(px) ? { textPx: Math.round(px * 10) / 10 } : {};
}

/** A protocol's six values, as printed. */
export function valuesOf(protocol: Protocol): number[] {
  return compileCards.cardsOf(protocol).map((card) => compileCards.faceOf(card).value);
}

/** What a card does when pressed: `onTap` (or enlarging, when null); it is read under the pointer. */
export type MakeReadable = (display: Container, face: Readable | null, onTap: (() => void) | null) => void;

/** How long a press on a card takes to enlarge it, as a phone's long press. */
const LONG_PRESS_MS = 450;

/** The scene's card being read: `enlarge` shows one; on a phone (`portrait`) nothing reads under a pointer. */
export interface Reader {
  enlarge(face: Readable): void;
  enlarged(): Readable | null;
  portrait: boolean;
}

/**
 * A card that acts on a tap (or enlarges, when it offers nothing), and enlarges under the
 * pointer on a desktop or on a long press on a phone: then the tap that ends the press
 * does not act.
 */
export function pressToRead(display: Container, face: Readable | null, onTap: (() => void) | null, reader: Reader): void {
  let pressedLong = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const act = onTap ?? (face ? () => reader.enlarge(face) : null);
  clickable(
    display,
    act &&
      (() => {
        if (!pressedLong) act();
      }),
  );
  for (const event of ['pointerdown', 'pointerup', 'pointerupoutside', 'pointerover'] as const) display.removeAllListeners(event);
  if (!face) return;
  display.eventMode = 'static';
  const release = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  display
    .on('pointerdown', () => {
      pressedLong = false;
      timer = setTimeout(() => {
        pressedLong = true;
        reader.enlarge(face);
      }, LONG_PRESS_MS);
    })
    .on('pointerup', release)
    .on('pointerupoutside', release);
  if (reader.portrait) return;
  display.on('pointerover', () => {
    const enlarged = reader.enlarged();
    if (enlarged && readableKey(enlarged) === readableKey(face)) return;
    reader.enlarge(face);
  });
}
