/**
 * Kompromat's status line reads the view, not only the actions offered: a replay offers none,
 * and "Seen by" a seat in the middle of its turn must still say what that seat was told (#42).
 */
import { kompromat, Match, type KompromatAction, type KompromatView } from '@dead-drop/shared';
import { affordances } from '../../client/src/kompromat/affordances';
import { statusLine } from '../../client/src/kompromat/status';
import { kt } from '../../client/src/kompromat/text';

const ctx = { viewer: 0, names: ['Finn', 'Hana'] };

/** The seat's view, and the status it shows live (with its legal actions) and in a replay (none). */
function statuses(match: Match, seat: number): { view: KompromatView; live: string; replayed: string } {
  const view = match.viewFor(seat) as KompromatView;
  const line = (legal: readonly KompromatAction[]) =>
    statusLine({ ...view, legal: [...legal] }, { ...ctx, viewer: seat }, affordances(legal, null, 1 - seat));
  return { view, live: line(view.legal), replayed: line([]) };
}

/** The game at the start of a turn, played on with `act` for the seat whose turn it is. */
function startTurn(seed: number): { match: Match; seat: number } {
  const match = new Match(kompromat, { game: 'kompromat', seed, seats: 2, options: {} });
  const seat = (match.viewFor(0) as KompromatView).turn!.seat;
  const act = (action: KompromatAction) => expect(match.act(seat, action).ok).toBe(true);
  act({ type: 'draw' });
  act({ type: 'place', mission: 0 });
  return { match, seat };
}

test('a turn at a mission under 21: "draw another card or stop", live and replayed', () => {
  const { match, seat } = startTurn(1);
  expect(match.act(seat, { type: 'draw' }).ok).toBe(true);
  const { view, live, replayed } = statuses(match, seat);
  const ranks = view.missions[0]!.sides[seat]!.cards.map((card) => card.rank ?? 0);
  expect(ranks.reduce((sum, rank) => sum + rank, 0)).toBeLessThanOrEqual(21);
  expect(live).toContain(kt('status.yourTurnMore'));
  expect(replayed).toBe(live);
});

test('over 21 at the mission: "you must stop", live and replayed', () => {
  for (let seed = 1; seed < 50; seed++) {
    const { match, seat } = startTurn(seed);
    const legal = () => (match.viewFor(seat) as KompromatView).legal;
    while (legal().some((action) => action.type === 'draw')) expect(match.act(seat, { type: 'draw' }).ok).toBe(true);
    const { view, live, replayed } = statuses(match, seat);
    if (view.players[seat]!.deck === 0) continue;
    expect(live).toContain(kt('status.mustStop'));
    expect(replayed).toBe(live);
    return;
  }
  throw new Error('no seed went over 21');
});
