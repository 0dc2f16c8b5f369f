/** Spec "End of the game" and "Scoring". */
import { matahari, type MatahariFace } from '@dead-drop/shared';
import { accept, names, reject, search, table } from './rig';

/** Objective cards' priorities minus skull-coloured cards' priorities. */
function handScore(hand: readonly MatahariFace[], objective: string, skull: string): number {
  return hand.reduce(
    (sum, f) => sum + ('resource' in f ? (f.resource === objective ? f.priority : 0) - (f.colour === skull ? f.priority : 0) : 0),
    0,
  );
}

const sevens = ['photographs7', 'documents7', 'gun7', 'briefcase7', 'disguise7', 'gloves7'];

describe('the game ends at once', () => {
  test('when a player holds every card of one priority in this game: Visionary Agent, no scoring', () => {
    // 3 players: the Tape Recorder, Poison and Coat are out, so six 7s are in the game.
    const t = table({ seats: 3, hands: [sevens.slice(0, 5).concat('gun1'), ['gloves7', 'gloves1'], ['briefcase2']] })
      .offer(0, ['gun1'])
      .counter(1, ['gloves7'])
      .pass(2)
      .act(0, accept(1));
    expect(matahari.result(t.state)).toEqual({ winners: [0], reason: 'visionary' });
    const over = t.events.find((e) => e.type === 'gameOver')!;
    expect(over).toMatchObject({ reason: 'visionary', visionary: [{ seat: 0, priority: 7 }], scores: null, excluded: [] });
    // The cards are revealed to everyone.
    expect(names((over.hands as never[])[0]!)).toEqual(expect.arrayContaining(sevens));
    expect(t.view('spectator').final!.visionary).toEqual([{ seat: 0, priority: 7 }]);
    expect(t.types(1)).toEqual([]);
    t.refuse(1, { type: 'pass' }, 'game_over');
  });

  test("cards in a player's own offer count as held", () => {
    // Seat 0 offers gun7, rightly accuses seat 1 and finds the sixth 7 in the search.
    const t = table({ seats: 3, hands: [sevens.slice(0, 5).concat('gun1'), ['DA', 'gloves1'], ['briefcase2']], pile: ['gloves7'] });
    t.offer(0, ['gun7']).counter(1, ['DA']).pass(2).act(0, { type: 'accuse', seat: 1, partner: 'doubleAgent' });
    t.act(0, search(names(t.view(0).search!).indexOf('gloves7')));
    expect(matahari.result(t.state)).toEqual({ winners: [0], reason: 'visionary' });
  });

  test('when the last card of the draw pile is taken (here the first of two to draw): no cover after it', () => {
    const t = table({ seats: 3, hands: [['gun1', 'gun2'], ['gloves1'], ['briefcase2']], pile: ['documents3'], rest: 'spread' })
      .offer(0, ['gun1'])
      .pass(1, 2)
      .act(0, reject);
    expect(matahari.result(t.state)?.reason).toBe('drawPile');
    expect(t.state.compromised).toEqual([0, 0, 0]);
    expect(t.hand(0)).toContain('documents3');
  });

  test('when the last card is taken in a search', () => {
    const t = table({ seats: 3, hands: [['gun1', 'AS'], ['gloves1'], ['briefcase2', 'gloves6']], pile: ['documents3'], rest: 'spread' })
      .offer(0, ['AS'])
      .act(1, { type: 'accuse', seat: 0, partner: 'assassin' })
      .act(1, search(0));
    expect(matahari.result(t.state)?.reason).toBe('drawPile');
  });

  test('when the last cover is taken from the middle', () => {
    const t = table({ seats: 3, hands: [['gun1', 'gun2'], ['gloves1'], ['briefcase2']], compromised: [3, 3, 3] })
      .offer(0, ['gun1'])
      .pass(1, 2)
      .act(0, reject);
    expect(matahari.result(t.state)?.reason).toBe('covers');
    expect(t.view(0).coversLeft).toBe(0);
  });

  test("the Assassin's cover can be the last: then no swap", () => {
    const t = table({ seats: 3, hands: [['AS', 'gun2'], ['gloves1'], ['briefcase2']], compromised: [3, 3, 3] })
      .offer(0, ['AS'])
      .counter(1, ['gloves1'])
      .pass(2)
      .act(0, accept(1, { assassin: true }));
    expect(matahari.result(t.state)?.reason).toBe('covers');
    expect(t.hand(0)).toContain('AS');
    expect(t.hand(1)).toEqual(['gloves1']);
  });
});

