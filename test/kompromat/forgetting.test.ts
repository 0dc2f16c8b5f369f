/**
 * Spec, secrecy table: a player sees the value of a face-down card they drew only during
 * their turn; afterwards they "forget" it, as the table shows it. The log obeys the same
 * rule: the history a seat reads (on a reload, or as its log grows) keeps a face-down card's
 * value only until the turn is over.
 */
import { eventFor, forgetSpent, kompromat, Match, randomMove, randomSource, type GameEvent } from '@dead-drop/shared';

function playedHistory(seed: number, actions: number): GameEvent[] {
  const match = new Match(kompromat, { game: 'kompromat', seed, seats: 2, options: {} });
  const random = randomSource(seed);
  const history: GameEvent[] = [];
  while (!match.result && match.log.length < actions) {
    const move = randomMove(kompromat, match.state, random)!;
    const outcome = match.act(move.seat, move.action);
    if (outcome.ok) history.push(...outcome.events);
  }
  return history;
}

test("a face-down card's value leaves its owner's log when the turn is over, and stays while the turn runs", () => {
  let forgotten = 0;
  let kept = 0;
  for (let seed = 1; seed <= 20; seed++) {
    const history = playedHistory(seed, 60);
    for (const seat of [0, 1]) {
      const log = forgetSpent(history.map((event) => eventFor(event, seat)));
      log.forEach((event, index) => {
        if (event.type !== 'drew' || event.seat !== seat) return;
        const over = log.slice(index + 1).some((later) => later.type === 'turn' || later.type === 'reveal');
        expect('rank' in event).toBe(!over);
        if (over) forgotten++;
        else kept++;
      });
    }
  }
  expect(forgotten).toBeGreaterThan(50);
  expect(kept).toBeGreaterThan(0);
});

test('forgetting takes out only the secret fields, and only after an event of a type it is forgotten at', () => {
  const told = { type: 'drew', seat: 0, mission: 2, rank: 7, forgets: { at: ['turn'], fields: ['rank'] } };
  expect(forgetSpent([told, { type: 'stopped', seat: 0 }])).toEqual([told, { type: 'stopped', seat: 0 }]);
  expect(forgetSpent([told, { type: 'turn', seat: 1 }])).toEqual([
    { type: 'drew', seat: 0, mission: 2 },
    { type: 'turn', seat: 1 },
  ]);
});
