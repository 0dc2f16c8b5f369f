/** Spec section "Reveal and resolution". */
import { M, declare, pass, passRound, ranksSeen, returnToken, toReveal } from './rig';

/** [seat, mission] of every event of a type, in order. */
const who = (events: readonly { type: string; [k: string]: unknown }[], type: string) =>
  events.filter((e) => e.type === type).map((e) => [e.seat, e.mission]);

describe('reveal and resolution', () => {
  test('missions are resolved one at a time from position 1 outward', () => {
    // "Missions are resolved one at a time from position 1 outward."
    const t = toReveal({
      missions: [
        { card: M.hotel, sides: [[5], [6]] },
        { card: M.barmaid, sides: [[7], [3]] },
        { card: M.locker, sides: [[2], [4]] },
        { card: M.airport, sides: [[9], [8]] },
      ],
    });
    expect(who(t.events, 'declared')).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 2],
      [0, 3],
      [1, 3],
    ]);
    expect(who(t.events, 'took')).toEqual([
      [1, 0],
      [0, 1],
      [1, 2],
      [0, 3],
    ]);
    expect(t.state.players[0]!.pile).toEqual([M.barmaid, M.airport]);
    expect(t.state.players[1]!.pile).toEqual([M.hotel, M.locker]);
  });

  test('the starting player reveals and declares first; the other declares having seen that total', () => {
    // "The round's starting player reveals all their cards there and declares the total ...; then
    //  the other player does the same, having seen the first total."
    const t = toReveal({
      round: 2,
      missions: [
        {
          card: M.informant,
          sides: [
            [1, 8],
            [1, 5],
          ],
        },
      ],
    });
    expect(t.state.startSeat).toBe(1);
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'declare', seat: 1 });
    expect(t.legal(1)).toEqual([declare(6), declare(16)]);
    expect(t.legal(0)).toEqual([]);
    t.refuse(0, declare(19), 'not_your_turn');
    // Seat 1's cards are turned up for everyone; seat 0's are still hidden.
    expect(ranksSeen(t.view(0), 0, 1)).toEqual([1, 5]);
    expect(ranksSeen(t.view(1), 0, 0)).toEqual([1, null]);

    t.act(1, declare(16));
    expect(t.view(0).missions[0]!.sides[1]!.declared).toBe(16);
    expect(t.legal(0)).toEqual([declare(9), declare(19)]);
    t.act(0, declare(19));
    expect(who(t.log, 'declared')).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(who(t.log, 'took')).toEqual([[0, 0]]);
  });

  test("every total the 1/11 cards allow is offered, busting ones included; the choice is the player's", () => {
    // "choosing 1 or 11 for each 1/11 card ... A player may choose values that bust [decision: the
    //  choice is the player's, never automatic; the client offers every possible total]"
    const t = toReveal({ missions: [{ card: M.informant, sides: [[1, 1, 9], [5]] }] });
    expect(t.legal(0)).toEqual([declare(11), declare(21), declare(31)]);
    t.refuse(0, declare(20), 'illegal_action');
    t.act(0, declare(31));
    expect(t.events).toContainEqual({ type: 'failed', seat: 0, mission: 0 });
    expect(who(t.events, 'took')).toEqual([[1, 0]]);
  });

  test('a failed mission: every card of that player there is discarded and they take 1 notoriety token', () => {
    // "Failed mission: a total over 21 — all that player's cards there are discarded and the player
    //  takes 1 notoriety token."
    const t = toReveal({
      missions: [
        { card: M.informant, sides: [[10, 9, 5], [6]] },
        { card: M.hotel, sides: [[], [1]] }, // seat 1 must choose here: the reveal pauses
      ],
    });
    expect(t.view(1).reveal).toEqual({ mission: 1, step: 'declare', seat: 1 });
    expect(t.events).toContainEqual({ type: 'failed', seat: 0, mission: 0 });
    expect(t.events).toContainEqual({ type: 'notoriety', seat: 0, gained: 1, total: 1 });
    expect(t.state.missions[0]!.sides[0]!.cards).toEqual([]);
    const view = t.view('spectator');
    expect(view.players[0]!.discard).toBe(14); // 11 never played + the 3 failed cards
    expect(view.players[0]!.notoriety).toBe(1);
    expect(view.supply).toBe(17);
    expect(view.missions[0]!.taker).toBe(1);
  });

  test('a perfect mission (exactly 21) lets a player holding tokens return one, by choice', () => {
    // "Perfect mission: a total of exactly 21 — the player may return 1 of their notoriety tokens
    //  to the supply (a choice, not automatic)."
    const spec = {
      notoriety: [2, 0] as [number, number],
      missions: [{ card: M.informant, sides: [[10, 8, 3], [9]] as [number[], number[]] }],
    };
    const returned = toReveal(spec);
    expect(returned.view(1).prompt).toEqual({ kind: 'perfect', seat: 0 });
    expect(returned.legal(0)).toEqual([returnToken, pass]);
    expect(returned.legal(1)).toEqual([]);
    returned.act(0, returnToken);
    expect(returned.state.players[0]!.notoriety).toBe(1);
    expect(returned.state.supply).toBe(17);
    expect(returned.events).toContainEqual({ type: 'returnedToken', seat: 0, total: 1 });
    expect(who(returned.events, 'took')).toEqual([[0, 0]]);

    const kept = toReveal(spec).act(0, pass);
    expect(kept.state.players[0]!.notoriety).toBe(2);
    expect(kept.state.supply).toBe(16);
    expect(who(kept.events, 'took')).toEqual([[0, 0]]);
  });

  test('a perfect mission asks nothing of a player without tokens', () => {
    // "the player may return 1 of their notoriety tokens" — with none there is nothing to return.
    const t = toReveal({
      missions: [
        { card: M.informant, sides: [[10, 8, 3], [9]] },
        { card: M.hotel, sides: [[], [1]] },
      ],
    });
    expect(t.events).toContainEqual({ type: 'perfect', seat: 0, mission: 0 });
    expect(t.state.prompt).toBeNull();
    expect(t.view(0).reveal!.mission).toBe(1);
    expect(t.state.players[0]!.pile).toEqual([M.informant]);
  });

  test('the highest total not over 21 takes the mission card', () => {
    // "The highest total not over 21 takes the mission card."
    const t = toReveal({
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 9],
            [10, 8],
          ],
        }, // 19 beats 18
        { card: M.pursuit, sides: [[8, 7, 7], [2]] }, // 22 is over 21: 2 takes it
        { card: M.hotel, sides: [[], [1]] }, // pause
      ],
    });
    const view = t.view('spectator');
    expect(view.missions[0]).toMatchObject({ card: null, resolved: true, taker: 0 });
    expect(view.missions[1]).toMatchObject({ card: null, resolved: true, taker: 1 });
    expect(t.state.players[0]!.pile).toEqual([M.informant]);
    expect(t.state.players[1]!.pile).toEqual([M.pursuit]);
  });

  test('a tie goes to the player with more cards at that mission', () => {
    // "Tie: the player with more cards at that mission takes it."
    const t = toReveal({
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 8],
            [9, 5, 4],
          ],
        },
        { card: M.hotel, sides: [[], [1]] },
      ],
    });
    expect(who(t.events, 'declared')).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(t.view(0).missions[0]!.sides.map((s) => s.total)).toEqual([18, 18]);
    expect(t.view(0).missions[0]!.taker).toBe(1);
  });

  test('a tie with as many cards: the mission card is discarded', () => {
    // "Still tied: the mission card is discarded."
    const t = toReveal({
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 8],
            [10, 8],
          ],
        },
        { card: M.hotel, sides: [[], [1]] },
      ],
    });
    expect(t.events).toContainEqual({ type: 'discarded', mission: 0 });
    expect(t.view(0).missions[0]).toMatchObject({ card: null, resolved: true, taker: null });
    expect(t.state.missionDiscard).toEqual([M.informant]);
    expect(t.state.players.map((p) => p.pile)).toEqual([[], []]);
  });

  test('a player with no cards at a mission has no total there and cannot take it', () => {
    // "A player with no cards at a mission has no total there." / "A player with no cards at a
    //  mission cannot take it."
    const t = toReveal({
      missions: [
        { card: M.informant, sides: [[], [10, 9, 5]] }, // seat 1 fails; seat 0 does not take it
        { card: M.pursuit, sides: [[], [0.5]] }, // 0.5 is enough against nobody
        { card: M.hotel, sides: [[], [1]] }, // pause
      ],
    });
    expect(who(t.events, 'declared')).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(t.view(0).missions[0]).toMatchObject({ taker: null, resolved: true });
    expect(t.view(0).missions[0]!.sides[0]).toMatchObject({ declared: null, total: null });
    expect(t.state.missionDiscard).toEqual([M.informant]);
    expect(t.view(0).missions[1]!.taker).toBe(1);
    expect(t.state.players[0]!.pile).toEqual([]);
  });

  test('a mission where nobody has cards is discarded', () => {
    // "no one with cards → discarded" (4. "A player with no cards at a mission cannot take it.")
    const t = toReveal({
      missions: [
        { card: M.informant, sides: [[5], [6]] },
        { card: M.pursuit, ci: M.ci2 },
        { card: M.hotel, sides: [[], [1]] }, // pause
      ],
    });
    expect(t.events).toContainEqual({ type: 'discarded', mission: 1 });
    expect(t.events.filter((e) => e.mission === 1 && e.type === 'declared')).toEqual([]);
    expect(t.state.missionDiscard).toEqual([M.pursuit, M.ci2]);
    expect(t.state.players.map((p) => p.notoriety)).toEqual([0, 0]);
  });

  test('targets, documents and codes go to the scoring pile; an item is placed face up in front', () => {
    // "Target, Document and Code go to the taker's face-down scoring pile. An Item is placed face up
    //  in front of the taker"
    const t = toReveal({
      missions: [
        { card: M.document[0], sides: [[9], [2]] },
        { card: M.code[1], sides: [[8], [3]] },
        { card: M.safeHouse, sides: [[10], [4]] },
        { card: M.vesper, sides: [[7], [5]] },
      ],
    });
    expect(t.state.players[0]!.pile).toEqual([M.document[0], M.code[1], M.safeHouse]);
    expect(t.state.players[0]!.items).toEqual([M.vesper]);
    const seen = t.view(1).players[0]!;
    expect(seen.items).toEqual(['vesper']);
    expect(seen.pile).toEqual([{ kind: 'document' }, { kind: 'code' }, { kind: 'target', name: 'The Safe House', vp: 4 }]);
  });

  test('a CI card under the mission gives the taker one token per mark, then is discarded', () => {
    // "A CI card under the mission gives the taker one notoriety token per mark, then is discarded."
    const t = toReveal({
      missions: [
        { card: M.pursuit, ci: M.ci3, sides: [[5], [9]] },
        { card: M.hotel, ci: M.ci1, sides: [[8], [8]] }, // nobody takes it: no tokens
        { card: M.barmaid, sides: [[], [1]] }, // pause
      ],
    });
    expect(
      t
        .view(0)
        .missions.slice(0, 2)
        .map((m) => m.ci),
    ).toEqual([null, null]);
    expect(t.events).toContainEqual({ type: 'notoriety', seat: 1, gained: 3, total: 3 });
    expect(t.state.players.map((p) => p.notoriety)).toEqual([0, 3]);
    expect(t.state.players[1]!.pile).toEqual([M.pursuit]);
    expect(t.state.missionDiscard).toEqual([M.ci3, M.hotel, M.ci1]);
    expect(t.state.supply).toBe(15);
  });

  test('tokens are applied one player at a time in reveal order', () => {
    // "Tokens are applied one player at a time in reveal order [decision]. A player who has 9 or
    //  more notoriety tokens at any moment loses immediately."
    for (const round of [1, 2]) {
      const start = round === 1 ? 0 : 1;
      const t = toReveal({
        round,
        notoriety: [8, 8],
        missions: [
          {
            card: M.informant,
            sides: [
              [10, 9, 5],
              [10, 9, 6],
            ],
          },
        ],
      });
      // The starting player's failure is applied first and ends the game at once.
      expect(t.events.filter((e) => e.type === 'failed').map((e) => e.seat)).toEqual([start]);
      expect(t.events.filter((e) => e.type === 'notoriety')).toEqual([{ type: 'notoriety', seat: start, gained: 1, total: 9 }]);
      expect(t.state.players[start]!.notoriety).toBe(9);
      expect(t.state.players[1 - start]!.notoriety).toBe(8);
      expect(t.state.result).toMatchObject({ winners: [1 - start], reason: 'notoriety', loser: start });
    }
    // Without a loss, both failures are applied, the starting player's first.
    const t = toReveal({
      round: 2,
      notoriety: [1, 1],
      missions: [
        {
          card: M.informant,
          sides: [
            [10, 9, 5],
            [10, 9, 6],
          ],
        },
      ],
    });
    expect(t.events.filter((e) => e.type === 'notoriety')).toEqual([
      { type: 'notoriety', seat: 1, gained: 1, total: 2 },
      { type: 'notoriety', seat: 0, gained: 1, total: 2 },
    ]);
  });

  test("a perfect mission's token is returned before the CI tokens of the same mission are taken", () => {
    // Resolution steps in order: "3. Perfect mission ... may return 1 of their notoriety tokens"
    // before "5. Taking a mission card ... A CI card under the mission gives the taker one
    // notoriety token per mark".
    const spec = {
      notoriety: [7, 0] as [number, number],
      missions: [{ card: M.informant, ci: M.ci2, sides: [[10, 8, 3], [9]] as [number[], number[]] }],
    };
    const returned = toReveal(spec).act(0, returnToken);
    expect(returned.state.players[0]!.notoriety).toBe(8);
    expect(returned.state.result).toBeNull();
    const kept = toReveal(spec).act(0, pass);
    expect(kept.state.players[0]!.notoriety).toBe(9);
    expect(kept.state.result).toMatchObject({ winners: [1], reason: 'notoriety', loser: 0 });
  });

  test('an item won at one mission can be used at once, before the next mission is revealed', () => {
    // "An Item is placed face up in front of the taker and may be used at once."
    const t = toReveal({
      missions: [
        { card: M.drone, sides: [[9], [2]] },
        { card: M.informant, sides: [[8], [5, 6]] },
      ],
    });
    expect(t.state.players[0]!.items).toEqual([M.drone]);
    expect(t.view(0).reveal).toEqual({ mission: 1, step: 'before', seat: 0 });
    expect(t.legal(0)).toEqual([{ type: 'item', item: 'drone', mission: 1 }, pass, passRound]);
  });
});
