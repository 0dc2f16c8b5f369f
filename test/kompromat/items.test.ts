/** Spec section "Items": the ten item cards. */
import { forgetSpent } from '@dead-drop/shared';
import {
  FORGOTTEN_AFTER_TURN,
  M,
  deckRanks,
  draw,
  pass,
  passRound,
  place,
  ranksSeen,
  rankOf,
  stop,
  table,
  toReveal,
  use,
  type Rig,
} from './rig';

/** Seat 1 has already played 8 (face up), 6 and 5 at mission 1, and 7 alone at mission 2. */
const opponentCards: Rig['missions'] = [undefined, { card: M.pursuit, sides: [[], [8, 6, 5]] }, { card: M.barmaid, sides: [[], [7]] }];

describe('Night Vision', () => {
  test("shows its owner the top 5 cards of their deck, in order, until the owner's next action", () => {
    // "Look at the top 5 cards of your equipment deck, then return them in the same order. Only you see them."
    // "cards seen with Night Vision: values, until the owner's next action | nothing | nothing"
    const t = table({ items: [[M.nightVision], []], decks: [[3, 1, 4, 0.5, 5, 9, 2], []] });
    t.act(0, use('nightVision'));
    expect(t.view(0).players[0]!.peek).toEqual([3, 1, 4, 0.5, 5]);
    expect(t.view(1).players[0]!.peek).toBeUndefined();
    expect(t.view('spectator').players[0]!.peek).toBeUndefined();
    expect(t.seen(0)).toEqual([
      {
        type: 'item',
        seat: 0,
        item: 'nightVision',
        count: 5,
        ranks: [3, 1, 4, 0.5, 5],
        forgets: expect.objectContaining({ fields: ['ranks'] }),
      },
    ]);
    const told = t.seen(0);
    expect(t.seen(1)).toEqual([{ type: 'item', seat: 0, item: 'nightVision', count: 5 }]);
    expect(t.seen('spectator')).toEqual(t.seen(1));
    expect(deckRanks(t.state, 0).slice(0, 7)).toEqual([3, 1, 4, 0.5, 5, 9, 2]);
    expect(t.state.players[0]!.pile).toEqual([M.nightVision]);

    t.act(0, draw);
    expect(t.view(0).players[0]!.peek).toBeUndefined();
    expect(t.view(0).turn!.drawn!.rank).toBe(3);
    // The log forgets them with the table.
    expect(forgetSpent([...told, ...t.seen(0)])[0]).toEqual({ type: 'item', seat: 0, item: 'nightVision', count: 5 });
  });

  test('with fewer than 5 cards left it shows what there is', () => {
    // [spec silent] "Look at the top 5 cards" of a shorter deck.
    const t = table({ rest: 'discard', items: [[M.nightVision], []], decks: [[3, 4], [2]] });
    t.act(0, use('nightVision'));
    expect(t.view(0).players[0]!.peek).toEqual([3, 4]);
  });
});

describe('USB Stick', () => {
  test('uses again an item its owner has already used', () => {
    // "USB Stick: Use again one item that you have already used this game."
    const t = table({ items: [[M.usb], []], piles: [[M.drone], []], missions: opponentCards });
    expect(t.legal(0)).toContainEqual({ type: 'item', item: 'usb', copy: 'drone', mission: 1 });
    t.act(0, { type: 'item', item: 'usb', copy: 'drone', mission: 1 });
    expect(ranksSeen(t.view(1), 1, 1)).toEqual([8, 6, 5]);
    expect(t.state.players[0]!.items).toEqual([]);
    expect(t.state.players[0]!.pile).toEqual([M.drone, M.usb]);
    expect(t.seen(1)).toEqual([{ type: 'item', seat: 0, item: 'usb', copy: 'drone', mission: 1, ranks: [8, 6, 5] }]);
  });

  test('cannot repeat an item not yet used, nor itself', () => {
    // "Use again one item that you have already used" — the drone here is still unused.
    const t = table({ items: [[M.usb, M.drone], []], missions: opponentCards });
    expect(t.legal(0).filter((a) => a.type === 'item' && a.item === 'usb')).toEqual([]);
    t.refuse(0, { type: 'item', item: 'usb', copy: 'drone', mission: 1 }, 'illegal_action');
    t.refuse(0, { type: 'item', item: 'usb', copy: 'usb' }, 'illegal_action');
    t.refuse(0, { type: 'item', item: 'usb' }, 'illegal_action');
  });
});

