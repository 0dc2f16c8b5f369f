/**
 * Metal's command cards (spec docs/rules/compile.md, "Command cards", Metal).
 * Protocols: Metal, Speed, Fire (side 0; Metal is line 0, Speed line 1, Fire line 2)
 * against Life, Water, Spirit (side 1; Life is line 0, Water line 1, Spirit line 2).
 */
import { table, type Rig } from '../rig';

const sorted = (names: string[]) => [...names].sort();
const PROTOCOLS: Rig['protocols'] = [
  ['metal', 'speed', 'fire'],
  ['life', 'water', 'spirit'],
];
const rigged = (spec: Rig) => table({ protocols: PROTOCOLS, ...spec });
const totals = (t: ReturnType<typeof rigged>, side: 0 | 1) => t.view('spectator').sides[side]!.stacks.map((stack) => stack.total);

describe('Metal 0 — top "Your opponent\'s total value in this line is reduced by 2." | middle "Flip 1 card."', () => {
  test("top: the opponent's total in its line is 2 lower, even while Metal 0 is covered; never below 0", () => {
    const field: [string[][], string[][]] = [
      [['metal 0'], [], []],
      [['life 3', 'life 4'], ['water 3'], ['spirit 1']],
    ];
    expect(totals(rigged({ field }), 1)).toEqual([5, 3, 1]);
    // Its own side is not reduced.
    expect(totals(rigged({ field }), 0)).toEqual([0, 0, 0]);
    expect(totals(rigged({ field: [[['metal 0', 'fire 1 down'], [], []], field[1]] }), 1)).toEqual([5, 3, 1]);
    // Face down: no top box.
    expect(totals(rigged({ field: [[['metal 0 down'], [], []], field[1]] }), 1)).toEqual([7, 3, 1]);
    expect(
      totals(
        rigged({
          field: [
            [['metal 0'], [], []],
            [['life 1'], [], []],
          ],
        }),
        1,
      ),
    ).toEqual([0, 0, 0]);
  });

  test('middle: flips 1 uncovered card of either side; covered cards are not targets', () => {
    const t = rigged({
      field: [
        [[], ['speed 1 down'], []],
        [[], ['water 3', 'water 1 down'], ['spirit 1']],
      ],
      hands: [['metal 0']],
    });
    t.play(0, 'metal 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['metal 0', 'speed 1', 'spirit 1', 'water 1']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'spirit 1');
    expect(t.field(1)[2]).toEqual(['spirit 1 down']);
  });

  test('as the only uncovered card it flips itself face down; the card still plays', () => {
    const t = rigged({ hands: [['metal 0']] });
    t.play(0, 'metal 0', 0);
    expect(t.field(0)[0]).toEqual(['metal 0 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('flipped face up by the opponent: its owner chooses the flip', () => {
    // Spirit 2: "You may flip 1 card."
    const t = rigged({ turn: 1, field: [[['metal 0 down'], [], []]], hands: [[], ['spirit 2']] });
    t.play(1, 'spirit 2', 2);
    expect(t.asking).toEqual({ seat: 1, ask: 'flip' });
    t.pick(1, 'metal 0');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(sorted(t.targets(0))).toEqual(['metal 0', 'spirit 2']);
    t.pick(0, 'spirit 2');
    expect(t.field(1)[2]).toEqual(['spirit 2 down']);
    expect(t.field(0)[0]).toEqual(['metal 0']);
  });
});

describe('Metal 1 — "Draw 2 cards. Your opponent cannot compile on their next turn." (errata; decision 4)', () => {
  // Seat 1 has 11 in line 1 against 0: it must compile there at its next check-compile phase.
  const field: [string[][], string[][]] = [
    [[], [], []],
    [[], ['water 3', 'water 4', 'life 4'], []],
  ];

  test("draws 2 and bars the opponent's next check-compile while Metal 1 is face up and uncovered; the one after is free", () => {
    const t = rigged({ field, hands: [['metal 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'metal 1', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.logged('compileBarred')).toEqual([expect.objectContaining({ seat: 1 })]);
    expect(t.logged('compiled')).toEqual([]);
    // The barred player must play or refresh instead.
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    expect(t.field(1)[1]).toEqual(['water 3', 'water 4', 'life 4']);
    t.refresh(1);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    t.play(0, 'fire 1', 2, false);
    // Seat 1's turn after that: the restriction is spent; the only compilable line compiles.
    expect(t.logged('compiled')).toEqual([expect.objectContaining({ seat: 1, line: 1, protocol: 'water' })]);
    expect(t.logged('compileBarred')).toHaveLength(1);
  });

  test("flipped face down before the opponent's check-compile (Fire 3 at End): no bar", () => {
    // Fire 3: "End: You may discard 1 card. If you do, flip 1 card."
    const t = rigged({ field: [[[], [], ['fire 3']], field[1]], hands: [['metal 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'metal 1', 0);
    expect(t.view('spectator').noCompile).toBe(1);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.discard(0, 'fire 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'metal 1');
    expect(t.field(0)[0]).toEqual(['metal 1 down']);
    expect(t.logged('compileBarred')).toEqual([]);
    expect(t.logged('compiled')).toEqual([expect.objectContaining({ seat: 1, line: 1 })]);
  });

  test('if Fire 3\'s discard is skipped ("If you do" fails), Metal 1 stays face up and the bar holds', () => {
    const t = rigged({ field: [[[], [], ['fire 3']], field[1]], hands: [['metal 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'metal 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.skip(0);
    expect(t.field(0)[0]).toEqual(['metal 1']);
    expect(t.logged('compileBarred')).toEqual([expect.objectContaining({ seat: 1 })]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("covered before the opponent's check-compile (Speed 3 at End): no bar", () => {
    // Speed 3: "End: You may shift 1 of your cards. If you do, flip this card."
    const t = rigged({ field: [[[], ['fire 1 down'], ['speed 3']], field[1]], hands: [['metal 1']], decks: [['fire 2', 'fire 4']] });
    t.play(0, 'metal 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    t.pick(0, 'fire 1');
    t.line(0, 0);
    // (Line 1 is then deleted by seat 1's compile.)
    expect(t.field(0)).toEqual([['metal 1', 'fire 1 down'], [], ['speed 3 down']]);
    expect(t.logged('compileBarred')).toEqual([]);
    expect(t.logged('compiled')).toEqual([expect.objectContaining({ seat: 1, line: 1 })]);
  });
});

describe('Metal 2 — top "Your opponent cannot play cards face down in this line."', () => {
  const downIn = (t: ReturnType<typeof rigged>, seat: 0 | 1, line: number) =>
    t.legal(seat).filter((o) => o.type === 'play' && o.line === line && !o.up);

  test('the opponent may not play face down in its line (face up is allowed); its owner may', () => {
    const t = rigged({ turn: 1, field: [[['metal 2'], [], []]], hands: [[], ['life 1', 'water 1']] });
    expect(downIn(t, 1, 0)).toEqual([]);
    expect(downIn(t, 1, 1)).toHaveLength(2);
    expect(t.legal(1)).toContainEqual({ type: 'play', hand: t.handIndex(1, 'life 1'), line: 0, up: true });
    t.refuse(1, { type: 'play', hand: t.handIndex(1, 'water 1'), line: 0, up: false }, 'illegal_action');

    const own = rigged({ field: [[['metal 2'], [], []]], hands: [['fire 1']] });
    expect(downIn(own, 0, 0)).toHaveLength(1);
  });

  test('covered it still binds (top box); face down it does not', () => {
    const t = rigged({ turn: 1, field: [[['metal 2', 'fire 1 down'], [], []]], hands: [[], ['water 1']] });
    expect(downIn(t, 1, 0)).toEqual([]);
    const u = rigged({ turn: 1, field: [[['metal 2 down'], [], []]], hands: [[], ['water 1']] });
    expect(downIn(u, 1, 0)).toHaveLength(1);
  });

  test("it binds plays made by effects: the opponent's Life 0 skips its line and goes on (decision 6)", () => {
    // Life 0: "Play the top card of your deck face down in each line where you have a card."
    const t = rigged({
      turn: 1,
      field: [
        [[], ['metal 2'], []],
        [[], ['water 1 down'], ['spirit 1 down']],
      ],
      hands: [[], ['life 0']],
      decks: [[], ['water 0', 'water 2']],
    });
    t.play(1, 'life 0', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'line' });
    t.line(1, 1);
    expect(t.logged('blocked')).toEqual([expect.objectContaining({ seat: 1, line: 1 })]);
    t.line(1, 2);
    // Line 0, the last, covers Life 0, which deletes itself at seat 1's End.
    expect(t.field(1)).toEqual([['water 2 down'], ['water 1 down'], ['spirit 1 down', 'water 0 down']]);
    expect(t.trash(1)).toEqual(['life 0']);
  });
});

describe('Metal 3 — "Draw 1 card. Delete all cards in 1 other line with 8 or more cards."', () => {
  const crowded: [string[][], string[][]] = [
    [[], ['speed 0 down', 'speed 1 down', 'speed 2', 'speed 4 down'], []],
    [[], ['water 0 down', 'water 1 down', 'water 2 down', 'water 3'], []],
  ];

  test('draws 1, then deletes every card of a line with 8 or more cards, both stacks, covered ones too', () => {
    const t = rigged({ field: crowded, hands: [['metal 3']], decks: [['fire 0']] });
    t.play(0, 'metal 3', 0);
    expect(t.hand(0)).toEqual(['fire 0']);
    // Only one such line: chosen at once.
    expect(t.field(0)).toEqual([['metal 3'], [], []]);
    expect(t.field(1)).toEqual([[], [], []]);
    expect(sorted(t.trash(0))).toEqual(['speed 0', 'speed 1', 'speed 2', 'speed 4']);
    expect(sorted(t.trash(1))).toEqual(['water 0', 'water 1', 'water 2', 'water 3']);
  });

  test('a line of 7 cards is not deleted; the draw still happens', () => {
    const t = rigged({
      field: [crowded[0], [[], ['water 0 down', 'water 1 down', 'water 3'], []]],
      hands: [['metal 3']],
      decks: [['fire 0']],
    });
    t.play(0, 'metal 3', 0);
    expect(t.hand(0)).toEqual(['fire 0']);
    expect(t.field(1)[1]).toEqual(['water 0 down', 'water 1 down', 'water 3']);
    expect(t.logged('deleted')).toEqual([]);
  });

  test('its own line does not count, even with 8 cards', () => {
    const t = rigged({
      field: [
        [['speed 0 down', 'speed 1 down', 'speed 2 down'], [], []],
        [['life 0 down', 'life 1 down', 'life 2 down', 'life 3 down'], [], []],
      ],
      hands: [['metal 3']],
      decks: [['fire 0']],
    });
    t.play(0, 'metal 3', 0);
    expect(t.field(0)[0]).toEqual(['speed 0 down', 'speed 1 down', 'speed 2 down', 'metal 3']);
    expect(t.field(1)[0]).toHaveLength(4);
    expect(t.logged('deleted')).toEqual([]);
  });

  test('flipped face up by the opponent: its owner draws and chooses the line', () => {
    const t = rigged({
      turn: 1,
      field: [
        [
          ['metal 3 down'],
          ['speed 0 down', 'speed 1 down', 'speed 2 down', 'speed 4 down'],
          ['fire 0 down', 'fire 1 down', 'fire 2 down', 'fire 4 down'],
        ],
        [
          [],
          ['water 0 down', 'water 1 down', 'water 2 down', 'water 3 down'],
          ['spirit 0 down', 'spirit 1 down', 'spirit 3 down', 'spirit 4 down'],
        ],
      ],
      hands: [[], ['spirit 2']],
      decks: [['fire 3']],
    });
    t.play(1, 'spirit 2', 2);
    t.pick(1, 'metal 3');
    expect(t.hand(0)).toEqual(['fire 3']);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    expect(t.legal(1)).toEqual([]);
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(0)[2]).toEqual([]);
    expect(t.field(1)[2]).toEqual([]);
    expect(t.field(0)[1]).toHaveLength(4);
    expect(t.trash(1)).toContain('spirit 2');
  });
});

describe('Metal 5 — "You discard 1 card."', () => {
  test('its owner discards 1 card of their choice; with an empty hand nothing happens', () => {
    const t = rigged({ hands: [['metal 5', 'fire 1', 'speed 1']] });
    t.play(0, 'metal 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'speed 1');
    expect(t.trash(0)).toEqual(['speed 1']);
    expect(t.hand(0)).toEqual(['fire 1']);

    const u = rigged({ hands: [['metal 5']] });
    u.play(0, 'metal 5', 0);
    expect(u.trash(0)).toEqual([]);
    expect(u.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Metal 6 — top "When this card would be covered or flipped: First, delete this card."', () => {
  test('about to be covered, it deletes itself first; the new card lands on what lay beneath', () => {
    const t = rigged({ field: [[['fire 1 down', 'metal 6'], [], []]], hands: [['fire 2']] });
    expect(totals(t, 0)[0]).toBe(8);
    t.play(0, 'fire 2', 0, false);
    expect(t.field(0)[0]).toEqual(['fire 1 down', 'fire 2 down']);
    expect(t.trash(0)).toEqual(['metal 6']);
  });

  test('flipped by the opponent: it deletes itself instead of turning over', () => {
    const t = rigged({ turn: 1, field: [[[], ['metal 6'], []]], hands: [[], ['spirit 2']] });
    t.play(1, 'spirit 2', 2);
    t.pick(1, 'metal 6');
    expect(t.field(0)[1]).toEqual([]);
    expect(t.trash(0)).toEqual(['metal 6']);
    expect(t.logged('flipped')).toEqual([]);
  });

  test('deleting itself uses up the flip (Metal 0 "Flip 1 card.")', () => {
    const t = rigged({ field: [[[], ['metal 6'], []]], hands: [['metal 0']] });
    t.play(0, 'metal 0', 0);
    t.pick(0, 'metal 6');
    expect(t.trash(0)).toEqual(['metal 6']);
    expect(t.field(0)).toEqual([['metal 0'], [], []]);
    expect(t.logged('flipped')).toEqual([]);
  });

  test('face down it has no top box: it may be covered, and flipped face up', () => {
    const t = rigged({ field: [[['metal 6 down'], [], []]], hands: [['fire 2']] });
    t.play(0, 'fire 2', 0, false);
    expect(t.field(0)[0]).toEqual(['metal 6 down', 'fire 2 down']);

    const u = rigged({ turn: 1, field: [[[], ['metal 6 down'], []]], hands: [[], ['spirit 2']] });
    u.play(1, 'spirit 2', 2);
    u.pick(1, 'metal 6');
    expect(u.field(0)[1]).toEqual(['metal 6']);
    expect(u.trash(0)).toEqual([]);
  });
});
