import { defineMeta } from '../core/meta';
import { SEATS } from './cards';

export const meta = defineMeta({
  id: 'kompromat',
  seats: { min: SEATS, max: SEATS },
  title: { en: 'Kompromat', de: 'Kompromat' },
  blurb: {
    en: '2 players · blackjack-like missions · about 30 minutes',
    de: '2 Personen · Missionen wie beim Black Jack · etwa 30 Minuten',
  },
  options: { firstSeat: { kind: 'firstSeat', default: 'random' } },
});
