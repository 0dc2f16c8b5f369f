import {
  eventFor,
  SPECTATOR,
  ViewProjector,
  type EventsBatch,
  type GameEvent,
  type LeafChanges,
  type Match,
  type Seat,
  type Viewer,
} from '@dead-drop/shared';

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

  /**
   * `at` numbers the state over the table's whole life, not the game's alone (see
   * `TableState.step`): a client takes only a batch numbered above the last it saw for news,
   * and after a rematch the next game's first actions would otherwise be numbered below the
   * last game's.
   */
  next(match: Match, events: readonly GameEvent[], seats: number, at: number): TablePatch {
    const batch = (viewer: Viewer): string =>
      JSON.stringify({ at, events: events.map((event) => eventFor(event, viewer)) } satisfies EventsBatch);
    // A seat needs events of its own only when one of them has a secret for it.
    const toldSecret = (seat: Seat) => events.some((event) => event.secret?.to.includes(seat));
    const projection = this.projector.next(
      match.viewFor(SPECTATOR),
      Array.from({ length: seats }, (_, seat) => match.viewFor(seat)),
    );
    return {
      shared: projection.shared,
      sharedEvents: events.length ? batch(SPECTATOR) : null,
      seats: projection.seats.map((changes, seat) => ({ changes, events: toldSecret(seat) ? batch(seat) : null })),
    };
  }
}
