/** Spec "Counter-espionage". */
import { accept, accuse, names, reject, search, sorted, table } from './rig';

/** Seat 0 offers gun3 and a Double Agent; seat 1 counter-offers an Assassin and gloves1. */
const start = () => table({
  seats: 4,
  hands: [['gun3', 'DA', 'gun6'], ['AS', 'gloves1', 'disguise4'], ['briefcase4', 'documents7', 'photographs3'], ['gloves2', 'disguise3']],
  pile: ['documents6', 'photographs1'],
}).offer(0, ['gun3', 'DA']).counter(1, ['AS', 'gloves1']);

describe('a right accusation', () => {
  test('against a counter-offerer: the partner leaves the game, the accused is compromised and withdraws, the accuser searches for one card', () => {
    const t = start().act(2, accuse(1, 'assassin'));
    expect(t.seen(3)[0]).toEqual({ type: 'accused', accuser: 2, accused: 1, partner: 'assassin', right: true });
    expect(t.view(3)).toMatchObject({ outOfGame: ['assassin'], phase: 'search', searching: { seat: 2, min: 1, max: 1 } });
    expect(t.view(3).players[1]).toMatchObject({ offer: null, answer: 'out', compromised: 1, hand: 2 });
    expect(sorted(t.hand(1))).toEqual(['disguise4', 'gloves1']);
    t.refuse(2, search(), 'bad_cards');
    const listed = names(t.view(2).search!);
    t.act(2, search(listed.indexOf('photographs1')));
    expect(t.hand(2)).toContain('photographs1');
    // The accuser goes on deciding; the accused can no longer trade this turn.
    expect(t.types(2)).toEqual(['counter', 'pass', 'accuse']);
    t.pass(2, 3);
    expect(t.legal(0)).toEqual([{ type: 'reject' }]);
  });

  test('against the active player: the turn ends with no exchange and no draw', () => {
    const t = start().act(3, accuse(0, 'doubleAgent'));
    expect(t.state.compromised).toEqual([1, 0, 0, 0]);
    t.act(3, search(0));
    expect(t.view(0)).toMatchObject({ active: 1, phase: 'offer' });
    expect(sorted(t.hand(0))).toEqual(['gun3', 'gun6']);
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'gloves1', 'disguise4']));
    expect(t.view(0).outOfGame).toEqual(['doubleAgent']);
    expect(t.view(0).coversLeft).toBe(9);
  });

  test('by the active player while resolving', () => {
    const t = start().pass(2, 3).act(0, accuse(1, 'assassin'));
    t.act(0, search(0));
    expect(t.legal(0)).toEqual([{ type: 'reject' }]);
  });
});

describe('a wrong accusation', () => {
  test('the accused shows the offer to the accuser only; the accuser takes a Compromised cover', () => {
    const t = start().act(2, accuse(1, 'mataHari'));
    expect(t.state.compromised).toEqual([0, 0, 1, 0]);
    expect(t.seen(2)).toEqual([
      { type: 'accused', accuser: 2, accused: 1, partner: 'mataHari', right: false, cards: [{ partner: 'assassin' }, { resource: 'gloves', colour: 'green', priority: 1 }] },
      { type: 'cover', seat: 2, left: 9 },
    ]);
    for (const viewer of [0, 1, 3, 'spectator'] as const) {
      expect(t.seen(viewer)[0]).toEqual({ type: 'accused', accuser: 2, accused: 1, partner: 'mataHari', right: false });
      expect(t.view(viewer).shown).toBeUndefined();
    }
    expect(names(t.view(2).shown![0]!.cards)).toEqual(['AS', 'gloves1']);
    expect(t.view(2).shown![0]!.seat).toBe(1);
    // Between two non-active players nothing else changes: the counter-offer stays.
    expect(t.view(0).players[1]!.answer).toBe('offered');
    // Each accuser accuses each player at most once a turn.
    expect(t.legal(2)).toContainEqual({ type: 'accuse', seats: [0] });
  });

  test('against the active player: no exchange between the two is possible this turn', () => {
    const t = start().act(2, accuse(0, 'assassin'));
    expect(t.view(0).players[2]!.answer).toBe('out');
    expect(t.types(2)).toEqual([]);
    expect(names(t.view(2).shown![0]!.cards)).toEqual(['gun3', 'DA']);
    t.pass(3);
    expect(t.legal(0)[0]).toEqual({ type: 'accept', seats: [1], size: 2, assassin: false });
  });

  test('by the active player: that counter-offer goes back and cannot be accepted', () => {
    const t = start().counter(2, ['briefcase4', 'documents7']).pass(3).act(0, accuse(1, 'doubleAgent'));
    expect(t.view(3).players[1]).toMatchObject({ offer: null, answer: 'out' });
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'gloves1', 'disguise4']));
    expect(names(t.view(0).shown![0]!.cards)).toEqual(['AS', 'gloves1']);
    t.refuse(0, accept(1), 'illegal_action');
    expect(t.legal(0)).toContainEqual({ type: 'accept', seats: [2], size: 2, assassin: false });
    // The shown offer is forgotten when the turn ends.
    t.act(0, reject);
    expect(t.view(0).shown).toBeUndefined();
  });
});

describe('who may accuse, and when', () => {
  test('only a player with an offer on the table can be accused', () => {
    const t = start().pass(3);
    expect(t.legal(2)).toContainEqual({ type: 'accuse', seats: [0, 1] });
    t.refuse(2, accuse(3, 'assassin'), 'illegal_action');
  });

  test('a player accuses while still deciding; the active player while resolving', () => {
    const t = start();
    expect(t.types(0)).toEqual([]);
    expect(t.types(1)).toEqual([]);
    t.pass(2, 3);
    expect(t.types(0)).toEqual(['accept', 'reject', 'accuse']);
    expect(t.legal(0)[2]).toEqual({ type: 'accuse', seats: [1] });
  });
});
