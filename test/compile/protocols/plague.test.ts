/**
 * Plague's command cards (spec docs/rules/compile.md, "Command cards", Plague).
 * Protocols: Plague, Fire, Life (side 0; Plague is line 0) against Spirit, Water, Light
 * (side 1; Spirit is line 0, Water line 1, Light line 2).
 */
import { table, type Rig } from '../rig';

const sorted = (names: string[]) => [...names].sort();
const PROTOCOLS: Rig['protocols'] = [
  ['plague', 'fire', 'life'],
  ['spirit', 'water', 'light'],
];
const rigged = (spec: Rig) => table({ protocols: PROTOCOLS, ...spec });

describe('Plague 0 — middle "Your opponent discards 1 card." | bottom "Your opponent cannot play cards in this line."', () => {
  test('middle: the opponent chooses 1 card of their hand to discard', () => {
    const t = rigged({ hands: [['plague 0'], ['water 1', 'water 2']] });
    t.play(0, 'plague 0', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    expect(t.legal(0)).toEqual([]);
    t.discard(1, 'water 2');
    expect(t.trash(1)).toEqual(['water 2']);
    expect(t.hand(1)).toEqual(['water 1']);
  });

  test('middle: an opponent with an empty hand discards nothing; the card still plays', () => {
    const t = rigged({ hands: [['plague 0']] });
    t.play(0, 'plague 0', 0);
    expect(t.field(0)[0]).toEqual(['plague 0']);
    expect(t.logged('discarded')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('bottom: the opponent may play nothing into its line, face up or down; its owner may', () => {
    const t = rigged({ turn: 1, field: [[['plague 0'], [], []]], hands: [['fire 1'], ['spirit 1', 'water 1']] });
    const plays = t.legal(1).filter((o) => o.type === 'play');
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.filter((o) => o.type === 'play' && o.line === 0)).toEqual([]);
    t.refuse(1, { type: 'play', hand: t.handIndex(1, 'spirit 1'), line: 0, up: true }, 'illegal_action');
    t.refuse(1, { type: 'play', hand: t.handIndex(1, 'water 1'), line: 0, up: false }, 'illegal_action');

    const own = rigged({ field: [[['plague 0'], [], []]], hands: [['fire 1']] });
    expect(own.legal(0)).toContainEqual({ type: 'play', hand: 0, line: 0, up: false });
  });

  test('bottom: covered or face down it binds nothing', () => {
    const covered = rigged({ turn: 1, field: [[['plague 0', 'fire 1 down'], [], []]], hands: [[], ['spirit 1']] });
    expect(covered.legal(1)).toContainEqual({ type: 'play', hand: 0, line: 0, up: true });
    const down = rigged({ turn: 1, field: [[['plague 0 down'], [], []]], hands: [[], ['spirit 1']] });
    expect(down.legal(1)).toContainEqual({ type: 'play', hand: 0, line: 0, up: false });
  });

  test("bottom: it binds plays made by effects; the opponent's Water 1 skips its line and goes on (decision 6)", () => {
    // Water 1: "Play the top card of your deck face down in each other line."
    const t = rigged({ turn: 1, field: [[['plague 0'], [], []]], hands: [[], ['water 1']], decks: [[], ['light 0', 'light 1']] });
    t.play(1, 'water 1', 1);
    expect(t.asking).toEqual({ seat: 1, ask: 'line' });
    expect(t.lines(1)).toEqual([0, 2]);
    t.line(1, 0);
    expect(t.logged('blocked')).toEqual([expect.objectContaining({ seat: 1, line: 0 })]);
    // Line 2 is left: handled at once with the same top card.
    expect(t.field(1)).toEqual([[], ['water 1'], ['light 0 down']]);
    expect(t.deck(1)[0]).toBe('light 1');
  });

  test('flipped face up by the opponent: its owner resolves it, so "your opponent" is the flipper', () => {
    // Spirit 2: "You may flip 1 card."
    const t = rigged({
      turn: 1,
      field: [[['plague 0 down'], [], []]],
      hands: [
        ['fire 1', 'fire 2'],
        ['spirit 2', 'water 1', 'water 2'],
      ],
    });
    t.play(1, 'spirit 2', 0);
    t.pick(1, 'plague 0');
    expect(t.view(0).chain.map((c) => `${c.protocol} ${c.value}`)).toContain('plague 0');
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(0)).toEqual([]);
    t.discard(1, 'water 1');
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
  });
});

describe('Plague 1 — top "After your opponent discards cards: Draw 1 card." | middle "Your opponent discards 1 card."', () => {
  test("the opponent discards 1, then Plague 1's owner draws 1", () => {
    const t = rigged({ hands: [['plague 1'], ['water 1', 'water 2']], decks: [['fire 0', 'fire 1']] });
    t.play(0, 'plague 1', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    t.discard(1, 'water 1');
    expect(t.hand(0)).toEqual(['fire 0']);
    expect(t.deck(0)[0]).toBe('fire 1');
  });

  test('an opponent with nothing to discard discards nothing: no draw', () => {
    const t = rigged({ hands: [['plague 1']], decks: [['fire 0']] });
    t.play(0, 'plague 1', 0);
    expect(t.hand(0)).toEqual([]);
    expect(t.deck(0)[0]).toBe('fire 0');
  });

  test('fires after the opponent clears cache too, even while Plague 1 is covered (decision 9)', () => {
    const t = rigged({
      turn: 1,
      field: [[['plague 1', 'fire 1 down'], [], []]],
      hands: [[], ['water 0', 'water 1', 'water 2', 'water 3', 'water 4', 'light 0', 'light 1']],
      decks: [['fire 0']],
    });
    t.play(1, 'water 3', 2, false);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(1, 'light 1');
    expect(t.logged('discarded')).toEqual([expect.objectContaining({ seat: 1, cache: true })]);
    expect(t.hand(0)).toEqual(['fire 0']);
  });

  test("its owner's own discards do not trigger it; nor does a face-down Plague 1", () => {
    const t = rigged({ field: [[[], [], ['plague 1']]], hands: [['plague 5', 'fire 1']], decks: [['fire 0']] });
    t.play(0, 'plague 5', 0);
    // Only one card left: discarded at once.
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual([]);

    const u = rigged({ field: [[[], [], ['plague 1 down']]], hands: [['plague 0'], ['water 1']], decks: [['fire 0']] });
    u.play(0, 'plague 0', 0);
    expect(u.trash(1)).toEqual(['water 1']);
    expect(u.hand(0)).toEqual([]);
  });

  test('flipped face up by the opponent: "your opponent" is the flipper, and Plague 1\'s owner draws', () => {
    const t = rigged({
      turn: 1,
      field: [[['plague 1 down'], [], []]],
      hands: [[], ['spirit 2', 'water 1', 'water 2']],
      decks: [['fire 0']],
    });
    t.play(1, 'spirit 2', 0);
    t.pick(1, 'plague 1');
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(0)).toEqual([]);
    t.discard(1, 'water 2');
    expect(t.hand(0)).toEqual(['fire 0']);
    expect(t.hand(1)).toEqual(['water 1']);
  });
});

describe('Plague 2 — "Discard 1 or more cards. Your opponent discards the amount discarded plus 1."', () => {
  test('its owner discards 1 or more; the opponent then discards that many plus 1', () => {
    const t = rigged({
      hands: [
        ['plague 2', 'fire 0', 'fire 1', 'fire 2'],
        ['water 0', 'water 1', 'water 2', 'water 3', 'water 4'],
      ],
    });
    t.play(0, 'plague 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 3 }]);
    t.discard(0, 'fire 0', 'fire 2');
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 3, max: 3 }]);
    expect(t.legal(0)).toEqual([]);
    t.discard(1, 'water 0', 'water 2', 'water 4');
    expect(t.trash(0)).toEqual(['fire 0', 'fire 2']);
    expect(t.hand(0)).toEqual(['fire 1']);
    expect(t.hand(1)).toEqual(['water 1', 'water 3']);
  });

  test('an opponent with fewer cards discards them all', () => {
    const t = rigged({
      hands: [
        ['plague 2', 'fire 0', 'fire 1'],
        ['water 0', 'water 1'],
      ],
    });
    t.play(0, 'plague 2', 0);
    t.discard(0, 'fire 0');
    expect(t.hand(1)).toEqual([]);
    expect(sorted(t.trash(1))).toEqual(['water 0', 'water 1']);
  });

  test('with an empty hand its owner discards nothing; the next sentence still has the opponent discard 0 + 1', () => {
    const t = rigged({ hands: [['plague 2'], ['water 0', 'water 1']] });
    t.play(0, 'plague 2', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(1, 'water 0');
    expect(t.trash(1)).toEqual(['water 0']);
  });

  test('flipped face up by the opponent: its owner chooses what to discard', () => {
    const t = rigged({
      turn: 1,
      field: [[['plague 2 down'], [], []]],
      hands: [
        ['fire 0', 'fire 1'],
        ['spirit 2', 'water 0', 'water 1', 'water 2'],
      ],
    });
    t.play(1, 'spirit 2', 0);
    t.pick(1, 'plague 2');
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 2 }]);
    t.discard(0, 'fire 1');
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    t.discard(1, 'water 0', 'water 1');
    expect(t.hand(1)).toEqual(['water 2']);
  });
});

