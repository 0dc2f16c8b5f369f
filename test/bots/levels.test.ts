/**
 * The three bot levels (#30): Easy is Normal with mistakes, not another player; Hard searches
 * over deals sampled from its seat's view (`determinize`), which must be the very table the
 * seat sees, with its own cards where they are.
 */
import { games, kompromat, playMatch, randomSource, type AnyGame, type BaseView, type KompromatView, type Seat } from '@dead-drop/shared';
import { levelChoice } from '../fixtures/botChecks';

const setupOf = (game: AnyGame, seed: number) => ({ game: game.id, seed, seats: game.minSeats, options: {} });

/** Every view of a seat that may act, over `count` games of Normal bots. */
function viewsOf(game: AnyGame, count: number): BaseView<unknown>[] {
  const views: BaseView<unknown>[] = [];
  for (let seed = 1; seed <= count; seed++) {
    playMatch(game, setupOf(game, seed), Array(game.minSeats).fill('bot'), randomSource(seed), (state) => {
      for (const seat of game.awaitedSeats(state)) views.push(game.viewFor(state, seat));
    });
  }
  return views;
}

describe.each(games.map((game) => [game.id, game] as const))('%s', (_id, game) => {
  const views = viewsOf(game, 3);

  test('Easy makes a mistake in some decisions and plays as Normal in most', () => {
    const same = views.filter((view, at) => JSON.stringify(levelChoice(game, 'easy', view, randomSource(at)))
      === JSON.stringify(levelChoice(game, 'normal', view, randomSource(at)))).length;
    expect(same / views.length).toBeGreaterThan(0.5);
    expect(same / views.length).toBeLessThan(0.95);
  });
});

describe.each(games.filter((game) => game.determinize).map((game) => [game.id, game] as const))('%s determinize', (_id, game) => {
  test('samples a sound state whose view for the seat is the view it came from, in some positions at least', () => {
    let rebuilt = 0;
    viewsOf(game, 2).forEach((view, at) => {
      const state = game.determinize!(view, [], randomSource(at));
      if (state === null) return;
      rebuilt++;
      expect(game.audit.invariants(state)).toEqual([]);
      expect(game.viewFor(state, view.viewer as Seat)).toEqual(view);
    });
    expect(rebuilt).toBeGreaterThan(10);
  });
});

describe('Kompromat determinize', () => {
  const views = viewsOf(kompromat, 3).filter((view): view is KompromatView => view.viewer !== 'spectator');
  const sampled = views.map((view, at) => ({ view, state: kompromat.determinize!(view, [], randomSource(at)) }));

  test('rebuilds a turn (and only a turn: Normal decides in the reveal)', () => {
    const rebuilt = sampled.filter(({ state }) => state !== null);
    expect(rebuilt.length).toBeGreaterThan(views.length / 2);
    expect(sampled.filter(({ view, state }) => (state === null) !== (view.turn === null || view.reveal !== null || view.prompt !== null))).toEqual([]);
  });

  test('keeps what the seat knows and deals what it does not anew', () => {
    const deals = new Set<string>();
    const view = sampled.find(({ view: seen, state }) => state !== null && seen.players.every((player) => player.deck > 5))!.view;
    const seat = view.viewer as Seat;
    for (let i = 0; i < 8; i++) {
      const state = kompromat.determinize!(view, [], randomSource(100 + i))!;
      deals.add(JSON.stringify(state.players.map((player) => player.deck)));
      expect(state.players[seat]!.deck.length).toBe(view.players[seat]!.deck);
    }
    expect(deals.size).toBeGreaterThan(1);
  });
});
