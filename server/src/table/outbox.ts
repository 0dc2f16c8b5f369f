import type { BotLevel, GameEvent, Match, SeatBot, TablePhase, ToClientMessage, ToClientName } from '@dead-drop/shared';
import type { SeatRecord } from './seats';

/** A seat as everyone sees it (`SeatState`); its clock is shown apart (`ClockFace`). */
export interface SeatFace {
  readonly name: string;
  readonly occupied: boolean;
  readonly connected: boolean;
  readonly host: boolean;
  readonly bot: SeatBot;
  readonly level: BotLevel;
  readonly rematch: boolean;
  /** The game runs and this seat's person votes to abandon it. */
  readonly abandon: boolean;
  /** When a dropped player's reconnection window closes (epoch ms); 0 when none is open. */
  readonly awayUntil: number;
}

/** When a seat's turn clock runs out (see `TurnClocks`), as everyone sees it. */
export interface ClockFace {
  readonly deadline: number;
  readonly reserve: number;
}

/** The table's own public data (`TableState`), besides its seats and views. */
export interface TableFace {
  readonly phase: TablePhase;
  readonly round: number;
  readonly restored: boolean;
  /** The number of the table's latest state (see `TableState.step`). */
  readonly step: number;
  /** The seat that may take back its last move now; -1: none (see `TableState.undoSeat`). */
  readonly undoSeat: number;
  /** The store refuses writes: the table accepts nothing until it takes them again. */
  readonly storeFailing: boolean;
  /** The host locked the table: no new spectators. */
  readonly locked: boolean;
  /** The host paused the game: its clocks stand still, and nobody moves. */
  readonly paused: boolean;
  /** At a tutorial table, the actions its game has played; -1 elsewhere (see `TableState.tutorial`). */
  readonly tutorial: number;
}

/** What a table sends one member, by message type (`ToClient`). */
export type MemberMessages = { [K in ToClientName]: ToClientMessage<K> };

/** Why a table closes: nobody in a seat for a while, its lobby never started, or its store failed. */
export type CloseReason = 'idle' | 'lobbyExpired' | 'storeFailed';

/** Why a session is sent away: another session took its seat, it has no seat here any more, or its seat moved to another device. */
export type EvictReason = 'replaced' | 'removed' | 'moved';

/**
 * Everything a table tells, and to whom: what everyone sees (seats, the table's data, the
 * public view), what only one seat sees (its view entry), and messages to single members,
 * named by their session. The room turns it into Colyseus state, views and messages; a test
 * records it. A change of state reaches everyone with the next `flush`.
 */
export interface Outbox {
  seat(index: number, face: SeatFace | null): void;
  /** The table has `count` seats from now on: the game's, once the gaps are closed. */
  seatCount(count: number): void;
  clock(index: number, face: ClockFace): void;
  /** The names of those the host removed from the lobby and has not let back (`TableState.keptOut`). */
  keptOut(names: readonly string[]): void;
  table(face: Partial<TableFace>): void;
  /** The game is on: seat `index` has its own view entry, which whoever holds `seat` may read. */
  openSeat(index: number, seat: SeatRecord): void;
  /**
   * Every view entry brought to `match` as it stands now, with its `events` (each viewer's part
   * of them), for the table's `seats`; `at` numbers the state over the table's whole life.
   */
  views(match: Match, events: readonly GameEvent[], seats: number, at: number): void;
  /** The member `sessionId` holds `seat`: it reads that seat's view entry once there is one. */
  hold(sessionId: string, seat: SeatRecord): void;
  send<K extends keyof MemberMessages>(sessionId: string, type: K, message: MemberMessages[K]): void;
  /** Every change of state so far goes out, as one patch. */
  flush(): void;
  /** An older session of a seat whose key a newer one brought (`replaced`), one whose person
   *  the host removed or who conceded (`removed`), or one whose seat moved to another device
   *  (`moved`): it leaves the table. */
  evict(sessionId: string, reason?: EvictReason): void;
  /**
   * The table stays open with nobody at it: bots play on (a player who left may come back and
   * find the end of the game), and a restored table that is lost says why to whoever comes.
   * The idle watch, not the last one out, ends it.
   */
  keepOpen(): void;
  close(reason: CloseReason): void;
}
