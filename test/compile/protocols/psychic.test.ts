/**
 * Psychic: one scenario or more per card box with text (spec docs/rules/compile.md,
 * "Command cards", Psychic), with the settled rulings that concern it (decision 6 for
 * Psychic 1's top box; the revealed hand is public, Psychic 0 and Light 4).
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { rigWithEvents, Table, table } from '../rig';

/** Seat 0 holds Psychic; seat 1 holds Darkness (Darkness 1 flips seat 0's cards). */
const P: [Protocol[], Protocol[]] = [
  ['psychic', 'fire', 'life'],
  ['darkness', 'water', 'light'],
];

const ups = (t: Table, seat: 0 | 1) => t.legal(seat).filter((a) => a.type === 'play' && a.up);
const downs = (t: Table, seat: 0 | 1) => t.legal(seat).filter((a) => a.type === 'play' && !a.up);
const VIEWERS = [0, 1, 'spectator'] as const;

describe('Psychic 0 — "Draw 2 cards. Your opponent discards 2 cards, then reveals their hand."', () => {
  test('normal: I draw 2, the opponent chooses 2 to discard, then the rest of their hand is shown to everybody', () => {
    const t = table({
      protocols: P,
      hands: [['psychic 0'], ['water 1', 'water 2', 'light 1']],
      decks: [['fire 1', 'fire 2']],
    });
    t.play(0, 'psychic 0', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    expect(t.legal(0)).toEqual([]);
    t.discard(1, 'water 1', 'light 1');
    expect([...t.trash(1)].sort()).toEqual(['light 1', 'water 1']);
    expect(t.hand(1)).toEqual(['water 2']);
    const shown = { type: 'handShown', seat: 1, cards: [{ protocol: 'water', value: 2 }] };
    expect(t.logged('handShown')).toEqual([shown]);
    // The revealed hand is public: no secret part, every viewer sees its faces.
    for (const viewer of VIEWERS) expect(t.seen(viewer)).toContainEqual(shown);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('cannot be done in full: an opponent with 1 card discards it and reveals an empty hand', () => {
    const t = table({ protocols: P, hands: [['psychic 0'], ['water 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'psychic 0', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.hand(1)).toEqual([]);
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.logged('handShown')).toEqual([{ type: 'handShown', seat: 1, cards: [] }]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Psychic 0 face up: I (its owner) draw, they (my opponent) discard and reveal', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[[], [], ['psychic 0 down']]],
      hands: [[], ['darkness 1', 'water 1', 'water 2', 'light 1']],
      decks: [['fire 1', 'fire 2']],
    });
    t.play(1, 'darkness 1', 0);
    // Darkness 1 flipped the only target at once; Psychic 0 resolves for seat 0.
    expect(t.field(0)[2]).toEqual(['psychic 0']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.hand(1)).toEqual(['light 1', 'water 1', 'water 2']);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(0)).toEqual([]);
    expect(t.view(1).chain.map((c) => `${c.side}: ${c.protocol} ${c.value}`)).toEqual(['1: darkness 1', '0: psychic 0']);
    t.discard(1, 'water 1', 'water 2');
    expect(t.logged('handShown')).toEqual([{ type: 'handShown', seat: 1, cards: [{ protocol: 'light', value: 1 }] }]);
    // Darkness 1 goes on: "You may shift that card."
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
    t.skip(1);
    expect(t.field(0)[2]).toEqual(['psychic 0']);
  });
});

test('Light 4 — "Your opponent reveals their hand.": the handShown event is public, the hand stays', () => {
  const t = table({
    protocols: [
      ['light', 'psychic', 'fire'],
      ['darkness', 'water', 'life'],
    ],
    hands: [['light 4'], ['water 1', 'life 2']],
  });
  t.play(0, 'light 4', 0);
  const shown = {
    type: 'handShown',
    seat: 1,
    cards: [
      { protocol: 'life', value: 2 },
      { protocol: 'water', value: 1 },
    ],
  };
  expect(t.logged('handShown')).toEqual([shown]);
  for (const viewer of VIEWERS) expect(t.seen(viewer)).toContainEqual(shown);
  expect(t.hand(1)).toEqual(['life 2', 'water 1']);
});

describe('Psychic 1 — top "Your opponent can only play cards face down." | bottom "Start: Flip this card."', () => {
  test("top: the opponent's action offers face-down plays only (refresh stays)", () => {
    const t = table({ protocols: P, turn: 1, field: [[['psychic 1']]], hands: [[], ['darkness 1', 'water 2']] });
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    expect(ups(t, 1)).toEqual([]);
    expect(downs(t, 1)).toHaveLength(6);
    expect(t.legal(1)).toContainEqual({ type: 'refresh' });
    t.refuse(1, { type: 'play', hand: t.handIndex(1, 'darkness 1'), line: 0, up: true }, 'illegal_action');
  });

  test('top: binds while covered; a face-down Psychic 1 binds nothing; it never binds its owner', () => {
    const covered = table({ protocols: P, turn: 1, field: [[['psychic 1', 'fire 1 down']]], hands: [[], ['darkness 1']] });
    expect(ups(covered, 1)).toEqual([]);
    const down = table({ protocols: P, turn: 1, field: [[['psychic 1 down']]], hands: [[], ['darkness 1']] });
    expect(ups(down, 1)).toContainEqual({ type: 'play', hand: 0, line: 0, up: true });
    const own = table({ protocols: P, field: [[['psychic 1']]], hands: [['psychic 2']] });
    expect(ups(own, 0)).toContainEqual({ type: 'play', hand: 0, line: 0, up: true });
  });

  test('top: the opponent\'s own Spirit 1 ("may be played without matching protocols") does not lift it', () => {
    const t = table({
      protocols: [
        ['psychic', 'fire', 'life'],
        ['spirit', 'water', 'light'],
      ],
      turn: 1,
      field: [[['psychic 1']], [['spirit 1']]],
      hands: [[], ['water 2', 'light 2']],
    });
    expect(ups(t, 1)).toEqual([]);
    expect(downs(t, 1)).toHaveLength(6);
  });

  test('top binds plays made by effects (decision 6): the opponent\'s Speed 0 "Play 1 card." may only play face down', () => {
    const t = table({
      protocols: [
        ['speed', 'fire', 'life'],
        ['psychic', 'darkness', 'water'],
      ],
      turn: 1,
      field: [[[], [], ['speed 0 down']], [['psychic 1']]],
      hands: [['fire 1', 'speed 3'], ['darkness 1']],
    });
    t.play(1, 'darkness 1', 1);
    // Darkness 1 flips Speed 0 face up; its owner (seat 0) makes its play.
    expect(t.field(0)[2]).toEqual(['speed 0']);
    expect(t.asking).toEqual({ seat: 0, ask: 'play' });
    expect(t.legal(1)).toEqual([]);
    expect(ups(t, 0)).toEqual([]);
    expect(downs(t, 0)).toHaveLength(6);
    t.refuse(0, { type: 'play', hand: t.handIndex(0, 'speed 3'), line: 0, up: true }, 'illegal_action');
    t.play(0, 'speed 3', 0, false);
    expect(t.field(0)[0]).toEqual(['speed 3 down']);
    // Darkness 1 goes on with its "may shift".
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });

  test('bottom "Start: Flip this card.": at its owner\'s Start it turns face down, and the restriction is gone', () => {
    const { state, events } = rigWithEvents({
      protocols: P,
      phase: 'start',
      field: [[['psychic 1']]],
      hands: [['fire 1'], ['darkness 1']],
    });
    const t = new Table(state);
    expect(t.field(0)[0]).toEqual(['psychic 1 down']);
    expect(events.filter((e) => e.type === 'flipped')).toEqual([
      { type: 'flipped', side: 0, line: 0, at: 0, up: false, protocol: 'psychic', value: 1 },
    ]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    t.refresh(0);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    expect(ups(t, 1)).toContainEqual({ type: 'play', hand: 0, line: 0, up: true });
  });

  test('bottom with Spirit 1\'s "Start: Either discard 1 card or flip this card.": I (the active player) order my Start texts', () => {
    const t = table({
      protocols: [
        ['psychic', 'spirit', 'fire'],
        ['darkness', 'water', 'light'],
      ],
      phase: 'start',
      field: [[['psychic 1'], ['spirit 1']]],
      hands: [['fire 1']],
    });
    expect(t.asking).toEqual({ seat: 0, ask: 'first' });
    expect(t.legal(0)).toEqual([
      { type: 'first', side: 0, line: 0, at: 0 },
      { type: 'first', side: 0, line: 1, at: 0 },
    ]);
    expect(t.legal(1)).toEqual([]);
    t.first(0, 'spirit 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'choice' });
    // Psychic 1 waits, still face up.
    expect(t.field(0)[0]).toEqual(['psychic 1']);
    t.choose(0, 'flip');
    expect(t.field(0)).toEqual([['psychic 1 down'], ['spirit 1 down'], []]);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test("bottom: covered, it does not flip at Start (but its top box still binds); nor at the opponent's Start", () => {
    const covered = table({ protocols: P, phase: 'start', field: [[['psychic 1', 'fire 1 down']]], hands: [['fire 2']] });
    expect(covered.field(0)[0]).toEqual(['psychic 1', 'fire 1 down']);
    expect(covered.logged('flipped')).toEqual([]);
    const theirs = table({ protocols: P, turn: 1, phase: 'start', field: [[['psychic 1']]], hands: [[], ['darkness 1']] });
    expect(theirs.field(0)[0]).toEqual(['psychic 1']);
    expect(theirs.asking).toEqual({ seat: 1, ask: 'action' });
    expect(ups(theirs, 1)).toEqual([]);
  });
});

describe('Psychic 2 — "Your opponent discards 2 cards. Rearrange their protocols."', () => {
  test('normal: the opponent discards 2, then I rearrange their protocols (cards stay in their lines)', () => {
    const t = table({
      protocols: P,
      field: [undefined, [[], ['water 3']]],
      hands: [['psychic 2'], ['water 1', 'water 2', 'light 1']],
    });
    t.play(0, 'psychic 2', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    expect(t.legal(1)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
    t.discard(1, 'water 1', 'light 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    const options = t.legal(0);
    expect(options).toHaveLength(5);
    expect(options.every((o) => o.type === 'rearrange' && o.side === 1)).toBe(true);
    t.act(0, { type: 'rearrange', side: 1, order: '120' });
    expect(t.view('spectator').sides[1]!.protocols.map((p) => p.protocol)).toEqual(['water', 'light', 'darkness']);
    expect(t.view('spectator').sides[0]!.protocols.map((p) => p.protocol)).toEqual(['psychic', 'fire', 'life']);
    expect(t.field(1)).toEqual([[], ['water 3'], []]);
    expect(t.logged('rearranged')).toEqual([{ type: 'rearranged', side: 1, protocols: ['water', 'light', 'darkness'] }]);
  });

  test('the discard cannot be done (empty hand): the rearrange still happens (no "if you do")', () => {
    const t = table({ protocols: P, hands: [['psychic 2'], []] });
    t.play(0, 'psychic 2', 0);
    expect(t.logged('discarded')).toEqual([]);
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
  });

  test('opponent flips my face-down Psychic 2: they discard, and I (its owner) rearrange their protocols', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [[[], ['psychic 2 down']]],
      hands: [[], ['darkness 1', 'water 1', 'water 2']],
    });
    t.play(1, 'darkness 1', 0);
    // Two cards left: both go without a choice.
    expect([...t.trash(1)].sort()).toEqual(['water 1', 'water 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0).every((o) => o.type === 'rearrange' && o.side === 1)).toBe(true);
    t.act(0, { type: 'rearrange', side: 1, order: '021' });
    expect(t.view(0).sides[1]!.protocols.map((p) => p.protocol)).toEqual(['darkness', 'light', 'water']);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Psychic 3 — "Your opponent discards 1 card. Shift 1 of their cards."', () => {
  test('normal: the opponent discards 1; I shift one of their uncovered cards (covered ones are no targets)', () => {
    const t = table({
      protocols: P,
      field: [undefined, [[], ['water 4 down', 'light 2'], ['light 0 down']]],
      hands: [['psychic 3'], ['water 1', 'water 2']],
    });
    t.play(0, 'psychic 3', 0);
    expect(t.asking).toEqual({ seat: 1, ask: 'discard' });
    t.discard(1, 'water 1');
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.targets(0)).toEqual(['light 2', 'light 0']);
    expect(t.legal(0)).not.toContainEqual({ type: 'skip' });
    t.pick(0, 'light 2');
    expect(t.lines(0)).toEqual([0, 2]);
    t.line(0, 0);
    expect(t.field(1)).toEqual([['light 2'], ['water 4 down'], ['light 0 down']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the shift cannot be done (the opponent has no cards on the field): the card still plays, the discard happens', () => {
    const t = table({ protocols: P, hands: [['psychic 3'], ['water 1', 'water 2']] });
    t.play(0, 'psychic 3', 0);
    t.discard(1, 'water 2');
    expect(t.field(0)[0]).toEqual(['psychic 3']);
    expect(t.trash(1)).toEqual(['water 2']);
    expect(t.logged('shifted')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('opponent flips my face-down Psychic 3: I (its owner) choose which of their cards to shift', () => {
    const t = table({
      protocols: P,
      turn: 1,
      field: [
        [[], [], ['psychic 3 down']],
        [[], ['water 4']],
      ],
      hands: [[], ['darkness 1', 'water 1']],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.trash(1)).toEqual(['water 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['darkness 1', 'water 4']);
    t.pick(0, 'water 4').line(0, 2);
    expect(t.field(1)).toEqual([['darkness 1'], [], ['water 4']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });
});

describe('Psychic 4 — bottom "End: You may return 1 of your opponent\'s cards. If you do, flip this card."', () => {
  const field: [string[][], string[][]] = [[['psychic 4']], [['water 1 down', 'water 3'], ['light 2']]];

  test('normal: at my End I return an uncovered card of theirs, and then Psychic 4 flips face down', () => {
    const t = table({ protocols: P, phase: 'end', field });
    expect(t.asking).toEqual({ seat: 0, ask: 'return' });
    expect(t.targets(0)).toEqual(['water 3', 'light 2']);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.pick(0, 'water 3');
    expect(t.hand(1)).toEqual(['water 3']);
    expect(t.field(1)).toEqual([['water 1 down'], ['light 2'], []]);
    expect(t.field(0)[0]).toEqual(['psychic 4 down']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"may" skipped: nothing is returned, so Psychic 4 is not flipped', () => {
    const t = table({ protocols: P, phase: 'end', field });
    t.skip(0);
    expect(t.hand(1)).toEqual([]);
    expect(t.field(0)[0]).toEqual(['psychic 4']);
    expect(t.logged('flipped')).toEqual([]);
  });

  test('"If you do" cannot happen (the opponent has no cards): no return, no flip', () => {
    const t = table({ protocols: P, phase: 'end', field: [[['psychic 4']]] });
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
    expect(t.field(0)[0]).toEqual(['psychic 4']);
    expect(t.logged('flipped')).toEqual([]);
  });

  test("covered, its bottom box does not trigger; nor at the opponent's End", () => {
    const covered = table({ protocols: P, phase: 'end', field: [[['psychic 4', 'fire 1 down']], [['water 3']]] });
    expect(covered.asking).toEqual({ seat: 1, ask: 'action' });
    expect(covered.hand(1)).toEqual([]);
    const theirs = table({ protocols: P, turn: 1, phase: 'end', field });
    expect(theirs.asking).toEqual({ seat: 0, ask: 'action' });
    expect(theirs.field(0)[0]).toEqual(['psychic 4']);
  });
});

describe('Psychic 5 — "You discard 1 card."', () => {
  test('I choose 1 card of my hand to discard; with an empty hand nothing happens', () => {
    const t = table({ protocols: P, hands: [['psychic 5', 'fire 1', 'fire 2']] });
    t.play(0, 'psychic 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 2');
    expect(t.trash(0)).toEqual(['fire 2']);
    expect(t.hand(0)).toEqual(['fire 1']);

    const empty = table({ protocols: P, hands: [['psychic 5']] });
    empty.play(0, 'psychic 5', 0);
    expect(empty.logged('discarded')).toEqual([]);
    expect(empty.field(0)[0]).toEqual(['psychic 5']);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
