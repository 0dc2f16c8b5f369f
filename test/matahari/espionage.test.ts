/** Spec "Counter-espionage". */
import { accept, accuse, mataHari, names, reject, search, sorted, table } from './rig';

/** Seat 0 offers gun3 and a Double Agent; seat 1 counter-offers an Assassin and gloves1. */
const start = () =>
  table({
    seats: 4,
    hands: [
      ['gun3', 'DA', 'gun6'],
      ['AS', 'gloves1', 'disguise4'],
      ['briefcase4', 'documents7', 'photographs3'],
      ['gloves2', 'disguise3'],
    ],
    pile: ['documents6', 'photographs1'],
  })
    .offer(0, ['gun3', 'DA'])
    .counter(1, ['AS', 'gloves1']);

describe('a right accusation', () => {
  test('against a counter-offerer: the partner leaves the game, the accused is compromised and withdraws, the accuser takes a card of their choice', () => {
    const t = start().act(2, accuse(1, 'assassin'));
    expect(t.seen(3)[0]).toEqual({ type: 'accused', accuser: 2, accused: 1, partner: 'assassin', right: true });
    expect(t.view(3)).toMatchObject({ outOfGame: ['assassin'], phase: 'search', searching: { seat: 2, max: 1 } });
    expect(t.view(3).players[1]).toMatchObject({ offer: null, answer: 'out', compromised: 1, hand: 2 });
    expect(sorted(t.hand(1))).toEqual(['disguise4', 'gloves1']);
    t.refuse(2, search(0, 1), 'bad_cards');
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

  /** Issue point 7: "the accuser may search the draw pile and take one card of their choice,
   *  or take nothing (\"darf\"); then it is shuffled." */
  test('the accuser may take nothing from the search', () => {
    const t = start().act(2, accuse(1, 'assassin'));
    expect(t.legal(2)).toEqual([{ type: 'search', count: t.state.drawPile.length, max: 1 }]);
    const pile = t.state.drawPile.length;
    t.act(2, search());
    expect(t.seen(3)).toEqual([{ type: 'searched', seat: 2, count: 0 }]);
    expect(sorted(t.hand(2))).toEqual(sorted(['briefcase4', 'documents7', 'photographs3']));
    expect(t.view(2)).toMatchObject({ phase: 'counter', drawPile: pile, searching: null });
    // The same after accusing the active player rightly: the turn ends, with nothing taken.
    const u = start().act(3, accuse(0, 'doubleAgent')).act(3, search());
    expect(sorted(u.hand(3))).toEqual(['disguise3', 'gloves2']);
    expect(u.view(0)).toMatchObject({ active: 1, phase: 'offer', drawPile: pile });
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
      {
        type: 'accused',
        accuser: 2,
        accused: 1,
        partner: 'mataHari',
        right: false,
        cards: [{ partner: 'assassin' }, { resource: 'gloves', colour: 'green', priority: 1 }],
      },
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
    // "A player who made a wrong accusation may still accuse someone else."
    expect(t.legal(2)).toEqual([{ type: 'accuse', seats: [1] }]);
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

  test('an accuser accuses each player at most once a turn', () => {
    const t = start().act(2, accuse(1, 'doubleAgent'));
    expect(t.legal(2)).toContainEqual({ type: 'accuse', seats: [0] });
    t.refuse(2, accuse(1, 'assassin'), 'illegal_action');
  });
});

/** Issue point 5: "Before resolution, any player may accuse another player who has an offer on
 *  the table of having a specific partner kind in it (\"Zu jedem Zeitpunkt vor der
 *  Auflösungsphase\"). That includes a player who has already counter-offered or passed, and
 *  accusations may come while others are still deciding; a player who made a wrong accusation
 *  may still accuse someone else. What ends the right to accuse is the start of resolution,
 *  nothing else." */
describe('accusations at any time before the resolution phase', () => {
  test('a player who has counter-offered or passed may accuse while others are still deciding', () => {
    const t = start().pass(3);
    // Seat 2 still decides; seats 1 (counter-offered) and 3 (passed) and the active player may accuse.
    expect(t.view('spectator').waitingFor).toEqual([2]);
    expect(t.legal(1)).toEqual([{ type: 'accuse', seats: [0] }]);
    expect(t.legal(3)).toEqual([{ type: 'accuse', seats: [0, 1] }]);
    expect(t.legal(0)).toEqual([{ type: 'accuse', seats: [1] }]);
    // The player who passed accuses the counter-offerer rightly, and searches.
    t.act(3, accuse(1, 'assassin')).act(3, search());
    expect(t.view(0).players[1]).toMatchObject({ offer: null, answer: 'out', compromised: 1 });
    expect(t.types(2)).toEqual(['counter', 'pass', 'accuse']);
    // The counter-offerer, out of the turn now, still accuses the active player, rightly:
    // the turn ends with no exchange.
    t.act(1, accuse(0, 'doubleAgent')).act(1, search());
    expect(t.view(0)).toMatchObject({ active: 1, phase: 'offer', outOfGame: ['doubleAgent', 'assassin'] });
    expect(t.state.compromised).toEqual([1, 1, 0, 0]);
  });

  test('a counter-offerer who accuses the active player wrongly takes the counter-offer back', () => {
    const t = start().act(1, accuse(0, 'assassin'));
    expect(t.view(2).players[1]).toMatchObject({ offer: null, answer: 'out', compromised: 1, hand: 3 });
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'gloves1', 'disguise4']));
    expect(names(t.view(1).shown![0]!.cards)).toEqual(['gun3', 'DA']);
    t.pass(2, 3);
    expect(t.legal(0)).toEqual([{ type: 'reject' }]);
  });

  test('the active player may accuse while the others are still deciding', () => {
    const t = start().act(0, accuse(1, 'doubleAgent'));
    expect(t.view(2).players[1]).toMatchObject({ offer: null, answer: 'out' });
    expect(t.state.compromised).toEqual([1, 0, 0, 0]);
    expect(t.view('spectator')).toMatchObject({ phase: 'counter', waitingFor: [2, 3] });
  });

  test('everyone may accuse until the active player resolves; the turn waits for nobody but them', () => {
    const t = start().counter(2, ['briefcase4', 'documents7']).pass(3);
    expect(t.view('spectator')).toMatchObject({ phase: 'resolve', waitingFor: [0] });
    expect(t.legal(3)).toEqual([{ type: 'accuse', seats: [0, 1, 2] }]);
    t.act(3, accuse(2, 'doubleAgent'));
    expect(t.state.compromised).toEqual([0, 0, 0, 1]);
    t.act(2, accuse(1, 'assassin')).act(2, search());
    expect(t.legal(0)[0]).toEqual({ type: 'accept', seats: [2], size: 2, assassin: false });
    // Resolution starts: no accusation after it.
    t.act(0, accept(2));
    expect(t.view(0)).toMatchObject({ active: 1, phase: 'offer', accusations: [] });
    expect([0, 1, 2, 3].map((seat) => t.types(seat))).toEqual([[], ['offer'], [], []]);
  });

  test('the start of resolution ends the right even while offers are still on the table', () => {
    // The Assassin's forced change and the Mata Hari search come after resolution began.
    const assassin = table({
      seats: 3,
      hands: [
        ['AS', 'gun3'],
        ['gloves1', 'disguise5'],
        ['briefcase4', 'documents7'],
      ],
    })
      .offer(0, ['AS'])
      .counter(1, ['gloves1'])
      .pass(2)
      .act(0, accept(1, { assassin: true, demand: { count: 1, predicate: [{ t: 'resource', resource: 'disguise' }] } }));
    expect(assassin.view(2)).toMatchObject({ phase: 'adjust' });
    expect(assassin.view(2).players[1]!.offer).not.toBeNull();
    expect([0, 1, 2].map((seat) => assassin.types(seat))).toEqual([[], ['adjust'], []]);

    const mh = table({ seats: 3, hands: [['MH', 'gun3'], ['gloves1'], ['briefcase4']] })
      .offer(0, ['MH'])
      .pass(1, 2);
    expect(mh.types(1)).toEqual(['accuse']);
    mh.act(0, mataHari);
    expect(mh.view(1).players[0]!.offer).not.toBeNull();
    expect([0, 1, 2].map((seat) => mh.types(seat))).toEqual([['search'], [], []]);
  });
});
