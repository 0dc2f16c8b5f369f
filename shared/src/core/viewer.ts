/** A seat is the index of a player at the table, 0-based. */
export type Seat = number;

/** Everyone who is not seated sees the same public view. */
export const SPECTATOR = 'spectator' as const;
export type Viewer = Seat | typeof SPECTATOR;

export function isSeat(viewer: Viewer): viewer is Seat {
  return viewer !== SPECTATOR;
}
