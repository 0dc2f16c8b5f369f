import { viewerKey, type LeafChanges, type Seat } from '@dead-drop/shared';
import type { TablePatch } from './patchMaker';
import { ViewerState, type TableState } from './TableState';

/** Keeps a table's state entries equal to the latest views, patch by patch (see `PatchMaker`). */
export class ViewSync {
  constructor(private readonly state: TableState) {}

  /** The seat's own entry, created the first time; its StateView must then admit it. A
   *  rematch keeps the entries, and the next patch brings them to the new game. */
  openSeat(seat: Seat): ViewerState {
    const key = viewerKey(seat);
    const entry = this.state.views.get(key) ?? new ViewerState();
    this.state.views.set(key, entry);
    return entry;
  }

  write({ shared, sharedEvents, seats }: TablePatch): void {
    writeChanges(this.state.shared, shared);
    if (sharedEvents !== null) this.state.shared.events = sharedEvents;
    seats.forEach(({ changes, events }, seat) => {
      const entry = this.state.views.get(viewerKey(seat));
      if (!entry) throw new Error(`no view entry for seat ${seat}`);
      writeChanges(entry, changes);
      if (events !== null) entry.events = events;
    });
  }
}

function writeChanges(entry: ViewerState, { set, remove }: LeafChanges): void {
  for (const path of remove) entry.leaves.delete(path);
  for (const [path, value] of set) entry.leaves.set(path, value);
}
