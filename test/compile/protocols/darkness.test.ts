/**
 * Darkness: rule scenarios for every box with text (spec docs/rules/compile.md,
 * "Command cards"). Seat 0 holds Darkness unless a test says otherwise.
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table } from '../rig';

const DARK: [Protocol[], Protocol[]] = [
  ['darkness', 'fire', 'life'],
  ['gravity', 'water', 'light'],
];
const sorted = (names: string[]) => [...names].sort();

describe('Darkness 0 — "Draw 3 cards. Shift 1 of your opponent\'s covered cards."', () => {
  test("draws 3, then shifts only one of the opponent's covered cards (not uncovered ones, not mine)", () => {
    const t = table({
      protocols: DARK,
      field: [
        [[], ['fire 1 down', 'fire 2'], []],
        [['gravity 4'], ['water 0 down', 'water 2'], ['light 1', 'light 3']],
      ],
      hands: [['darkness 0']],
      decks: [['life 1', 'life 2', 'life 3']],
    });
    t.play(0, 'darkness 0', 0);
    expect(sorted(t.hand(0))).toEqual(['life 1', 'life 2', 'life 3']);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    // Covered cards of the opponent only: not gravity 4 / water 2 / light 3 (uncovered), not my fire 1.
    expect(sorted(t.targets(0))).toEqual(['light 1', 'water 0']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'water 0');
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 0);
    expect(t.field(1)).toEqual([['gravity 4', 'water 0 down'], ['water 2'], ['light 1', 'light 3']]);
    // The face-down card stays a back for the player who does not own it.
    expect(t.view(0).sides[1]!.stacks[0]!.cards).toEqual([{ up: true, protocol: 'gravity', value: 4 }, { up: false }]);
    expect(t.view(1).sides[1]!.stacks[0]!.cards[1]).toEqual({ up: false, protocol: 'water', value: 0 });
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a covered face-up card shifted by it lands uncovered and its owner resolves its middle box', () => {
    const t = table({
      protocols: DARK,
      field: [[], [['gravity 4'], [], ['water 4', 'light 3']]],
      hands: [['darkness 0']],
    });
    t.play(0, 'darkness 0', 0);
    // Only one covered card of the opponent: it is chosen at once; the line is mine to choose.
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    t.line(0, 0);
    // Water 4 ("Return 1 of your cards.") now resolves for seat 1, its owner.
    expect(t.asking).toEqual({ seat: 1, ask: 'return' });
    expect(t.legal(0)).toEqual([]);
    expect(sorted(t.targets(1))).toEqual(['light 3', 'water 4']);
    t.pick(1, 'light 3');
    expect(t.hand(1)).toEqual(['light 3']);
    expect(t.field(1)).toEqual([['gravity 4', 'water 4'], [], []]);
  });

  test('with no covered card of the opponent it still draws 3 and nothing is shifted', () => {
    const t = table({
      protocols: DARK,
      field: [
        [[], ['fire 1 down', 'fire 2'], []],
        [['gravity 4'], [], []],
      ],
      hands: [['darkness 0']],
      decks: [['life 1', 'life 2', 'life 3']],
    });
    t.play(0, 'darkness 0', 0);
    expect(t.hand(0)).toHaveLength(3);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.field(0)).toEqual([['darkness 0'], ['fire 1 down', 'fire 2'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Darkness 1 — "Flip 1 of your opponent\'s cards. You may shift that card."', () => {
  const position = () =>
    table({
      protocols: DARK,
      field: [
        [[], ['fire 1'], []],
        [['gravity 1'], ['water 1 down', 'water 3'], []],
      ],
      hands: [['darkness 1']],
    });

  test('flips an uncovered card of the opponent, then may shift it (taken)', () => {
    const t = position();
    t.play(0, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    // The opponent's uncovered cards only: not my fire 1, not the covered water 1.
    expect(sorted(t.targets(0))).toEqual(['gravity 1', 'water 3']);
    t.pick(0, 'gravity 1');
    expect(t.field(1)[0]).toEqual(['gravity 1 down']);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(1)).toEqual([[], ['water 1 down', 'water 3'], ['gravity 1 down']]);
  });

  test('the shift may be skipped: the flipped card stays where it was', () => {
    const t = position();
    t.play(0, 'darkness 1', 0);
    t.pick(0, 'water 3');
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    t.skip(0);
    expect(t.field(1)).toEqual([['gravity 1'], ['water 1 down', 'water 3 down'], []]);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the flipped card\'s middle box is resolved by its owner; if "that card" left the field there is no shift', () => {
    // Water 4 "Return 1 of your cards (itself, if it is the only choice)".
    const t = table({ protocols: DARK, field: [[], [[], ['water 4 down'], []]], hands: [['darkness 1']] });
    t.play(0, 'darkness 1', 0);
    expect(t.logged('flipped')).toHaveLength(1);
    expect(t.hand(1)).toEqual(['water 4']);
    expect(t.field(1)).toEqual([[], [], []]);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('with no card of the opponent on the field it is still played and nothing happens', () => {
    const t = table({ protocols: DARK, field: [[[], ['fire 1'], []]], hands: [['darkness 1']] });
    t.play(0, 'darkness 1', 0);
    expect(t.field(0)).toEqual([['darkness 1'], ['fire 1'], []]);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Darkness 2 — top "All face-down cards in this stack have a value of 4."', () => {
  test('face-down cards in its own stack count 4, even while Darkness 2 is covered; other stacks keep 2', () => {
    const t = table({
      protocols: DARK,
      field: [
        [['fire 1 down', 'darkness 2', 'fire 3 down'], ['life 1 down'], []],
        [['gravity 1 down'], [], []],
      ],
    });
    const view = t.view('spectator');
    expect(view.sides[0]!.stacks[0]!.total).toBe(4 + 2 + 4);
    expect(view.sides[0]!.stacks[1]!.total).toBe(2);
    expect(view.sides[1]!.stacks[0]!.total).toBe(2);
  });

  test('a face-down Darkness 2 has no top box: its stack counts 2 per face-down card', () => {
    const t = table({ protocols: DARK, field: [[['fire 1 down', 'darkness 2 down'], [], []]] });
    expect(t.view(1).sides[0]!.stacks[0]!.total).toBe(4);
  });
});

describe('Darkness 2 — middle "You may flip 1 covered card in this line."', () => {
  const position = () =>
    table({
      protocols: DARK,
      field: [
        [['fire 1 down'], [], []],
        [['gravity 1 down', 'gravity 2'], ['water 1 down', 'water 2'], []],
      ],
      hands: [['darkness 2']],
    });

  test('flips a covered card of this line (either side); a covered card flipped up resolves nothing', () => {
    const t = position();
    t.play(0, 'darkness 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    // Covered cards in line 0 only: not gravity 2 (uncovered), not water 1 (other line).
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'gravity 1']);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.pick(0, 'gravity 1');
    expect(t.field(1)[0]).toEqual(['gravity 1', 'gravity 2']);
    // Gravity 1 ("Draw 2 cards...") is covered: its middle box does not resolve.
    expect(t.logged('resolving').map((e) => `${e.protocol} ${e.value}`)).toEqual(['darkness 2']);
    expect(t.hand(1)).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the flip may be skipped', () => {
    const t = position();
    t.play(0, 'darkness 2', 0);
    t.skip(0);
    expect(t.field(0)[0]).toEqual(['fire 1 down', 'darkness 2']);
    expect(t.field(1)[0]).toEqual(['gravity 1 down', 'gravity 2']);
    expect(t.logged('flipped')).toEqual([]);
  });

  test('with no covered card in the line nothing is asked', () => {
    const t = table({ protocols: DARK, field: [[], [['gravity 2'], ['water 1 down', 'water 2'], []]], hands: [['darkness 2']] });
    t.play(0, 'darkness 2', 0);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Darkness 3 — "Play 1 card face down in another line."', () => {
  test('plays a hand card face down, only into another line; the opponent sees a back', () => {
    const t = table({ protocols: DARK, hands: [['darkness 3', 'fire 1']] });
    t.play(0, 'darkness 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
    // Face down only, lines 1 and 2 only; no skip.
    expect(t.legal(0)).toEqual([
      { type: 'play', hand: 0, line: 1, up: false },
      { type: 'play', hand: 0, line: 2, up: false },
    ]);
    t.play(0, 'fire 1', 2, false);
    expect(t.field(0)).toEqual([['darkness 3'], [], ['fire 1 down']]);
    expect(t.view(1).sides[0]!.stacks[2]!.cards).toEqual([{ up: false }]);
    expect(t.view('spectator').sides[0]!.stacks[2]!.cards).toEqual([{ up: false }]);
    const played = t.seen(1).find((e) => e.type === 'played');
    expect(played).toEqual({ type: 'played', seat: 0, line: 2, up: false });
    expect(t.seen(0).find((e) => e.type === 'played')).toMatchObject({ protocol: 'fire', value: 1 });
  });

  test('a face-up play is refused', () => {
    const t = table({ protocols: DARK, hands: [['darkness 3', 'fire 1']] });
    t.play(0, 'darkness 3', 0);
    t.refuse(0, { type: 'play', hand: 0, line: 1, up: true }, 'illegal_action');
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
  });

  test('with an empty hand it is still played and nothing happens', () => {
    const t = table({ protocols: DARK, hands: [['darkness 3']] });
    t.play(0, 'darkness 3', 0);
    expect(t.field(0)).toEqual([['darkness 3'], [], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Darkness 4 — "Shift 1 face-down card."', () => {
  test('shifts an uncovered face-down card of either side; covered and face-up cards are not targets', () => {
    const t = table({
      protocols: DARK,
      field: [
        [[], ['fire 1 down'], []],
        [['gravity 1'], ['water 1 down'], ['light 1 down', 'light 2']],
      ],
      hands: [['darkness 4']],
    });
    t.play(0, 'darkness 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'water 1']);
    t.pick(0, 'water 1');
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 0);
    expect(t.field(1)).toEqual([['gravity 1', 'water 1 down'], [], ['light 1 down', 'light 2']]);
  });

  test('with no uncovered face-down card it is still played and nothing happens', () => {
    const t = table({
      protocols: DARK,
      field: [[], [['gravity 1'], [], ['light 1 down', 'light 2']]],
      hands: [['darkness 4']],
    });
    t.play(0, 'darkness 4', 0);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Darkness 5 — "You discard 1 card."', () => {
  test("discards one card of its owner's choice; with an empty hand nothing happens", () => {
    const t = table({ protocols: DARK, hands: [['darkness 5', 'fire 1', 'fire 2']] });
    t.play(0, 'darkness 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 2');
    expect(t.trash(0)).toEqual(['fire 2']);
    expect(t.hand(0)).toEqual(['fire 1']);

    const empty = table({ protocols: DARK, hands: [['darkness 5']] });
    empty.play(0, 'darkness 5', 0);
    expect(empty.trash(0)).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

/**
 * Seat 1 holds Darkness, face down; seat 0's Fire 0 ("Flip 1 other card. Draw 2 cards.")
 * flips it face up: the middle box is seat 1's to resolve.
 */
