/**
 * Operation: Mata Hari's words, in English and German. English card names follow the
 * official English edition (the spec); German follows the German rule book (seeds/003):
 * Tonbandgerät, Fotografien, Dokumente, Gift, Pistole, Aktentasche, Mantel, Verkleidung,
 * Handschuhe; Belastende Beweise, Gegenstände, Ausrüstung; Doppelagent, Auftragsmörder,
 * Mata Hari; Deckung with its sides Inkognito and Kompromittiert; Ziel, Totenkopf,
 * Priorität, Kartenstapel Operation, Erklärung, Gegenangebot, Gegenspionage, Visionärer
 * Agent. An unmasked spy is "enttarnt".
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 *
 * Keys under `res.`, `pred.`, `verb.`, `st.` and `demand.` are the building blocks of
 * sentences.ts; each language keeps its own word order inside the line, so the code only
 * fills slots.
 */
import type { matahariCards, MatahariFace as Face, MatahariObjective as Objective } from '@dead-drop/shared';
import { catalog, listOf, pluralForm } from '../i18n';
import { de } from './textDe';
import { en, type TextKey } from './textEn';
import { seatSentences, type SeatLineOf } from '../i18n/seats';

type Resource = matahariCards.Resource;

export type { TextKey } from './textEn';

export const mt = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(mt, 'log.seat');

/** A card as printed: "Gun 5", or the partner's name. */
export function faceLabel(face: Face): string {
  if ('partner' in face) return mt(`partner.${face.partner}`);
  return mt('face.resource', { resource: mt(`resource.${face.resource}`), priority: face.priority });
}

/** "Gun (skull: green)": the resource that scores and the colour that costs. */
export function objectiveLabel(o: Objective): string {
  return mt('objective.label', { resource: mt(`resource.${o.resource}`), colour: mt(`colour.${o.skull}`) });
}

/** "Gun 5, Coat 2": cards a viewer may see, in the order given. */
export function facesLabel(faces: readonly Face[]): string {
  return faces.map(faceLabel).join(', ');
}

/** "no cards", "1 card", "3 cards" (and the same for Compromised covers). */
export function countLabel(noun: 'card' | 'compromised' | 'matching', n: number): string {
  if (n === 0) return mt(`count.${noun}.none`);
  return pluralForm(n) === 'one' ? mt(`count.${noun}.one`, { n }) : mt(`count.${noun}.many`, { n });
}

/** "a, b and c" in the current language; `word` is the joining "and" or "or". */
export function joinList(items: readonly string[], word: 'and' | 'or'): string {
  return listOf(items, word === 'and' ? 'conjunction' : 'disjunction');
}

/** The resource with its article, after "is" (one) or "are" (many). */
export function resourceComplement(resource: Resource, plural: boolean): string {
  return mt(`res.${plural ? 'many' : 'one'}.${resource}`);
}
