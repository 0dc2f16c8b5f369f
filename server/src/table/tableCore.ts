import type { AnyGame, ParsedOptions } from '@dead-drop/shared';
import type { RateLimit } from '../guard/rates';
import type { ServerLog } from '../log';
import type { TableLog, Written } from '../store/tableLog';
import type { TableLinks } from './links';
import type { Outbox } from './outbox';
import { Seats } from './seats';
import type { TableClock } from './tableClock';
import { WriteAhead } from './writeAhead';

export interface TableSettings {
  /** How long a dropped player keeps the seat for an automatic reconnection. */
  readonly reconnectSeconds: number;
  readonly rate: RateLimit;
  /** A table with nobody connected in a seat for this long is closed. */
  readonly idleSeconds: number;
  /** Spectators of one table, connected or waiting to reconnect. */
  readonly spectators: number;
  /** About how long a bot thinks before it moves, in ms (see `BotPacing`). */
  readonly botDelayMs: number;
}

/** What a table is given: where it keeps itself, whom it tells, its time, its log lines. */
export interface TableDeps {
  readonly roomId: string;
  /** Where the table is kept across restarts; null keeps it in memory only. */
  readonly store: TableLog | null;
  readonly outbox: Outbox;
  readonly clock: TableClock;
  readonly log: Pick<ServerLog, 'bounded' | 'info'>;
  readonly settings: TableSettings;
}

/** A table as it was created: its game, the options its games start with, and its links. */
export interface TableOpening {
  readonly game: AnyGame;
  /** Parsed by the game, once, at the edge; a rematch changes who begins. */
  readonly options: ParsedOptions;
  /** Seconds per decision on the turn clocks; 0: none. */
  readonly clock: number;
  readonly links: TableLinks;
}

/** What every part of a table shares: its deps, its game, its seats and its store. */
export class TableCore {
  readonly seats: Seats;
  readonly game: AnyGame;
  readonly links: TableLinks;
  readonly clockSeconds: number;
  gameOptions: ParsedOptions;
  /** The table's game by number: 1, and one more at each rematch (see `replayId`). */
  round = 1;
  /** The server stops: everyone leaves, and the stored table keeps them for its return. */
  shuttingDown = false;
  /** Nothing is told before the store holds it. */
  readonly writes: WriteAhead;

  constructor(readonly deps: TableDeps, { game, options, clock, links }: TableOpening, storeFailed: (error: unknown) => void) {
    this.game = game;
    this.gameOptions = options;
    this.clockSeconds = clock;
    this.links = links;
    this.writes = new WriteAhead(storeFailed);
    this.seats = new Seats(deps.outbox, game.maxSeats);
  }

  get outbox(): Outbox {
    return this.deps.outbox;
  }

  /** A write to the store, if there is one, that what is told next waits for. */
  store(write: (store: TableLog, roomId: string) => Written): void {
    if (this.deps.store) this.writes.add(write(this.deps.store, this.deps.roomId));
  }

  storeSeats(): void {
    this.store((store, roomId) => store.seats(roomId, this.seats.stored()));
  }
}
