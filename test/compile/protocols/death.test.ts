/**
 * Death: rule scenarios for every box with text (spec docs/rules/compile.md,
 * "Command cards"). Seat 0 holds Death unless a test says otherwise.
 */
import { cardsOf, type Protocol } from '../../../shared/src/compile/cards';
import { nameOf, table } from '../rig';

const DEATH: [Protocol[], Protocol[]] = [
  ['death', 'fire', 'gravity'],
  ['metal', 'water', 'light'],
];
const sorted = (names: string[]) => [...names].sort();

describe('Death 0 — "Delete 1 card from each other line."', () => {
  test('deletes one uncovered card in each other line, one line at a time', () => {
    const t = table({
      protocols: DEATH,
      field: [
        [[], ['fire 1 down'], ['gravity 1 down']],
        [['metal 1'], ['light 1', 'water 2'], ['light 3']],
      ],
      hands: [['death 0']],
    });
    t.play(0, 'death 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    // Uncovered cards in lines 1 and 2: not light 1 (covered), not metal 1 (Death 0's own line).
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'gravity 1', 'light 3', 'water 2']);
    t.pick(0, 'water 2');
    // Line 1 is done: only line 2 is left.
    expect(sorted(t.targets(0))).toEqual(['gravity 1', 'light 3']);
    t.pick(0, 'light 3');
    expect(t.field(1)).toEqual([['metal 1'], ['light 1'], []]);
    expect(t.field(0)).toEqual([['death 0'], ['fire 1 down'], ['gravity 1 down']]);
    expect(sorted(t.trash(1))).toEqual(['light 3', 'water 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('an empty other line is passed over; a lone target is deleted at once', () => {
    const t = table({ protocols: DEATH, field: [[], [[], ['water 2'], []]], hands: [['death 0']] });
    t.play(0, 'death 0', 0);
    expect(t.trash(1)).toEqual(['water 2']);
    expect(t.logged('deleted')).toHaveLength(1);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a text stops when its card is gone: the card it uncovers deletes Death 0, so the last line is spared', () => {
    const t = table({
      protocols: [
        ['death', 'gravity', 'life'],
        ['fire', 'water', 'light'],
      ],
      field: [[], [[], ['fire 1', 'water 2'], ['light 3']]],
      hands: [['death 0'], ['water 5']],
    });
    t.play(0, 'death 0', 0);
    t.pick(0, 'water 2');
    // Fire 1 ("Discard 1 card. If you do, delete 1 card.") is uncovered: seat 1 resolves it.
    expect(t.trash(1)).toEqual(['water 2', 'water 5']);
    expect(t.asking).toEqual({ seat: 1, ask: 'delete' });
    expect(t.legal(0)).toEqual([]);
    t.pick(1, 'death 0');
    expect(t.trash(0)).toEqual(['death 0']);
    expect(t.field(1)).toEqual([[], ['fire 1'], ['light 3']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('with cards only in its own line it is still played and nothing is deleted', () => {
    const t = table({ protocols: DEATH, field: [[], [['metal 1'], [], []]], hands: [['death 0']] });
    t.play(0, 'death 0', 0);
    expect(t.field(1)).toEqual([['metal 1'], [], []]);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Death 1 — top "Start: You may draw 1 card. If you do, delete 1 other card, then delete this card."', () => {
  test('draw taken: deletes 1 other uncovered card, then itself, even while covered', () => {
    const t = table({
      protocols: DEATH,
      phase: 'start',
      field: [
        [['death 1', 'fire 2 down'], [], []],
        [['water 1'], ['light 1 down', 'light 2'], []],
      ],
      decks: [['fire 3']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'draw' });
    expect(t.legal(0)).toEqual([{ type: 'choose', option: 'draw' }, { type: 'skip' }]);
    t.choose(0, 'draw');
    expect(t.hand(0)).toEqual(['fire 3']);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    // Uncovered cards only; Death 1 is covered (and "other" anyway).
    expect(sorted(t.targets(0))).toEqual(['fire 2', 'light 2', 'water 1']);
    t.pick(0, 'water 1');
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.trash(0)).toEqual(['death 1']);
    expect(t.field(0)).toEqual([['fire 2 down'], [], []]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('it never chooses itself; with no other card it still deletes itself', () => {
    const t = table({ protocols: DEATH, phase: 'start', field: [[['death 1'], [], []]], decks: [['fire 3']] });
    t.choose(0, 'draw');
    expect(t.hand(0)).toEqual(['fire 3']);
    expect(t.field(0)).toEqual([[], [], []]);
    expect(t.trash(0)).toEqual(['death 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('the draw may be skipped: nothing is deleted', () => {
    const t = table({
      protocols: DEATH,
      phase: 'start',
      field: [
        [['death 1'], [], []],
        [['water 1'], [], []],
      ],
    });
    t.skip(0);
    expect(t.hand(0)).toEqual([]);
    expect(t.field(0)).toEqual([['death 1'], [], []]);
    expect(t.field(1)).toEqual([['water 1'], [], []]);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('"If you do": with deck and trash empty the draw fails and nothing is deleted', () => {
    const rest = DEATH[0]
      .flatMap((p) => cardsOf(p))
      .map(nameOf)
      .filter((name) => name !== 'death 1');
    const t = table({
      protocols: DEATH,
      phase: 'start',
      field: [
        [['death 1'], [], []],
        [['water 1'], [], []],
      ],
      hands: [rest],
    });
    expect(t.deck(0)).toEqual([]);
    expect(t.trash(0)).toEqual([]);
    t.choose(0, 'draw');
    expect(t.logged('drew')).toEqual([]);
    expect(t.field(0)).toEqual([['death 1'], [], []]);
    expect(t.field(1)).toEqual([['water 1'], [], []]);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test("face down it does nothing, and it does nothing at the opponent's start", () => {
    const down = table({ protocols: DEATH, phase: 'start', field: [[['death 1 down'], [], []]] });
    expect(down.asking).toEqual({ seat: 0, ask: 'action' });
    const theirs = table({ protocols: DEATH, phase: 'start', turn: 1, field: [[['death 1'], [], []]] });
    expect(theirs.asking).toEqual({ seat: 1, ask: 'action' });
    expect(theirs.field(0)).toEqual([['death 1'], [], []]);
  });
});

describe('Death 2 — "Delete all cards in 1 line with values of 1 or 2."', () => {
  test('deletes every card of value 1 or 2 in the chosen line, covered and face-down ones too, both sides', () => {
    const t = table({
      protocols: DEATH,
      field: [
        [[], ['fire 1', 'fire 2 down', 'fire 4'], []],
        [[], ['metal 6', 'light 1 down'], ['water 2']],
      ],
      hands: [['death 2']],
    });
    t.play(0, 'death 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    expect(t.lines(0)).toEqual([0, 1, 2]);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.line(0, 1);
    expect(t.field(0)).toEqual([['death 2'], ['fire 4'], []]);
    expect(t.field(1)).toEqual([[], ['metal 6'], ['water 2']]);
    expect(sorted(t.trash(0))).toEqual(['fire 1', 'fire 2']);
    expect(t.trash(1)).toEqual(['light 1']);
  });

  test('values are read as they stand, all at once: a face-down card under Darkness 2 (worth 4) stays', () => {
    const t = table({
      protocols: [
        ['death', 'fire', 'gravity'],
        ['darkness', 'water', 'light'],
      ],
      field: [[], [[], ['darkness 2', 'darkness 0 down'], []]],
      hands: [['death 2']],
    });
    t.play(0, 'death 2', 0);
    t.line(0, 1);
    expect(t.trash(1)).toEqual(['darkness 2']);
    expect(t.field(1)).toEqual([[], ['darkness 0 down'], []]);
  });

  test('in its own line it deletes itself too (value 2)', () => {
    const t = table({
      protocols: DEATH,
      field: [
        [['fire 3'], [], []],
        [['light 2'], [], []],
      ],
      hands: [['death 2']],
    });
    t.play(0, 'death 2', 0);
    t.line(0, 0);
    expect(t.field(0)).toEqual([['fire 3'], [], []]);
    expect(t.field(1)).toEqual([[], [], []]);
    expect(t.trash(0)).toEqual(['death 2']);
    expect(t.trash(1)).toEqual(['light 2']);
  });

  test("a card it uncovers resolves its middle box, by that card's owner", () => {
    const t = table({
      protocols: DEATH,
      field: [[], [[], ['metal 1'], ['water 4', 'light 2']]],
      hands: [['death 2']],
    });
    t.play(0, 'death 2', 0);
    t.line(0, 2);
    // Water 4 "Return 1 of your cards."
    expect(t.asking).toEqual({ seat: 1, ask: 'return' });
    expect(t.legal(0)).toEqual([]);
    expect(sorted(t.targets(1))).toEqual(['metal 1', 'water 4']);
  });

  test('with no card of value 1 or 2 in the line nothing is deleted', () => {
    const t = table({ protocols: DEATH, field: [[], [[], ['metal 6'], []]], hands: [['death 2']] });
    t.play(0, 'death 2', 0);
    t.line(0, 1);
    expect(t.field(1)).toEqual([[], ['metal 6'], []]);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Death 3 — "Delete 1 face-down card."', () => {
  test('deletes an uncovered face-down card of either side; covered and face-up cards are not targets', () => {
    const t = table({
      protocols: DEATH,
      field: [
        [[], ['fire 1 down'], []],
        [['metal 1'], ['water 1 down'], ['light 1 down', 'light 2']],
      ],
      hands: [['death 3']],
    });
    t.play(0, 'death 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'water 1']);
    t.pick(0, 'water 1');
    expect(t.field(1)).toEqual([['metal 1'], [], ['light 1 down', 'light 2']]);
    expect(t.trash(1)).toEqual(['water 1']);
    // Into the trash face up: everyone learns it.
    expect(t.seen('spectator').find((e) => e.type === 'deleted')).toMatchObject({ protocol: 'water', value: 1 });
  });

  test('with no uncovered face-down card it is still played and nothing happens', () => {
    const t = table({ protocols: DEATH, field: [[], [['metal 1'], [], ['light 1 down', 'light 2']]], hands: [['death 3']] });
    t.play(0, 'death 3', 0);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Death 4 — "Delete a card with a value of 0 or 1."', () => {
  test('deletes an uncovered card of value 0 or 1; covered ones and face-down ones (worth 2) are not targets', () => {
    const t = table({
      protocols: DEATH,
      field: [
        [[], ['fire 1'], []],
        [['metal 0'], ['water 0', 'water 2'], ['light 0 down']],
      ],
      hands: [['death 4']],
    });
    t.play(0, 'death 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'metal 0']);
    t.pick(0, 'metal 0');
    expect(t.field(1)).toEqual([[], ['water 0', 'water 2'], ['light 0 down']]);
    expect(t.trash(1)).toEqual(['metal 0']);
  });

  test('with no such card it is still played and nothing happens', () => {
    const t = table({ protocols: DEATH, field: [[], [['metal 2'], ['water 0', 'water 2'], ['light 0 down']]], hands: [['death 4']] });
    t.play(0, 'death 4', 0);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Death 5 — "You discard 1 card."', () => {
  test("discards one card of its owner's choice; with an empty hand nothing happens", () => {
    const t = table({ protocols: DEATH, hands: [['death 5', 'fire 1', 'fire 2']] });
    t.play(0, 'death 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 1');
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual(['fire 2']);

    const empty = table({ protocols: DEATH, hands: [['death 5']] });
    empty.play(0, 'death 5', 0);
    expect(empty.trash(0)).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

/**
 * Seat 1 holds Death, face up under a face-down card; seat 0's Fire 1 ("Discard 1 card. If
 * you do, delete 1 card.") deletes the covering card: the uncovered middle box is seat 1's.
 */
describe('a Death middle box uncovered by the opponent is resolved by its owner', () => {
  const OWNED: [Protocol[], Protocol[]] = [
    ['fire', 'gravity', 'darkness'],
    ['death', 'water', 'light'],
  ];
  const cases: { card: string; field: [string[][], string[][]]; ask: string; targets?: string[]; lines?: number[] }[] = [
    {
      card: 'death 0',
      field: [
        [[], ['gravity 1'], []],
        [['death 0', 'light 5 down'], ['water 1 down'], []],
      ],
      ask: 'delete',
      targets: ['gravity 1', 'water 1'],
    },
    {
      card: 'death 2',
      field: [
        [[], [], []],
        [['death 2', 'light 5 down'], [], []],
      ],
      ask: 'delete',
      lines: [0, 1, 2],
    },
    {
      card: 'death 3',
      field: [
        [[], ['gravity 1 down'], []],
        [['death 3', 'light 5 down'], ['water 1 down'], []],
      ],
      ask: 'delete',
      targets: ['gravity 1', 'water 1'],
    },
    {
      card: 'death 4',
      field: [
        [[], [], []],
        [['death 4', 'light 5 down'], ['light 1'], []],
      ],
      ask: 'delete',
      targets: ['fire 1', 'light 1'],
    },
  ];
  test.each(cases)('$card', ({ card, field, ask, targets, lines }) => {
    const t = table({ protocols: OWNED, field, hands: [['fire 1', 'fire 5']] });
    t.play(0, 'fire 1', 0);
    // The lone other hand card is discarded at once; then Fire 1 deletes the covering card.
    expect(t.trash(0)).toEqual(['fire 5']);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    t.pick(0, 'light 5');
    expect(t.field(1)[0]).toEqual([card]);
    expect(t.asking).toEqual({ seat: 1, ask });
    expect(t.legal(0)).toEqual([]);
    expect(t.view('spectator').waitingFor).toEqual([1]);
    if (targets) expect(sorted(t.targets(1))).toEqual(targets);
    if (lines) expect(t.lines(1)).toEqual(lines);
    t.refuse(0, { type: 'skip' }, 'not_your_turn');
  });
});
