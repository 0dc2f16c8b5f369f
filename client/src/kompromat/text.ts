/**
 * Kompromat's words, in English and German. The German follows the German rule book
 * (HELVETIQ): Ausrüstungsstapel, Missionskarte, Zielobjekt, Dokument, Code,
 * Spionageabwehr, Gegenstand, Siegespunkte, and "Spionageabwehrtoken" for a notoriety
 * token. The book names no items or targets (the printed cards are in English), so their
 * German names here are ours.
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 */
import type { kompromatCards } from '@dead-drop/shared';
import { catalog } from '../i18n';
import { de } from './textDe';
import { en, type TextKey } from './textEn';
import { seatSentences, type SeatLineOf } from '../i18n/seats';

export type { TextKey } from './textEn';

export const kt = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** A card rank as printed: "½" for the half card, "1/11" for the card that counts either. */
export function rankLabel(rank: number): string {
  if (rank === 0.5) return '½';
  if (rank === 1) return '1/11';
  return String(rank);
}

/** A mission card's name and what it is worth, as its face prints them. */
export function missionTexts(card: kompromatCards.MissionCard): [title: string, detail: string] {
  switch (card.kind) {
    case 'target':
      return [targetName(card.name), kt('card.vp', { vp: card.vp })];
    case 'document':
      return [kt('card.document'), kt('card.setVp')];
    case 'code':
      return [kt('card.code'), kt('card.setVp')];
    case 'item':
      return [kt(`item.${card.item}`), kt('card.item')];
    case 'ci':
      return [kt('card.ci', { marks: '!'.repeat(card.marks) }), ''];
  }
}

/** A total: only the half card makes fractions, so totals look like 17.5, written "17½". */
export function totalLabel(total: number): string {
  const size = Math.abs(total);
  const whole = Math.floor(size);
  if (size === whole) return String(total);
  return `${total < 0 ? '−' : ''}${whole === 0 ? '' : whole}½`;
}

/** A target's name in the reader's language; the rules name targets in English. */
export function targetName(name: string): string {
  const key = `target.${name}`;
  return isTextKey(key) ? kt(key) : name;
}

function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(en, key);
}

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(kt, 'log.seat');

/** "1 card", "3 cards": the one place where the catalog needs a plural. */
export function countLabel(noun: 'card' | 'token', n: number): string {
  return n === 1 ? kt(`count.${noun}.one`) : kt(`count.${noun}.many`, { n });
}
