/** Spec "Partners": Double Agent, Assassin, Mata Hari. */
import { accept, accuse, mataHari, names, pass, reject, search, sorted, table } from './rig';

const disguise = [{ t: 'resource', resource: 'disguise' }] as const;

/** Seat 0 offers an Assassin and gun3; seat 1 counter-offers gloves1 and photographs4. */
const assassinTurn = (hand1 = ['disguise5', 'disguise3', 'gloves1', 'photographs4'], counter = ['gloves1', 'photographs4']) =>
  table({
    seats: 3,
    hands: [['AS', 'gun3', 'gun6'], hand1, ['briefcase4', 'documents7']],
  })
    .offer(0, ['AS', 'gun3'])
    .counter(1, counter)
    .pass(2);

describe('Double Agent', () => {
  test('changes hands with the swap and is never revealed', () => {
    const t = table({ seats: 3, hands: [['DA', 'gun3'], ['gloves1', 'disguise2'], ['briefcase4']] })
      .offer(0, ['DA'], { declaration: [{ about: 'card', card: 0, predicate: [{ t: 'resource', resource: 'gloves' }] }] })
      .counter(1, ['gloves1'])
      .pass(2)
      .act(0, accept(1));
    expect(sorted(t.hand(1))).toEqual(['DA', 'disguise2']);
    expect(JSON.stringify(t.seenAll(2))).not.toMatch(/doubleAgent/);
  });
});

describe('Assassin', () => {
  test('only the active player activates it: it is revealed and the counter-offerer takes a Compromised cover', () => {
    const t = assassinTurn();
    expect(t.legal(0)[0]).toEqual({ type: 'accept', seats: [1], size: 2, assassin: true });
    t.act(0, accept(1, { assassin: true }));
    expect(t.seen(2).filter((e) => e.type === 'assassin')).toEqual([{ type: 'assassin', seat: 0, target: 1, demand: null }]);
    expect(t.state.compromised).toEqual([0, 1, 0]);
    // Then the swap: the Assassin changes hands.
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'gun3', 'disguise5', 'disguise3']));
    expect(sorted(t.hand(0))).toEqual(sorted(['gun6', 'gloves1', 'photographs4']));
  });

  test('it is optional; without one in the offer it cannot be activated, nor a demand made', () => {
    assassinTurn().act(0, accept(1));
    const t = table({ seats: 3, hands: [['gun3', 'gun6'], ['gloves1', 'disguise5'], ['briefcase4']] })
      .offer(0, ['gun3'])
      .counter(1, ['gloves1'])
      .pass(2);
    expect(t.legal(0)[0]).toMatchObject({ assassin: false });
    t.refuse(0, accept(1, { assassin: true }), 'illegal_action');
    t.refuse(0, accept(1, { demand: { count: 1, predicate: [...disguise] } }), 'illegal_action');
  });

  test('its demand forces the counter-offerer to change their offer to meet it, then the swap happens', () => {
    const t = assassinTurn().act(0, accept(1, { assassin: true, demand: { count: 2, predicate: [...disguise] } }));
    expect(t.view('spectator')).toMatchObject({ phase: 'adjust', assassin: { seat: 0, target: 1, demand: { count: 2 } }, waitingFor: [1] });
    expect(t.legal(1)).toEqual([
      {
        type: 'adjust',
        demand: { count: 2, predicate: disguise },
      },
    ]);
    expect(t.types(0)).toEqual([]);
    t.refuse(1, { type: 'adjust', keep: [0, 1], take: [] }, 'demand_not_met');
    t.refuse(1, { type: 'adjust', keep: [0], take: t.at(1, 'disguise5') }, 'demand_not_met');
    t.refuse(1, { type: 'adjust', keep: [], take: t.at(1, 'disguise5') }, 'bad_cards');
    t.act(1, { type: 'adjust', keep: [], take: t.at(1, 'disguise5', 'disguise3') });
    expect(sorted(t.hand(0))).toEqual(sorted(['gun6', 'disguise5', 'disguise3']));
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'gun3', 'gloves1', 'photographs4']));
    expect(t.view(0).active).toBe(1);
  });

  test('a demand the player cannot meet completely is ignored: the original swap happens', () => {
    const t = assassinTurn(['disguise5', 'gloves1', 'photographs4']).act(
      0,
      accept(1, { assassin: true, demand: { count: 2, predicate: [...disguise] } }),
    );
    expect(t.view(0).phase).toBe('offer');
    expect(sorted(t.hand(0))).toEqual(sorted(['gun6', 'gloves1', 'photographs4']));
  });

  test('an offer that already meets the demand is swapped at once', () => {
    const t = assassinTurn(undefined, ['disguise5', 'gloves1']).act(
      0,
      accept(1, { assassin: true, demand: { count: 1, predicate: [...disguise] } }),
    );
    expect(sorted(t.hand(0))).toEqual(sorted(['gun6', 'disguise5', 'gloves1']));
  });

  test("partner cards do not meet the Assassin's demand", () => {
    const t = assassinTurn(['DA', 'disguise5', 'gloves1'], ['DA', 'gloves1']).act(
      0,
      accept(1, { assassin: true, demand: { count: 1, predicate: [...disguise] } }),
    );
    expect(t.view(0).phase).toBe('adjust');
    t.act(1, { type: 'adjust', keep: [0], take: t.at(1, 'disguise5') });
    expect(sorted(t.hand(0))).toEqual(sorted(['gun6', 'DA', 'disguise5']));
  });

  test('the demand counts no more cards than the offer has', () => {
    assassinTurn().refuse(0, accept(1, { assassin: true, demand: { count: 3, predicate: [...disguise] } }), 'illegal_action');
  });
});

