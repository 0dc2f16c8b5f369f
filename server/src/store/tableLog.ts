import * as z from 'zod/mini';
import {
  DEFAULT_BOT_LEVEL,
  isBotLevel,
  type BotLevel,
  type ChatLine,
  type LoggedAction,
  type MatchSetup,
  type SeatBot,
} from '@dead-drop/shared';

/** A seat as stored: enough to give it back to its player, or its bot, after a restart. */
export interface StoredSeat {
  readonly name: string;
  readonly key: string;
  readonly host: boolean;
  readonly bot: SeatBot;
  /** How well its bot plays; Normal when absent (stored before levels). */
  readonly level?: BotLevel;
}

/** What a table was created with; the links are the secrets its players and spectators hold. */
export interface TableRecord {
  readonly roomId: string;
  readonly game: string;
  /** As the creator sent them. */
  readonly options: unknown;
  /** Seconds per decision on the turn clocks; 0: none. */
  readonly clock: number;
  readonly invite: string;
  readonly watch: string;
}

/**
 * A slow table's turn clocks as kept (see `slowClock.ts`): each seat's reserve, and when the
 * decision it owes began (null: none is owed). A restored table's clocks go on from here, so
 * a restart neither stretches nor shortens a deadline.
 */
export interface KeptClocks {
  readonly reserves: readonly number[];
  readonly starts: readonly (number | null)[];
}

/** What the host set on a table that its game does not record: kept so a restart keeps it. */
export interface KeptControls {
  /** No new spectators (see `HostControls.lock`). */
  readonly locked: boolean;
  /** The game stands still until the host resumes it; a rematch clears it. */
  readonly paused: boolean;
}

const KeptControlsSchema = z.object({ locked: z.boolean(), paused: z.boolean() });

/** Kept controls as stored, to spread into a `StoredTable`: nothing when none were kept or
 *  what was kept does not read as the two flags. */
export function storedControls(stored: unknown): { controls?: KeptControls } {
  if (typeof stored !== 'string' || stored === '') return {};
  try {
    const parsed = KeptControlsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? { controls: parsed.data } : {};
  } catch {
    return {};
  }
}

/** Everything stored about a table: replaying its actions rebuilds it. */
export interface StoredTable extends TableRecord {
  /** In seat order; before the start, the seats taken so far (gaps closed). */
  readonly seats: readonly StoredSeat[];
  /** The table's game by number: 1, and one more at each rematch. */
  readonly round: number;
  /** Set once the game has started. */
  readonly setup: MatchSetup | null;
  readonly actions: readonly LoggedAction[];
  readonly chat: readonly ChatLine[];
  /** A slow table's clocks as last kept; absent or null: none kept. */
  readonly clocks?: KeptClocks | null;
  /** The host's lock and pause as last set; absent or null: neither. */
  readonly controls?: KeptControls | null;
}

/**
 * A write is done when the call returns (the embedded store writes synchronously), or when
 * its promise settles (a store across the network). A table tells nobody of a change before
 * the write that records it is done (see `WriteAhead`).
 */
export type Written = void | Promise<void>;

export type Awaitable<T> = T | Promise<T>;

/**
 * Where tables are kept so that they outlive their process: what each was created with, its
 * seats, and every accepted action and chat line in order. The action log is the game: a
 * table comes back by replaying it. Two kinds: `TableStore` (SQLite, one process, the
 * default) and `RedisTableStore` (shared by every process of a scale-out).
 */
export interface TableLog {
  create(record: TableRecord): Written;
  /** The seats as they are now, replacing what was stored. */
  seats(roomId: string, seats: readonly StoredSeat[]): Written;
  start(roomId: string, setup: MatchSetup): Written;
  /** The `seq`-th accepted action (0-based, the index in `Match.log`). */
  action(roomId: string, seq: number, logged: LoggedAction): Written;
  /** The `seq`-th action, the log's last, taken back (an undo): the log is the game, so it goes. */
  undo(roomId: string, seq: number): Written;
  chat(roomId: string, seq: number, line: ChatLine): Written;
  /** A slow table's clocks, replacing what was kept (a store without it keeps none). */
  clocks?(roomId: string, kept: KeptClocks): Written;
  /** The host's lock and pause, replacing what was kept (a store without it keeps neither). */
  controls?(roomId: string, kept: KeptControls): Written;
  /**
   * The game is over: the table is finished (kept for its retention, never restored), and its
   * game is also kept under `replayId`, with its seats, actions and talk, so that it outlives
   * a rematch. A table that never started (a log that no longer replays) keeps no replay.
   */
  finish(roomId: string, replayId: string | null): Written;
  /** A rematch: the table runs again, as game `round`, with no actions or talk yet; `start` follows. */
  rematch(roomId: string, round: number): Written;
  /** One table, finished or not: what replays it. */
  table(roomId: string): Awaitable<StoredTable | null>;
  /** A finished game, for its replay; null while it runs, or when there is none by that id. */
  finished(gameId: string): Awaitable<StoredTable | null>;
  /** Finished tables older than `days` go; running ones are never touched. Returns how many went. */
  prune(days: number): Awaitable<number>;
  /** A write that no table reads: it fails while the store refuses writes (`/readyz`). */
  probe(): Written;
  close(): Awaitable<void>;
}

/** A seat's bot level as stored; a store from before levels reads as Normal. */
export function seatLevel(stored: unknown): BotLevel {
  return isBotLevel(stored) ? stored : DEFAULT_BOT_LEVEL;
}

/** A seat's bot as stored; anything else reads as none. */
export function seatBot(stored: unknown): SeatBot {
  return stored === 'bot' || stored === 'standIn' ? stored : '';
}
