import { diffViews, Match, randomSource, SPECTATOR, type AnyGame, type Viewer } from '@dead-drop/shared';
import { emit } from './args';
import { percentiles, round } from './percentiles';

/**
 * Per-action cost of the pure rules (`Match.act`: parse, check, apply) and of what the room does after each action
 * for every viewer (`viewFor` + the leaf changes against the previous view), over seeded
 * random games, in microseconds.
 */
export function cpuBench(game: AnyGame, games: number, seats: number): void {
  const applyUs: number[] = [];
  const viewUs: number[] = [];
  const random = randomSource(42);
  for (let g = 0; g < games; g++) {
    const match = new Match(game, { game: game.id, seed: g + 1, seats, options: {} });
    const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), SPECTATOR];
    let views: unknown[] = viewers.map((viewer) => game.viewFor(match.state, viewer));
    while (!match.result) {
      const acting = game.actingSeats(match.state);
      const seat = acting[Math.floor(random() * acting.length)]!;
      const action = game.sampleAction(game.legalActions(match.state, seat), random);
      let t = performance.now();
      const outcome = match.act(seat, action);
      applyUs.push((performance.now() - t) * 1000);
      if (!outcome.ok) throw new Error(`bench: a legal action was refused (${outcome.error.code})`);
      t = performance.now();
      views = viewers.map((viewer, i) => {
        const next = game.viewFor(match.state, viewer);
        diffViews(views[i], next);
        return next;
      });
      viewUs.push((performance.now() - t) * 1000);
    }
  }
  const a = percentiles(applyUs);
  const v = percentiles(viewUs);
  emit({ bench: 'apply', game: game.id, p50Us: round(a.p50), p99Us: round(a.p99), actions: applyUs.length });
  emit({ bench: 'view', game: game.id, p50Us: round(v.p50), p99Us: round(v.p99), viewers: seats + 1 });
}
