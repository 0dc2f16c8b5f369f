/**
 * The Mata Hari browser test's judgements must be able to fail: fabricated screens that
 * leak a hand, an objective or an offer, or lay plates over each other, beside correct ones.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import {
  brokenWords,
  colourOf,
  handLabels,
  innerScrollAreas,
  layoutProblems,
  secrecyProblems,
  secretsOf,
  smallWords,
  traded,
} from './matahariTable';

const KINDS: Record<string, SceneObject['kind']> = {
  seat: 'seat',
  deck: 'deck',
  covers: 'deck',
  status: 'label',
  name: 'label',
  backs: 'label',
};
const at = (id: string, label: string, x: number, y: number, w = 60, h = 20): SceneObject => ({
  id,
  kind: KINDS[id.split(':')[0]!] ?? 'card',
  label,
  enabled: false,
  x,
  y,
  w,
  h,
});

/** The middle of the table: the draw pile and the covers, with their counts. */
const middle = [at('deck', '40', 20, 150, 90, 90), at('covers', '12', 200, 150, 100, 90)];
/** Seat 0's screen at a table of three: two plates, the middle, its status line, a hand of two, an objective and an offer. */
const seat0 = [
  at('seat:1', 'Bob', 10, 10),
  at('seat:2', 'Cy', 200, 10),
  ...middle,
  at('status', 'Ada · Compromised 0', 80, 280, 200, 14),
  at('hand:1', 'Coat 2', 184, 300),
  at('hand:0', 'Gun 5', 120, 300),
  at('objective', 'Gun (skull: green)', 10, 300),
  at('offer:0:0', 'Poison 3', 250, 300),
];
const seat1 = [
  at('seat:0', 'Ada', 10, 10),
  at('seat:2', 'Cy', 200, 10),
  at('hand:0', 'Mata Hari', 120, 300),
  at('hand:1', 'Briefcase 7', 150, 300),
  at('objective', 'Coat (skull: red)', 10, 300),
];
const spectator = [at('seat:0', 'Ada', 10, 10), at('seat:1', 'Bob', 200, 10), at('seat:2', 'Cy', 400, 10), ...middle];
const secrets = [secretsOf(0, seat0), secretsOf(1, seat1)];

describe('reading a Mata Hari screen', () => {
  test('hands in hand order, colours of resource cards, a hand after a swap', () => {
    expect(handLabels(seat0)).toEqual(['Gun 5', 'Coat 2']);
    expect([colourOf('Gun 5'), colourOf('Coat 2'), colourOf('Tape Recorder 1'), colourOf('Double Agent')]).toEqual([
      'blue',
      'green',
      'red',
      null,
    ]);
    expect(secrets[0]!.cards).toEqual(['Gun 5', 'Coat 2', 'Poison 3']);
    expect(secrets[1]!.cards).toEqual(['Briefcase 7']);
    expect(traded(['Gun 5', 'Coat 2', 'Mata Hari'], ['Gun 5', 'Mata Hari'], ['Briefcase 7', 'Disguise 1'])).toEqual([
      'Briefcase 7',
      'Coat 2',
      'Disguise 1',
    ]);
    expect(() => traded(['Gun 5'], ['Coat 2'], [])).toThrow('Coat 2 is not in Gun 5');
  });
});