describe('Drone', () => {
  test("reveals all of the opponent's cards at one mission to both players and spectators", () => {
    // "Reveal all of your opponent's cards at one mission (to both players and spectators)."
    const t = table({ items: [[M.drone], []], missions: opponentCards });
    // Only where something is hidden: mission 2 holds a face-up card alone.
    expect(t.legal(0).filter((a) => a.type === 'item')).toEqual([use('drone', { mission: 1 })]);
    t.act(0, use('drone', { mission: 1 }));
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(t.view(viewer).missions[1]!.sides[1]!.cards).toEqual([
        { up: true, rank: 8 },
        { up: false, shown: true, rank: 6 },
        { up: false, shown: true, rank: 5 },
      ]);
      expect(t.seen(viewer)).toEqual([{ type: 'item', seat: 0, item: 'drone', mission: 1, ranks: [8, 6, 5] }]);
    }
  });
});

describe('Stun Gun', () => {
  test("discards one face-down card, chosen by position, from an opponent's mission", () => {
    // "Discard one face-down card of your choice (by position) from one of your opponent's missions."
    const t = table({ items: [[M.stunGun], []], missions: opponentCards });
    expect(t.legal(0).filter((a) => a.type === 'item')).toEqual([
      use('stunGun', { mission: 1, index: 1 }),
      use('stunGun', { mission: 1, index: 2 }),
    ]);
    t.refuse(0, use('stunGun', { mission: 1, index: 0 }), 'illegal_action'); // the face-up card
    t.refuse(0, use('stunGun', { mission: 2, index: 0 }), 'illegal_action');
    t.act(0, use('stunGun', { mission: 1, index: 1 }));
    expect(t.state.missions[1]!.sides[1]!.cards.map((c) => rankOf(c.id))).toEqual([8, 5]);
    expect(t.view(1).missions[1]!.sides[1]!.cards).toEqual([{ up: true, rank: 8 }, { up: false }]);
    expect(t.view('spectator').players[1]!.discard).toBe(1);
    expect(t.state.players[1]!.discard.map(rankOf)).toEqual([6]);
    expect(t.seen(1)).toEqual([{ type: 'item', seat: 0, item: 'stunGun', mission: 1, index: 1 }]);
  });
});

describe('Chloroform', () => {
  const ciMission: Rig = {
    items: [[M.chloroform], []],
    missions: [
      { card: M.informant, ci: M.ci2, sides: [[9], [5]] },
      { card: M.hotel, sides: [[], [1]] },
    ],
  };

  test('when its owner takes a mission with a CI card under it, they take no tokens for it', () => {
    // "Chloroform: When you take a mission with a CI card under it, take no notoriety tokens for it."
    const t = toReveal(ciMission);
    expect(t.view(1).prompt).toEqual({ kind: 'chloroform', seat: 0 });
    expect(t.legal(0)).toEqual([use('chloroform'), pass]);
    expect(t.legal(1)).toEqual([]);
    t.act(0, use('chloroform'));
    expect(t.state.players[0]!.notoriety).toBe(0);
    expect(t.state.players[0]!.pile).toEqual([M.informant, M.chloroform]);
    expect(t.state.missionDiscard).toEqual([M.ci2]);
    expect(t.events.filter((e) => e.type === 'notoriety')).toEqual([]);
  });

  test('declined, the tokens are taken as usual', () => {
    // "(c) as a reaction: Chloroform when taking a CI mission" — a choice.
    const t = toReveal(ciMission).act(0, pass);
    expect(t.state.players[0]!.notoriety).toBe(2);
    expect(t.state.players[0]!.items).toEqual([M.chloroform]);
  });
});

