import { isSlowClock } from '@dead-drop/shared';
import type { TableCore } from './tableCore';
import { storeState } from './runner';
import type { TurnClocks } from './turnClocks';

/**
 * A slow table (12 h, 24 h or 72 h a move) keeps its clocks in the store at every change: a
 * deadline days away must outlive a restart unchanged, where a live table's minutes may
 * start again. The game itself is in the action log; only when each decision began is not.
 */
export function keepSlowClocks(core: TableCore, clocks: TurnClocks): void {
  if (!isSlowClock(core.clockSeconds)) return;
  const kept = clocks.kept();
  core.runner.run([storeState((store, roomId) => store.clocks?.(roomId, kept))]);
}