describe('secrecy on a Mata Hari screen', () => {
  test('correct screens pass', () => {
    expect(
      secrecyProblems({ seat: 0, scene: seat0, text: 'You offered 1 card: “At least 1 of these cards is red”. Gun' }, secrets),
    ).toEqual([]);
    expect(secrecyProblems({ seat: null, scene: spectator, text: 'Bob received Briefcase cards 7 times; Gun 56' }, secrets)).toEqual([]);
  });

  test("another seat's card or objective in the text or on the canvas fails", () => {
    expect(secrecyProblems({ seat: null, scene: spectator, text: 'Bob: Briefcase 7.' }, secrets)).toEqual([
      'the spectator\'s page text names seat 1\'s "Briefcase 7"',
    ]);
    expect(secrecyProblems({ seat: 1, scene: seat1, text: 'You received from Ada: Poison 3, Mata Hari' }, secrets)).toEqual([
      'seat 1\'s page text names seat 0\'s "Poison 3"',
    ]);
    expect(secrecyProblems({ seat: 1, scene: [...seat1, at('seat:0', 'Gun (skull: green)', 0, 0)], text: '' }, secrets)).toEqual([
      'seat 1\'s canvas names seat 0\'s "Gun (skull: green)"',
    ]);
  });

  test("an owner's objects on anyone else's screen fail, whatever their words", () => {
    expect(
      secrecyProblems({ seat: null, scene: [...spectator, at('hand:0', '', 0, 0), at('objective', '', 0, 0)], text: '' }, secrets),
    ).toEqual(['the spectator\'s screen draws hand:0 ""', 'the spectator\'s screen draws objective ""']);
    expect(
      secrecyProblems({ seat: 1, scene: [...seat1, at('offer:0:0', '', 0, 0), at('shown:0:0', '', 0, 0)], text: '' }, secrets),
    ).toEqual(['seat 1\'s screen draws offer:0:0 ""', 'seat 1\'s screen draws shown:0:0 "" without an accusation']);
  });
});

describe('the layout of a Mata Hari table', () => {
  const viewport = { x: 0, y: 0, w: 390, h: 844 };

  test('plates on screen and apart pass, for a player and a spectator', () => {
    expect(layoutProblems(seat0, 3, 0, viewport)).toEqual([]);
    expect(
      layoutProblems(
        spectator.map((o, i) => (o.kind === 'seat' ? { ...o, x: 10 + i * 120, w: 110 } : o)),
        3,
        null,
        viewport,
      ),
    ).toEqual([]);
  });

  test('a missing, overlapping or cut plate fails, and so does a plate over the hand', () => {
    expect(
      layoutProblems(
        seat0.filter((o) => o.id !== 'seat:2'),
        3,
        0,
        viewport,
      ),
    ).toEqual(['plates drawn: seat:1; expected seat:1, seat:2']);
    expect(layoutProblems([...seat0.filter((o) => o.id !== 'seat:2'), at('seat:2', 'Cy', 50, 20)], 3, 0, viewport)).toEqual([
      'seat:1 at (10,10 60×20) overlaps seat:2 at (50,20 60×20)',
    ]);
    expect(layoutProblems([...seat0.filter((o) => o.id !== 'seat:2'), at('seat:2', 'Cy', 350, 10)], 3, 0, viewport)).toEqual([
      'seat:2 at (350,10 60×20) is not wholly on the table at (0,0 390×844)',
    ]);
    expect(layoutProblems([...seat0.filter((o) => o.id !== 'seat:2'), at('seat:2', 'Cy', 130, 290)], 3, 0, viewport)).toEqual([
      'seat:2 at (130,290 60×20) overlaps hand:1 at (184,300 60×20)',
      'seat:2 at (130,290 60×20) overlaps hand:0 at (120,300 60×20)',
    ]);
  });

  test('a plate\'s name under its offer\'s backs, or out of its plate, fails (#26: "Bot 5" read "Bot")', () => {
    const named = [...seat0, at('name:1', 'Bot 5', 14, 12, 40, 14)];
    expect(layoutProblems([...named, at('backs:1', '3', 50, 40, 20, 15)], 3, 0, viewport)).toEqual([]);
    expect(layoutProblems([...named, at('backs:1', '3', 40, 12, 20, 15)], 3, 0, viewport)).toEqual([
      'name:1 at (14,12 40×14) is covered by backs:1 at (40,12 20×15)',
    ]);
    expect(layoutProblems([...seat0, at('name:1', 'Bot 5', 14, 12, 60, 14)], 3, 0, viewport)).toEqual([
      'name:1 at (14,12 60×14) is not wholly inside seat:1 at (10,10 60×20)',
    ]);
  });

  test("a middle missing, or over a plate or one's own status line, fails", () => {
    expect(
      layoutProblems(
        seat0.filter((o) => o.id !== 'covers'),
        3,
        0,
        viewport,
      ),
    ).toEqual(['the middle drew deck']);
    const low = at('covers', '12', 200, 200, 100, 90);
    expect(layoutProblems([...seat0.filter((o) => o.id !== 'covers'), low], 3, 0, viewport)).toEqual([
      'covers at (200,200 100×90) overlaps status at (80,280 200×14)',
    ]);
    const high = at('deck', '40', 20, 20, 90, 90);
    expect(layoutProblems([...seat0.filter((o) => o.id !== 'deck'), high], 3, 0, viewport)).toEqual([
      'deck at (20,20 90×90) overlaps seat:1 at (10,10 60×20)',
    ]);
  });
});

