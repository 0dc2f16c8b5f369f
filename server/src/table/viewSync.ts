import {
  eventFor, SPECTATOR, ViewProjector, type EventsBatch, type GameEvent, type LeafChanges, type Match, type Seat, type Viewer,
} from '@dead-drop/shared';
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

  /** Brings every viewer's entries to the match's state, with the events that led there. */
  publish(match: Match, events: readonly GameEvent[], seats: number): void {
    const at = match.log.length;
    const batch = (viewer: Viewer): EventsBatch => ({ at, events: events.map((event) => eventFor(event, viewer)) });
    // A seat needs events of its own only when one of them has a secret for it.
    const toldSecret = (seat: Seat) => events.some((event) => event.secret?.to.includes(seat));
    this.update(
      match.game.viewFor(match.state, SPECTATOR),
      events.length ? batch(SPECTATOR) : null,
      Array.from({ length: seats }, (_, seat) => ({ view: match.game.viewFor(match.state, seat), events: toldSecret(seat) ? batch(seat) : null })),
    );
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