describe('a Darkness middle box flipped up by the opponent is resolved by its owner', () => {
  const OWNED: [Protocol[], Protocol[]] = [
    ['fire', 'gravity', 'death'],
    ['darkness', 'water', 'light'],
  ];
  const cases: { card: string; field: [string[][], string[][]]; hand?: string[]; ask: string; targets?: string[] }[] = [
    {
      card: 'darkness 0',
      field: [
        [[], ['gravity 1 down', 'gravity 4 down'], ['death 1 down', 'death 2 down']],
        [['darkness 0 down'], [], []],
      ],
      ask: 'shift',
      targets: ['death 1', 'gravity 1'],
    },
    {
      card: 'darkness 1',
      field: [
        [[], ['gravity 4'], []],
        [[], ['darkness 1 down'], []],
      ],
      ask: 'flip',
      targets: ['fire 0', 'gravity 4'],
    },
    {
      card: 'darkness 2',
      field: [
        [[], [], []],
        [['water 1 down', 'darkness 2 down'], [], []],
      ],
      ask: 'flip',
      targets: ['water 1'],
    },
    {
      card: 'darkness 3',
      field: [
        [[], [], []],
        [['darkness 3 down'], [], []],
      ],
      hand: ['water 1'],
      ask: 'play',
    },
    {
      card: 'darkness 4',
      field: [
        [[], ['gravity 4 down'], []],
        [['darkness 4 down'], ['water 1 down'], []],
      ],
      ask: 'shift',
      targets: ['gravity 4', 'water 1'],
    },
  ];
  test.each(cases)('$card', ({ card, field, hand, ask, targets }) => {
    const t = table({ protocols: OWNED, field, hands: [['fire 0'], hand ?? []] });
    t.play(0, 'fire 0', 0);
    if (t.asking?.seat === 0) t.pick(0, card);
    expect(t.field(1).flat()).toContain(card);
    expect(t.asking).toEqual({ seat: 1, ask });
    expect(t.legal(0)).toEqual([]);
    expect(t.view(0).waitingFor).toEqual([1]);
    if (targets) expect(sorted(t.targets(1))).toEqual(targets);
    if (ask === 'play') expect(t.legal(1).every((a) => a.type === 'play' && !a.up && a.line !== 0)).toBe(true);
    t.refuse(0, { type: 'skip' }, 'not_your_turn');
  });

  test('after the owner decides, the flipping text goes on (Fire 0 draws 2 for seat 0)', () => {
    const t = table({
      protocols: OWNED,
      field: [[], [['water 1 down', 'darkness 2 down'], [], []]],
      hands: [['fire 0']],
      decks: [['gravity 1', 'gravity 2']],
    });
    t.play(0, 'fire 0', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'flip' });
    t.pick(1, 'water 1');
    expect(t.field(1)[0]).toEqual(['water 1', 'darkness 2']);
    expect(t.hand(0)).toEqual(['gravity 1', 'gravity 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
