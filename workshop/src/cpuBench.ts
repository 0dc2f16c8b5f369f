import { Match, randomMove, randomSource, SPECTATOR, ViewProjector, type AnyGame } from '@dead-drop/shared';
import { emit } from './args';
import { percentiles, round } from './percentiles';

/**
 * Per-action cost of the pure rules (`Match.act`: parse, check, apply) and of what the room
 * does after each action (every seat's and the public `viewFor`, then the entry changes that
 * carry them, see ViewProjector), over seeded random games, in microseconds.
 */
export function cpuBench(game: AnyGame, games: number, seats: number): void {
  const applyUs: number[] = [];
  const viewUs: number[] = [];
  const random = randomSource(42);
  for (let g = 0; g < games; g++) {
    const match = new Match(game, { game: game.id, seed: g + 1, seats, options: {} });
    const projector = new ViewProjector();
    const project = () =>
      projector.next(
        game.viewFor(match.state, SPECTATOR),
        Array.from({ length: seats }, (_, seat) => game.viewFor(match.state, seat)),
      );
    project();
    while (!match.result) {
      const move = randomMove(game, match.state, random);
      if (!move) throw new Error('bench: nobody can act but the game is not over');
      let t = performance.now();
      const outcome = match.act(move.seat, move.action);
      applyUs.push((performance.now() - t) * 1000);
      if (!outcome.ok) throw new Error(`bench: a legal action was refused (${outcome.error.code})`);
      t = performance.now();
      project();
      viewUs.push((performance.now() - t) * 1000);
    }
  }
  const a = percentiles(applyUs);
  const v = percentiles(viewUs);
  emit({ bench: 'apply', game: game.id, p50Us: round(a.p50), p99Us: round(a.p99), actions: applyUs.length });
  emit({ bench: 'view', game: game.id, p50Us: round(v.p50), p99Us: round(v.p99), viewers: seats + 1 });
}
