import { eventFor, forgetSpent, levelMove, Match, playerMove, randomSource, type AnyGame } from '@dead-drop/shared';
import { HARD_BUDGET } from '@dead-drop/server/dist/bots/searchPool';
import { emit } from './args';
import { quantile, round } from './percentiles';

/**
 * How long a Hard bot's move takes with the server's budget (`HARD_BUDGET`), in ms: one Hard
 * seat among Normal bots, over seeded games, each of its decisions timed as a search worker
 * runs it, from its view and what its seat was told (its events, as the server keeps them).
 * Positions it does not search (one move, or its game cannot rebuild them) count too, as they
 * come in play; `searched` says how many took a search, and `movesPerSecond` how many moves
 * one thread decides in a second.
 */
export function hardBench(game: AnyGame, games: number, seats: number): void {
  const moves: number[] = [];
  const random = randomSource(7);
  const now = () => performance.now();
  for (let g = 0; g < games; g++) {
    const match = new Match(game, { game: game.id, seed: g + 1, seats, options: {} });
    const hardSeat = g % seats;
    const told: Record<string, unknown>[] = [];
    while (!match.result) {
      const move = playerMove(game, match.state, () => 'bot', random);
      if (!move) throw new Error('bench: nobody can act but the game is not over');
      let action = move.action;
      if (move.seat === hardSeat) {
        const started = now();
        action =
          levelMove(game, 'hard', game.viewFor(match.state, move.seat), random, forgetSpent(told), { ...HARD_BUDGET, now }) ?? move.action;
        moves.push(now() - started);
      }
      const outcome = match.act(move.seat, action);
      if (!outcome.ok) throw new Error(`bench: a Hard move was refused (${outcome.error.code})`);
      for (const event of outcome.events) told.push(eventFor(event, hardSeat));
    }
  }
  const sorted = [...moves].sort((a, b) => a - b);
  const seconds = moves.reduce((sum, ms) => sum + ms, 0) / 1000;
  emit({
    bench: 'hardMove',
    game: game.id,
    seats,
    p50Ms: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    maxMs: round(sorted.at(-1) ?? 0),
    moves: moves.length,
    searched: moves.filter((ms) => ms >= 1).length,
    movesPerSecond: round(moves.length / Math.max(seconds, 1e-3)),
    budget: HARD_BUDGET,
  });
}