describe('Plague 3 — "Flip each other uncovered face-up card." (errata wording)', () => {
  test("flips every other uncovered face-up card, one at a time in the owner's order; covered and face-down cards stay", () => {
    const t = rigged({
      field: [
        [[], ['fire 1'], ['life 1 down']],
        [['spirit 1'], ['water 3', 'water 1'], ['light 1 down']],
      ],
      hands: [['plague 3']],
    });
    t.play(0, 'plague 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'spirit 1', 'water 1']);
    t.pick(0, 'water 1');
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'spirit 1']);
    t.pick(0, 'spirit 1');
    // The last is flipped at once.
    expect(t.field(0)).toEqual([['plague 3'], ['fire 1 down'], ['life 1 down']]);
    expect(t.field(1)).toEqual([['spirit 1 down'], ['water 3', 'water 1 down'], ['light 1 down']]);
  });

  test('with no other uncovered face-up card nothing happens; the card still plays', () => {
    const t = rigged({
      field: [
        [[], [], ['life 1 down']],
        [[], ['water 3', 'water 1 down'], []],
      ],
      hands: [['plague 3']],
    });
    t.play(0, 'plague 3', 0);
    expect(t.field(0)).toEqual([['plague 3'], [], ['life 1 down']]);
    expect(t.field(1)).toEqual([[], ['water 3', 'water 1 down'], []]);
    expect(t.logged('flipped')).toEqual([]);
  });

  test('flipped face up by the opponent: its owner chooses the order', () => {
    const t = rigged({
      turn: 1,
      field: [
        [['plague 3 down'], ['fire 1'], []],
        [[], ['water 1'], []],
      ],
      hands: [[], ['spirit 2']],
    });
    t.play(1, 'spirit 2', 0);
    t.pick(1, 'plague 3');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'spirit 2', 'water 1']);
    t.pick(0, 'fire 1');
    t.pick(0, 'spirit 2');
    expect(t.field(0)).toEqual([['plague 3'], ['fire 1 down'], []]);
    expect(t.field(1)).toEqual([['spirit 2 down'], ['water 1 down'], []]);
  });
});

