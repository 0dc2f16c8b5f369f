/**
 * The Compile browser tests' judgements must be able to fail: fabricated screens with a leaked
 * face, vague options, small or stale cards to read, and words over words, beside correct ones.
 */
import type { CompileSceneCard, SceneObject } from '../../client/src/pixi/sceneObjects';
import { faceDownLeaks, overlaps, readingProblems, staleReading, vagueOptions } from './compileTable';

const object = (id: string, label: string, rect: [number, number, number, number], extra: Partial<SceneObject> = {}): SceneObject => {
  const [x, y, w, h] = rect;
  return { id, kind: 'card', label, enabled: false, x, y, w, h, ...extra };
};
const card = (id: string, label: string, compileCard: CompileSceneCard, enabled = false): SceneObject =>
  object(id, label, [10, 10, 50, 70], { enabled, compileCard });
const viewport = { width: 390, height: 844 };

describe('secrecy of face-down cards', () => {
  const back = card('card:1:1:0', 'Bob’s face-down card, line 2, top', { place: 'field', side: 1, line: 1, at: 0, up: false });
  test("a back, one's own face-down card and the card revealed to everyone pass", () => {
    const own = card('card:0:0:0', 'Your face-down Fire 3, line 1, top', {
      place: 'field',
      side: 0,
      line: 0,
      at: 0,
      up: false,
      protocol: 'fire',
      value: 3,
    });
    const revealed = card('card:1:1:0', 'Bob’s face-down Water 4, revealed', {
      place: 'field',
      side: 1,
      line: 1,
      at: 0,
      up: false,
      protocol: 'water',
      value: 4,
      shown: true,
    });
    expect(faceDownLeaks([back, own], 0, null)).toEqual([]);
    expect(faceDownLeaks([revealed], 0, { side: 1, line: 1, at: 0 })).toEqual([]);
  });
  test("a face on another's face-down card, or in its words, fails", () => {
    const face = card('card:1:1:0', '', { place: 'field', side: 1, line: 1, at: 0, up: false, protocol: 'water', value: 4 });
    const named = { ...back, label: 'Bob’s face-down Water 4, line 2, top' };
    expect(faceDownLeaks([face], 0, null)).toEqual(['card:1:1:0 shows water 4 ("") to seat 0']);
    expect(faceDownLeaks([named], null, null)).toEqual([
      'card:1:1:0 shows undefined undefined ("Bob’s face-down Water 4, line 2, top") to seat null',
    ]);
    expect(faceDownLeaks([{ ...face, compileCard: { ...face.compileCard!, shown: true } }], 0, null)).toHaveLength(1);
  });
});

describe('options say what they are', () => {
  test('cards named by owner and line, and distinct, pass', () => {
    expect(
      vagueOptions([
        card('card:1:1:0', 'Bob’s face-down card, line 2, top', { place: 'field', side: 1, line: 1, at: 0, up: false }, true),
        card('card:1:2:0', 'Bob’s face-down card, line 3, top', { place: 'field', side: 1, line: 2, at: 0, up: false }, true),
        card('hand:0', 'Light 2 in your hand', { place: 'hand', side: 0, line: null, at: 0, up: true }, true),
      ]),
    ).toEqual([]);
  });
  test('"Card | Card" fails', () => {
    expect(
      vagueOptions([
        card('card:1:1:0', '', { place: 'field', side: 1, line: 1, at: 0, up: false }, true),
        card('card:1:2:0', '', { place: 'field', side: 1, line: 2, at: 0, up: false }, true),
      ]),
    ).toEqual(['card:1:1:0 reads ""', 'card:1:2:0 reads ""', 'card:1:1:0 and card:1:2:0 both read ""']);
  });
});

describe('cards to read', () => {
  const enlarged = (textPx: number | undefined) =>
    card('enlarged', 'Life 3', {
      place: 'enlarged',
      side: 0,
      line: null,
      at: 0,
      up: true,
      protocol: 'life',
      value: 3,
      ...(textPx === undefined ? {} : { textPx }),
    });
  test('words at the size asked, on screen, pass', () => {
    expect(readingProblems([enlarged(13)], 12, viewport)).toEqual([]);
  });
  test('small words, unmeasured words or a card off screen fail', () => {
    expect(readingProblems([enlarged(8)], 12, viewport)).toEqual(['enlarged (Life 3) draws words at 8 px, under 12']);
    expect(readingProblems([enlarged(undefined)], 12, viewport)).toEqual(['enlarged (Life 3) draws words at ? px, under 12']);
    expect(readingProblems([{ ...enlarged(14), x: 360 }], 12, viewport)).toEqual([
      'enlarged at (360,10 50×70) is not wholly inside 390×844',
    ]);
  });
  test('a card read that the table no longer shows fails', () => {
    const hand = card('hand:0', 'Life 3 in your hand', { place: 'hand', side: 0, line: null, at: 0, up: true, protocol: 'life', value: 3 });
    expect(staleReading([hand, enlarged(14)])).toEqual([]);
    expect(staleReading([enlarged(14)])).toEqual(['the card read, life 3, is drawn nowhere else']);
  });
});

describe('words over words', () => {
  const status = object('status', 'Your turn', [8, 8, 374, 40], { kind: 'label' });
  test('a title under the status line and a hint clear of the hand pass', () => {
    expect(
      overlaps(
        [
          status,
          object('overlay-title', 'Trash — Bob', [100, 60, 190, 20], { kind: 'label' }),
          object('hint', 'Hold a card', [100, 700, 190, 14], { kind: 'label' }),
        ],
        viewport,
      ),
    ).toEqual([]);
  });
  test('a title over the status line, a hint over a hand card fail', () => {
    expect(overlaps([status, object('overlay-title', 'Trash — Bob', [100, 24, 190, 20], { kind: 'label' })], viewport)).toEqual([
      'overlay-title at (100,24 190×20) overlaps status at (8,8 374×40)',
    ]);
    const hand = card('hand:0', 'Life 3 in your hand', { place: 'hand', side: 0, line: null, at: 0, up: true });
    expect(overlaps([{ ...hand, y: 700 }, object('hint', 'Hold a card', [0, 705, 190, 14], { kind: 'label' })], viewport)).toEqual([
      'hint at (0,705 190×14) overlaps hand:0 at (10,700 50×70)',
    ]);
  });
});
