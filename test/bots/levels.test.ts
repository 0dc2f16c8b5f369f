/**
 * The three bot levels (#30): Easy is Normal with mistakes, not another player; Hard searches
 * over deals sampled from its seat's view (`determinize`), which must be the very table the
 * seat sees, with its own cards where they are.
 */
import {
  games,
  kompromat,
  kompromatCards,
  playMatch,
  randomSource,
  shuffleWith,
  type AnyGame,
  type BaseView,
  type KompromatState,
  type KompromatView,
  type Seat,
} from '@dead-drop/shared';
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
    const same = views.filter(
      (view, at) =>
        JSON.stringify(levelChoice(game, 'easy', view, randomSource(at))) ===
        JSON.stringify(levelChoice(game, 'normal', view, randomSource(at))),
    ).length;
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

  test("rebuilds a turn and the reveal's windows, not its prompts (Normal decides there)", () => {
    const rebuilt = sampled.filter(({ state }) => state !== null);
    expect(rebuilt.filter(({ view }) => view.reveal !== null).length).toBeGreaterThan(10);
    expect(sampled.filter(({ view, state }) => (state === null) !== (view.prompt !== null))).toEqual([]);
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

  /**
   * The spec's turn: a player draws face down while they choose and must stop over 21. A side
   * is a record of those choices, and a deal that ignores it puts cards after a bust, or a low
   * total where the opponent chose to stop.
   */
  test('deals a side as its owner could have played it, nearer the truth than a blind deal', () => {
    const { equipmentRank, EQUIPMENT_RANKS, LIMIT } = kompromatCards;
    const positions: { state: KompromatState; view: KompromatView }[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      playMatch(kompromat, setupOf(kompromat, seed), ['bot', 'bot'], randomSource(seed), (state) => {
        const real = state as KompromatState;
        if (real.turn && !real.reveal) positions.push({ state: real, view: kompromat.viewFor(real, real.turn.seat) });
      });
    }
    const random = randomSource(5);
    const error = { dealt: 0, blind: 0, sides: 0 };
    for (const [at, { state, view }] of positions.entries()) {
      const seat = view.viewer as Seat;
      const dealt = kompromat.determinize!(view, [], randomSource(at));
      if (!dealt) continue;
      for (const mission of dealt.missions) {
        for (const side of mission.sides) {
          const ranks = side.cards.map((card) => equipmentRank(card.id));
          const before = ranks.slice(0, -1).reduce((sum, rank) => sum + rank, 0);
          expect(before).toBeLessThanOrEqual(LIMIT);
        }
      }
      // The opponent's finished sides: each total dealt, and one from a blind deal of its
      // face-down cards out of the ranks the seat has not seen, against the real one.
      const foe = 1 - seat;
      const seen = view.missions.flatMap((m) => m.sides[foe]!.cards.flatMap((card) => (card.rank === undefined ? [] : [card.rank])));
      const unseen = [...EQUIPMENT_RANKS];
      for (const rank of seen) unseen.splice(unseen.indexOf(rank), 1);
      state.missions.forEach((mission, m) => {
        const shown = view.missions[m]!.sides[foe]!.cards;
        const hidden = shown.filter((card) => card.rank === undefined).length;
        if (hidden === 0) return;
        const total = (cards: readonly { id: number }[]) => cards.reduce((sum, card) => sum + equipmentRank(card.id), 0);
        const truth = total(mission.sides[foe]!.cards);
        const known = shown.reduce((sum, card) => sum + (card.rank ?? 0), 0);
        const blind =
          known +
          shuffleWith([...unseen], random)
            .slice(0, hidden)
            .reduce((sum, rank) => sum + rank, 0);
        error.dealt += Math.abs(total(dealt.missions[m]!.sides[foe]!.cards) - truth);
        error.blind += Math.abs(blind - truth);
        error.sides++;
      });
    }
    expect(error.sides).toBeGreaterThan(200);
    expect(error.dealt / error.sides).toBeLessThan(0.9 * (error.blind / error.sides));
  });
});
