import {
  eventFor, SPECTATOR, viewerKey, ViewProjector, type EventsBatch, type GameEvent, type LeafChanges,
  type Match, type Seat, type Viewer,
} from '@dead-drop/shared';
import { ViewerState, type TableState } from './TableState';

/** What a table writes after an action: every viewer's entry changes, and its events. */
export interface TablePatch {
  shared: LeafChanges;
  /** The public events as JSON (an `EventsBatch`), or null when there were none. */
  sharedEvents: string | null;
  seats: SeatPatch[];
}

export interface SeatPatch {
  changes: LeafChanges;
  /** The seat's own events as JSON, when they tell it more than the public ones. */
  events: string | null;
}

/**
 * Works out the entry changes that bring every viewer's entries to a match's state (see
 * ViewProjector): the public view in the shared entry, each seat's differences in that seat's
 * own entry. Only changed entries are listed, so a patch carries what changed and nothing else.
 */
export class PatchMaker {
  private readonly projector = new ViewProjector();
  /** The match of the last patch, and the actions of the games this table played before it. */
  private game: Match | null = null;
  private earlier = 0;

  next(match: Match, events: readonly GameEvent[], seats: number): TablePatch {
    if (match !== this.game) {
      this.earlier += this.game?.log.length ?? 0;
      this.game = match;
    }
    // Batches are numbered by the actions of the table's whole life, not of the game alone: a
    // client takes only a number above the last it saw for news, and after a rematch the next
    // game's first actions would otherwise be numbered below the last game's.
    const at = this.earlier + match.log.length;
    const batch = (viewer: Viewer): string => JSON.stringify({ at, events: events.map((event) => eventFor(event, viewer)) } satisfies EventsBatch);
    // A seat needs events of its own only when one of them has a secret for it.
    const toldSecret = (seat: Seat) => events.some((event) => event.secret?.to.includes(seat));
    const projection = this.projector.next(
      match.game.viewFor(match.state, SPECTATOR),
      Array.from({ length: seats }, (_, seat) => match.game.viewFor(match.state, seat)),
    );
    return {
      shared: projection.shared,
      sharedEvents: events.length ? batch(SPECTATOR) : null,
      seats: projection.seats.map((changes, seat) => ({ changes, events: toldSecret(seat) ? batch(seat) : null })),
    };
  }
}

/** Keeps a table's state entries equal to the latest views. */
export class ViewSync {
  private readonly patches = new PatchMaker();

  constructor(private readonly state: TableState) {}

  /** The seat's own entry, created the first time; its StateView must then admit it. A
   *  rematch keeps the entries, and the next patch brings them to the new game. */
  openSeat(seat: Seat): ViewerState {
    const key = viewerKey(seat);
    const entry = this.state.views.get(key) ?? new ViewerState();
    this.state.views.set(key, entry);
    return entry;
  }

  /** Brings every viewer's entries to the match's state, with the events that led there. */
  publish(match: Match, events: readonly GameEvent[], seats: number): void {
    this.write(this.patches.next(match, events, seats));
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
