/**
 * Gravity (no 3): rule scenarios for every box with text (spec docs/rules/compile.md,
 * "Command cards"). Default protocols: seat 0 Fire, Gravity, Life against Metal, Water,
 * Light, so Gravity is seat 0's line 1.
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table } from '../rig';

const sorted = (names: string[]) => [...names].sort();

describe('Gravity 0 — "For every 2 cards in this line (both stacks), play the top card of your deck face down under this card."', () => {
  test('4 cards in the line (itself included): the top 2 deck cards go face down under it', () => {
    const t = table({
      field: [
        [[], ['fire 1'], []],
        [[], ['water 1', 'water 2'], []],
      ],
      hands: [['gravity 0']],
      decks: [['life 1', 'life 2', 'life 3']],
    });
    t.play(0, 'gravity 0', 1);
    const stack = t.field(0)[1]!;
    expect(stack).toHaveLength(4);
    expect(stack[0]).toBe('fire 1');
    expect(stack[3]).toBe('gravity 0');
    expect(sorted(stack.slice(1, 3))).toEqual(['life 1 down', 'life 2 down']);
    expect(t.deck(0)[0]).toBe('life 3');
    expect(t.logged('playedUnder')).toEqual([{ type: 'playedUnder', seat: 0, line: 1, count: 2 }]);
    // Nothing covered Gravity 0: it is still on top, and the opponent sees backs beneath it.
    expect(t.view(1).sides[0]!.stacks[1]!.cards.slice(1, 3)).toEqual([{ up: false }, { up: false }]);
    expect(t.view(1).sides[0]!.stacks[1]!.total).toBe(1 + 2 + 2 + 0);
    expect(t.field(1)[1]).toEqual(['water 1', 'water 2']);
  });

  test('an odd count rounds down: 3 cards give 1', () => {
    const t = table({ field: [[], [[], ['water 1', 'water 2'], []]], hands: [['gravity 0']], decks: [['life 1', 'life 2']] });
    t.play(0, 'gravity 0', 1);
    expect(t.field(0)[1]).toEqual(['life 1 down', 'gravity 0']);
    expect(t.deck(0)[0]).toBe('life 2');
  });

  test('with an empty deck nothing is played (no reshuffle of the trash)', () => {
    const t = table({ field: [[], [[], ['water 1'], []]], hands: [['gravity 0']], rest: 'trash' });
    expect(t.deck(0)).toEqual([]);
    const trash = t.trash(0).length;
    t.play(0, 'gravity 0', 1);
    expect(t.field(0)[1]).toEqual(['gravity 0']);
    expect(t.trash(0)).toHaveLength(trash);
    expect(t.logged('reshuffled')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Gravity 1 — "Draw 2 cards. Shift 1 card either to or from this line."', () => {
  const position = () =>
    table({
      field: [
        [[], [], ['life 3 down']],
        [['metal 1'], ['water 0 down', 'water 2'], []],
      ],
      hands: [['gravity 1']],
      decks: [['life 1', 'life 2']],
    });

  test('draws 2, then a card from another line is shifted to this line (no line to choose)', () => {
    const t = position();
    t.play(0, 'gravity 1', 1);
    expect(t.hand(0)).toEqual(['life 1', 'life 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    // Any uncovered card, either side, itself included; not the covered water 0; no skip.
    expect(sorted(t.targets(0))).toEqual(['gravity 1', 'life 3', 'metal 1', 'water 2']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'metal 1');
    expect(t.field(1)).toEqual([[], ['water 0 down', 'water 2', 'metal 1'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test("a card in this line is shifted from it, to a line of its owner's side the player chooses", () => {
    const t = position();
    t.play(0, 'gravity 1', 1);
    t.pick(0, 'water 2');
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 2);
    expect(t.field(1)).toEqual([['metal 1'], ['water 0 down'], ['water 2']]);
  });

  test('with no card to shift but itself, it draws 2 and shifts itself away from this line', () => {
    const t = table({ hands: [['gravity 1']], decks: [['life 1', 'life 2']] });
    t.play(0, 'gravity 1', 1);
    expect(t.hand(0)).toEqual(['life 1', 'life 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    t.line(0, 0);
    expect(t.field(0)).toEqual([['gravity 1'], [], []]);
  });
});

describe('Gravity 2 — "Flip 1 card. Shift that card to this line."', () => {
  test('flips an uncovered card, then shifts it to this line on its own side', () => {
    const t = table({
      field: [[], [['metal 0', 'metal 1'], ['water 2'], []]],
      hands: [['gravity 2']],
    });
    t.play(0, 'gravity 2', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(sorted(t.targets(0))).toEqual(['gravity 2', 'metal 1', 'water 2']);
    t.pick(0, 'metal 1');
    // Metal 1 left its place and uncovered Metal 0, whose middle ("Flip 1 card.") seat 1
    // resolves before Metal 1 lands (spec: "leaves its place first, ... then it lands").
    expect(t.asking).toEqual({ seat: 1, ask: 'flip' });
    expect(t.legal(0)).toEqual([]);
    expect(t.field(1)).toEqual([['metal 0'], ['water 2'], []]);
    expect(t.view('spectator').transit).toEqual([{ side: 1, line: 1, up: false }]);
    expect(sorted(t.targets(1))).toEqual(['gravity 2', 'metal 0', 'water 2']);
    t.pick(1, 'water 2');
    expect(t.field(1)).toEqual([['metal 0'], ['water 2 down', 'metal 1 down'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a card flipped face up resolves its middle box (its owner resolves it) before it is shifted', () => {
    // Light 4: "Your opponent reveals their hand."
    const t = table({
      field: [[], [[], [], ['light 4 down']]],
      hands: [['gravity 2', 'life 1']],
    });
    t.play(0, 'gravity 2', 1);
    t.pick(0, 'light 4');
    const shown = t.logged('handShown');
    expect(shown).toEqual([{ type: 'handShown', seat: 0, cards: [{ protocol: 'life', value: 1 }] }]);
    expect(t.field(1)).toEqual([[], ['light 4'], []]);
    const types = t.log.map((e) => e.type);
    expect(types.indexOf('handShown')).toBeLessThan(types.indexOf('shifted'));
  });

  test('"that card" is shifted even if it became covered meanwhile (and lands uncovered, resolving again)', () => {
    // Life 0: "Play the top card of your deck face down in each line where you have a card."
    const t = table({
      field: [[[], [], ['life 0 down']]],
      hands: [['gravity 2']],
      decks: [['fire 3']],
      rest: 'trash',
    });
    t.play(0, 'gravity 2', 1);
    t.pick(0, 'life 0');
    // Life 0 resolves: I have cards in lines 1 and 2; line 2 first covers Life 0 itself.
    expect(t.asking).toEqual({ seat: 0, ask: 'line' });
    t.line(0, 2);
    // Life 0, now covered, stops; Gravity 2 shifts it anyway, onto itself in line 1,
    // where Life 0 lands uncovered and resolves again: with an empty deck it asks nothing.
    expect(t.field(0)).toEqual([[], ['gravity 2', 'life 0'], ['fire 3 down']]);
    expect(t.logged('resolving').map((e) => `${e.protocol} ${e.value} ${e.box} ${e.cause}`)).toEqual([
      'gravity 2 middle play',
      'life 0 middle flip',
      'life 0 middle land',
      'life 0 top end',
    ]);
    expect(t.logged('shifted')).toHaveLength(1);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a card already in this line is flipped and stays where it is', () => {
    const t = table({ field: [[], [['metal 1'], ['water 2'], []]], hands: [['gravity 2']] });
    t.play(0, 'gravity 2', 1);
    t.pick(0, 'water 2');
    expect(t.field(1)).toEqual([['metal 1'], ['water 2 down'], []]);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('alone on the field it must flip itself, and then its text stops', () => {
    const t = table({ hands: [['gravity 2']] });
    t.play(0, 'gravity 2', 1);
    expect(t.field(0)).toEqual([[], ['gravity 2 down'], []]);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Gravity 4 — "Shift 1 face-down card to this line."', () => {
  test('shifts an uncovered face-down card of either side to this line, on its own side', () => {
    const t = table({
      field: [
        [[], [], ['life 1 down']],
        [['metal 1 down'], ['water 1 down'], ['light 1 down', 'light 2']],
      ],
      hands: [['gravity 4']],
    });
    t.play(0, 'gravity 4', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    // Not the covered light 1, not face-up light 2, not water 1 (already in this line).
    expect(sorted(t.targets(0))).toEqual(['life 1', 'metal 1']);
    t.pick(0, 'metal 1');
    expect(t.field(1)).toEqual([[], ['water 1 down', 'metal 1 down'], ['light 1 down', 'light 2']]);
    expect(t.view(0).sides[1]!.stacks[1]!.cards).toEqual([{ up: false }, { up: false }]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('with no such card it is still played and nothing happens', () => {
    const t = table({ field: [[], [['metal 1'], [], ['light 1 down', 'light 2']]], hands: [['gravity 4']] });
    t.play(0, 'gravity 4', 1);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Gravity 5 — "You discard 1 card."', () => {
  test("discards one card of its owner's choice; with an empty hand nothing happens", () => {
    const t = table({ hands: [['gravity 5', 'fire 1', 'life 1']] });
    t.play(0, 'gravity 5', 1);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 1');
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual(['life 1']);

    const empty = table({ hands: [['gravity 5']] });
    empty.play(0, 'gravity 5', 1);
    expect(empty.trash(0)).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Gravity 6 — "Your opponent plays the top card of their deck face down in this line."', () => {
  test("the opponent's top deck card lands face down on their stack in this line", () => {
    const t = table({ field: [[], [[], ['water 2'], []]], hands: [['gravity 6']], decks: [[], ['light 3', 'light 4']] });
    t.play(0, 'gravity 6', 1);
    expect(t.field(1)).toEqual([[], ['water 2', 'light 3 down'], []]);
    expect(t.deck(1)[0]).toBe('light 4');
    const played = (viewer: 0 | 1 | 'spectator') => t.seen(viewer).find((e) => e.type === 'played' && e.seat === 1);
    expect(played(0)).toEqual({ type: 'played', seat: 1, line: 1, up: false, deck: true });
    expect(played('spectator')).not.toHaveProperty('protocol');
    expect(played(1)).toMatchObject({ protocol: 'light', value: 3 });
    expect(t.view(0).sides[1]!.stacks[1]!.cards[1]).toEqual({ up: false });
  });

  test("with the opponent's deck empty nothing is played (no reshuffle)", () => {
    const t = table({ hands: [['gravity 6']], rest: 'trash' });
    const trash = t.trash(1).length;
    t.play(0, 'gravity 6', 1);
    expect(t.field(1)).toEqual([[], [], []]);
    expect(t.trash(1)).toHaveLength(trash);
    expect(t.logged('reshuffled')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('a play restriction binds it (decision 6): under my covered Metal 2 the opponent cannot play face down here', () => {
    // Metal 2 top: "Your opponent cannot play cards face down in this line."
    const t = table({
      protocols: [
        ['fire', 'gravity', 'metal'],
        ['water', 'light', 'life'],
      ],
      field: [[[], ['metal 2'], []]],
      hands: [['gravity 6']],
    });
    const deck = t.deck(1);
    t.play(0, 'gravity 6', 1);
    expect(t.field(0)[1]).toEqual(['metal 2', 'gravity 6']);
    expect(t.field(1)).toEqual([[], [], []]);
    expect(t.deck(1)).toEqual(deck);
    expect(t.logged('blocked')).toEqual([{ type: 'blocked', seat: 1, line: 1 }]);
  });
});

/**
 * Seat 1 holds Gravity, face up under a face-down card; seat 0's Death 3 ("Delete 1 face-down
 * card.") deletes the covering card: the uncovered middle box is seat 1's to resolve.
 */
