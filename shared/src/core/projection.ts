import { diffLeaves, diffViews, overlayOf, type LeafChanges, type Leaves } from './leaves';

export interface Projection {
  /** Changes to the public entry, which every client receives. */
  shared: LeafChanges;
  /** Changes to each seat's overlay, which that seat alone receives. */
  seats: LeafChanges[];
}

/**
 * Turns successive views into the entry changes that carry them: the public view (what a
 * spectator sees) once for everybody, and for each seat only how its view differs from the
 * public one. A seat therefore receives the public view, so every seat must be allowed to
 * know all of it (the playtest audit checks that).
 */
export class ViewProjector {
  /** Views are fresh plain data, never changed in place, so the last one can be kept. */
  private shownPublic: unknown = undefined;
  private overlays: Leaves[] = [];

  next(publicView: unknown, seatViews: readonly unknown[]): Projection {
    const shared = diffViews(this.shownPublic, publicView);
    this.shownPublic = publicView;
    const seats = seatViews.map((view, seat) => {
      const overlay = overlayOf(publicView, view);
      const changes = diffLeaves(this.overlays[seat] ?? new Map(), overlay);
      this.overlays[seat] = overlay;
      return changes;
    });
    return { shared, seats };
  }
}
