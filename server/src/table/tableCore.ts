import type { AnyGame, ParsedOptions } from '@dead-drop/shared';
import type { RateLimit } from '../guard/rates';
import type { TurnListener } from './turnNews';
import type { ServerLog } from '../log';
import { timedWrite } from '../metrics';
import type { TableLog, Written } from '../store/tableLog';
import type { TableLinks } from './links';
import type { Outbox } from './outbox';
import { KeptOut } from './keptOut';
import { Seats } from './seats';
import { StoreHealth } from './storeHealth';
import type { TableClock } from './tableClock';
import { WriteAhead } from './writeAhead';

export interface TableSettings {
  /** How long a dropped player keeps the seat for an automatic reconnection. */
  readonly reconnectSeconds: number;
  readonly rate: RateLimit;
  /** A table with nobody connected in a seat for this long is closed. */
  readonly idleSeconds: number;
  /** A lobby whose game has not started this long after it opened is closed, even with people in it. */
  readonly lobbySeconds: number;
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
  /** Hears where the game stands after each change: "your tables" and your-move alerts (see `alerts/`). */
  readonly turns?: TurnListener;
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

/** One write to a table's store. */
export type StoreWrite = (store: TableLog, roomId: string) => Written;

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
  /** The host locked the table: no new spectators (see `HostControls`). */
  locked = false;
  /** People the host removed from the lobby, kept out until the host lets them back. */
  readonly keptOut: KeptOut;
  /** Nothing is told before the store holds it. */
  readonly writes: WriteAhead;
  /** Whether the store takes writes; while it does not, the table accepts nothing. */
  readonly health: StoreHealth;

  /**
   * `storeFailed`: a write across the network was refused or lost (see `WriteAhead`);
   * `storeDown`: the store refuses writes, or takes them again (see `StoreHealth`).
   */
  constructor(
    readonly deps: TableDeps,
    { game, options, clock, links }: TableOpening,
    storeFailed: (error: unknown) => void,
    storeDown: (down: boolean) => void,
  ) {
    this.game = game;
    this.gameOptions = options;
    this.clockSeconds = clock;
    this.links = links;
    this.writes = new WriteAhead(storeFailed);
    this.seats = new Seats(deps.outbox, game.maxSeats);
    this.keptOut = new KeptOut(deps.outbox);
    // Storing the seats as they are changes nothing: a write that tells whether the store takes writes again.
    this.health = new StoreHealth(deps.clock, () => this.attempt(this.seatsWrite()), storeDown);
  }

  get outbox(): Outbox {
    return this.deps.outbox;
  }

  /**
   * A write of the table's own state (created, seats, start, finish, rematch), that what is
   * told next waits for. Refused, it is owed: made again before anything else, and nothing is
   * told until it passes.
   */
  store(write: StoreWrite): void {
    if (this.health.down || !this.attempt(write)) this.health.refused(() => this.attempt(write));
  }

  /**
   * A write that records what someone did (an action, a chat line): false when the store
   * refused it, or refuses writes now, and then the deed must not be done.
   */
  record(write: StoreWrite): boolean {
    if (!this.health.down && this.attempt(write)) return true;
    this.health.refused(null);
    return false;
  }

  storeSeats(): void {
    this.store(this.seatsWrite());
  }

  private seatsWrite(): StoreWrite {
    const seats = this.seats.stored();
    return (store, roomId) => store.seats(roomId, seats);
  }

  /** One write; false when the store threw it back (the embedded store, synchronously). */
  private attempt(write: StoreWrite): boolean {
    const { store, roomId, log } = this.deps;
    if (!store) return true;
    try {
      this.writes.add(timedWrite(() => write(store, roomId)));
      return true;
    } catch (error) {
      log.bounded('error', 'store', `the store refused a write: ${error instanceof Error ? error.message : 'unknown error'}`);
      return false;
    }
  }
}
