/**
 * Water: one scenario or more per card box with text (spec docs/rules/compile.md,
 * "Command cards", Water), with the settled rulings that concern it (Water 4 returns itself
 * when it is the only choice; Water 1 handles its lines one at a time and obeys play
 * restrictions, decision 6; an empty deck plays nothing).
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table, type Table } from '../rig';

/** Seat 0 holds Water; seat 1 holds Darkness (Darkness 1 flips, Darkness 4 shifts seat 0's cards) and Metal. */
const P: [Protocol[], Protocol[]] = [
  ['water', 'fire', 'life'],
  ['darkness', 'metal', 'light'],
];

const protocols = (t: Table, side: 0 | 1) => t.view('spectator').sides[side]!.protocols.map((p) => p.protocol);

describe('Water 0 — "Flip 1 other card. Flip this card."', () => {
  const field: [string[][], string[][]] = [
    [[], ['fire 1 down']],
    [[], ['metal 1 down', 'metal 3'], ['light 1 down']],
  ];

  test('normal: I flip another uncovered card (covered ones are no targets), then Water 0 flips itself', () => {
    const t = table({ protocols: P, field, hands: [['water 0']] });
    t.play(0, 'water 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.targets(0)).toEqual(['fire 1', 'metal 3', 'light 1']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, { side: 1, line: 2, at: 0 });
    expect(t.field(1)[2]).toEqual(['light 1']);
    expect(t.field(0)[0]).toEqual(['water 0 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the first sentence cannot be done (no other card): Water 0 still flips itself', () => {
    const t = table({ protocols: P, hands: [['water 0']] });
    t.play(0, 'water 0', 0);
    expect(t.field(0)[0]).toEqual(['water 0 down']);
    expect(t.logged('flipped')).toHaveLength(1);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('decision 1: when the flipped card returns Water 0 (Water 4 face up), "Flip this card" does nothing', () => {
    const t = table({ protocols: P, field: [[[], ['water 4 down']]], hands: [['water 0']] });
    t.play(0, 'water 0', 0);
    // The one other card is flipped at once; Water 4 asks which of my cards to return.
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.targets(0)).toEqual(['water 0', 'water 4']);
    t.pick(0, 'water 0');
    expect(t.hand(0)).toEqual(['water 0']);
    expect(t.field(0)).toEqual([[], ['water 4'], []]);
    expect(t.logged('flipped')).toHaveLength(1);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Water 0: I (its owner) choose the other card, then it flips itself back', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [
        [[], ['water 0 down']],
        [[], [], ['light 1 down']],
      ],
      hands: [[], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['darkness 1', 'light 1']);
    t.pick(0, { side: 1, line: 2, at: 0 });
    expect(t.field(1)).toEqual([['darkness 1'], [], ['light 1']]);
    expect(t.field(0)[1]).toEqual(['water 0 down']);
    // Darkness 1 goes on: "You may shift that card."
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Water 1 — "Play the top card of your deck face down in each other line."', () => {
  test('normal: one line at a time, in the order I choose; the opponent sees backs only', () => {
    const t = table({ protocols: P, hands: [['water 1']], decks: [['fire 1', 'fire 2', 'fire 3']] });
    t.play(0, 'water 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(0)).toEqual([['water 1'], ['fire 2 down'], ['fire 1 down']]);
    expect(t.deck(0)[0]).toBe('fire 3');
    expect(t.view(1).sides[0]!.stacks[2]!.cards).toEqual([{ up: false }]);
    expect(t.view('spectator').sides[0]!.stacks[1]!.cards).toEqual([{ up: false }]);
    expect(t.view(0).sides[0]!.stacks[2]!.cards).toEqual([{ up: false, protocol: 'fire', value: 1 }]);
    const played = t.seen(1).filter((e) => e.type === 'played' && e.deck === true);
    expect(played).toEqual([
      { type: 'played', seat: 0, line: 2, up: false, deck: true },
      { type: 'played', seat: 0, line: 1, up: false, deck: true },
    ]);
  });

  test('cannot be done with an empty deck: nothing is played and the trash is not shuffled in', () => {
    const t = table({ protocols: P, hands: [['water 1']], rest: 'trash' });
    const trash = t.trash(0).length;
    t.play(0, 'water 1', 0);
    // Nothing would happen in any line, so nothing is asked.
    expect(t.field(0)).toEqual([['water 1'], [], []]);
    expect(t.trash(0)).toHaveLength(trash);
    expect(t.logged('reshuffled')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('decision 6: Metal 2 forbids the face-down play in its line; the card stays on the deck and the other line still gets one', () => {
    const t = table({ protocols: P, field: [undefined, [[], ['metal 2']]], hands: [['water 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'water 1', 0);
    t.line(0, 1);
    expect(t.logged('blocked')).toEqual([{ type: 'blocked', seat: 0, line: 1 }]);
    expect(t.field(0)).toEqual([['water 1'], [], ['fire 1 down']]);
    expect(t.deck(0)[0]).toBe('fire 2');
  });

  test('decision 1: once Water 1 is covered on the way (Life 3 plays onto it), it plays in no further line', () => {
    const t = table({ protocols: P, field: [[[], [], ['life 3']]], hands: [['water 1']], decks: [['fire 1', 'fire 2', 'fire 3']] });
    t.play(0, 'water 1', 0);
    t.line(0, 2);
    // Life 3 would be covered: "First, play the top card of your deck face down in another line."
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 1]);
    t.line(0, 0);
    expect(t.field(0)).toEqual([['water 1', 'fire 2 down'], [], ['life 3', 'fire 1 down']]);
    expect(t.deck(0)[0]).toBe('fire 3');
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Water 1: I (its owner) choose the order of the lines', () => {
    const t = table({ protocols: P, turn: 1, field: [[['water 1 down']]], hands: [[], ['darkness 1']], decks: [['fire 1', 'fire 2']] });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.legal(1)).toEqual([]);
    t.line(0, 1);
    expect(t.field(0)).toEqual([['water 1'], ['fire 1 down'], ['fire 2 down']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Water 2 — "Draw 2 cards. Rearrange your protocols."', () => {
  test('normal: I draw 2, then must rearrange my own protocols (cards stay in their lines)', () => {
    const t = table({ protocols: P, field: [[[], ['fire 1 down']]], hands: [['water 2']], decks: [['fire 2', 'fire 3']] });
    t.play(0, 'water 2', 0);
    expect(t.hand(0)).toEqual(['fire 2', 'fire 3']);
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    const legal = t.legal(0);
    expect(legal).toHaveLength(5);
    expect(legal.every((o) => o.type === 'rearrange' && o.side === 0)).toBe(true);
    t.act(0, { type: 'rearrange', side: 0, order: '201' });
    expect(protocols(t, 0)).toEqual(['life', 'water', 'fire']);
    expect(protocols(t, 1)).toEqual(['darkness', 'metal', 'light']);
    expect(t.field(0)).toEqual([['water 2'], ['fire 1 down'], []]);
  });

  test('opponent flips my face-down Water 2: I (its owner) draw and rearrange my protocols', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[[], [], ['water 2 down']]],
      hands: [[], ['darkness 1']],
      decks: [['fire 2', 'fire 3']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.hand(0)).toEqual(['fire 2', 'fire 3']);
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0).every((o) => o.type === 'rearrange' && o.side === 0)).toBe(true);
    t.act(0, { type: 'rearrange', side: 0, order: '102' });
    expect(protocols(t, 0)).toEqual(['fire', 'water', 'life']);
  });
});

describe('Water 3 — "Return all cards with a value of 2 in 1 line (covered and face-down cards included)."', () => {
  test("normal: every value-2 card of the chosen line, both sides, covered and face down, goes to its owner's hand", () => {
    const t = table({
      protocols: P,
      field: [
        [[], ['fire 2', 'life 3 down', 'fire 4']],
        [[], ['metal 2', 'light 5'], ['light 2']],
      ],
      hands: [['water 3']],
    });
    t.play(0, 'water 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.lines(0)).toEqual([0, 1, 2]);
    t.line(0, 1);
    expect(t.field(0)).toEqual([['water 3'], ['fire 4'], []]);
    expect(t.field(1)).toEqual([[], ['light 5'], ['light 2']]);
    expect(t.hand(0)).toEqual(['fire 2', 'life 3']);
    expect(t.hand(1)).toEqual(['metal 2']);
    // The face-down card goes back as a back for everyone but its owner.
    const returned = (viewer: 0 | 1 | 'spectator') => t.seen(viewer).filter((e) => e.type === 'returned' && e.up === false);
    expect(returned(1)).toEqual([{ type: 'returned', side: 0, line: 1, at: 1, up: false }]);
    expect(returned('spectator')).toEqual([{ type: 'returned', side: 0, line: 1, at: 1, up: false }]);
    expect(returned(0)).toEqual([{ type: 'returned', side: 0, line: 1, at: 1, up: false, protocol: 'life', value: 3 }]);
  });

  test('values as they stand, all at once: face-down cards under Darkness 2 are worth 4 and stay; Water 3 (3) stays', () => {
    const t = table({
      protocols: P,
      field: [undefined, [['light 1 down', 'darkness 2'], ['metal 3 down']]],
      hands: [['water 3']],
    });
    t.play(0, 'water 3', 0);
    t.line(0, 0);
    expect(t.hand(1)).toEqual(['darkness 2']);
    expect(t.field(1)).toEqual([['light 1 down'], ['metal 3 down'], []]);
    expect(t.field(0)[0]).toEqual(['water 3']);
  });

  test('a line without a value-2 card: the card plays, nothing is returned', () => {
    const t = table({ protocols: P, field: [undefined, [[], ['light 5']]], hands: [['water 3']] });
    t.play(0, 'water 3', 0);
    t.line(0, 1);
    expect(t.logged('returned')).toEqual([]);
    expect(t.field(1)[1]).toEqual(['light 5']);
  });

  test('opponent flips my face-down Water 3: I (its owner) choose the line', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [
        [[], [], ['water 3 down']],
        [[], ['metal 2']],
      ],
      hands: [[], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.legal(1)).toEqual([]);
    t.line(0, 1);
    expect(t.hand(1)).toEqual(['metal 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Water 4 — "Return 1 of your cards (itself, if it is the only choice)."', () => {
  test('settled ruling: my only card on the field, Water 4 returns itself', () => {
    const t = table({ protocols: P, field: [undefined, [['darkness 3']]], hands: [['water 4']] });
    t.play(0, 'water 4', 0);
    expect(t.field(0)).toEqual([[], [], []]);
    expect(t.hand(0)).toEqual(['water 4']);
    expect(t.field(1)[0]).toEqual(['darkness 3']);
    expect(t.logged('returned')).toEqual([{ type: 'returned', side: 0, line: 0, at: 0, up: true, protocol: 'water', value: 4 }]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("normal: my uncovered cards (itself included) are the targets; covered and opponent's cards are not", () => {
    const t = table({
      protocols: P,
      field: [[[], ['fire 1 down', 'fire 3'], ['life 2 down']], [['darkness 3']]],
      hands: [['water 4']],
    });
    t.play(0, 'water 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.targets(0)).toEqual(['water 4', 'fire 3', 'life 2']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'fire 3');
    expect(t.hand(0)).toEqual(['fire 3']);
    expect(t.field(0)).toEqual([['water 4'], ['fire 1 down'], ['life 2 down']]);
  });

  test('the opponent shifts away the card covering my Water 4: I (its owner) resolve it; the moving card is no target', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[[], ['water 4', 'fire 1 down'], ['life 2']]],
      hands: [[], ['darkness 4']],
    });
    // Darkness 4: "Shift 1 face-down card." Its one target is taken at once.
    t.play(1, 'darkness 4', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'line' });
    t.line(1, 2);
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['water 4', 'life 2']);
    expect(t.view(0).transit).toEqual([{ side: 0, line: 2, up: false, protocol: 'fire', value: 1 }]);
    t.pick(0, 'life 2');
    expect(t.hand(0)).toEqual(['life 2']);
    expect(t.field(0)).toEqual([[], ['water 4'], ['fire 1 down']]);
  });
});

describe('Water 5 — "You discard 1 card."', () => {
  test('I discard 1 card of my choice; with an empty hand nothing happens', () => {
    const t = table({ protocols: P, hands: [['water 5', 'fire 1', 'fire 2']] });
    t.play(0, 'water 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 2');
    expect(t.trash(0)).toEqual(['fire 2']);
    const empty = table({ protocols: P, hands: [['water 5']] });
    empty.play(0, 'water 5', 0);
    expect(empty.logged('discarded')).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
