import type { ReplayData } from '@dead-drop/shared';
import type { PublicSeat, TableSnapshot } from '../net/tableSession';

/**
 * What a step looks like to the table's scene: the view as the chosen viewer had it then, with
 * nothing to do (a replay acts on nothing), at a table of the game's players.
 */
export function replaySnapshot(data: ReplayData, step: number): TableSnapshot {
  const last = step === data.views.length - 1;
  const view = { ...(data.views[step] as Record<string, unknown>), legal: [] };
  const seats = data.names.map((name): PublicSeat => ({
    name, occupied: true, connected: true, host: false, bot: '', deadline: 0, reserve: 0, awayUntil: 0, rematch: false,
  }));
  return {
    game: data.game, phase: last ? 'ended' : 'playing', minSeats: seats.length, maxSeats: seats.length, seats, clock: 0,
    viewer: data.viewer, view, restored: false, round: 1,
  };
}
