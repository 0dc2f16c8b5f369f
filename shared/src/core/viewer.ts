/** A seat is the index of a player at the table, 0-based. */
export type Seat = number;

/** Everyone who is not seated sees the same public view. */
export const SPECTATOR = 'spectator' as const;
export type Viewer = Seat | typeof SPECTATOR;

/**
 * Every card face up: how a replay of a finished game may also be shown (see
 * `GameDefinition.openView`). It is no `Viewer`, so nothing that serves a live table can be
 * handed it.
 */
export const ALL_CARDS = 'all' as const;
/** Whom a replay shows the game as: a seat, a spectator, or every card face up. */
export type ReplayViewer = Viewer | typeof ALL_CARDS;

export function isSeat(viewer: Viewer): viewer is Seat {
  return viewer !== SPECTATOR;
}