describe('Mata Hari', () => {
  const mhTurn = () =>
    table({
      seats: 3,
      // Seat 1 holds a 4 and a 5, so that seat 2, given the rest, holds no full priority.
      hands: [['MH', 'gun3'], ['gloves1', 'disguise2', 'gloves4', 'gloves5'], ['briefcase4']],
      pile: ['documents6', 'photographs1', 'gun7', 'briefcase1'],
      rest: 2,
      compromised: [2, 1, 0],
      undercover: [1, 0, 0],
    }).offer(0, ['MH', 'gun3']);

  test('nobody counter-offered: turn every Compromised cover to Undercover and take up to 2 cards of the pile', () => {
    const t = mhTurn().pass(1, 2);
    expect(t.types(0)).toEqual(['reject', 'mataHari']);
    t.act(0, mataHari);
    expect(t.view(2).players[0]).toMatchObject({ compromised: 0, undercover: 3 });
    expect(t.view(2).coversLeft).toBe(6);
    // The searcher sees the pile, sorted; nobody else does.
    const pile = ['photographs1', 'documents6', 'gun7', 'briefcase1'];
    expect(sorted(names(t.view(0).search!))).toEqual(sorted(pile));
    expect(names(t.view(0).search!)).toEqual(['photographs1', 'documents6', 'gun7', 'briefcase1']);
    expect(t.legal(0)).toEqual([{ type: 'search', count: 4, max: 2 }]);
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(t.view(viewer).search).toBeUndefined();
      expect(t.view(viewer).searching).toEqual({ seat: 0, max: 2 });
    }
    const listed = names(t.view(0).search!);
    t.refuse(0, search(0, 1, 2), 'bad_cards');
    t.act(0, search(listed.indexOf('gun7'), listed.indexOf('documents6')));
    // Mata Hari goes back to hand with the rest of the offer.
    expect(sorted(t.hand(0))).toEqual(sorted(['MH', 'gun3', 'gun7', 'documents6']));
    expect(t.view(1)).toMatchObject({ drawPile: 2, active: 1 });
    expect(names(t.seen(0).find((e) => e.type === 'searched')!.cards as never)).toEqual(['documents6', 'gun7']);
    expect(t.seen(1).find((e) => e.type === 'searched')).toEqual({ type: 'searched', seat: 0, count: 2 });
  });

  test('the search may take nothing', () => {
    const t = mhTurn().pass(1, 2).act(0, mataHari).act(0, search());
    expect(sorted(t.hand(0))).toEqual(['MH', 'gun3']);
    expect(t.state.drawPile).toHaveLength(4);
  });

  test('not once anyone has counter-offered', () => {
    const t = mhTurn().counter(1, ['gloves1', 'disguise2']).pass(2);
    expect(t.types(0)).toEqual(['accept', 'reject', 'accuse']);
    t.refuse(0, mataHari, 'illegal_action');
  });

  test('not even when the only counter-offer was withdrawn after a right accusation', () => {
    const t = table({
      seats: 3,
      hands: [
        ['MH', 'gun3'],
        ['gloves1', 'AS'],
        ['briefcase4', 'gun1'],
      ],
      pile: ['documents6'],
    })
      .offer(0, ['MH'])
      .counter(1, ['AS'])
      .act(2, { type: 'accuse', seat: 1, partner: 'assassin' });
    t.act(2, search(0)).pass(2);
    expect(t.types(0)).toEqual(['reject']);
  });

  test('only the active player can use it', () => {
    const t = table({ seats: 3, hands: [['gun3', 'gun6'], ['MH', 'gloves1'], ['briefcase4']] })
      .offer(0, ['gun3'])
      .act(1, pass)
      .pass(2);
    expect(t.types(1)).toEqual(['accuse']);
    t.act(0, reject);
    expect(t.state.compromised[0]).toBe(1);
  });
});

