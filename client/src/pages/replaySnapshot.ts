import { ALL_CARDS, forgetSpent, SPECTATOR, type ReplayData, type ReplayViewer } from '@dead-drop/shared';
import type { LogEvent } from '../i18n/eventFields';
import type { PublicSeat, TableSnapshot } from '../net/tableSession';

/**
 * What a step looks like to the table's scene: the view as the chosen viewer had it then, with
 * nothing to do (a replay acts on nothing), at a table of the game's players. With every card
 * face up it is a spectator's table, whose open view shows the faces.
 */
export function replaySnapshot(data: ReplayData, step: number): TableSnapshot {
  const last = step === data.views.length - 1;
  const view = { ...(data.views[step] as Record<string, unknown>), legal: [] };
  const seats = data.names.map((name): PublicSeat => ({
    name, occupied: true, connected: true, host: false, bot: '', deadline: 0, reserve: 0, awayUntil: 0, rematch: false,
  }));
  return {
    game: data.game, phase: last ? 'ended' : 'playing', minSeats: seats.length, maxSeats: seats.length, seats, clock: 0,
    viewer: data.viewer === ALL_CARDS ? SPECTATOR : data.viewer, view, restored: false, round: 1, step, storeFailing: false,
  };
}

/** Who a replay may be seen as: each seat, a spectator, then with every card face up. */
export function replayViewers(names: readonly string[]): ReplayViewer[] {
  return [...names.map((_, seat) => seat), SPECTATOR, ALL_CARDS];
}

/**
 * What the scene is told on the way to step `to`: one step forward from `from` animates that
 * step's events; any other move (back, a jump) or a fresh start (`from` null: a new viewer,
 * another language) gives everything that had happened by `to`, as on joining a table.
 */
export function replayEvents(data: ReplayData, from: number | null, to: number): { events: LogEvent[]; replace: boolean } {
  const steps = data.events as LogEvent[][];
  if (from !== null && to === from + 1) return { events: steps[from] ?? [], replace: false };
  return { events: steps.slice(0, to).flat(), replace: true };
}

/** The log at step `step` as its viewer could read it then: secrets forgotten by then are out. */
export function replayLog(data: ReplayData, step: number): LogEvent[] {
  return forgetSpent((data.events as LogEvent[][]).slice(0, step).flat());
}
