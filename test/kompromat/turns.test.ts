/** Spec section "A turn", with the hidden-information table for cards at missions. */
import { FORGOTTEN_AFTER_TURN, draw, place, ranksSeen, stop, table, type Action, type Table } from './rig';

const SEATS_AND_SPECTATOR = [0, 1, 'spectator'] as const;

/** Seat 0 starts; its deck is 10, 1/11, 9, 2, 5, ... from the top; seat 1 has 8, 6, 3, 4, ... */
function opening(): Table {
  return table({
    decks: [
      [10, 1, 9, 2, 5],
      [8, 6, 3, 4],
    ],
  });
}

describe('a turn', () => {
  test('the first card of a turn is placed face up at a mission of your choice', () => {
    // "Draw the top card of your equipment deck. Choose a mission you have not attempted this
    //  round and place that card face up on your side of it."
    const t = opening();
    expect(t.legal(0)).toContainEqual(draw);
    t.act(0, draw);
    expect(t.view(0).turn!.drawn).toEqual({ up: false, rank: 10 });
    expect(t.view(1).turn!.drawn).toEqual({ up: false });
    expect(t.view('spectator').turn!.drawn).toEqual({ up: false });
    expect(t.seen(1)).toEqual([{ type: 'drewFirst', seat: 0 }]);
    // Once seen it must be played: only placements are possible.
    expect(t.legal(0)).toEqual([place(0), place(1), place(2), place(3)]);

    t.act(0, place(2));
    for (const viewer of SEATS_AND_SPECTATOR) {
      expect(t.view(viewer).missions[2]!.sides[0]!.cards).toEqual([{ up: true, rank: 10 }]);
      expect(t.view(viewer).missions[2]!.sides[0]!.attempted).toBe(true);
    }
    expect(t.seen('spectator')).toContainEqual({ type: 'placed', seat: 0, mission: 2, rank: 10 });
    expect(t.view(1).turn).toEqual({ seat: 0, mission: 2, drawn: null });
  });

  test('further cards go face down; the opponent and spectators see how many, never their values', () => {
    // "you may draw more cards and place them face down at the same mission ... The opponent sees
    //  how many cards you placed, never their values."
    const t = opening().acts(0, draw, place(2), draw, draw);
    expect(ranksSeen(t.view(0), 2, 0)).toEqual([10, 1, 9]);
    for (const viewer of [1, 'spectator'] as const) {
      expect(t.view(viewer).missions[2]!.sides[0]!.cards).toEqual([{ up: true, rank: 10 }, { up: false }, { up: false }]);
      expect(t.seen(viewer)).toEqual([{ type: 'drew', seat: 0, mission: 2 }]);
    }
    expect(t.seen(0)).toEqual([{ type: 'drew', seat: 0, mission: 2, rank: 9, forgets: FORGOTTEN_AFTER_TURN }]);
  });

  test('after your turn your own face-down cards show as backs to you too, for the rest of the round', () => {
    // "Once you stop, you can no longer see the values of your own face-down cards at that mission
    //  (you may during the turn) ... after your turn those cards show as backs to you too."
    const t = opening().acts(0, draw, place(2), draw);
    expect(ranksSeen(t.view(0), 2, 0)).toEqual([10, 1]);
    t.act(0, stop);
    expect(ranksSeen(t.view(0), 2, 0)).toEqual([10, null]);
    t.acts(1, draw, place(0), draw, stop);
    expect(ranksSeen(t.view(1), 0, 1)).toEqual([8, null]);
    // Seat 0's next turn, at another mission: the old face-down card stays a back.
    t.acts(0, draw, place(1), draw);
    expect(ranksSeen(t.view(0), 2, 0)).toEqual([10, null]);
    expect(ranksSeen(t.view(0), 1, 0)).toEqual([9, 2]);
    expect(ranksSeen(t.view(0), 0, 1)).toEqual([8, null]);
  });

  test('you must stop when your total exceeds 21 counting every 1/11 as 1', () => {
    // "You must stop when your total there exceeds 21 counting every 1/11 as 1"
    const t = opening().acts(0, draw, place(0), draw, draw); // 10 + 1/11 + 9 = 20 (30 with an 11)
    expect(t.legal(0)).toEqual([draw, stop]);
    t.act(0, draw); // + 2 = 22
    expect(t.legal(0)).toEqual([stop]);
    t.refuse(0, draw, 'illegal_action');
    t.act(0, stop);
    expect(t.state.turn!.seat).toBe(1);
  });

  test('0.5 counts one half: 21 may still draw, 21.5 must stop', () => {
    // "`0.5` counts one half." / "must stop when your total there exceeds 21"
    const t = table({ decks: [[10, 9, 2, 0.5], []] }).acts(0, draw, place(1), draw, draw);
    expect(t.legal(0)).toEqual([draw, stop]);
    t.act(0, draw);
    expect(t.legal(0)).toEqual([stop]);
  });

  test('nobody is told why you stopped: a forced stop looks like a chosen one', () => {
    // "nobody is told why you stopped."
    const forced = table({ decks: [[10, 9, 3], [8]] }); // 22: must stop
    const chosen = table({ decks: [[10, 9, 2], [8]] }); // 21: could go on
    const script: Action[] = [draw, place(1), draw, draw, stop];
    for (const action of script) {
      forced.act(0, action);
      chosen.act(0, action);
      for (const viewer of [1, 'spectator'] as const) {
        expect(forced.view(viewer)).toEqual(chosen.view(viewer));
        expect(forced.seen(viewer)).toEqual(chosen.seen(viewer));
      }
    }
    expect(forced.seen(1)).toContainEqual({ type: 'stopped', seat: 0, mission: 1, cards: 3 });
    // The owner, too, cannot tell afterwards (both now show a back for each face-down card).
    expect(forced.view(0).missions).toEqual(chosen.view(0).missions);
  });

  test('a mission attempted earlier in the round gets no more cards from that player', () => {
    // "A mission may not get more cards from a player in a later turn of the same round."
    const t = opening().acts(0, draw, place(0), stop);
    // The opponent may choose the same mission: it is their side of it.
    t.act(1, draw);
    expect(t.legal(1)).toEqual([place(0), place(1), place(2), place(3)]);
    t.acts(1, place(0), stop);
    t.act(0, draw);
    expect(t.legal(0)).toEqual([place(1), place(2), place(3)]);
    t.refuse(0, place(0), 'illegal_action');
  });

  test("players alternate turns, the round's starting player first", () => {
    // "Players alternate turns, the round's starting player first."
    const t = table({
      firstSeat: 1,
      decks: [
        [2, 3],
        [4, 5],
      ],
    });
    expect(t.view('spectator').turn!.seat).toBe(1);
    expect(t.legal(0)).toEqual([]);
    t.acts(1, draw, place(3), stop);
    expect(t.state.turn!.seat).toBe(0);
    expect(t.seen(1)).toContainEqual({ type: 'turn', seat: 0 });
    t.acts(0, draw, place(3), stop);
    expect(t.state.turn!.seat).toBe(1);
  });

  test('a player with an empty deck takes no more turns, even with a mission still empty', () => {
    // "A player with no cards left in their deck takes no more turns this round, even if some
    //  mission has none of their cards."
    const t = table({ rest: 'discard', decks: [[2, 3, 4, 5, 6, 7], [9]] });
    t.acts(0, draw, place(0), stop);
    t.acts(1, draw, place(0));
    expect(t.legal(1)).toEqual([stop]); // nothing left to draw
    t.act(1, stop);
    expect(t.state.players[1]!.deck).toEqual([]);
    for (const mission of [1, 2, 3]) {
      expect(t.state.turn!.seat).toBe(0);
      expect(t.legal(1)).toEqual([]);
      expect(t.view(1).waitingFor).toEqual([0]);
      t.acts(0, draw, place(mission));
      if (mission === 3) {
        expect(t.view('spectator').missions.map((m) => m.sides[1]!.attempted)).toEqual([true, false, false, false]);
      }
      t.act(0, stop);
    }
    // Seat 0 has attempted all four, seat 1 can take no turn: the reveal begins.
    expect(t.logged('reveal')).toHaveLength(1);
  });

  test("the round's play ends when both players have attempted all four missions", () => {
    // "The round's play ends when both players have attempted all four missions or can take no turn."
    const t = table({
      decks: [
        [2, 3, 4, 5, 6],
        [2, 3, 4, 5, 6],
      ],
    });
    for (const mission of [0, 1, 2, 3]) {
      for (const seat of [0, 1]) {
        expect(t.view('spectator').phase).toBe('turn');
        expect(t.logged('reveal')).toEqual([]);
        t.acts(seat, draw, place(mission), stop);
      }
    }
    expect(t.logged('reveal')).toHaveLength(1);
    // Both still had cards in their decks: play ended because every mission was attempted.
    expect(t.log.filter((e) => e.type === 'drewFirst')).toHaveLength(8);
  });
});
