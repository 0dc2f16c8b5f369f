/**
 * The client offers only what `legal` lists (README, "The client renders; it never decides"):
 * every click path of client/src/kompromat/affordances.ts ends in a listed action, and every
 * listed action can be reached.
 */
import { kompromat, Match, playRandomMove, randomSource } from '@dead-drop/shared';
import { affordances, type Choice } from '../../client/src/kompromat/affordances';
import { M, pass, toReveal, use, type Action, type KState } from './rig';

/** Every action some sequence of clicks sends, as JSON. */
function reachable(legal: readonly Action[], foe: number): Set<string> {
  const sent = new Set<string>();
  const follow = (choice: Choice | null, seen: Set<string>) => {
    if (!choice) return;
    if ('send' in choice) {
      sent.add(JSON.stringify(choice.send));
      return;
    }
    const key = JSON.stringify(choice.narrow);
    if (seen.has(key)) return;
    seen.add(key);
    visit(affordances(legal, choice.narrow, foe), seen);
  };
  const visit = (offered: ReturnType<typeof affordances>, seen: Set<string>) => {
    const choices = [
      offered.deck,
      ...offered.missions.values(),
      ...offered.cards.values(),
      ...offered.items.values(),
      ...offered.buttons.map((button) => button.choice),
    ];
    for (const choice of choices) follow(choice, seen);
  };
  visit(affordances(legal, null, foe), new Set());
  return sent;
}

/** The client's offer for `seat` is exactly the view's legal list. */
function expectExactOffer(state: KState, seat: number): void {
  const legal = kompromat.viewFor(state, seat).legal as Action[];
  expect([...reachable(legal, 1 - seat)].sort()).toEqual(legal.map((action) => JSON.stringify(action)).sort());
}

describe("the client's item affordances", () => {
  test('after the totals are declared, a Newspaper and a Stun Gun aim at the later unrevealed missions', () => {
    // "In both reveal windows every item whose target exists may be used: for example a Newspaper or
    //  a Stun Gun aimed at a later, still unrevealed mission after the totals of the current one are
    //  declared"
    const t = toReveal({
      items: [[M.newspaper, M.stunGun], []],
      missions: [
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
      ],
    }).act(0, pass);
    expect(t.view(0).reveal).toEqual({ mission: 0, step: 'after', seat: 0 });
    expectExactOffer(t.state, 0);

    const legal = t.view(0).legal as Action[];
    const newspaper = affordances(legal, { item: 'newspaper' }, 1);
    expect(newspaper.asking).toBe('mission');
    expect([...newspaper.missions.entries()]).toEqual([
      [1, { send: use('newspaper', { mission: 1 }) }],
      [3, { send: use('newspaper', { mission: 3 }) }],
    ]);
    const stunGun = affordances(legal, { item: 'stunGun' }, 1);
    expect(stunGun.asking).toBe('card');
    expect([...stunGun.cards.keys()]).toEqual(['1:1:1', '1:1:2']);
  });

  test('over seeded random games, at every step, for both seats', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const match = new Match(kompromat, { game: 'kompromat', seed, seats: 2, options: {} });
      const random = randomSource(seed);
      do {
        for (const seat of [0, 1]) expectExactOffer(match.state as KState, seat);
      } while (playRandomMove(match, random));
    }
  });
});