describe('Plague 4 — bottom "End: Your opponent deletes 1 of their face-down cards. You may flip this card."', () => {
  const field: [string[][], string[][]] = [
    [[], ['fire 1 down'], []],
    [['spirit 1 down'], ['water 3 down', 'water 1 down'], ['light 1']],
  ];

  test("at its owner's End the opponent deletes 1 of their own uncovered face-down cards; then its owner may flip it", () => {
    const t = rigged({ field, hands: [['plague 4']] });
    t.play(0, 'plague 4', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'delete' });
    expect(t.legal(0)).toEqual([]);
    // Not the covered Water 3, not the face-up Light 1, not seat 0's Fire 1.
    expect(sorted(t.targets(1))).toEqual(['spirit 1', 'water 1']);
    t.pick(1, 'water 1');
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(0)).toEqual([{ type: 'choose', option: 'flip' }, { type: 'skip' }]);
    t.choose(0, 'flip');
    expect(t.field(0)[0]).toEqual(['plague 4 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"may": skipping leaves it face up', () => {
    const t = rigged({ phase: 'end', field: [[['plague 4'], ...field[0].slice(1)], field[1]] });
    t.pick(1, 'spirit 1');
    t.skip(0);
    expect(t.field(0)[0]).toEqual(['plague 4']);
    expect(t.field(1)[0]).toEqual([]);
  });

  test("with no face-down card on the opponent's side nothing is deleted, and the flip is still offered", () => {
    const t = rigged({
      phase: 'end',
      field: [
        [['plague 4'], ['fire 1 down'], []],
        [[], ['water 3'], []],
      ],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.choose(0, 'flip');
    expect(t.field(0)).toEqual([['plague 4 down'], ['fire 1 down'], []]);
    expect(t.field(1)).toEqual([[], ['water 3'], []]);
  });

  test("covered, face down, or at the opponent's End it does nothing", () => {
    const covered = rigged({ phase: 'end', field: [[['plague 4', 'fire 2 down'], [], []], field[1]] });
    expect(covered.asking).toEqual({ seat: 1, ask: 'action' });
    const down = rigged({ phase: 'end', field: [[['plague 4 down'], [], []], field[1]] });
    expect(down.asking).toEqual({ seat: 1, ask: 'action' });
    const theirs = rigged({ turn: 1, phase: 'end', field: [[['plague 4'], [], []], field[1]] });
    expect(theirs.asking).toEqual({ seat: 0, ask: 'action' });
    for (const t of [covered, down, theirs]) expect(t.field(1)).toEqual(field[1]);
  });
});

describe('Plague 5 — "You discard 1 card."', () => {
  test('its owner discards 1 card of their choice; with an empty hand nothing happens', () => {
    const t = rigged({ hands: [['plague 5', 'fire 1', 'life 1']] });
    t.play(0, 'plague 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'life 1');
    expect(t.trash(0)).toEqual(['life 1']);
    expect(t.hand(0)).toEqual(['fire 1']);

    const u = rigged({ hands: [['plague 5']] });
    u.play(0, 'plague 5', 0);
    expect(u.trash(0)).toEqual([]);
    expect(u.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
