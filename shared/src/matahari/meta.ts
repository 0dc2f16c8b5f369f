import { defineMeta } from '../core/meta';
import { MAX_SEATS, MIN_SEATS } from './cards';

export const meta = defineMeta({
  id: 'matahari',
  seats: { min: MIN_SEATS, max: MAX_SEATS },
  title: { en: 'Operation: Mata Hari', de: 'Operation: Mata Hari' },
  blurb: { en: '3 to 7 players · bluffing and card trading', de: '3 bis 7 Personen · Bluffen und Karten tauschen' },
  // A first seat beyond the table wraps round (see `setup`).
  options: { firstSeat: { kind: 'firstSeat', default: 'random' } },
});