/** Issue point 6: "Mata Hari — only the active player can play it (\"Kann nur vom aktiven
 *  Spieler gespielt werden\"): it may be in the active player's offer, never in a
 *  counter-offer, so it never meets a binding demand." */
describe('Mata Hari is played only by the active player', () => {
  /** Seat 0 holds a Mata Hari; seat 1's hand varies. */
  const threeSeats = (hand1: string[]) =>
    table({
      seats: 3,
      hands: [['MH', 'gun3', 'gun6'], hand1, ['briefcase4', 'documents7']],
    });

  test("it may be in the active player's offer", () => {
    const t = threeSeats(['gloves1', 'disguise5']).offer(0, ['MH', 'gun3']);
    expect(t.view(1).players[0]!.offer!.size).toBe(2);
    expect(t.types(1)).toEqual(['counter', 'pass', 'accuse']);
  });

  test('never in a counter-offer: the server refuses it, and a hand that needs it cannot counter-offer', () => {
    const t = threeSeats(['MH', 'gloves1', 'disguise5']).offer(0, ['gun3']);
    t.refuse(1, { type: 'counter', cards: t.at(1, 'MH') }, 'bad_cards');
    t.counter(1, ['gloves1']);
    const u = threeSeats(['MH', 'gloves1']).offer(0, ['gun3', 'gun6']);
    expect(u.types(1)).toEqual(['pass', 'accuse']);
    u.refuse(1, { type: 'counter', cards: u.at(1, 'MH', 'gloves1') }, 'illegal_action');
  });

  test('so it never meets a binding demand, though other partners do', () => {
    const green = [{ t: 'colour', colour: 'green' }] as const;
    const request = { binding: true, count: 1, predicate: [...green] };
    const t = threeSeats(['MH', 'gun1', 'gun2']).offer(0, ['gun3'], { request });
    expect(t.types(1)).toEqual(['pass', 'accuse']);
    const u = threeSeats(['DA', 'gun1', 'gun2']).offer(0, ['gun3'], { request });
    expect(u.legal(1)[0]).toEqual({ type: 'counter', size: 1, demand: { count: 1, predicate: green } });
    u.counter(1, ['DA']);
  });

  test('nor in an offer the Assassin forces to change', () => {
    const partner = [{ t: 'partner' }] as const;
    const turn = (hand1: string[]) =>
      table({
        seats: 3,
        hands: [['AS', 'gun3'], hand1, ['briefcase4', 'documents7']],
      })
        .offer(0, ['AS'])
        .counter(1, ['gloves1'])
        .pass(2)
        .act(0, accept(1, { assassin: true, demand: { count: 1, predicate: [...partner] } }));
    // A Mata Hari is the only partner in hand: the demand cannot be met, the swap happens.
    const t = turn(['gloves1', 'MH', 'disguise5']);
    expect(t.view(0).phase).toBe('offer');
    expect(sorted(t.hand(0))).toEqual(sorted(['gun3', 'gloves1']));
    expect(sorted(t.hand(1))).toEqual(sorted(['AS', 'MH', 'disguise5']));
    // With a Double Agent too, the target must adjust, and not with the Mata Hari.
    const u = turn(['gloves1', 'MH', 'DA']);
    expect(u.view(0).phase).toBe('adjust');
    u.refuse(1, { type: 'adjust', keep: [], take: u.at(1, 'MH') }, 'bad_cards');
    u.act(1, { type: 'adjust', keep: [], take: u.at(1, 'DA') });
    expect(sorted(u.hand(0))).toEqual(sorted(['gun3', 'DA']));
  });

  test('accusing a counter-offer of hiding one is always wrong', () => {
    const t = threeSeats(['MH', 'gloves1']).offer(0, ['gun3']).counter(1, ['gloves1']).act(2, accuse(1, 'mataHari'));
    expect(t.view(0).accusations).toEqual([{ accuser: 2, accused: 1, partner: 'mataHari', right: false }]);
  });
});