describe('a Gravity middle box uncovered by the opponent is resolved by its owner', () => {
  const OWNED: [Protocol[], Protocol[]] = [
    ['death', 'fire', 'life'],
    ['gravity', 'water', 'light'],
  ];
  const cases: { card: string; field: [string[][], string[][]]; ask: string; targets?: string[] }[] = [
    {
      card: 'gravity 1',
      field: [
        [[], ['fire 1'], []],
        [['gravity 1', 'light 5 down'], ['water 1'], []],
      ],
      ask: 'shift',
      targets: ['death 3', 'fire 1', 'gravity 1', 'water 1'],
    },
    {
      card: 'gravity 2',
      field: [
        [[], ['fire 1'], []],
        [['gravity 2', 'light 5 down'], [], []],
      ],
      ask: 'flip',
      targets: ['death 3', 'fire 1', 'gravity 2'],
    },
    {
      card: 'gravity 4',
      field: [
        [[], ['fire 1 down'], []],
        [['gravity 4', 'light 5 down'], [], ['water 1 down']],
      ],
      ask: 'shift',
      targets: ['fire 1', 'water 1'],
    },
  ];
  test.each(cases)('$card', ({ card, field, ask, targets }) => {
    const t = table({ protocols: OWNED, field, hands: [['death 3']] });
    t.play(0, 'death 3', 0);
    if (t.asking?.seat === 0) t.pick(0, 'light 5');
    expect(t.trash(1)).toEqual(['light 5']);
    expect(t.field(1)[0]).toEqual([card]);
    expect(t.asking).toEqual({ seat: 1, ask });
    expect(t.legal(0)).toEqual([]);
    expect(t.view(1).waitingFor).toEqual([1]);
    if (targets) expect(sorted(t.targets(1))).toEqual(targets);
    t.refuse(0, { type: 'skip' }, 'not_your_turn');
  });

  test("the owner's Gravity 4 shifts seat 0's face-down card to its line, on seat 0's side", () => {
    const t = table({
      protocols: OWNED,
      field: [
        [[], ['fire 1 down'], []],
        [['gravity 4', 'light 5 down'], [], ['water 1 down']],
      ],
      hands: [['death 3']],
    });
    t.play(0, 'death 3', 0);
    t.pick(0, 'light 5');
    t.pick(1, 'fire 1');
    expect(t.field(0)).toEqual([['death 3', 'fire 1 down'], [], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
