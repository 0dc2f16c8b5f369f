/** Spec section "End of the game" (and "A player who has 9 or more notoriety tokens ... loses"). */
import { Match, canonicalJson, kompromat } from '@dead-drop/shared';
import { M, declare, draw, pass, stop, toReveal, type Action, type KState } from './rig';

const scoreKeys = (targets: number, documents: number, codes: number, items: number, notoriety: number) => ({
  targets,
  documents,
  codes,
  items,
  notoriety,
  total: targets + documents + codes + items + notoriety,
});

/** Plays a whole game through Match: one card per turn, lowest totals, every offer declined. */
function autoplay(seed: number): { match: Match; rounds: number[] } {
  const match = new Match(kompromat, { game: 'kompromat', seed, seats: 2, options: { firstSeat: 0 } });
  const rounds: number[] = [];
  while (!match.result) {
    const state = match.state as KState;
    const seat = kompromat.actingSeats(state)[0]!;
    const legal = kompromat.legalActions(state, seat);
    const action =
      legal.find((a) => a.type === 'stop') ?? legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'place') ?? legal[0]!;
    const outcome = match.act(seat, action);
    if (!outcome.ok) throw new Error(outcome.error.code);
    for (const event of outcome.events) if (event.type === 'round') rounds.push(event.round as number);
    expect(kompromat.audit.invariants(match.state as KState)).toEqual([]);
  }
  return { match, rounds };
}

describe('end of the game', () => {
  test('a player with 9 or more notoriety tokens loses at once', () => {
    // "Immediately when a player has 9 or more notoriety tokens: that player loses."
    const t = toReveal({
      notoriety: [6, 0],
      missions: [
        { card: M.informant, ci: M.ci3, sides: [[9], [5]] },
        { card: M.pursuit, sides: [[1], [8]] },
      ],
    });
    expect(t.state.players[0]!.notoriety).toBe(9);
    expect(kompromat.result(t.state)).toEqual({ winners: [1], reason: 'notoriety' });
    expect(t.events.at(-1)).toEqual({ type: 'gameOver', winners: [1], reason: 'notoriety' });
    const view = t.view('spectator');
    expect(view.phase).toBe('over');
    expect(view.result).toEqual({ winners: [1], reason: 'notoriety' });
    // Nothing more is resolved and nobody can act.
    expect(view.missions[1]!.resolved).toBe(false);
    expect(kompromat.actingSeats(t.state)).toEqual([]);
    expect(t.legal(0)).toEqual([]);
    for (const [seat, action] of [
      [0, declare(1)],
      [0, declare(11)],
      [1, pass],
      [0, draw],
      [1, stop],
    ] as [number, Action][]) {
      t.refuse(seat, action, 'game_over');
    }
  });

  test('otherwise the game lasts six rounds', () => {
    // "Otherwise after 6 rounds."
    const sides: [number[], number[]] = [[5], [6]];
    const fifth = toReveal({ round: 5, missions: [{ card: M.hotel, sides }] });
    expect(fifth.state.result).toBeNull();
    expect(fifth.view(0)).toMatchObject({ round: 6, rounds: 6, phase: 'turn', startSeat: 1 });

    const sixth = toReveal({ round: 6, missions: [{ card: M.hotel, sides }] });
    expect(sixth.view(0)).toMatchObject({ round: 6, phase: 'over' });
    expect(sixth.state.result).toMatchObject({ reason: 'score' });
    expect(sixth.logged('round')).toEqual([]);
  });

  test('a whole game played through Match ends after round 6 and then refuses every action', () => {
    // "Otherwise after 6 rounds." / game over: further actions refused with 'game_over'.
    let found: { match: Match; rounds: number[] } | null = null;
    for (let seed = 1; seed <= 20 && !found; seed++) {
      const played = autoplay(seed);
      if (played.match.result!.reason !== 'notoriety') found = played;
    }
    expect(found).not.toBeNull();
    const { match, rounds } = found!;
    expect(rounds).toEqual([2, 3, 4, 5, 6]);
    expect((match.state as KState).round).toBe(6);
    const before = canonicalJson(match.state);
    const logged = match.log.length;
    expect(match.act(0, draw)).toMatchObject({ ok: false, error: { code: 'game_over' } });
    expect(match.act(1, { type: 'nonsense' })).toMatchObject({ ok: false, error: { code: 'game_over' } });
    expect(canonicalJson(match.state)).toBe(before);
    expect(match.log).toHaveLength(logged);
    // The log replays to the same end.
    expect(canonicalJson(Match.fromLog(kompromat, match.setup, match.log).state)).toBe(before);
  });

  test('final score: targets + document set + code set + 1 per item, used or not + 1 per token', () => {
    // "Score: Targets' printed VP + Document set + Code set + 1 per Item (used or not) + 1 per
    //  notoriety token." Sets: "1 card = 2 VP, 2 = 6 VP, 3 = 12 VP; Documents and Codes score separately"
    const t = toReveal({
      round: 6,
      notoriety: [3, 1],
      piles: [
        [M.informant, M.hotel, M.document[0], M.document[1], M.code[0], M.code[1], M.code[2], M.drone],
        [M.pursuit, M.document[2]],
      ],
      items: [[M.vesper], []],
      missions: [{ card: M.barmaid, sides: [[], [6]] }], // seat 1 takes The Barmaid (2)
    });
    const scores = [scoreKeys(7, 6, 12, 2, 3), scoreKeys(6, 2, 0, 0, 1)];
    expect(scores.map((s) => s.total)).toEqual([30, 9]);
    expect(t.state.result).toEqual({ winners: [0], reason: 'score', loser: null, scores });
    expect(t.view(1).scores).toEqual(scores);
    expect(kompromat.result(t.state)).toEqual({ winners: [0], reason: 'score' });
  });

  test('a tie in VP goes to the player with more notoriety tokens', () => {
    // "Most VP wins; tie: most notoriety tokens wins"
    const t = toReveal({
      round: 6,
      notoriety: [3, 2],
      piles: [[M.pursuit], [M.informant]], // 4 + 3 = 7 against 5 + 2 = 7
      missions: [
        {
          card: M.hotel,
          sides: [
            [10, 8],
            [10, 8],
          ],
        },
      ], // a tie: discarded
    });
    expect(t.state.result!.scores!.map((s) => s.total)).toEqual([7, 7]);
    expect(kompromat.result(t.state)).toEqual({ winners: [0], reason: 'notorietyTiebreak' });
  });

  test('still tied: a draw', () => {
    // "still tied: a draw."
    const t = toReveal({
      round: 6,
      notoriety: [2, 2],
      piles: [[M.pursuit], [M.safeHouse]],
      missions: [
        {
          card: M.hotel,
          sides: [
            [10, 8],
            [10, 8],
          ],
        },
      ],
    });
    expect(kompromat.result(t.state)).toEqual({ winners: [], reason: 'draw' });
    expect(t.view('spectator').result).toEqual({ winners: [], reason: 'draw' });
  });
});
