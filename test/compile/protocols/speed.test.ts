/**
 * Speed: one scenario or more per card box with text (spec docs/rules/compile.md,
 * "Command cards", Speed), with the settled rulings that concern it (Speed 2 and the
 * compile; Speed 1 against Plague 1 after a clear cache, decision 9).
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table, type Table } from '../rig';

/** Seat 0 holds Speed; seat 1 holds Darkness (Darkness 1 flips seat 0's cards) and Plague. */
const P: [Protocol[], Protocol[]] = [
  ['speed', 'fire', 'life'],
  ['darkness', 'plague', 'water'],
];

const ups = (t: Table, seat: 0 | 1) => t.legal(seat).filter((a) => a.type === 'play' && a.up);
const downs = (t: Table, seat: 0 | 1) => t.legal(seat).filter((a) => a.type === 'play' && !a.up);
const compiled = (t: Table, side: 0 | 1) => t.view('spectator').sides[side]!.protocols.map((p) => p.compiled);

describe('Speed 0 — "Play 1 card."', () => {
  test('normal: I play a second card (face up where its protocol allows, face down anywhere); it resolves', () => {
    const t = table({ protocols: P, hands: [['speed 0', 'speed 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'speed 0', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    expect(ups(t, 0)).toEqual([{ type: 'play', hand: 0, line: 0, up: true }]);
    expect(downs(t, 0)).toHaveLength(3);
    t.play(0, 'speed 1', 0);
    expect(t.field(0)[0]).toEqual(['speed 0', 'speed 1']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('cannot be done (empty hand): Speed 0 still plays, nothing happens', () => {
    const t = table({ protocols: P, hands: [['speed 0']] });
    t.play(0, 'speed 0', 0);
    expect(t.field(0)[0]).toEqual(['speed 0']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Speed 0: I (its owner) make the play', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[[], ['speed 0 down']]],
      hands: [['fire 1'], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.field(0)[1]).toEqual(['speed 0']);
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
    expect(t.legal(1)).toEqual([]);
    expect(t.view(1).waitingFor).toEqual([0]);
    t.play(0, 'fire 1', 2, false);
    expect(t.field(0)[2]).toEqual(['fire 1 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Speed 1 — top "After you clear cache: Draw 1 card." | middle "Draw 2 cards."', () => {
  const six = ['fire 2', 'fire 3', 'fire 4', 'life 2', 'life 3', 'life 4'];

  test('middle: draw 2', () => {
    const t = table({ protocols: P, hands: [['speed 1']], decks: [['fire 1', 'fire 2', 'fire 3']] });
    t.play(0, 'speed 1', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.deck(0)[0]).toBe('fire 3');
  });

  test('opponent flips my face-down Speed 1: I (its owner) draw', () => {
    const t = table({ protocols: P, turn: 1, field: [[['speed 1 down']]], hands: [[], ['darkness 1']], decks: [['fire 1', 'fire 2']] });
    t.play(1, 'darkness 1', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.hand(1)).toEqual([]);
  });

  test('top: after I clear cache I draw 1 (the top box works while covered)', () => {
    const t = table({
      protocols: P,
      phase: 'cache',
      field: [[['speed 1', 'fire 1 down']]],
      hands: [six],
      decks: [['life 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 2');
    expect(t.trash(0)).toEqual(['fire 2']);
    expect(t.hand(0)).toEqual(['fire 3', 'fire 4', 'life 1', 'life 2', 'life 3', 'life 4']);
    expect(t.logged('drew')).toEqual([{ type: 'drew', seat: 0, count: 1, secret: { to: [0], cards: [{ protocol: 'life', value: 1 }] } }]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('top: face down, Speed 1 draws nothing after a clear cache', () => {
    const t = table({ protocols: P, phase: 'cache', field: [[['speed 1 down']]], hands: [six], decks: [['life 1']] });
    t.discard(0, 'fire 2');
    expect(t.hand(0)).toHaveLength(5);
    expect(t.logged('drew')).toEqual([]);
  });

  test('top with the opponent\'s Plague 1 ("After your opponent discards cards: Draw 1 card."): the active player orders them', () => {
    const rigged = () =>
      table({
        protocols: P,
        phase: 'cache',
        field: [[['speed 1']], [[], ['plague 1']]],
        hands: [six],
        decks: [['life 1'], ['water 1']],
      });
    const t = rigged();
    t.discard(0, 'life 4');
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0)).toEqual([
      { type: 'first', side: 0, line: 0, at: 0 },
      { type: 'first', side: 1, line: 1, at: 0 },
    ]);
    t.first(0, 'speed 1');
    expect(t.logged('drew').map((e) => e.seat)).toEqual([0, 1]);
    expect(t.hand(0)).toContain('life 1');
    expect(t.hand(1)).toEqual(['water 1']);

    const u = rigged();
    u.discard(0, 'life 4');
    u.first(0, 'plague 1');
    expect(u.logged('drew').map((e) => e.seat)).toEqual([1, 0]);
  });
});

describe('Speed 2 — top "When this card would be deleted by compiling: Shift this card instead, even if this card is covered."', () => {
  test('my compile: covered Speed 2 shifts instead of being deleted, and the compile completes', () => {
    const t = table({
      protocols: P,
      phase: 'compile',
      field: [[['speed 2', 'speed 5', 'speed 4']], [['darkness 1 down']]],
    });
    // The one compilable line is compiled at once; Speed 2 asks its owner where it goes.
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.lines(0)).toEqual([1, 2]);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.line(0, 2);
    expect(t.field(0)).toEqual([[], [], ['speed 2']]);
    expect(t.field(1)).toEqual([[], [], []]);
    expect([...t.trash(0)].sort()).toEqual(['speed 4', 'speed 5']);
    expect(t.trash(1)).toEqual(['darkness 1']);
    expect(compiled(t, 0)).toEqual([true, false, false]);
    expect(t.logged('compiled')).toEqual([{ type: 'compiled', seat: 0, line: 0, protocol: 'speed' }]);
    // Compiling skipped the action phase: the turn passed.
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the opponent compiles the line: my covered Speed 2 shifts, and I (its owner) choose the line', () => {
    const t = table({
      protocols: P,
      turn: 1,
      phase: 'compile',
      field: [[['speed 2', 'fire 1 down']], [['darkness 5', 'darkness 4', 'darkness 3']]],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(1)).toEqual([]);
    t.line(0, 1);
    expect(t.field(0)).toEqual([[], ['speed 2'], []]);
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(compiled(t, 1)).toEqual([true, false, false]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('face down, Speed 2 is deleted with the rest', () => {
    const t = table({ protocols: P, phase: 'compile', field: [[['speed 2 down', 'speed 5', 'speed 4']]] });
    expect(t.field(0)).toEqual([[], [], []]);
    expect([...t.trash(0)].sort()).toEqual(['speed 2', 'speed 4', 'speed 5']);
    expect(compiled(t, 0)).toEqual([true, false, false]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});

describe('Speed 3 — middle "Shift 1 of your other cards." | bottom "End: You may shift 1 of your cards. If you do, flip this card."', () => {
  test("middle: I shift one of my other uncovered cards (not Speed 3, not covered, not the opponent's)", () => {
    const t = table({
      protocols: P,
      field: [
        [[], ['fire 1 down', 'fire 3'], ['life 1']],
        [[], ['water 3']],
      ],
      hands: [['speed 3']],
    });
    t.play(0, 'speed 3', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.targets(0)).toEqual(['fire 3', 'life 1']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'fire 3');
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 0);
    expect(t.field(0)).toEqual([['speed 3', 'fire 3'], ['fire 1 down'], ['life 1']]);
  });

  test('middle cannot be done (no other card of mine): Speed 3 still plays, nothing happens', () => {
    const t = table({ protocols: P, field: [undefined, [['water 3']]], hands: [['speed 3']] });
    t.play(0, 'speed 3', 0);
    expect(t.field(0)).toEqual([['speed 3'], [], []]);
    expect(t.logged('shifted')).toEqual([]);
    // The turn went on to my End, where Speed 3's bottom box asks (it may shift itself).
    expect(t.view(0).turn?.phase).toBe('end');
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.targets(0)).toEqual(['speed 3']);
    t.skip(0);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Speed 3: I (its owner) shift one of my other cards', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[['fire 1 down'], ['speed 3 down'], ['life 1']]],
      hands: [[], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 0);
    // Darkness 1 had three targets: seat 1 chooses.
    expect(t.asking).toEqual({ seat: 1, ask: 'flip' });
    t.pick(1, 'speed 3');
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['fire 1', 'life 1']);
    t.pick(0, 'life 1').line(0, 1);
    expect(t.field(0)).toEqual([['fire 1 down'], ['speed 3', 'life 1'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });

  test('bottom: at my End I shift a card of mine, and then Speed 3 flips face down', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['speed 3'], ['fire 1']]] });
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.targets(0)).toEqual(['speed 3', 'fire 1']);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.pick(0, 'fire 1').line(0, 2);
    expect(t.field(0)).toEqual([['speed 3 down'], [], ['fire 1']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('bottom: Speed 3 may shift itself ("1 of your cards"); it lands, then flips face down', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['speed 3'], ['fire 1']]] });
    t.pick(0, 'speed 3').line(0, 2);
    expect(t.field(0)).toEqual([[], ['fire 1'], ['speed 3 down']]);
  });

  test('bottom, decision 1: a card shifted onto Speed 3 covers it, so "flip this card" no longer runs', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['speed 3'], ['fire 1']]] });
    t.pick(0, 'fire 1').line(0, 0);
    expect(t.field(0)).toEqual([['speed 3', 'fire 1'], [], []]);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('bottom "may" skipped: no shift, so no flip', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['speed 3'], ['fire 1']]] });
    t.skip(0);
    expect(t.field(0)).toEqual([['speed 3'], ['fire 1'], []]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('bottom: covered, Speed 3 does nothing at End', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['speed 3', 'fire 1 down']]] });
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    expect(t.field(0)[0]).toEqual(['speed 3', 'fire 1 down']);
  });
});

describe('Speed 4 — "Shift 1 of your opponent\'s face-down cards."', () => {
  test("normal: only the opponent's uncovered face-down cards are targets", () => {
    const t = table({
      protocols: P,
      field: [
        [[], ['life 1 down']],
        [['darkness 1 down', 'darkness 2 down'], ['plague 1'], ['water 1 down']],
      ],
      hands: [['speed 4']],
    });
    t.play(0, 'speed 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.targets(0)).toEqual(['darkness 2', 'water 1']);
    t.pick(0, { side: 1, line: 2, at: 0 });
    expect(t.lines(0)).toEqual([0, 1]);
    t.line(0, 1);
    expect(t.field(1)).toEqual([['darkness 1 down', 'darkness 2 down'], ['plague 1', 'water 1 down'], []]);
    // I moved it, but it is not mine: I see a back, and the event names no face.
    expect(t.seen(0).filter((e) => e.type === 'shifted')).toEqual([{ type: 'shifted', side: 1, line: 2, at: 0, to: 1, up: false }]);
    expect(t.view(0).sides[1]!.stacks[1]!.cards).toEqual([{ up: true, protocol: 'plague', value: 1 }, { up: false }]);
    expect(t.view(1).sides[1]!.stacks[1]!.cards[1]).toEqual({ up: false, protocol: 'water', value: 1 });
  });

  test('cannot be done (the opponent has no face-down card uncovered): nothing happens', () => {
    const t = table({ protocols: P, field: [undefined, [['darkness 1 down', 'darkness 2'], ['plague 1']]], hands: [['speed 4']] });
    t.play(0, 'speed 4', 0);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Speed 4: I (its owner) shift one of their face-down cards', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[['speed 4 down']], [[], ['plague 2 down'], ['water 1 down']]],
      hands: [[], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['plague 2', 'water 1']);
    t.pick(0, { side: 1, line: 1, at: 0 }).line(0, 2);
    expect(t.field(1)).toEqual([['darkness 1'], [], ['water 1 down', 'plague 2 down']]);
  });
});

describe('Speed 5 — "You discard 1 card."', () => {
  test('I discard 1; it is not a clear cache, so a covered Speed 1 does not draw', () => {
    const t = table({ protocols: P, field: [[['speed 1']]], hands: [['speed 5', 'fire 1', 'fire 2']], decks: [['life 1']] });
    t.play(0, 'speed 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 1');
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual(['fire 2']);
    expect(t.logged('drew')).toEqual([]);
  });

  test('with an empty hand nothing happens', () => {
    const t = table({ protocols: P, hands: [['speed 5']] });
    t.play(0, 'speed 5', 0);
    expect(t.logged('discarded')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
