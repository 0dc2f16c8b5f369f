/**
 * #26 item 2: what each option of the Compile table is called, in English and German, for the
 * action bar and a screen reader: whose card, its face as the viewer may know it, and where.
 */
import { compile, SPECTATOR, type CompileView, type Viewer } from '@dead-drop/shared';
import type { LogContext } from '../../client/src/gameClient';
import { fieldCardLabel, handCardLabel, lineLabel } from '../../client/src/compile/names';
import { table } from '../compile/rig';
import { inLang } from './catalogKit';

const ctx = (viewer: Viewer): LogContext => ({ viewer, names: ['Anna', 'Bob'] });
const back = { up: false };
const fire3 = { up: true, protocol: 'fire' as const, value: 3 };
const fire3Down = { ...fire3, up: false };

test('field cards: owner, face, line and place, in English and German', () => {
  const say = () => [
    fieldCardLabel(back, { side: 1, line: 1, at: 0, count: 1 }, ctx(0)),
    fieldCardLabel(fire3, { side: 0, line: 0, at: 0, count: 3 }, ctx(0)),
    fieldCardLabel(fire3Down, { side: 0, line: 2, at: 1, count: 2 }, ctx(0)),
    fieldCardLabel(fire3Down, { side: 1, line: 1, at: 0, count: 1, revealed: true }, ctx(0)),
    fieldCardLabel(back, { side: 0, line: 2, at: 0, count: null }, ctx(SPECTATOR)),
    handCardLabel('fire', 3),
    handCardLabel('fire', 3, true),
  ];
  expect(say()).toEqual([
    'Bob’s face-down card, line 2, top',
    'Your Fire 3, line 1, covered (2 below the top)',
    'Your face-down Fire 3, line 3, top',
    'Bob’s face-down Fire 3, revealed to everyone, line 2, top',
    'Anna’s face-down card, on its way to line 3',
    'Fire 3 in your hand',
    'Fire 3 in your hand, picked',
  ]);
  expect(inLang('de', say)).toEqual([
    'Verdeckte Karte von Bob, Reihe 2, oben',
    'Deine Karte Feuer 3, Reihe 1, blockiert (2 unter der obersten)',
    'Deine verdeckte Karte Feuer 3, Reihe 3, oben',
    'Verdeckte Karte Feuer 3 von Bob, allen vorgezeigt, Reihe 2, oben',
    'Verdeckte Karte von Anna, unterwegs in Reihe 3',
    'Feuer 3 auf deiner Hand',
    'Feuer 3 auf deiner Hand, ausgewählt',
  ]);
});

test('lines say what choosing them does', () => {
  const t = table({ hands: [['fire 3']] });
  const view = compile.viewFor(t.state, 0) as CompileView;
  expect(lineLabel(view, 0, { type: 'play', hand: 0, line: 0, up: true })).toBe('Play it in line 1');
  expect(lineLabel(view, 2, undefined)).toBe('Line 3');
  expect(inLang('de', () => lineLabel(view, 1, { type: 'compile', line: 1 }))).toBe('Reihe 2 kompilieren');
});
