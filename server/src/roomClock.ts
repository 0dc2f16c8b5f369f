import type { Room } from '@colyseus/core';

/** Often enough for reconnection windows, which are measured in seconds. */
const CLOCK_TICK_MS = 250;

/**
 * With `patchRate = null` Colyseus still ticks each room's clock every 16 ms, which for a
 * thousand idle turn-based tables is sixty thousand timer callbacks a second. A slow
 * simulation interval takes its place; re-setting `patchRate` clears the fast one.
 */
export function tickClockSlowly(room: Room): void {
  room.setSimulationInterval(() => undefined, CLOCK_TICK_MS);
  room.patchRate = null;
}
