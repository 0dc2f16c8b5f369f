/**
 * Rulings beside the cards (#28 item 2): what the rules as implemented (`docs/rules/<game>.md`)
 * decide about a particular card, kept as data beside each game's reference
 * (`<game>/rulings.ts`), keyed by the card's id in its reference book, in English and German.
 */
import { lang } from '../i18n';
import { rw } from './words';

export interface Ruling {
  en: string;
  de: string;
  /** Where the rules record it: a numbered decision of the game's rules file, or an official
   *  ruling (the publisher's FAQ or Codex) that the rules file repeats. */
  source: number | 'official';
}

/** A game's rulings, by card id (`fire-3`, `item-drone`, `mataHari`). */
export type Rulings = Readonly<Record<string, readonly Ruling[]>>;

/** The rulings on card `id` in the reader's language, each after where it comes from. */
export function rulingsOf(rulings: Rulings, id: string): string[] {
  return (rulings[id] ?? []).map(
    (ruling) => `${ruling.source === 'official' ? rw('ruling.official') : rw('ruling.decision', { n: ruling.source })}: ${ruling[lang()]}`,
  );
}
