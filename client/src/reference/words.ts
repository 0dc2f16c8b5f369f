/** The card reference's own words beyond the page's title and filters (`ui/text.ts`): its
 *  rulings, and the way to it from a card at a table. */
import { catalog } from '../i18n';

const en = {
  'ref.rulings': 'Rulings',
  'ref.more': 'More about this card',
  'ref.moreAbout': 'More about this card: {card}',
  'ref.close': 'Back to the table',
  'ruling.decision': 'Decision {n}',
  'ruling.official': 'Official ruling',
};

const de: Record<keyof typeof en, string> = {
  'ref.rulings': 'Regelentscheidungen',
  'ref.more': 'Mehr zu dieser Karte',
  'ref.moreAbout': 'Mehr zu dieser Karte: {card}',
  'ref.close': 'Zurück zum Tisch',
  'ruling.decision': 'Entscheidung {n}',
  'ruling.official': 'Offizielle Regelauskunft',
};

export const rw = catalog<keyof typeof en>(en, de);