describe("one's own side of a Mata Hari table (#26)", () => {
  const viewport = { x: 0, y: 0, w: 390, h: 844 };
  const without = (id: string) => seat0.filter((o) => o.id !== id);

  test('hand cards over each other fail: a name covered, a tap taking the neighbour ("G", "Co"; Photographs 4 offered Gun 2)', () => {
    expect(layoutProblems([...without('hand:1'), at('hand:1', 'Coat 2', 150, 300)], 3, 0, viewport)).toEqual([
      'hand:0 at (120,300 60×20) overlaps hand:1 at (150,300 60×20)',
    ]);
  });

  test("one's status line over the hand, or the middle over the status line, fails", () => {
    expect(layoutProblems([...without('status'), at('status', 'Ada · Compromised 0', 80, 290, 150, 14)], 3, 0, viewport)).toEqual([
      'hand:1 at (184,300 60×20) overlaps status at (80,290 150×14)',
      'hand:0 at (120,300 60×20) overlaps status at (80,290 150×14)',
    ]);
    expect(layoutProblems([...without('deck'), at('deck', '40', 20, 200, 90, 90)], 3, 0, viewport)).toEqual([
      'deck at (20,200 90×90) overlaps status at (80,280 200×14)',
    ]);
  });

  test("words a player must read under the size fail, words of no size (a pile's back) pass", () => {
    const sized = (o: SceneObject, textPx: number) => ({ ...o, textPx });
    const readable = seat0.map((o) => (o.id === 'deck' ? o : sized(o, 11)));
    expect(smallWords(readable, 11)).toEqual([]);
    expect(smallWords([...readable.filter((o) => o.id !== 'seat:1'), sized(at('seat:1', 'Bob', 10, 10), 8.2)], 11)).toEqual([
      'seat:1 ("Bob") draws words at 8.2 px, under 11',
    ]);
    expect(smallWords(readable, 12)).toHaveLength(seat0.length - 1);
  });
});

describe('the Accuse list on a phone (#26)', () => {
  test('a list that scrolls with the page passes; one in a box inside the page fails', () => {
    expect(
      innerScrollAreas(
        [
          { name: 'div.board', clientHeight: 760, scrollHeight: 1400 },
          { name: 'div.composer', clientHeight: 200, scrollHeight: 200 },
        ],
        844,
      ),
    ).toEqual([]);
    expect(
      innerScrollAreas(
        [
          { name: 'div.stage-overlay', clientHeight: 260, scrollHeight: 520 },
          { name: 'div.board', clientHeight: 760, scrollHeight: 760 },
        ],
        844,
      ),
    ).toEqual(['div.stage-overlay scrolls 520 px of content in 260 px']);
  });
});

describe('words on the end screen', () => {
  test('words on one line each pass, however the lines break between them', () => {
    expect(
      brokenWords([
        { word: 'Compromised', lines: 1 },
        { word: 'covers', lines: 1 },
      ]),
    ).toEqual([]);
  });

  test('a word split inside itself fails (#26: "Docum ents", "Compr omise d")', () => {
    expect(
      brokenWords([
        { word: 'Documents', lines: 2 },
        { word: 'Compromised', lines: 3 },
        { word: 'Gun', lines: 1 },
      ]),
    ).toEqual(['"Documents" is broken over 2 lines', '"Compromised" is broken over 3 lines']);
  });
});
