/** Spec section "Items": "Each item is used once" and "Timing [decision]". */
import { M, draw, pass, passRound, place, ranksSeen, stop, table, toReveal, use, type Rig } from './rig';

const balaclava = use('balaclava');

describe('item timing', () => {
  test('during your own turn: before the first draw, between draws and before stopping', () => {
    // "(a) during their own turn, before the first draw, between draws and before stopping (a drawn
    //  card is placed first: no item between drawing a card and placing it)"
    const t = table({ items: [[M.balaclava], []], notoriety: [2, 0], decks: [[10, 9, 5], []] });
    expect(t.legal(0)).toEqual([draw, balaclava]); // before the first draw
    t.act(0, draw);
    // The first card, once seen, must be placed: nothing else until it is.
    expect(t.legal(0)).toEqual([place(0), place(1), place(2), place(3)]);
    t.refuse(0, balaclava, 'illegal_action');
    t.act(0, place(0));
    expect(t.legal(0)).toEqual([draw, stop, balaclava]); // between draws
    t.acts(0, draw, draw); // 24: must stop
    expect(t.legal(0)).toEqual([stop, balaclava]); // before stopping
    t.act(0, balaclava);
    expect(t.state.players[0]!.notoriety).toBe(0);
  });

  test("not during the opponent's turn", () => {
    // Timing (a) is "during their own turn"; the opponent's turn is not in the list.
    const t = table({ items: [[], [M.balaclava, M.drone]], notoriety: [0, 2], decks: [[10, 9], []] });
    t.acts(0, draw, place(0), draw);
    expect(t.legal(1)).toEqual([]);
    expect(t.view(1).legal).toEqual([]);
    t.refuse(1, balaclava, 'not_your_turn');
    t.refuse(1, use('drone', { mission: 0 }), 'not_your_turn');
    t.act(0, stop);
    expect(t.legal(1)).toContainEqual(balaclava);
  });

  test('in the reveal: before the mission is revealed and after both totals are declared, starting player first', () => {
    // "(b) in the reveal phase, before a mission is revealed and after both totals are declared,
    //  before the mission is resolved (starting player first, each may use items or pass)"
    const t = toReveal({
      items: [
        [M.drone, M.vesper],
        [M.newspaper, M.balaclava],
      ],
      notoriety: [0, 1],
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 6],
            [9, 5],
          ],
        },
      ],
    });
    expect(t.view(1).reveal).toEqual({ mission: 0, step: 'before', seat: 0 });
    expect(t.legal(0)).toEqual([use('drone', { mission: 0 }), pass, passRound]);
    expect(t.legal(1)).toEqual([]);
    t.act(0, pass);
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'before', seat: 1 });
    expect(t.legal(1)).toEqual([use('newspaper', { mission: 0 }), balaclava, pass, passRound]);
    t.act(1, pass);
    // Both totals are declared (no choice to make), then the after-windows.
    expect(t.events.filter((e) => e.type === 'declared').map((e) => [e.seat, e.total])).toEqual([
      [0, 16],
      [1, 14],
    ]);
    expect(t.view(1).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
    expect(t.legal(0)).toEqual([use('vesper', { delta: 1 }), use('vesper', { delta: -1 }), pass, passRound]);
    t.act(0, pass);
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'after', seat: 1 });
    expect(t.legal(1)).toEqual([balaclava, pass, passRound]); // mission 0 is revealed, and no later one holds seat 0's cards
    expect(t.state.missions[0]!.resolved).toBe(false);
    t.act(1, pass);
    expect(t.log.filter((e) => e.type === 'took')).toEqual([{ type: 'took', seat: 0, mission: 0 }]);
  });

  describe('both reveal windows offer every item whose target exists', () => {
    // "In both reveal windows every item whose target exists may be used: for example a Newspaper or
    //  a Stun Gun aimed at a later, still unrevealed mission after the totals of the current one are
    //  declared"
    const later: Rig['missions'] = [
      {
        card: M.informant,
        sides: [
          [10, 6],
          [9, 4],
        ],
      },
      { card: M.pursuit, sides: [[7], [8, 3, 5]] },
      { card: M.hotel },
      { card: M.barmaid, sides: [[], [2]] },
    ];

    test('a Newspaper and a Stun Gun at a later mission, after the totals of this one are declared', () => {
      const t = toReveal({ items: [[M.newspaper, M.stunGun], []], missions: later });
      // Before mission 0 is revealed: it and the later missions.
      expect(t.view(1).reveal).toEqual({ mission: 0, step: 'before', seat: 0 });
      expect(t.legal(0)).toEqual([
        use('newspaper', { mission: 0 }),
        use('newspaper', { mission: 1 }),
        use('newspaper', { mission: 3 }),
        use('stunGun', { mission: 0, index: 1 }),
        use('stunGun', { mission: 1, index: 1 }),
        use('stunGun', { mission: 1, index: 2 }),
        pass,
        passRound,
      ]);
      t.act(0, pass);
      // After both totals are declared: the later missions only, mission 0 being revealed.
      expect(t.logged('declared').map((e) => [e.seat, e.total])).toEqual([
        [0, 16],
        [1, 13],
      ]);
      expect(t.view(1).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
      expect(t.legal(0)).toEqual([
        use('newspaper', { mission: 1 }),
        use('newspaper', { mission: 3 }),
        use('stunGun', { mission: 1, index: 1 }),
        use('stunGun', { mission: 1, index: 2 }),
        pass,
        passRound,
      ]);
      t.refuse(0, use('newspaper', { mission: 0 }), 'illegal_action');
      t.refuse(0, use('stunGun', { mission: 0, index: 1 }), 'illegal_action');
      t.act(0, use('newspaper', { mission: 1 }));
      expect(t.view(1).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
      t.act(0, use('stunGun', { mission: 1, index: 2 }));
      // Mission 0 is resolved as declared; at mission 1 seat 1 declares 8 + 3 (the 5 was stunned), and the
      // Newspaper's +3 makes 14, beating 7.
      expect(t.logged('took')).toEqual([
        { type: 'took', seat: 0, mission: 0 },
        { type: 'took', seat: 1, mission: 1 },
        { type: 'took', seat: 1, mission: 3 },
      ]);
      expect(
        t
          .logged('declared')
          .filter((e) => e.mission === 1)
          .map((e) => [e.seat, e.total]),
      ).toEqual([
        [0, 7],
        [1, 11],
      ]);
    });

    test('a Drone and a Jetpack at later missions, after the totals are declared', () => {
      const t = toReveal({ items: [[M.drone, M.jetpack], []], missions: later }).act(0, pass);
      expect(t.view(1).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
      // The Jetpack goes only to mission 2, the one still empty.
      expect(t.legal(0)).toEqual([use('drone', { mission: 1 }), use('jetpack', { from: 1, to: 2 }), pass, passRound]);
      t.act(0, use('drone', { mission: 1 }));
      expect(ranksSeen(t.view(1), 1, 1)).toEqual([8, 3, 5]);
      t.act(0, use('jetpack', { from: 1, to: 2 }));
      // Seat 1 takes mission 1 alone; seat 0's 7 takes mission 2.
      expect(t.logged('took')).toEqual([
        { type: 'took', seat: 0, mission: 0 },
        { type: 'took', seat: 1, mission: 1 },
        { type: 'took', seat: 0, mission: 2 },
        { type: 'took', seat: 1, mission: 3 },
      ]);
    });

    test("but Night Vision and the GPS Tracker only in their owner's turn, and reactions only when they are asked for", () => {
      // GPS Tracker: "During your turn"; Night Vision looks at a deck that is reshuffled before anyone
      // draws from it again (README, "Rule decisions"). "(c) as a reaction: Chloroform when taking a CI
      // mission, Balaclava when a notoriety gain would bring its owner to 9 or more".
      const t = toReveal({
        items: [[M.nightVision, M.gps, M.chloroform, M.balaclava, M.newspaper], []],
        notoriety: [8, 0],
        // Seat 0 has attempted every mission and still has a card in its deck.
        decks: [[3], []],
        missions: [
          { card: M.informant, sides: [[10, 9, 5], [6]] },
          { card: M.pursuit, sides: [[7], [8, 3]] },
          { card: M.hotel, sides: [[2], []] },
          { card: M.barmaid, sides: [[4], []] },
        ],
      });
      expect(t.legal(0)).toEqual([balaclava, use('newspaper', { mission: 0 }), use('newspaper', { mission: 1 }), pass, passRound]);
      t.act(0, pass);
      expect(t.view(1).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
      expect(t.legal(0)).toEqual([balaclava, use('newspaper', { mission: 1 }), pass, passRound]);
      t.act(0, pass);
      // Seat 0 fails: the Balaclava reaction comes alone, not the Newspaper.
      expect(t.view(1).prompt).toEqual({ kind: 'balaclava', seat: 0 });
      expect(t.legal(0)).toEqual([balaclava, pass]);
      t.refuse(0, use('newspaper', { mission: 1 }), 'illegal_action');
    });
  });

  test('a drawn card is placed before any item is used', () => {
    // "(a) ... (a drawn card is placed first: no item between drawing a card and placing it)"
    const t = table({
      items: [[M.drone, M.jetpack, M.balaclava], []],
      notoriety: [2, 0],
      decks: [[10, 9, 5], []],
      missions: [undefined, { card: M.pursuit, sides: [[], [8, 6]] }],
    });
    t.act(0, draw);
    expect(t.legal(0)).toEqual([place(0), place(1), place(2), place(3)]);
    for (const item of [use('drone', { mission: 1 }), use('balaclava')]) t.refuse(0, item, 'illegal_action');
    t.act(0, place(0));
    expect(t.legal(0)).toContainEqual(use('drone', { mission: 1 }));
    // A face-down card is placed by the draw itself: the next choice already sees it at its mission.
    t.act(0, draw);
    expect(t.view(0).missions[0]!.sides[0]!.cards).toEqual([
      { up: true, rank: 10 },
      { up: false, rank: 9 },
    ]);
    expect(t.legal(0)).toContainEqual(use('jetpack', { from: 0, to: 2 }));
  });

  test('several items may be used in a row in one window', () => {
    // "Several items may be used in a row."
    const t = toReveal({
      items: [[M.drone, M.stunGun, M.newspaper], []],
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 6],
            [9, 5, 4],
          ],
        },
      ],
    });
    t.act(0, use('drone', { mission: 0 }));
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'before', seat: 0 });
    t.act(0, use('stunGun', { mission: 0, index: 2 }));
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'before', seat: 0 });
    expect(t.legal(0)).toEqual([use('newspaper', { mission: 0 }), pass, passRound]);
    t.act(0, use('newspaper', { mission: 0 }));
    // Nothing usable is left: the reveal goes on by itself. 9 + 5 + 3 = 17 beats 16.
    expect(t.state.players[0]!.pile).toEqual([M.drone, M.stunGun, M.newspaper]);
    expect(t.events).toContainEqual({ type: 'took', seat: 1, mission: 0 });
  });

  test('a window in which a player has no usable item is skipped', () => {
    // "windows with no usable item are skipped automatically" (brief); Chloroform is only a reaction.
    const t = toReveal({
      items: [[M.chloroform], [M.vesper]],
      missions: [{ card: M.informant, sides: [[10, 6], []] }],
    });
    // Seat 1 has no total at mission 0, so its Vesper has no use there: the whole round resolves.
    expect(t.logged('took')).toEqual([{ type: 'took', seat: 0, mission: 0 }]);
    expect(t.state.round).toBe(2);
  });

  test('"no items this round" lets pass the seat\'s other reveal windows of the round, where a plain pass does not', () => {
    // [decision] With items in hand a window opens before and after every mission: one click may
    // answer them all for the round (a pass with `round`). A reaction prompt is not a window and
    // still asks; the round's number is kept, so the next round's windows ask again.
    const spec: Rig = {
      items: [[M.drone, M.balaclava], []],
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 6],
            [9, 5],
          ],
        },
        { card: M.pursuit, sides: [[7], [8, 3]] },
        { card: M.hotel, sides: [[2], [4]] },
      ],
    };
    const plain = toReveal(spec);
    plain.act(0, pass);
    expect(plain.view(0).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });

    const t = toReveal(spec);
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'before', seat: 0 });
    t.act(0, passRound);
    expect(t.logged('took').map((e) => e.mission)).toEqual([0, 1, 2]);
    expect(t.state.round).toBe(2);
    expect(t.state.players[0]!.noItemsRound).toBe(1);
    expect(t.state.players[0]!.items).toEqual([M.drone, M.balaclava]);
  });

  test('reactions only when their moment comes: Chloroform is not usable in a turn or window', () => {
    // "(c) as a reaction: Chloroform when taking a CI mission, Balaclava when a notoriety gain would
    //  bring its owner to 9 or more"
    const t = table({ items: [[M.chloroform], []], decks: [[4, 5], []] });
    expect(t.legal(0)).toEqual([draw]);
    t.refuse(0, use('chloroform'), 'illegal_action');
  });

  test("an item is used once, then lies face down in its owner's scoring pile", () => {
    // "Each item is used once ...; once used it goes face down to the owner's scoring pile and
    //  still scores 1 VP."
    const t = table({
      items: [[M.drone], []],
      missions: [undefined, { card: M.pursuit, sides: [[], [8, 6]] }, { card: M.barmaid, sides: [[], [7, 2]] }],
    });
    t.act(0, use('drone', { mission: 1 }));
    expect(t.view(1).players[0]!.items).toEqual([]);
    expect(t.view(1).players[0]!.pile).toEqual([{ kind: 'item', item: 'drone' }]);
    expect(t.legal(0)).toEqual([draw]);
    t.refuse(0, use('drone', { mission: 2 }), 'illegal_action');
  });
});
