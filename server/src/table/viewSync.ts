import { ViewProjector, type EventsBatch, type LeafChanges, type Seat } from '@dead-drop/shared';
import { viewerKey } from './protocol';
import { ViewerState, type TableState } from './TableState';

export interface SeatUpdate {
  view: unknown;
  /** The seat's own events, when they tell it more than the public ones. */
  events: EventsBatch | null;
}

/**
 * Keeps the state's entries equal to the latest views (see ViewProjector): the public view
 * and its events in the shared entry, each seat's differences in that seat's own entry.
 * Only changed entries are written, so a patch carries what changed and nothing else.
 */
export class ViewSync {
  private readonly projector = new ViewProjector();

  constructor(private readonly state: TableState) {}

  /** Creates the seat's own entry; its StateView must then admit it. */
  openSeat(seat: Seat): ViewerState {
    const entry = new ViewerState();
    this.state.views.set(viewerKey(seat), entry);
    return entry;
  }

  update(publicView: unknown, publicEvents: EventsBatch | null, seats: readonly SeatUpdate[]): void {
    const projection = this.projector.next(publicView, seats.map((seat) => seat.view));
    const shared = this.state.shared;
    write(shared, projection.shared);
    if (publicEvents) shared.events = JSON.stringify(publicEvents);

    seats.forEach(({ events }, seat) => {
      const entry = this.state.views.get(viewerKey(seat));
      if (!entry) throw new Error(`no view entry for seat ${seat}`);
      write(entry, projection.seats[seat]!);
      if (events) entry.events = JSON.stringify(events);
    });
  }
}

function write(entry: ViewerState, { set, remove }: LeafChanges): void {
  for (const path of remove) entry.leaves.delete(path);
  for (const [path, value] of set) entry.leaves.set(path, value);
}