describe('GPS Tracker', () => {
  test('returns the last face-down card to the top of the deck, even after exceeding 21; the turn goes on', () => {
    // "During your turn, return the face-down card you drew last to the top of your deck, even if
    //  you had exceeded 21; your turn goes on."
    const t = table({ items: [[M.gps], []], decks: [[10, 9, 5, 2], []] });
    t.acts(0, draw, place(0), draw, draw); // 10 + 9 + 5 = 24
    expect(t.legal(0)).toEqual([stop, use('gps')]);
    t.act(0, use('gps'));
    expect(deckRanks(t.state, 0)[0]).toBe(5);
    expect(ranksSeen(t.view(0), 0, 0)).toEqual([10, 9]);
    expect(t.state.turn).toEqual({ seat: 0, drawn: null, mission: 0 });
    expect(t.legal(0)).toEqual([draw, stop]);
    t.act(0, draw);
    expect(t.seen(0)).toEqual([{ type: 'drew', seat: 0, mission: 0, rank: 5, forgets: FORGOTTEN_AFTER_TURN }]);
  });

  test('cannot return the face-up first card of a turn', () => {
    // "The face-up first card of a turn cannot be returned [decision]."
    const t = table({ items: [[M.gps], []], decks: [[10, 9], []] });
    t.acts(0, draw, place(0));
    expect(t.legal(0)).toEqual([draw, stop]);
    t.refuse(0, use('gps'), 'illegal_action');
  });
});

describe('Jetpack', () => {
  test('moves all your cards from one mission to one that is still empty: no cards of either player', () => {
    // "Move all your cards from one mission to a mission that is still empty: no cards of either
    //  player ("která je zatím prázdná")."
    const t = table({
      items: [[M.jetpack], []],
      decks: [[10, 5, 3, 2], [8]],
      missions: [undefined, { card: M.pursuit, sides: [[6], []] }, undefined, { card: M.barmaid, sides: [[], [4]] }],
    });
    t.acts(0, draw, place(0), draw);
    // Not to mission 1, where seat 0 has a card, nor to mission 3, where seat 1 has one.
    expect(t.legal(0).filter((a) => a.type === 'item')).toEqual([use('jetpack', { from: 0, to: 2 }), use('jetpack', { from: 1, to: 2 })]);
    t.refuse(0, use('jetpack', { from: 0, to: 1 }), 'illegal_action');
    t.refuse(0, use('jetpack', { from: 0, to: 3 }), 'illegal_action');
    t.act(0, use('jetpack', { from: 0, to: 2 }));
    const view = t.view(0);
    expect(view.missions[0]!.sides[0]!.cards).toEqual([]);
    expect(view.missions[2]!.sides[0]!.cards).toEqual([
      { up: true, rank: 10 },
      { up: false, rank: 5 },
    ]);
    expect(t.seen(1)).toEqual([{ type: 'item', seat: 0, item: 'jetpack', from: 0, to: 2 }]);
    // The current attempt follows the cards: further draws go to mission 2.
    expect(t.state.turn).toEqual({ seat: 0, drawn: null, mission: 2 });
    t.act(0, draw);
    expect(ranksSeen(t.view(0), 2, 0)).toEqual([10, 5, 3]);
  });

  test('both missions then count as attempted: neither takes more of your cards this round', () => {
    // "Both missions then count as attempted by you this round: the book forbids adding cards to a
    //  mission you attempted on a previous turn [decision]."
    const t = table({
      items: [[M.jetpack], []],
      decks: [
        [10, 5, 3, 2],
        [4, 6],
      ],
    });
    t.acts(0, draw, place(0), draw, use('jetpack', { from: 0, to: 2 }));
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(t.view(viewer).missions.map((m) => m.sides[0]!.attempted)).toEqual([true, false, true, false]);
    }
    t.act(0, stop);
    t.acts(1, draw, place(3), stop);
    t.act(0, draw);
    expect(t.legal(0)).toEqual([place(1), place(3)]);
    t.refuse(0, place(0), 'illegal_action');
  });

  test('nor can a second Jetpack bring cards back to the mission the first one left', () => {
    // The mission left "count[s] as attempted by you this round" though it is empty again.
    const t = table({ items: [[M.jetpack, M.usb], []], decks: [[10, 5, 3, 2], []] });
    t.acts(0, draw, place(0), use('jetpack', { from: 0, to: 2 }));
    expect(t.legal(0).filter((a) => a.type === 'item')).toEqual([
      { type: 'item', item: 'usb', copy: 'jetpack', from: 2, to: 1 },
      { type: 'item', item: 'usb', copy: 'jetpack', from: 2, to: 3 },
    ]);
    t.refuse(0, { type: 'item', item: 'usb', copy: 'jetpack', from: 2, to: 0 }, 'illegal_action');
  });

  test('a Newspaper on the cards stays at the mission they leave', () => {
    // Newspaper: "Place it at one of your opponent's unrevealed missions" — the mission, not the cards.
    const t = table({
      turn: { seat: 1 },
      items: [[M.jetpack], [M.newspaper]],
      decks: [[10], [8]],
      missions: [undefined, { card: M.pursuit, sides: [[7, 5], []] }],
    });
    t.acts(1, use('newspaper', { mission: 1 }), draw, place(0), stop);
    t.act(0, use('jetpack', { from: 1, to: 2 }));
    expect(t.view(1).missions[1]!.sides[0]).toMatchObject({ cards: [], newspaper: 3 });
    expect(t.view(1).missions[2]!.sides[0]).toMatchObject({ cards: [{ up: true, rank: 7 }, { up: false }], newspaper: 0 });
  });

  test("used before the first draw on the last mission left to attempt, it ends that player's turns", () => {
    // "Both missions then count as attempted" / "The round's play ends when both players have
    //  attempted all four missions or can take no turn."
    const t = table({
      items: [[M.jetpack], []],
      decks: [
        [10, 9],
        [8, 6],
      ],
      missions: [
        { card: M.informant, sides: [[7], []] },
        { card: M.pursuit, sides: [[5], []] },
        { card: M.hotel, sides: [[4], []] },
      ],
    });
    expect(t.legal(0)).toContainEqual(use('jetpack', { from: 1, to: 3 }));
    t.act(0, use('jetpack', { from: 1, to: 3 }));
    expect(t.events).toEqual([
      { type: 'item', seat: 0, item: 'jetpack', from: 1, to: 3 },
      { type: 'turn', seat: 1 },
    ]);
    expect(t.legal(0)).toEqual([]);
    t.acts(1, draw, place(0), stop);
    expect(t.state.turn!.seat).toBe(1); // seat 0 takes no more turns this round
  });
});

