/**
 * Light's command cards (spec docs/rules/compile.md, "Command cards", Light).
 * Protocols: Light, Darkness, Life (side 0; Light is line 0, Darkness line 1) against
 * Metal, Water, Fire (side 1; Metal is line 0).
 */
import { table, type Rig } from '../rig';

const sorted = (names: string[]) => [...names].sort();
const PROTOCOLS: Rig['protocols'] = [
  ['light', 'darkness', 'life'],
  ['metal', 'water', 'fire'],
];
const rigged = (spec: Rig) => table({ protocols: PROTOCOLS, ...spec });

describe('Light 0 — "Flip 1 card. Draw cards equal to that card\'s value."', () => {
  test('a card flipped face down counts as 2 (its value now)', () => {
    const t = rigged({
      field: [undefined, [['metal 5'], ['water 3', 'water 1 down'], []]],
      hands: [['light 0']],
      decks: [['darkness 0', 'darkness 1', 'life 0']],
    });
    t.play(0, 'light 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    // Covered Water 3 is not a target; Light 0 itself is.
    expect(sorted(t.targets(0))).toEqual(['light 0', 'metal 5', 'water 1']);
    t.pick(0, 'metal 5');
    expect(t.field(1)[0]).toEqual(['metal 5 down']);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1']);
    expect(t.deck(0)[0]).toBe('life 0');
  });

  test('a card flipped face up counts its printed value', () => {
    const t = rigged({
      field: [[[], [], ['life 3 down']]],
      hands: [['light 0']],
      decks: [['darkness 0', 'darkness 1', 'life 0', 'life 1']],
    });
    t.play(0, 'light 0', 0);
    t.pick(0, 'life 3');
    expect(t.field(0)[2]).toEqual(['life 3']);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1', 'life 0']);
    expect(t.deck(0)[0]).toBe('life 1');
  });

  test("a card flipped face down under Darkness 2's top box counts as 4 (decision 8)", () => {
    // Darkness 2: "All face-down cards in this stack have a value of 4."
    const t = rigged({
      field: [[[], ['darkness 2', 'life 1'], []]],
      hands: [['light 0']],
      decks: [['darkness 0', 'darkness 1', 'life 0', 'life 2', 'life 4']],
    });
    t.play(0, 'light 0', 0);
    t.pick(0, 'life 1');
    expect(t.field(0)[1]).toEqual(['darkness 2', 'life 1 down']);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1', 'life 0', 'life 2']);
    expect(t.deck(0)[0]).toBe('life 4');
  });

  test('on a face-up Metal 6: Metal 6 deletes itself (the flip is used up) and Light 0 draws 6', () => {
    // Metal 6: "When this card would be covered or flipped: First, delete this card."
    const t = rigged({ field: [undefined, [['metal 6'], [], []]], hands: [['light 0']] });
    t.play(0, 'light 0', 0);
    t.pick(0, 'metal 6');
    expect(t.field(1)[0]).toEqual([]);
    expect(t.trash(1)).toEqual(['metal 6']);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.hand(0)).toHaveLength(6);
    // Six cards: the check cache phase asks for one.
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
  });

  test('on a card that returns itself to its hand before the draw: 2, as a hand is private (decision 8)', () => {
    // "If the flipped card has left the field before the draw: … in a hand or a deck, which
    // are private, it counts 2." Water 4: "Return 1 of your cards." (itself, the only choice)
    const t = rigged({
      field: [undefined, [[], ['water 4 down'], []]],
      hands: [['light 0']],
      decks: [['darkness 0', 'darkness 1', 'life 0', 'life 1', 'life 2']],
    });
    t.play(0, 'light 0', 0);
    t.pick(0, 'water 4');
    expect(t.field(1)[1]).toEqual([]);
    expect(t.hand(1)).toContain('water 4');
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1']);
    expect(t.deck(0)[0]).toBe('life 0');
  });

  test('on a card that deleted itself before the draw: its printed value, as a trash is public (decision 8)', () => {
    // "in a trash it counts its printed value (Metal 6 draws 6)" — here a face-down Fire 1
    // flipped face up: "Discard 1 card. If you do, delete 1 card." deletes itself.
    const t = rigged({
      field: [undefined, [[], [], ['fire 1 down']]],
      hands: [['light 0'], ['fire 5']],
      decks: [['darkness 0', 'darkness 1', 'life 0', 'life 1', 'life 2']],
    });
    t.play(0, 'light 0', 0);
    t.pick(0, 'fire 1');
    // Seat 1 resolves its Fire 1: its one hand card is the discard; then it deletes Fire 1.
    expect(t.trash(1)).toEqual(['fire 5']);
    t.pick(1, 'fire 1');
    expect(t.trash(1)).toEqual(['fire 5', 'fire 1']);
    expect(t.hand(0)).toEqual(['darkness 0']);
  });

  test('as the only uncovered card it flips itself face down and its text stops: no draw (decision 1)', () => {
    const t = rigged({ hands: [['light 0']], decks: [['darkness 0']] });
    t.play(0, 'light 0', 0);
    expect(t.field(0)[0]).toEqual(['light 0 down']);
    expect(t.hand(0)).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('flipped face up by the opponent: its owner chooses the flip and draws', () => {
    // Metal 0: "Flip 1 card."
    const t = rigged({
      turn: 1,
      field: [[['light 0 down'], [], []]],
      hands: [[], ['metal 0']],
      decks: [['darkness 0', 'darkness 1']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'light 0');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(sorted(t.targets(0))).toEqual(['light 0', 'metal 0']);
    t.pick(0, 'metal 0');
    expect(t.field(1)[0]).toEqual(['metal 0 down']);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1']);
    expect(t.hand(1)).toEqual([]);
  });
});

describe('Light 1 — bottom "End: Draw 1 card."', () => {
  test("played in the action phase, it draws 1 at its owner's End", () => {
    const t = rigged({ hands: [['light 1']], decks: [['darkness 0']] });
    t.play(0, 'light 1', 0);
    expect(t.hand(0)).toEqual(['darkness 0']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('covered, or face down: no draw', () => {
    const t = rigged({ phase: 'end', field: [[['light 1', 'darkness 1 down'], [], []]], decks: [['darkness 0']] });
    expect(t.hand(0)).toEqual([]);
    const u = rigged({ phase: 'end', field: [[['light 1 down'], [], []]], decks: [['darkness 0']] });
    expect(u.hand(0)).toEqual([]);
  });

  test("not at the opponent's End", () => {
    const t = rigged({ turn: 1, phase: 'end', field: [[['light 1'], [], []]], decks: [['darkness 0']] });
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    expect(t.hand(0)).toEqual([]);
  });
});

describe('Light 2 — "Draw 2 cards. Reveal 1 face-down card. You may shift or flip that card."', () => {
  const spec: Rig = {
    field: [undefined, [[], ['water 3 down', 'water 1 down'], ['fire 3 down']]],
    hands: [['light 2']],
    decks: [['darkness 0', 'darkness 1']],
  };

  test('draws 2, reveals an uncovered face-down card to both seats and spectators, then may flip it in place', () => {
    const t = rigged(spec);
    t.play(0, 'light 2', 0);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'reveal' });
    // Covered Water 3 is not a target.
    expect(sorted(t.targets(0))).toEqual(['fire 3', 'water 1']);
    t.pick(0, 'fire 3');
    const revealed = { type: 'revealed', side: 1, line: 2, at: 0, protocol: 'fire', value: 3 };
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(t.seen(viewer)).toContainEqual(revealed);
      expect(t.view(viewer).shown).toEqual({ side: 1, line: 2, at: 0, protocol: 'fire', value: 3 });
    }
    // It is shown, not turned: the field still shows a back to the others.
    expect(t.view('spectator').sides[1]!.stacks[2]!.cards).toEqual([{ up: false }]);
    expect(t.field(1)[2]).toEqual(['fire 3 down']);
    expect(t.asking).toEqual({ seat: 0, ask: 'choice' });
    expect(t.legal(0)).toEqual(
      expect.arrayContaining([{ type: 'choose', option: 'flip' }, { type: 'line', line: 0 }, { type: 'line', line: 1 }, { type: 'skip' }]),
    );
    expect(t.lines(0)).toEqual([0, 1]);
    t.choose(0, 'flip');
    expect(t.field(1)[2]).toEqual(['fire 3']);
    expect(t.view('spectator').shown).toBeNull();
  });

  test('... or shift it: it moves face down to another line of its side', () => {
    const t = rigged(spec);
    t.play(0, 'light 2', 0);
    t.pick(0, 'fire 3');
    t.line(0, 0);
    expect(t.field(1)).toEqual([['fire 3 down'], ['water 3 down', 'water 1 down'], []]);
    expect(t.view(1).shown).toBeNull();
  });

  test('"may": skipping leaves it in place face down; the reveal is over', () => {
    const t = rigged(spec);
    t.play(0, 'light 2', 0);
    t.pick(0, 'water 1');
    t.skip(0);
    expect(t.field(1)).toEqual([[], ['water 3 down', 'water 1 down'], ['fire 3 down']]);
    expect(t.view('spectator').shown).toBeNull();
    expect(t.view(0).shown).toBeNull();
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("its owner's own face-down card is revealed to the opponent and spectators too", () => {
    const t = rigged({ field: [[[], [], ['life 3 down']]], hands: [['light 2']], decks: [['darkness 0', 'darkness 1']] });
    t.play(0, 'light 2', 0);
    // The only target: revealed at once.
    expect(t.seen(1)).toContainEqual({ type: 'revealed', side: 0, line: 2, at: 0, protocol: 'life', value: 3 });
    expect(t.seen('spectator')).toContainEqual({ type: 'revealed', side: 0, line: 2, at: 0, protocol: 'life', value: 3 });
    expect(t.view(1).shown).toEqual({ side: 0, line: 2, at: 0, protocol: 'life', value: 3 });
    expect(t.view(1).sides[0]!.stacks[2]!.cards).toEqual([{ up: false }]);
    t.skip(0);
    expect(t.view(1).shown).toBeNull();
  });

  test('with no face-down card it only draws: nothing is revealed', () => {
    const t = rigged({ field: [undefined, [['metal 3'], [], []]], hands: [['light 2']], decks: [['darkness 0', 'darkness 1']] });
    t.play(0, 'light 2', 0);
    expect(t.hand(0)).toEqual(['darkness 0', 'darkness 1']);
    expect(t.logged('revealed')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('flipped face up by the opponent: its owner draws and chooses what to reveal', () => {
    const t = rigged({
      turn: 1,
      field: [
        [['light 2 down'], ['darkness 1 down'], []],
        [[], [], ['fire 3 down']],
      ],
      hands: [[], ['metal 0']],
      decks: [['darkness 0', 'life 0']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'light 2');
    expect(t.hand(0)).toEqual(['darkness 0', 'life 0']);
    expect(t.asking).toEqual({ seat: 0, ask: 'reveal' });
    expect(t.legal(1)).toEqual([]);
    expect(sorted(t.targets(0))).toEqual(['darkness 1', 'fire 3']);
    t.pick(0, 'fire 3');
    expect(t.asking).toEqual({ seat: 0, ask: 'choice' });
    expect(t.legal(1)).toEqual([]);
    t.skip(0);
  });
});

describe('Light 3 — "Shift all face-down cards in this line to another line."', () => {
  // ENGINE BUG: engine.ts shiftAll commits the cards last first, but runLand lands cards
  // bound for one stack first in, first out (decision 3), so each stack arrives reversed.
  test('shifts the face-down cards of both stacks, covered ones too, each to its own side, keeping their order (decision 7)', () => {
    const t = rigged({
      field: [
        [['life 1 down', 'darkness 1 down'], [], []],
        [['fire 3', 'metal 0 down', 'water 1 down'], [], ['water 2']],
      ],
      hands: [['light 3']],
    });
    t.play(0, 'light 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 2);
    expect(t.field(0)).toEqual([['light 3'], [], ['life 1 down', 'darkness 1 down']]);
    expect(t.field(1)).toEqual([['fire 3'], [], ['water 2', 'metal 0 down', 'water 1 down']]);
  });

  test('covered face-down cards of both stacks go too, each to its own side of the chosen line; face-up cards stay', () => {
    const t = rigged({
      field: [
        [['life 1 down'], [], []],
        [['metal 0 down', 'fire 3'], [], ['water 2']],
      ],
      hands: [['light 3']],
    });
    t.play(0, 'light 3', 0);
    t.line(0, 2);
    expect(t.field(0)).toEqual([['light 3'], [], ['life 1 down']]);
    expect(t.field(1)).toEqual([['fire 3'], [], ['water 2', 'metal 0 down']]);
  });

  test('with no face-down card in its line nothing moves; the card still plays', () => {
    const t = rigged({ field: [undefined, [['metal 3'], ['water 1 down'], []]], hands: [['light 3']] });
    t.play(0, 'light 3', 0);
    if (t.asking?.seat === 0 && t.asking.ask === 'shift') t.line(0, 2);
    expect(t.field(0)).toEqual([['light 3'], [], []]);
    expect(t.field(1)).toEqual([['metal 3'], ['water 1 down'], []]);
    expect(t.logged('shifted')).toEqual([]);
  });

  test('flipped face up by the opponent: its owner chooses the line', () => {
    const t = rigged({
      turn: 1,
      field: [
        [[], ['darkness 1 down', 'light 3 down'], []],
        [[], ['water 1 down'], []],
      ],
      hands: [[], ['metal 0']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'light 3');
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(1)).toEqual([]);
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 2);
    expect(t.field(0)).toEqual([[], ['light 3'], ['darkness 1 down']]);
    expect(t.field(1)).toEqual([['metal 0'], [], ['water 1 down']]);
  });
});

describe('Light 4 — "Your opponent reveals their hand."', () => {
  test("the opponent's hand is shown to everyone", () => {
    const t = rigged({ hands: [['light 4'], ['metal 3', 'water 1']] });
    t.play(0, 'light 4', 0);
    const shown = {
      type: 'handShown',
      seat: 1,
      cards: [
        { protocol: 'metal', value: 3 },
        { protocol: 'water', value: 1 },
      ],
    };
    expect(t.seen(0)).toContainEqual(shown);
    expect(t.seen('spectator')).toContainEqual(shown);
    // The hand stays where it is.
    expect(t.hand(1)).toEqual(['metal 3', 'water 1']);
  });

  test('an empty hand reveals nothing; the card still plays', () => {
    const t = rigged({ hands: [['light 4']] });
    t.play(0, 'light 4', 0);
    expect(t.field(0)[0]).toEqual(['light 4']);
    for (const event of t.logged('handShown')) expect(event.cards).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Light 5 — "You discard 1 card."', () => {
  test('its owner discards 1 card of their choice; with an empty hand nothing happens', () => {
    const t = rigged({ hands: [['light 5', 'darkness 0', 'life 0']] });
    t.play(0, 'light 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'life 0');
    expect(t.trash(0)).toEqual(['life 0']);
    expect(t.hand(0)).toEqual(['darkness 0']);

    const u = rigged({ hands: [['light 5']] });
    u.play(0, 'light 5', 0);
    expect(u.trash(0)).toEqual([]);
    expect(u.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
