/**
 * Fire: rule scenarios for every box with text (spec docs/rules/compile.md, "Command
 * cards"). Default protocols: seat 0 Fire, Gravity, Life against Metal, Water, Light.
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table } from '../rig';

const sorted = (names: string[]) => [...names].sort();

describe('Fire 0 — middle "Flip 1 other card. Draw 2 cards."', () => {
  test('flips another uncovered card, then draws 2', () => {
    const t = table({
      field: [
        [[], ['gravity 1 down'], []],
        [[], ['water 0 down', 'water 2'], ['light 1']],
      ],
      hands: [['fire 0']],
      decks: [['life 1', 'life 2']],
    });
    t.play(0, 'fire 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    // Not Fire 0 itself, not the covered water 0; no skip.
    expect(sorted(t.targets(0))).toEqual(['gravity 1', 'light 1', 'water 2']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'water 2');
    expect(t.field(1)[1]).toEqual(['water 0 down', 'water 2 down']);
    expect(t.hand(0)).toEqual(['life 1', 'life 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('with no other card to flip it still draws 2', () => {
    const t = table({ hands: [['fire 0']], decks: [['life 1', 'life 2']] });
    t.play(0, 'fire 0', 0);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.hand(0)).toEqual(['life 1', 'life 2']);
    expect(t.field(0)).toEqual([['fire 0'], [], []]);
  });
});

describe('Fire 0 — bottom "When this card would be covered: first draw 1 card, then flip 1 other card."', () => {
  test('before the covering card lands: draw 1, then flip another card (the incoming card cannot be chosen)', () => {
    const t = table({
      field: [
        [['fire 0'], ['gravity 4'], []],
        [[], [], ['light 1']],
      ],
      hands: [['gravity 6']],
      decks: [['life 1']],
    });
    t.play(0, 'gravity 6', 0, false);
    expect(t.hand(0)).toEqual(['life 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['gravity 4', 'light 1']);
    // The card is on its way: not in the stack yet; its owner sees its face, the others a back.
    expect(t.field(0)[0]).toEqual(['fire 0']);
    expect(t.view(0).transit).toEqual([{ side: 0, line: 0, up: false, protocol: 'gravity', value: 6 }]);
    expect(t.view(1).transit).toEqual([{ side: 0, line: 0, up: false }]);
    expect(t.view(1).chain.map((c) => `${c.protocol} ${c.value} ${c.box}`)).toEqual(['fire 0 bottom']);
    t.pick(0, 'light 1');
    expect(t.field(1)[2]).toEqual(['light 1 down']);
    expect(t.field(0)[0]).toEqual(['fire 0', 'gravity 6 down']);
    const order = t.log.map((e) => e.type).filter((type) => ['drew', 'flipped', 'landed'].includes(type));
    expect(order).toEqual(['drew', 'flipped', 'landed']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a face-down Fire 0 has no bottom box: covering it draws and flips nothing', () => {
    const t = table({ field: [[['fire 0 down'], ['gravity 4'], []]], hands: [['gravity 6']] });
    t.play(0, 'gravity 6', 0, false);
    expect(t.hand(0)).toEqual([]);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.field(0)[0]).toEqual(['fire 0 down', 'gravity 6 down']);
  });

  test("covered by the opponent's effect (Gravity 6), it is resolved by its owner", () => {
    const t = table({
      protocols: [
        ['fire', 'water', 'light'],
        ['gravity', 'metal', 'life'],
      ],
      turn: 1,
      field: [
        [['fire 0'], ['water 2'], []],
        [[], ['metal 1'], []],
      ],
      hands: [[], ['gravity 6']],
      decks: [['light 1', 'light 2']],
    });
    t.play(1, 'gravity 6', 0);
    // Gravity 6 made seat 0 play light 1 (its top card); Fire 0 drew light 2 first.
    expect(t.hand(0)).toEqual(['light 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(t.view(1).waitingFor).toEqual([0]);
    expect(sorted(t.targets(0))).toEqual(['gravity 6', 'metal 1', 'water 2']);
    t.pick(0, 'metal 1');
    expect(t.field(1)).toEqual([['gravity 6'], ['metal 1 down'], []]);
    expect(t.field(0)[0]).toEqual(['fire 0', 'light 1 down']);
  });
});

describe('Fire 1 — "Discard 1 card. If you do, delete 1 card."', () => {
  test("discards 1 of its owner's choice, then deletes an uncovered card", () => {
    const t = table({
      field: [[], [[], ['water 0 down', 'water 2'], ['light 1']]],
      hands: [['fire 1', 'gravity 1', 'life 1']],
    });
    t.play(0, 'fire 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'life 1');
    expect(t.trash(0)).toEqual(['life 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'delete' });
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'light 1', 'water 2']);
    t.pick(0, 'water 2');
    expect(t.trash(1)).toEqual(['water 2']);
    expect(t.field(1)).toEqual([[], ['water 0 down'], ['light 1']]);
    expect(t.hand(0)).toEqual(['gravity 1']);
  });

  test('"If you do": with an empty hand nothing is discarded and nothing is deleted', () => {
    const t = table({ field: [[], [[], ['water 2'], ['light 1']]], hands: [['fire 1']] });
    t.play(0, 'fire 1', 0);
    expect(t.logged('discarded')).toEqual([]);
    expect(t.logged('deleted')).toEqual([]);
    expect(t.field(1)).toEqual([[], ['water 2'], ['light 1']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Fire 2 — "Discard 1 card. If you do, return 1 card."', () => {
  test("discards 1, then returns an uncovered card to its owner's hand (a face-down one stays secret)", () => {
    const t = table({
      field: [[], [[], ['water 1 down'], ['light 0 down', 'light 1']]],
      hands: [['fire 2', 'life 1', 'life 2']],
    });
    t.play(0, 'fire 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.discard(0, 'life 2');
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(sorted(t.targets(0))).toEqual(['fire 2', 'light 1', 'water 1']);
    t.pick(0, 'water 1');
    expect(t.hand(1)).toEqual(['water 1']);
    expect(t.field(1)).toEqual([[], [], ['light 0 down', 'light 1']]);
    const returned = (viewer: 0 | 1 | 'spectator') => t.seen(viewer).find((e) => e.type === 'returned');
    expect(returned(0)).not.toHaveProperty('protocol');
    expect(returned('spectator')).not.toHaveProperty('protocol');
    expect(returned(1)).toMatchObject({ protocol: 'water', value: 1 });
    expect(t.view(0).sides[1]!.hand).toBe(1);
  });

  test('"If you do": with an empty hand nothing is returned', () => {
    const t = table({ field: [[], [[], ['water 1'], []]], hands: [['fire 2']] });
    t.play(0, 'fire 2', 0);
    expect(t.logged('returned')).toEqual([]);
    expect(t.field(1)).toEqual([[], ['water 1'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Fire 3 — bottom "End: You may discard 1 card. If you do, flip 1 card."', () => {
  test("in its owner's end phase: discard taken, then flip 1 uncovered card", () => {
    const t = table({
      field: [
        [['fire 3'], [], []],
        [[], ['water 1 down', 'water 2'], []],
      ],
      hands: [['life 1', 'life 2']],
    });
    t.play(0, 'life 1', 2, false);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }, { type: 'skip' }]);
    t.discard(0, 'life 2');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['fire 3', 'life 1', 'water 2']);
    t.pick(0, 'water 2');
    expect(t.field(1)[1]).toEqual(['water 1 down', 'water 2 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the discard may be skipped: nothing is flipped', () => {
    const t = table({
      phase: 'end',
      field: [
        [['fire 3'], [], []],
        [[], ['water 2'], []],
      ],
      hands: [['life 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.skip(0);
    expect(t.hand(0)).toEqual(['life 1']);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"If you do": with an empty hand nothing is asked and nothing flipped', () => {
    const t = table({
      phase: 'end',
      field: [
        [['fire 3'], [], []],
        [[], ['water 2'], []],
      ],
    });
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("covered, or at the opponent's end, it does nothing", () => {
    const covered = table({ phase: 'end', field: [[['fire 3', 'gravity 1 down'], [], []]], hands: [['life 1']] });
    expect(covered.asking).toEqual({ seat: 1, ask: 'action' });
    const theirs = table({ phase: 'end', turn: 1, field: [[['fire 3'], [], []]], hands: [['life 1'], ['water 1']] });
    expect(theirs.asking).toEqual({ seat: 0, ask: 'action' });
    expect(theirs.hand(0)).toEqual(['life 1']);
  });
});

describe('Fire 4 — "Discard 1 or more cards. Draw the amount discarded plus 1."', () => {
  test('discards the chosen number and draws that many plus 1', () => {
    const t = table({ hands: [['fire 4', 'gravity 1', 'life 1', 'life 2']], decks: [['gravity 2', 'gravity 4', 'life 3']] });
    t.play(0, 'fire 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 3 }]);
    t.discard(0, 'life 1', 'life 2');
    expect(sorted(t.trash(0))).toEqual(['life 1', 'life 2']);
    expect(t.hand(0)).toEqual(['gravity 1', 'gravity 2', 'gravity 4', 'life 3']);
    expect(t.logged('drew').at(-1)).toMatchObject({ count: 3 });
  });

  test('with an empty hand it still draws 1 (Codex)', () => {
    const t = table({ hands: [['fire 4']], decks: [['life 3', 'life 4']] });
    t.play(0, 'fire 4', 0);
    expect(t.logged('discarded')).toEqual([]);
    expect(t.hand(0)).toEqual(['life 3']);
  });
});

describe('Fire 5 — "You discard 1 card."', () => {
  test("discards one card of its owner's choice; with an empty hand nothing happens", () => {
    const t = table({ hands: [['fire 5', 'life 1', 'life 2']] });
    t.play(0, 'fire 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'life 2');
    expect(t.trash(0)).toEqual(['life 2']);

    const empty = table({ hands: [['fire 5']] });
    empty.play(0, 'fire 5', 0);
    expect(empty.trash(0)).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

/**
 * Seat 1 holds Fire, face down; seat 0's Darkness 1 ("Flip 1 of your opponent's cards. You
 * may shift that card.") flips it face up: the middle box is seat 1's to resolve.
 */
