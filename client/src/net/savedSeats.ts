/**
 * What this browser needs to come back to a table after a reload: the reconnection
 * token (within the reconnection window) and the seat key (after it), or the spectator
 * secret. Kept per table in localStorage.
 */
export interface SavedSeat {
  token?: string;
  seatKey?: string;
  /** The seat the key holds: a replay shows the game as that seat saw it. */
  seat?: number;
  watch?: string;
  name?: string;
  /** What the landing page's history says of the table, as last seen here. */
  game?: string;
  players?: string[];
  state?: TableState;
  /** The table's game by number (see `replayId`): a finished one is replayed by it. */
  round?: number;
  /** When this browser last saw the table (ms since the epoch). */
  seen?: number;
}

export type TableState = 'waiting' | 'playing' | 'finished';

const PREFIX = 'deaddrop.table.';

/** The tables this browser has sat at or watched, the last seen first. */
export function savedTables(limit = 10): { roomId: string; seat: SavedSeat }[] {
  try {
    const tables: { roomId: string; seat: SavedSeat }[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const roomId = key.slice(PREFIX.length);
      const seat = savedSeat(roomId);
      if (seat.game) tables.push({ roomId, seat });
    }
    return tables.sort((a, b) => (b.seat.seen ?? 0) - (a.seat.seen ?? 0)).slice(0, limit);
  } catch {
    return [];
  }
}

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
