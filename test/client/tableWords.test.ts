/** What the table says beside the game, in whole sentences with names (#42): who votes to abandon, who conceded. */
import { TableEnding } from '@dead-drop/shared';
import { tableHeadline } from '../../client/src/pages/endScreen';
import { votesLine } from '../../client/src/pages/tableMenu';
import { inLang } from './catalogKit';

test('one who votes to abandon agrees, two agree', () => {
  expect(votesLine(['Finn'])).toBe('Vote to abandon the game: Finn agrees.');
  expect(votesLine(['Finn', 'Hana'])).toBe('Vote to abandon the game: Finn and Hana agree.');
  expect(inLang('de', () => votesLine(['Finn']))).toBe('Abstimmung über den Abbruch: Finn ist dafür.');
  expect(inLang('de', () => votesLine(['Finn', 'Hana']))).toBe('Abstimmung über den Abbruch: Finn und Hana sind dafür.');
});

test('a concession names who conceded', () => {
  const conceded = { winners: [1], reason: TableEnding.conceded };
  expect(tableHeadline(conceded, ['Finn', 'Hana'])).toBe('Hana wins: Finn conceded.');
  expect(inLang('de', () => tableHeadline(conceded, ['Finn', 'Hana']))).toBe('Hana gewinnt: Finn hat aufgegeben.');
});