describe('Balaclava', () => {
  test("returns two of its owner's tokens to the supply", () => {
    // "Balaclava: Return two of your notoriety tokens to the supply."
    const t = table({ items: [[M.balaclava], []], notoriety: [3, 1] });
    t.act(0, use('balaclava'));
    expect(t.state.players.map((p) => p.notoriety)).toEqual([1, 1]);
    expect(t.view('spectator').supply).toBe(16);
    expect(t.seen(1)).toEqual([{ type: 'item', seat: 0, item: 'balaclava', tokens: 2 }]);
  });

  const failing = (notoriety: number): Rig => ({
    items: [[M.balaclava], []],
    notoriety: [notoriety, 0],
    missions: [
      { card: M.informant, sides: [[10, 9, 5], [6]] },
      { card: M.hotel, sides: [[], [1]] },
    ],
  });

  test('is offered as a reaction before a gain that would bring its owner to 9, and resolves first', () => {
    // "Must be used before you have 9." / "(c) ... Balaclava when a notoriety gain would bring its
    //  owner to 9 or more (it resolves before the gain)."
    const t = toReveal(failing(8)).acts(0, pass, pass); // the item windows before and after the reveal
    expect(t.view(1).prompt).toEqual({ kind: 'balaclava', seat: 0 });
    expect(t.legal(0)).toEqual([use('balaclava'), pass]);
    t.act(0, use('balaclava'));
    expect(t.events.filter((e) => e.type === 'item' || e.type === 'notoriety')).toEqual([
      { type: 'item', seat: 0, item: 'balaclava', tokens: 2 },
      { type: 'notoriety', seat: 0, gained: 1, total: 7 },
    ]);
    expect(t.state.result).toBeNull();

    const declined = toReveal(failing(8)).acts(0, pass, pass, pass);
    expect(declined.state.players[0]!.notoriety).toBe(9);
    expect(declined.state.result).toMatchObject({ winners: [1], reason: 'notoriety' });
  });

  test('is not asked for when the gain stays below 9', () => {
    // The reaction is for "a notoriety gain would bring its owner to 9 or more".
    const t = toReveal(failing(5)).acts(0, pass, pass);
    expect(t.state.prompt).toBeNull();
    expect(t.state.players[0]!.notoriety).toBe(6);
    expect(t.state.players[0]!.items).toEqual([M.balaclava]);
  });
});

