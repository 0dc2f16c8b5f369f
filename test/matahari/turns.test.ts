/** Spec "A turn": simultaneous counter-offers, passing, accepting one or rejecting all. */
import { matahari } from '@dead-drop/shared';
import { accept, FOUR_HANDS, names, reject, sorted, table } from './rig';

const start = () =>
  table({
    seats: 4,
    hands: FOUR_HANDS,
    pile: ['gloves4', 'disguise7', 'documents3'],
  });

describe('counter-offers', () => {
  test('the active player offers 1 to 3 cards; then every other player decides at the same time', () => {
    const t = start();
    expect(matahari.actingSeats(t.state)).toEqual([0]);
    expect(t.legal(0)).toEqual([{ type: 'offer', max: 3 }]);
    t.refuse(1, { type: 'pass' }, 'not_your_turn');
    t.offer(0, ['gun3', 'gun5']);
    expect(matahari.actingSeats(t.state)).toEqual([1, 2, 3]);
    expect(t.view(0).phase).toBe('counter');
    expect(t.view('spectator').waitingFor).toEqual([1, 2, 3]);
    // In no fixed order.
    t.counter(3, ['briefcase6', 'documents1']).pass(1).counter(2, ['briefcase4', 'AS']);
    expect(t.view(1).players.map((p) => p.answer)).toEqual([null, 'passed', 'offered', 'offered']);
    // Only the active player is waited for; the others may still accuse until resolution.
    expect(t.view('spectator').waitingFor).toEqual([0]);
    expect(matahari.actingSeats(t.state)).toEqual([0, 1, 2, 3]);
    expect(t.view(0).phase).toBe('resolve');
    expect(t.legal(0)).toEqual([
      { type: 'accept', seats: [2, 3], size: 2, assassin: false },
      { type: 'reject' },
      { type: 'accuse', seats: [2, 3] },
    ]);
  });

  test('each player decides once (and may then only accuse)', () => {
    const t = start().offer(0, ['gun3']).pass(1);
    t.refuse(1, { type: 'counter', cards: [0] }, 'illegal_action');
    t.counter(2, ['AS']);
    t.refuse(2, { type: 'pass' }, 'illegal_action');
    expect(t.types(1)).toEqual(['accuse']);
    expect(t.types(2)).toEqual(['accuse']);
  });
});

describe('resolution', () => {
  test('accepted: the two swap unseen by the rest; other counter-offers go back; play goes clockwise', () => {
    const t = start().offer(0, ['gun3', 'gun5']).counter(1, ['disguise5', 'gloves1']).counter(2, ['briefcase4', 'AS']).pass(3);
    t.refuse(0, accept(3), 'illegal_action');
    t.act(0, accept(1));
    expect(sorted(t.hand(0))).toEqual(sorted(['photographs2', 'disguise5', 'gloves1']));
    expect(sorted(t.hand(1))).toEqual(sorted(['briefcase2', 'gun3', 'gun5']));
    expect(sorted(t.hand(2))).toEqual(sorted(['briefcase4', 'documents7', 'AS']));
    expect(t.view(0).active).toBe(1);
    expect(t.view(0).turn).toBe(2);
    expect(t.view(3).players.map((p) => p.offer)).toEqual([null, null, null, null]);
    // Each of the two learns only what they received.
    expect(t.seen(0).find((e) => e.type === 'received' && e.seat === 0)).toMatchObject({ cards: expect.any(Array) });
    expect(names(t.seen(1).find((e) => e.type === 'received' && e.seat === 1)!.cards as never)).toEqual(['gun3', 'gun5']);
    for (const viewer of [2, 3, 'spectator'] as const) {
      expect(JSON.stringify(t.seen(viewer))).not.toMatch(/"cards"/);
    }
    expect(t.state.compromised).toEqual([0, 0, 0, 0]);
  });

  test('all rejected: the active player takes the offer back, draws 2 and takes a Compromised cover', () => {
    const t = start().offer(0, ['gun3']).counter(1, ['disguise5']).pass(2, 3).act(0, reject);
    expect(sorted(t.hand(0))).toEqual(sorted(['gun3', 'photographs2', 'gun5', 'gloves4', 'disguise7']));
    expect(sorted(t.hand(1))).toEqual(sorted(['disguise5', 'gloves1', 'briefcase2']));
    expect(t.view(2).players[0]).toMatchObject({ hand: 5, compromised: 1, undercover: 0 });
    expect(t.view(2).coversLeft).toBe(9);
    expect(t.view(2).drawPile).toBe(t.state.drawPile.length);
    expect(t.view(2).active).toBe(1);
    const drew = t.events.find((e) => e.type === 'drew')!;
    expect(drew).toMatchObject({ seat: 0, count: 2 });
    expect(names(t.seen(0).find((e) => e.type === 'drew')!.cards as never)).toEqual(['disguise7', 'gloves4']);
    expect(t.seen(1).find((e) => e.type === 'drew')).toEqual({ type: 'drew', seat: 0, count: 2 });
  });

  test('no counter-offer made: the same', () => {
    const t = start().offer(0, ['gun3']).pass(1, 2, 3);
    expect(t.legal(0)).toEqual([{ type: 'reject' }]);
    t.act(0, reject);
    expect(t.view(0).players[0]).toMatchObject({ hand: 5, compromised: 1 });
  });

  test('the last seat passes the turn to seat 0', () => {
    const t = table({ seats: 3, active: 2, hands: [['gun3'], ['gun4'], ['gun5']] })
      .offer(2, ['gun5'])
      .pass(0, 1)
      .act(2, reject);
    expect(t.view(0).active).toBe(0);
  });
});
