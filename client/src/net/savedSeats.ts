/**
 * What this browser needs to come back to a table after a reload: the reconnection
 * token (within the reconnection window) and the seat key (after it), or the spectator
 * secret. Kept per table in localStorage.
 */
export interface SavedSeat {
  token?: string;
  seatKey?: string;
  watch?: string;
  name?: string;
}

const PREFIX = 'deaddrop.table.';

export function savedSeat(roomId: string): SavedSeat {
  try {
    return JSON.parse(localStorage.getItem(PREFIX + roomId) ?? '{}') as SavedSeat;
  } catch {
    return {};
  }
}

export function saveSeat(roomId: string, update: SavedSeat): void {
  try {
    localStorage.setItem(PREFIX + roomId, JSON.stringify({ ...savedSeat(roomId), ...update }));
  } catch {
    // Private mode or a full store: a reload then needs the link again, nothing worse.
  }
}

export function lastName(): string {
  try {
    return localStorage.getItem('deaddrop.name') ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem('deaddrop.name', name);
  } catch {
    // As above.
  }
}