describe('Newspaper', () => {
  const withNewspaper = (sides: [number[], number[]]): Rig => ({
    items: [[M.newspaper], []],
    missions: [
      { card: M.informant, sides },
      { card: M.hotel, sides: [[], [1]] },
    ],
  });

  test("adds 3 to the opponent's total at one of their unrevealed missions", () => {
    // "Place it at one of your opponent's unrevealed missions: +3 to their total there."
    const t = toReveal(
      withNewspaper([
        [10, 8],
        [10, 6],
      ]),
    );
    expect(t.legal(0)).toEqual([use('newspaper', { mission: 0 }), use('newspaper', { mission: 1 }), pass, passRound]);
    t.act(0, use('newspaper', { mission: 0 }));
    const side = t.view('spectator').missions[0]!.sides[1]!;
    expect(side).toMatchObject({ declared: 16, newspaper: 3, total: 19 });
    expect(t.view(0).missions[0]!.taker).toBe(1); // 19 beats 18
  });

  test('is not a card for tie-breaks', () => {
    // "It is not a card for tie-breaks [decision]."
    const t = toReveal(
      withNewspaper([
        [10, 8],
        [10, 5],
      ]),
    ).act(0, use('newspaper', { mission: 0 }));
    expect(t.view(0).missions[0]!.sides.map((s) => s.total)).toEqual([18, 18]);
    expect(t.view(0).missions[0]!.taker).toBeNull(); // 2 cards against 2: discarded
    expect(t.events).toContainEqual({ type: 'discarded', mission: 0 });
  });

  test('can push the opponent over 21', () => {
    // "+3 to their total there" — a total over 21 is a failed mission.
    const t = toReveal(
      withNewspaper([
        [10, 8],
        [10, 9],
      ]),
    ).act(0, use('newspaper', { mission: 0 }));
    expect(t.events).toContainEqual({ type: 'failed', seat: 1, mission: 0 });
    expect(t.state.players[1]!.notoriety).toBe(1);
    expect(t.view(0).missions[0]!.taker).toBe(0);
  });
});

describe('Vesper Martini', () => {
  const withVesper = (sides: [number[], number[]]): Rig => ({
    items: [[M.vesper], []],
    missions: [
      { card: M.informant, sides },
      { card: M.hotel, sides: [[], [1]] },
    ],
  });

  test("after the cards are revealed, changes its owner's total there by +1", () => {
    // "After cards are revealed at a mission, change your total there by +1 or −1."
    const t = toReveal(
      withVesper([
        [10, 8, 2],
        [10, 7, 3],
      ]),
    ); // 20 against 20, 3 cards each
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
    expect(t.legal(0)).toEqual([use('vesper', { delta: 1 }), use('vesper', { delta: -1 }), pass, passRound]);
    t.act(0, use('vesper', { delta: 1 }));
    expect(t.view(1).missions[0]!.sides[0]).toMatchObject({ declared: 20, vesper: 1, total: 21 });
    expect(t.events).toContainEqual({ type: 'perfect', seat: 0, mission: 0 });
    expect(t.view(1).missions[0]!.taker).toBe(0);
  });

  test('or by −1, which can save a failed mission', () => {
    // "change your total there by +1 or −1"
    const t = toReveal(withVesper([[10, 9, 3], [5]])).act(0, use('vesper', { delta: -1 }));
    expect(t.view(1).missions[0]!.sides[0]!.total).toBe(21);
    expect(t.events.filter((e) => e.type === 'failed')).toEqual([]);
    expect(t.view(1).missions[0]!.taker).toBe(0);
  });
});
