import { defineMeta } from '../core/meta';
import { SEATS } from './cards';

export const meta = defineMeta({
  id: 'compile',
  seats: { min: SEATS, max: SEATS },
  title: { en: 'Compile', de: 'Compile' },
  blurb: { en: '2 players · programs and protocols', de: '2 Personen · Programme und Protokolle' },
  options: {
    firstSeat: { kind: 'firstSeat', default: 'random' },
    /** Advanced rules: the control card. */
    control: { kind: 'flag', default: true },
    /** After the draft, protocols lie in a random order or in the order they were drafted. */
    placement: { kind: 'choice', values: ['random', 'draft'], default: 'random' },
  },
});
