/** The card reference's own words: its title and filters, its rulings, and the way to it
 *  from a card at a table. */
import { catalog } from '../i18n';

const en = {
  'ref.title': 'Card reference',
  'ref.games': 'Games',
  'ref.any': 'Any',
  'ref.search': 'Words',
  'ref.searchHint': 'e.g. flip, draw, Gun',
  'ref.none': 'No card matches. Choose "Any" or fewer words.',
  'ref.rulings': 'Rulings',
  'ref.more': 'More about this card',
  'ref.moreAbout': 'More about this card: {card}',
  'ref.close': 'Back to the table',
  'ruling.decision': 'Decision {n}',
  'ruling.official': 'Official ruling',
};

const de: Record<keyof typeof en, string> = {
  'ref.title': 'Kartenübersicht',
  'ref.games': 'Spiele',
  'ref.any': 'Alle',
  'ref.search': 'Wörter',
  'ref.searchHint': 'z. B. drehe, ziehe, Pistole',
  'ref.none': 'Keine Karte passt. Wähle „Alle“ oder weniger Wörter.',
  'ref.rulings': 'Regelentscheidungen',
  'ref.more': 'Mehr zu dieser Karte',
  'ref.moreAbout': 'Mehr zu dieser Karte: {card}',
  'ref.close': 'Zurück zum Tisch',
  'ruling.decision': 'Entscheidung {n}',
  'ruling.official': 'Offizielle Regelauskunft',
};

export const rw = catalog<keyof typeof en>(en, de);