describe('a Fire middle box flipped up by the opponent is resolved by its owner', () => {
  const OWNED: [Protocol[], Protocol[]] = [
    ['darkness', 'gravity', 'life'],
    ['fire', 'metal', 'water'],
  ];
  const cases: { card: string; field1: string[][]; hand: string[]; ask: string; legal1?: unknown[]; targets?: string[] }[] = [
    { card: 'fire 0', field1: [[], ['fire 0 down'], ['water 2']], hand: [], ask: 'flip', targets: ['darkness 1', 'water 2'] },
    {
      card: 'fire 1',
      field1: [[], ['fire 1 down'], []],
      hand: ['metal 1', 'water 1'],
      ask: 'discard',
      legal1: [{ type: 'discard', min: 1, max: 1 }],
    },
    {
      card: 'fire 2',
      field1: [[], ['fire 2 down'], []],
      hand: ['metal 1', 'water 1'],
      ask: 'discard',
      legal1: [{ type: 'discard', min: 1, max: 1 }],
    },
    {
      card: 'fire 4',
      field1: [[], ['fire 4 down'], []],
      hand: ['metal 1', 'water 1'],
      ask: 'discard',
      legal1: [{ type: 'discard', min: 1, max: 2 }],
    },
  ];
  test.each(cases)('$card', ({ card, field1, hand, ask, legal1, targets }) => {
    const t = table({ protocols: OWNED, field: [[], field1], hands: [['darkness 1'], hand] });
    t.play(0, 'darkness 1', 0);
    if (t.asking?.seat === 0) t.pick(0, card);
    expect(t.field(1)[1]).toEqual([card]);
    expect(t.asking).toEqual({ seat: 1, ask });
    expect(t.legal(0)).toEqual([]);
    expect(t.view(0).waitingFor).toEqual([1]);
    if (legal1) expect(t.legal(1)).toEqual(legal1);
    if (targets) expect(sorted(t.targets(1))).toEqual(targets);
    t.refuse(0, { type: 'skip' }, 'not_your_turn');
  });

  test('the owner\'s Fire 1 deletes the Darkness 1 that flipped it: Darkness 1\'s "may shift" never comes', () => {
    const t = table({ protocols: OWNED, field: [[], [[], ['fire 1 down'], []]], hands: [['darkness 1'], ['metal 1', 'water 1']] });
    t.play(0, 'darkness 1', 0);
    t.discard(1, 'metal 1');
    expect(t.asking).toEqual({ seat: 1, ask: 'delete' });
    expect(sorted(t.targets(1))).toEqual(['darkness 1', 'fire 1']);
    t.pick(1, 'darkness 1');
    expect(t.trash(0)).toEqual(['darkness 1']);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
