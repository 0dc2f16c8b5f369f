import { isSlowClock } from '@dead-drop/shared';
import type { TableCore } from './tableCore';
import { storeState, type Effect } from './runner';
import type { TurnClocks } from './turnClocks';

/**
 * A slow table (12 h, 24 h or 72 h a move) keeps its clocks in the store at every change: a
 * deadline days away must outlive a restart unchanged, where a live table's minutes may
 * start again. The game itself is in the action log; only when each decision began is not.
 */
export function keepSlowClocks(core: TableCore, clocks: TurnClocks): void {
  core.runner.run(slowClocksKept(core, clocks));
}

/** A slow table's clocks to store, as an effect (none elsewhere): as they are once the batch's change is done. */
export function slowClocksKept(core: TableCore, clocks: TurnClocks): Effect[] {
  if (!isSlowClock(core.clockSeconds)) return [];
  return [storeState((store, roomId) => store.clocks?.(roomId, clocks.kept()))];
}
