/**
 * Spirit: one scenario or more per card box with text (spec docs/rules/compile.md,
 * "Command cards", Spirit), with the settled rulings that concern it (Spirit 0's refresh is
 * a normal refresh and uses the control card; Spirit 1's top box; Spirit 3 shifts even when
 * covered).
 */
import type { Protocol } from '../../../shared/src/compile/cards';
import { table, type Table } from '../rig';

/** Seat 0 holds Spirit; seat 1 holds Darkness (Darkness 1 flips seat 0's cards). */
const P: [Protocol[], Protocol[]] = [
  ['spirit', 'fire', 'life'],
  ['darkness', 'water', 'light'],
];

const upLines = (t: Table, seat: 0 | 1, name: string) => {
  const hand = t.handIndex(seat, name);
  return t.legal(seat).flatMap((a) => (a.type === 'play' && a.up && a.hand === hand ? [a.line] : []));
};
const protocols = (t: Table, side: 0 | 1) => t.view('spectator').sides[side]!.protocols;

describe('Spirit 0 — middle "Refresh. Draw 1 card." | bottom "Skip your check cache phase."', () => {
  const deck = ['fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2'];

  test('normal: a refresh up to 5, then 1 more; with Spirit 0 uncovered my cache is not cleared', () => {
    const t = table({ protocols: P, hands: [['spirit 0', 'fire 1']], decks: [deck] });
    t.play(0, 'spirit 0', 0);
    expect(t.logged('refreshed')).toEqual([{ type: 'refreshed', seat: 0 }]);
    expect(t.logged('drew').map((e) => e.count)).toEqual([4, 1]);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1']);
    // Six cards, yet no discard: the turn passed.
    expect(t.logged('discarded')).toEqual([]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the refresh is a normal refresh: I hand back the control card and may rearrange', () => {
    const t = table({ protocols: P, control: 0, hands: [['spirit 0', 'fire 1']], decks: [deck] });
    t.play(0, 'spirit 0', 0);
    expect(t.logged('controlReturned')).toEqual([{ type: 'controlReturned', seat: 0 }]);
    expect(t.view('spectator').control).toBeNull();
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    const legal = t.legal(0);
    expect(legal).toContainEqual({ type: 'skip' });
    expect(legal.filter((o) => o.type === 'rearrange')).toHaveLength(10);
    // Nothing is drawn before the rearrange is settled.
    expect(t.hand(0)).toEqual(['fire 1']);
    t.act(0, { type: 'rearrange', side: 0, order: '102' });
    expect(protocols(t, 0).map((p) => p.protocol)).toEqual(['fire', 'spirit', 'life']);
    expect(t.field(0)[0]).toEqual(['spirit 0']);
    expect(t.hand(0)).toHaveLength(6);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('the rearrange is a "may": skipped, the control card is still handed back', () => {
    const t = table({ protocols: P, control: 0, hands: [['spirit 0', 'fire 1']], decks: [deck] });
    t.play(0, 'spirit 0', 0);
    t.skip(0);
    expect(t.view(1).control).toBeNull();
    expect(protocols(t, 0).map((p) => p.protocol)).toEqual(['spirit', 'fire', 'life']);
    expect(t.hand(0)).toHaveLength(6);
  });

  test('opponent flips my face-down Spirit 0: I (its owner) refresh, hand back my control card and rearrange', () => {
    const t = table({
      protocols: P,
      turn: 1,
      control: 0,
      field: [[[], ['spirit 0 down']]],
      hands: [[], ['darkness 1']],
      decks: [deck],
    });
    t.play(1, 'darkness 1', 0);
    expect(t.field(0)[1]).toEqual(['spirit 0']);
    expect(t.asking).toEqual({ seat: 0, ask: 'rearrange' });
    expect(t.legal(1)).toEqual([]);
    t.act(0, { type: 'rearrange', side: 1, order: '210' });
    expect(protocols(t, 1).map((p) => p.protocol)).toEqual(['light', 'water', 'darkness']);
    expect(t.hand(0)).toEqual(['fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2']);
    expect(t.hand(1)).toEqual([]);
    // Darkness 1 goes on: "You may shift that card."
    expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  });

  test('bottom: uncovered it skips my cache phase; covered it does not', () => {
    const seven = ['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'life 1', 'life 2'];
    const up = table({ protocols: P, phase: 'cache', field: [[['spirit 0']]], hands: [seven] });
    expect(up.asking).toEqual({ seat: 1, ask: 'action' });
    expect(up.hand(0)).toHaveLength(7);
    const covered = table({ protocols: P, phase: 'cache', field: [[['spirit 0', 'fire 0 down']]], hands: [seven] });
    expect(covered.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(covered.legal(0)).toEqual([{ type: 'discard', min: 2, max: 2 }]);
  });
});

describe('Spirit 1 — top "When you play cards face up, they may be played without matching protocols." | middle "Draw 2 cards." | bottom "Start: Either discard 1 card or flip this card."', () => {
  test('top: my face-up plays may go into any line, even while Spirit 1 is covered', () => {
    const without = table({ protocols: P, hands: [['life 4']] });
    expect(upLines(without, 0, 'life 4')).toEqual([2]);
    const t = table({ protocols: P, field: [[['spirit 1']]], hands: [['life 4', 'fire 1']], decks: [['fire 2']] });
    expect(upLines(t, 0, 'life 4')).toEqual([0, 1, 2]);
    // Life 4 played face up into the Spirit line resolves there ("If this card is covering a card, draw 1 card.").
    t.play(0, 'life 4', 0);
    expect(t.field(0)[0]).toEqual(['spirit 1', 'life 4']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
  });

  test('top: covered still counts; face down, or for the opponent, it allows nothing', () => {
    const covered = table({ protocols: P, field: [[['spirit 1', 'fire 0 down']]], hands: [['life 4']] });
    expect(upLines(covered, 0, 'life 4')).toEqual([0, 1, 2]);
    const down = table({ protocols: P, field: [[['spirit 1 down']]], hands: [['life 4']] });
    expect(upLines(down, 0, 'life 4')).toEqual([2]);
    const theirs = table({ protocols: P, turn: 1, field: [[['spirit 1']]], hands: [[], ['water 2']] });
    expect(upLines(theirs, 1, 'water 2')).toEqual([1]);
  });

  test('middle: draw 2; also when the opponent flips it face up, I (its owner) draw', () => {
    const t = table({ protocols: P, hands: [['spirit 1']], decks: [['fire 1', 'fire 2']] });
    t.play(0, 'spirit 1', 0);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    const u = table({ protocols: P, turn: 1, field: [[['spirit 1 down']]], hands: [[], ['darkness 1']], decks: [['fire 1', 'fire 2']] });
    u.play(1, 'darkness 1', 0);
    expect(u.hand(0)).toEqual(['fire 1', 'fire 2']);
  });

  test('bottom: at my Start I choose; "discard" discards 1 card and Spirit 1 stays face up', () => {
    const t = table({ protocols: P, phase: 'start', field: [[['spirit 1']]], hands: [['fire 1', 'fire 2']] });
    expect(t.asking).toEqual({ seat: 0, ask: 'choice' });
    expect(t.legal(0)).toEqual([
      { type: 'choose', option: 'discard' },
      { type: 'choose', option: 'flip' },
    ]);
    t.choose(0, 'discard');
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    expect(t.legal(0)).toEqual([{ type: 'discard', min: 1, max: 1 }]);
    t.discard(0, 'fire 2');
    expect(t.trash(0)).toEqual(['fire 2']);
    expect(t.field(0)[0]).toEqual(['spirit 1']);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('bottom: "flip" turns Spirit 1 face down and keeps the hand', () => {
    const t = table({ protocols: P, phase: 'start', field: [[['spirit 1']]], hands: [['fire 1', 'fire 2']] });
    t.choose(0, 'flip');
    expect(t.field(0)[0]).toEqual(['spirit 1 down']);
    expect(t.hand(0)).toEqual(['fire 1', 'fire 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
  });

  test('bottom: with an empty hand the discard cannot be done, so Spirit 1 flips; covered, nothing happens', () => {
    const t = table({ protocols: P, phase: 'start', field: [[['spirit 1']]] });
    expect(t.field(0)[0]).toEqual(['spirit 1 down']);
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    const covered = table({ protocols: P, phase: 'start', field: [[['spirit 1', 'fire 0 down']]], hands: [['fire 1']] });
    expect(covered.asking).toEqual({ seat: 0, ask: 'action' });
    expect(covered.field(0)[0]).toEqual(['spirit 1', 'fire 0 down']);
  });
});

describe('Spirit 2 — "You may flip 1 card."', () => {
  const field: [string[][], string[][]] = [[], [[], ['water 1 down', 'water 3'], ['light 1 down']]];

  test('normal: any uncovered card of either side (itself included) may be flipped; covered cards are no targets', () => {
    const t = table({ protocols: P, field, hands: [['spirit 2']] });
    t.play(0, 'spirit 2', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.targets(0)).toEqual(['spirit 2', 'water 3', 'light 1']);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.pick(0, { side: 1, line: 2, at: 0 });
    expect(t.field(1)[2]).toEqual(['light 1']);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"may" skipped: nothing is flipped', () => {
    const t = table({ protocols: P, field, hands: [['spirit 2']] });
    t.play(0, 'spirit 2', 0);
    t.skip(0);
    expect(t.logged('flipped')).toEqual([]);
    expect(t.field(1)).toEqual([[], ['water 1 down', 'water 3'], ['light 1 down']]);
  });

  test('opponent flips my face-down Spirit 2: I (its owner) choose; flipping their Darkness 1 face down ends its text', () => {
    const t = table({ protocols: P, turn: 1, field: [[[], ['spirit 2 down']]], hands: [[], ['darkness 1']] });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'flip' });
    expect(t.legal(1)).toEqual([]);
    expect(t.targets(0)).toEqual(['spirit 2', 'darkness 1']);
    t.pick(0, 'darkness 1');
    expect(t.field(1)[0]).toEqual(['darkness 1 down']);
    // Decision 1: Darkness 1 is face down, so its "You may shift that card." does not run.
    expect(t.asking).toEqual({ seat: 0, ask: 'action' });
    expect(t.logged('shifted')).toEqual([]);
  });
});

describe('Spirit 3 — top "After you draw cards: You may shift this card, even if this card is covered."', () => {
  test('after a draw (one batch: one trigger) I may shift Spirit 3 from under a card', () => {
    const t = table({
      protocols: P,
      field: [[[], ['spirit 3', 'fire 1 down']]],
      hands: [['spirit 1']],
      decks: [['life 1', 'life 2']],
    });
    t.play(0, 'spirit 1', 0);
    expect(t.hand(0)).toEqual(['life 1', 'life 2']);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    expect(t.lines(0)).toEqual([0, 2]);
    expect(t.legal(0)).toContainEqual({ type: 'skip' });
    t.line(0, 2);
    expect(t.field(0)).toEqual([['spirit 1'], ['fire 1 down'], ['spirit 3']]);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('"may" skipped: Spirit 3 stays; a refresh is a draw too', () => {
    const t = table({ protocols: P, field: [[[], ['spirit 3', 'fire 1 down']]], hands: [['fire 2']] });
    t.refresh(0);
    expect(t.asking).toEqual({ seat: 0, ask: 'shift' });
    t.skip(0);
    expect(t.field(0)[1]).toEqual(['spirit 3', 'fire 1 down']);
    expect(t.hand(0)).toHaveLength(5);
    expect(t.asking).toEqual({ seat: 1, ask: 'action' });
  });

  test('face down it does not trigger, nor when the opponent draws', () => {
    const down = table({ protocols: P, field: [[[], ['spirit 3 down']]], hands: [['fire 2']] });
    down.refresh(0);
    expect(down.asking).toEqual({ seat: 1, ask: 'action' });
    const theirs = table({ protocols: P, turn: 1, field: [[[], ['spirit 3']]] });
    theirs.refresh(1);
    expect(theirs.hand(1)).toHaveLength(5);
    expect(theirs.asking).toEqual({ seat: 0, ask: 'action' });
    expect(theirs.field(0)[1]).toEqual(['spirit 3']);
  });
});

describe('Spirit 4 — "Swap the positions of 2 of your protocols."', () => {
  test('normal: two of my protocols change places; compiled status moves with them, cards stay', () => {
    const t = table({ protocols: P, compiled: [[false, true, false]], field: [[[], ['fire 1 down']]], hands: [['spirit 4']] });
    t.play(0, 'spirit 4', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'swap' });
    expect(t.legal(0)).toEqual([
      { type: 'swap', a: 0, b: 1 },
      { type: 'swap', a: 0, b: 2 },
      { type: 'swap', a: 1, b: 2 },
    ]);
    t.act(0, { type: 'swap', a: 0, b: 1 });
    expect(protocols(t, 0)).toEqual([
      { protocol: 'fire', compiled: true },
      { protocol: 'spirit', compiled: false },
      { protocol: 'life', compiled: false },
    ]);
    expect(protocols(t, 1).map((p) => p.protocol)).toEqual(['darkness', 'water', 'light']);
    expect(t.field(0)).toEqual([['spirit 4'], ['fire 1 down'], []]);
  });

  test('opponent flips my face-down Spirit 4: I (its owner) swap my own protocols', () => {
    const t = table({ protocols: P, turn: 1, field: [[[], [], ['spirit 4 down']]], hands: [[], ['darkness 1']] });
    t.play(1, 'darkness 1', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'swap' });
    expect(t.legal(1)).toEqual([]);
    t.act(0, { type: 'swap', a: 1, b: 2 });
    expect(protocols(t, 0).map((p) => p.protocol)).toEqual(['spirit', 'life', 'fire']);
    expect(protocols(t, 1).map((p) => p.protocol)).toEqual(['darkness', 'water', 'light']);
  });
});

describe('Spirit 5 — "You discard 1 card."', () => {
  test('I discard 1 card of my choice; with an empty hand nothing happens', () => {
    const t = table({ protocols: P, hands: [['spirit 5', 'fire 1', 'fire 2']] });
    t.play(0, 'spirit 5', 0);
    expect(t.asking).toEqual({ seat: 0, ask: 'discard' });
    t.discard(0, 'fire 1');
    expect(t.trash(0)).toEqual(['fire 1']);
    expect(t.hand(0)).toEqual(['fire 2']);
    const empty = table({ protocols: P, hands: [['spirit 5']] });
    empty.play(0, 'spirit 5', 0);
    expect(empty.logged('discarded')).toEqual([]);
    expect(empty.asking).toEqual({ seat: 1, ask: 'action' });
  });
});
