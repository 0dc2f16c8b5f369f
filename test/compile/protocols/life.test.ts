/**
 * Life's command cards (spec docs/rules/compile.md, "Command cards", Life).
 * Default protocols: Fire, Gravity, Life (side 0; Life is line 2) against Metal, Water,
 * Light (side 1; Metal is line 0, Light line 2).
 */
import { table } from '../rig';

const sorted = (names: string[]) => [...names].sort();

describe('Life 0 — top "End: If this card is covered, delete this card." | middle "Play the top card of your deck face down in each line where you have a card."', () => {
  test('plays the top card face down in each line where its owner has a card, in the order the owner chooses', () => {
    const t = table({
      field: [[['fire 1 down'], ['gravity 1 down'], []]],
      hands: [['life 0']],
      decks: [['fire 2', 'gravity 2', 'life 1']],
    });
    t.play(0, 'life 0', 2);
    // Life 0 itself counts: it lies in line 2 when its middle box resolves.
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 1, 2]);
    expect(t.legal(1)).toEqual([]);
    t.line(0, 0);
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 1);
    // Line 2, the last, is handled at once; its card covers Life 0, whose top box then
    // deletes it in its owner's End phase.
    expect(t.field(0)).toEqual([['fire 1 down', 'fire 2 down'], ['gravity 1 down', 'gravity 2 down'], ['life 1 down']]);
    expect(t.trash(0)).toEqual(['life 0']);
    expect(t.deck(0)).not.toContain('life 1');
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('stops when Life 0 is covered mid-loop (decision 1): the remaining lines get nothing', () => {
    const t = table({
      field: [[['fire 1 down'], ['gravity 1 down'], []]],
      hands: [['life 0']],
      decks: [['fire 2', 'gravity 2', 'life 1']],
    });
    t.play(0, 'life 0', 2);
    t.line(0, 2);
    // fire 2 went onto Life 0; lines 0 and 1 got nothing; gravity 2 is still on top of the deck.
    expect(t.field(0)).toEqual([['fire 1 down'], ['gravity 1 down'], ['fire 2 down']]);
    expect(t.deck(0).slice(0, 2)).toEqual(['gravity 2', 'life 1']);
    expect(t.logged('played').filter((e) => e.deck)).toHaveLength(1);
    // ...and the covered Life 0 deleted itself at End.
    expect(t.trash(0)).toEqual(['life 0']);
  });

  test('with an empty deck nothing is played and the trash is not reshuffled; the card still plays', () => {
    const t = table({ hands: [['life 0']], rest: 'trash' });
    const trash = t.trash(0).length;
    t.play(0, 'life 0', 2);
    expect(t.field(0)).toEqual([[], [], ['life 0']]);
    expect(t.trash(0)).toHaveLength(trash);
    expect(t.deck(0)).toEqual([]);
    expect(t.logged('reshuffled')).toEqual([]);
    // Uncovered at End: it stays.
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("top (errata): at its owner's End a covered Life 0 deletes itself", () => {
    const t = table({ phase: 'end', field: [[[], [], ['life 0', 'life 1 down']]] });
    expect(t.field(0)).toEqual([[], [], ['life 1 down']]);
    expect(t.trash(0)).toEqual(['life 0']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('top: an uncovered Life 0 stays at End', () => {
    const t = table({ phase: 'end', field: [[[], [], ['life 1 down', 'life 0']]] });
    expect(t.field(0)).toEqual([[], [], ['life 1 down', 'life 0']]);
    expect(t.trash(0)).toEqual([]);
  });

  test("top: a covered Life 0 is not deleted at the opponent's End, nor when face down", () => {
    // Seat 1's End: seat 0's covered Life 0 stays.
    const t = table({ turn: 1, phase: 'end', field: [[[], [], ['life 0', 'life 1 down']]] });
    expect(t.field(0)[2]).toEqual(['life 0', 'life 1 down']);
    expect(t.trash(0)).toEqual([]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    const u = table({ phase: 'end', field: [[[], [], ['life 0 down', 'life 1 down']]] });
    expect(u.field(0)[2]).toEqual(['life 0 down', 'life 1 down']);
    expect(u.trash(0)).toEqual([]);
  });

  test("a play the opponent's Metal 2 forbids does not happen; the text goes on (decision 6)", () => {
    // Metal 2: "Your opponent cannot play cards face down in this line."
    const t = table({
      field: [
        [['fire 1 down'], ['gravity 1 down'], []],
        [['metal 2'], [], []],
      ],
      hands: [['life 0']],
      decks: [['fire 2', 'gravity 2', 'life 1']],
    });
    t.play(0, 'life 0', 2);
    t.line(0, 0);
    expect(t.logged('blocked')).toEqual([expect.objectContaining({ seat: 0, line: 0 })]);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    t.line(0, 1);
    expect(t.field(0)).toEqual([['fire 1 down'], ['gravity 1 down', 'fire 2 down'], ['gravity 2 down']]);
    expect(t.deck(0)[0]).toBe('life 1');
  });

  test('flipped face up by the opponent: its owner resolves the middle box (chooses the order)', () => {
    // Metal 0: "Flip 1 card."
    const t = table({
      turn: 1,
      field: [[['fire 1 down'], [], ['life 0 down']]],
      hands: [[], ['metal 0']],
      decks: [['fire 2', 'gravity 2']],
    });
    t.play(1, 'metal 0', 0);
    expect(sorted(t.targets(1))).toEqual(['fire 1', 'life 0', 'metal 0']);
    t.pick(1, 'life 0');
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.legal(1)).toEqual([]);
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 0);
    // Seat 0's deck feeds it, not seat 1's.
    expect(t.field(0)).toEqual([['fire 1 down', 'fire 2 down'], [], ['life 0', 'gravity 2 down']]);
    // Seat 1's End does not run Life 0's top box.
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });
});

describe('Life 1 — "Flip 1 card. Flip 1 card."', () => {
  test('flips two uncovered cards, either side; covered cards are not targets', () => {
    const t = table({
      field: [
        [['life 3 down'], [], []],
        [['metal 5'], ['water 3', 'water 1 down'], []],
      ],
      hands: [['life 1']],
    });
    t.play(0, 'life 1', 2);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    // Life 1 itself is a card too; the covered Water 3 is not a target.
    expect(sorted(t.targets(0))).toEqual(['life 1', 'life 3', 'metal 5', 'water 1']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'metal 5');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'life 3');
    expect(t.field(0)).toEqual([['life 3'], [], ['life 1']]);
    expect(t.field(1)).toEqual([['metal 5 down'], ['water 3', 'water 1 down'], []]);
  });

  test('as the only uncovered card it flips itself face down, and its text stops there (decision 1)', () => {
    const t = table({ hands: [['life 1']] });
    t.play(0, 'life 1', 2);
    expect(t.field(0)).toEqual([[], [], ['life 1 down']]);
    expect(t.logged('flipped')).toHaveLength(1);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('flipped face up by the opponent: its owner chooses both flips', () => {
    const t = table({
      turn: 1,
      field: [[['fire 1 down'], [], ['life 1 down']]],
      hands: [[], ['metal 0']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'life 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(sorted(t.targets(0))).toEqual(['fire 1', 'life 1', 'metal 0']);
    t.pick(0, 'metal 0');
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    t.pick(0, 'life 1');
    expect(t.field(1)[0]).toEqual(['metal 0 down']);
    expect(t.field(0)).toEqual([['fire 1 down'], [], ['life 1 down']]);
  });
});

describe('Life 2 — "Draw 1 card. You may flip 1 face-down card."', () => {
  const spec = {
    field: [
      [['life 3 down'], [], []],
      [[], ['water 3 down', 'water 1 down'], ['light 1']],
    ] as [string[][], string[][]],
    hands: [['life 2']] as [string[]],
    decks: [['gravity 4']] as [string[]],
  };

  test('draws 1, then may flip an uncovered face-down card (covered and face-up cards are not targets)', () => {
    const t = table(spec);
    t.play(0, 'life 2', 2);
    expect(t.hand(0)).toEqual(['gravity 4']);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['life 3', 'water 1']);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.pick(0, 'life 3');
    expect(t.field(0)).toEqual([['life 3'], [], ['life 2']]);
  });

  test('"may": skipping flips nothing; the draw stands', () => {
    const t = table(spec);
    t.play(0, 'life 2', 2);
    t.skip(0);
    expect(t.field(0)).toEqual([['life 3 down'], [], ['life 2']]);
    expect(t.field(1)).toEqual([[], ['water 3 down', 'water 1 down'], ['light 1']]);
    expect(t.hand(0)).toEqual(['gravity 4']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('with no uncovered face-down card to flip it only draws (nothing asked)', () => {
    const t = table({
      hands: [['life 2']],
      decks: [['gravity 4']],
      field: [
        [['life 3 down', 'gravity 1'], [], []],
        [['metal 3'], [], []],
      ],
    });
    t.play(0, 'life 2', 2);
    expect(t.hand(0)).toEqual(['gravity 4']);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('flipped face up by the opponent: its owner draws and decides the flip', () => {
    const t = table({
      turn: 1,
      field: [[['fire 1 down'], [], ['life 2 down']]],
      hands: [[], ['metal 0']],
      decks: [['gravity 4']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'life 2');
    expect(t.hand(0)).toEqual(['gravity 4']);
    expect(t.hand(1)).toEqual([]);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['fire 1']);
    t.skip(0);
    expect(t.field(0)).toEqual([['fire 1 down'], [], ['life 2']]);
  });
});

describe('Life 3 — bottom "When this card would be covered: First, play the top card of your deck face down in another line."', () => {
  test('before the covering card lands, its owner plays the top card of the deck face down in another line', () => {
    const t = table({ field: [[[], [], ['life 3']]], hands: [['fire 1']], decks: [['gravity 1']] });
    t.play(0, 'fire 1', 2, false);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 1]);
    // The covering card has not landed yet.
    expect(t.field(0)[2]).toEqual(['life 3']);
    t.line(0, 1);
    expect(t.field(0)).toEqual([[], ['gravity 1 down'], ['life 3', 'fire 1 down']]);
  });

  test('with an empty deck nothing is played; the covering card still lands', () => {
    const t = table({ field: [[[], [], ['life 3']]], hands: [['fire 1']], rest: 'trash' });
    t.play(0, 'fire 1', 2, false);
    expect(t.field(0)).toEqual([[], [], ['life 3', 'fire 1 down']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a covered Life 3 (bottom box hidden) or a face-down one does nothing', () => {
    const t = table({ field: [[[], [], ['life 3', 'life 4 down']]], hands: [['fire 1']], decks: [['gravity 1']] });
    t.play(0, 'fire 1', 2, false);
    expect(t.field(0)).toEqual([[], [], ['life 3', 'life 4 down', 'fire 1 down']]);
    expect(t.deck(0)[0]).toBe('gravity 1');

    const u = table({ field: [[[], [], ['life 3 down']]], hands: [['fire 1']], decks: [['gravity 1']] });
    u.play(0, 'fire 1', 2, false);
    expect(u.field(0)).toEqual([[], [], ['life 3 down', 'fire 1 down']]);
    expect(u.deck(0)[0]).toBe('gravity 1');
  });

  test('only a line where the play is allowed may be chosen (Metal 2, decision 6)', () => {
    const t = table({
      field: [
        [[], [], ['life 3']],
        [['metal 2'], [], []],
      ],
      hands: [['fire 1']],
      decks: [['gravity 1']],
    });
    t.play(0, 'fire 1', 2, false);
    // Line 0 is barred, so line 1 is the only choice and is taken at once.
    expect(t.field(0)).toEqual([[], ['gravity 1 down'], ['life 3', 'fire 1 down']]);
  });

  test("covered by the opponent's effect (Light 3 shifting its face-down cards): its owner chooses the line", () => {
    // Light 3: "Shift all face-down cards in this line to another line."
    const t = table({
      turn: 1,
      field: [[['life 3'], [], ['fire 1 down']]],
      hands: [[], ['light 3']],
      decks: [['gravity 1']],
    });
    t.play(1, 'light 3', 2);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
    t.line(1, 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.legal(1)).toEqual([]);
    expect(t.lines(0)).toEqual([1, 2]);
    t.line(0, 1);
    expect(t.field(0)).toEqual([['life 3', 'fire 1 down'], ['gravity 1 down'], []]);
  });
});

describe('Life 4 — "If this card is covering a card, draw 1 card."', () => {
  test('covering a card: draws 1', () => {
    const t = table({ field: [[[], [], ['fire 3 down']]], hands: [['life 4']], decks: [['gravity 1']] });
    t.play(0, 'life 4', 2);
    expect(t.hand(0)).toEqual(['gravity 1']);
  });

  test('covering nothing: no draw', () => {
    const t = table({ hands: [['life 4']], decks: [['gravity 1']] });
    t.play(0, 'life 4', 2);
    expect(t.hand(0)).toEqual([]);
    expect(t.deck(0)[0]).toBe('gravity 1');
    expect(t.logged('drew')).toEqual([]);
  });

  test('flipped face up by the opponent while covering a card: its owner draws', () => {
    const t = table({
      turn: 1,
      field: [[[], [], ['fire 3 down', 'life 4 down']]],
      hands: [[], ['metal 0']],
      decks: [['gravity 1']],
    });
    t.play(1, 'metal 0', 0);
    t.pick(1, 'life 4');
    expect(t.hand(0)).toEqual(['gravity 1']);
    expect(t.hand(1)).toEqual([]);
  });
});

describe('Life 5 — "You discard 1 card."', () => {
  test('its owner discards 1 card of their choice; with an empty hand nothing happens', () => {
    const t = table({ hands: [['life 5', 'fire 1', 'gravity 1']] });
    t.play(0, 'life 5', 2);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    expect(t.legal(1)).toEqual([]);
    t.discard(0, 'fire 1');
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual(['gravity 1']);

    const u = table({ hands: [['life 5']] });
    u.play(0, 'life 5', 2);
    expect(u.field(0)[2]).toEqual(['life 5']);
    expect(u.trash(0)).toEqual([]);
    expect(u.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
