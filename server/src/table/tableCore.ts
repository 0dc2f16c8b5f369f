import type { AnyGame, ParsedOptions } from '@dead-drop/shared';
import type { RateLimit } from '../guard/rates';
import type { TurnListener } from './turnNews';
import type { ServerLog } from '../log';
import type { TableLinks } from './links';
import type { Outbox } from './outbox';
import { KeptOut } from './keptOut';
import { Seats } from './seats';
import type { TableLog } from '../store/tableLog';
import { storeState, TableRunner, type Effect, type StoreWrite, type TableFields } from './runner';
import type { TableClock } from './tableClock';

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

/** What every part of a table shares: its deps, its game, its seats and its store. */
export class TableCore {
  readonly seats: Seats;
  readonly game: AnyGame;
  readonly links: TableLinks;
  readonly clockSeconds: number;
  /** People the host removed from the lobby, kept out until the host lets them back. */
  readonly keptOut: KeptOut;
  /** Applies what the table's parts decide: stored first, told once the store holds it. */
  readonly runner: TableRunner;

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
    this.clockSeconds = clock;
    this.links = links;
    this.seats = new Seats(deps.outbox, game.maxSeats);
    this.keptOut = new KeptOut(deps.outbox);
    // Storing the seats as they are changes nothing: a write that tells whether the store takes writes again.
    const fields = { round: 1, locked: false, shuttingDown: false, gameOptions: options, match: null, step: 0, paused: false };
    this.runner = new TableRunner(deps, fields, () => this.seatsWrite(), storeFailed, storeDown);
  }

  /** The table's own fields: set only through the runner. */
  get fields(): TableFields {
    return this.runner.fields;
  }

  get outbox(): Outbox {
    return this.deps.outbox;
  }

  storeSeats(): void {
    this.runner.run([this.seatsStored()]);
  }

  /** The seats' write, as an effect: the seats as they stand once the batch's changes are made. */
  seatsStored(): Effect {
    return storeState(this.seatsWrite());
  }

  /** The seats as they stand when it is made (a write owed and made again stores the latest). */
  private seatsWrite(): StoreWrite {
    return (store, roomId) => store.seats(roomId, this.seats.stored());
  }
}
