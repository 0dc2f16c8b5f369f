import { readStored, storedKeys, writeStored } from '../localStore';

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
  /** Left with the button during the game: a bot plays the seat until this browser comes back. */
  botPlays?: boolean;
  /** The table's game by number (see `replayId`): a finished one is replayed by it. */
  round?: number;
  /** When this browser last saw the table (ms since the epoch). */
  seen?: number;
}

export type TableState = 'waiting' | 'playing' | 'finished';

const PREFIX = 'deaddrop.table.';
const NAME_KEY = 'deaddrop.name';

/** The tables this browser has sat at or watched, the last seen first. */
export function savedTables(limit = 10): { roomId: string; seat: SavedSeat }[] {
  return storedKeys()
    .filter((key) => key.startsWith(PREFIX))
    .map((key) => {
      const roomId = key.slice(PREFIX.length);
      return { roomId, seat: savedSeat(roomId) };
    })
    .filter(({ seat }) => seat.game)
    .sort((a, b) => (b.seat.seen ?? 0) - (a.seat.seen ?? 0))
    .slice(0, limit);
}

export function savedSeat(roomId: string): SavedSeat {
  try {
    return JSON.parse(readStored(PREFIX + roomId) ?? '{}') as SavedSeat;
  } catch {
    // Not JSON (written by hand, or cut short): as if nothing were saved.
    return {};
  }
}

/** A store that refuses (private mode, full) costs only this: a reload then needs the link again. */
export function saveSeat(roomId: string, update: SavedSeat): void {
  writeStored(PREFIX + roomId, JSON.stringify({ ...savedSeat(roomId), ...update }));
}

export function lastName(): string {
  return readStored(NAME_KEY) ?? '';
}

export function rememberName(name: string): void {
  writeStored(NAME_KEY, name);
}