describe('scoring', () => {
  // Seat 0: objective Gun (skull green); seat 1: Photographs (skull green); seat 2: Briefcase (skull red); seat 3: Disguise (skull blue).
  const end = (compromised: number[], undercover = [0, 0, 0, 0]) => {
    const t = table({
      seats: 4,
      objectives: ['gun', 'photographs', 'briefcase', 'disguise'],
      hands: [
        ['gun7', 'gun2', 'gloves3', 'documents5'],
        ['photographs6', 'disguise1'],
        ['briefcase5', 'documents4'],
        ['disguise6', 'gun4'],
      ],
      compromised,
      undercover,
    });
    return t.offer(0, ['gun2']).pass(1, 2, 3).act(0, reject);
  };

  test('objective cards score their priority, Undercover covers 2 each, skull-coloured cards cost theirs', () => {
    // Seat 0 takes the last cover; the two cards it draws count too.
    const t = end([0, 4, 2, 3], [0, 0, 0, 0]);
    const final = t.view('spectator').final!;
    expect(final.excluded).toEqual([1]);
    expect(final.scores).toEqual([handScore(final.hands[0]!, 'gun', 'green'), null, 5 - 4, 6 - 4]);
    expect(final.objectives.map((o) => o.resource)).toEqual(['gun', 'photographs', 'briefcase', 'disguise']);
  });

  test('ties for the most Compromised exclude all of them; ties for the best score share the win', () => {
    const t = end([0, 3, 3, 1], [0, 0, 0, 2]);
    const final = t.view(0).final!;
    expect(final.excluded).toEqual([1, 2]);
    expect(final.scores![3]).toBe(6 - 4 + 4);
    const best = Math.max(...final.scores!.filter((s): s is number => s !== null));
    expect(matahari.result(t.state)!.winners).toEqual(final.scores!.flatMap((s, seat) => (s === best ? [seat] : [])));
  });

  test('nobody is excluded when the most is 0 (Mata Hari turned them all); shared wins', () => {
    const t = table({
      seats: 3,
      objectives: ['gun', 'briefcase', 'photographs'],
      hands: [
        ['MH', 'gun5'],
        ['briefcase5', 'gloves1'],
        ['photographs5', 'gun1'],
      ],
      pile: ['disguise2'],
      rest: 'spread',
      undercover: [0, 0, 0],
      compromised: [4, 0, 0],
    });
    t.offer(0, ['MH']).pass(1, 2).act(0, { type: 'mataHari' });
    const listed = names(t.view(0).search!);
    t.act(0, search(listed.indexOf('disguise2')));
    expect(matahari.result(t.state)?.reason).toBe('drawPile');
    const final = t.view(1).final!;
    expect(final.excluded).toEqual([]);
    // Four Undercover covers: 8 points on top of the hand.
    expect(final.scores![0]).toBe(handScore(final.hands[0]!, 'gun', 'green') + 8);
    const best = Math.max(...final.scores!.map(Number));
    expect(matahari.result(t.state)!.winners).toEqual(final.scores!.flatMap((s, seat) => (s === best ? [seat] : [])));
  });

  test('everyone tied for the most Compromised: all excluded, nobody wins', () => {
    const t = table({
      seats: 3,
      hands: [['gun1', 'gun2'], ['gloves1'], ['briefcase2']],
      pile: ['gun3'],
      rest: 'spread',
      compromised: [2, 2, 2],
    });
    t.offer(0, ['gun1']).pass(1, 2).act(0, reject);
    expect(matahari.result(t.state)).toEqual({ winners: [], reason: 'drawPile' });
    expect(t.view(2).final!.scores).toEqual([null, null, null]);
    expect(t.view(2).final!.excluded).toEqual([0, 1, 2]);
  });
});
