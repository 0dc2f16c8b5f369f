import type { BotLevel, SeatBot, TablePhase, Viewer } from '@dead-drop/shared';
import type { WireView } from './wire';

/* What a table session hands its page: the public table data and this viewer's view, as plain data. */

export interface PublicSeat {
  name: string;
  occupied: boolean;
  connected: boolean;
  host: boolean;
  /** Who plays the seat besides its person: nobody, a bot the host seated, or a stand-in. */
  bot: SeatBot;
  /** How well a bot the host seated plays (absent in replays). */
  level?: BotLevel;
  /** When the seat's turn clock runs out, reserve included, in the server's epoch ms; 0: none runs. */
  deadline: number;
  /** The reserve left, in ms, which `deadline` includes. */
  reserve: number;
  /** While its player is away: when the table stops waiting for them (server epoch ms); else 0. */
  awayUntil: number;
  /** The game is over and this seat's person asked for a rematch. */
  rematch: boolean;
  /** The game runs and this seat's person votes to abandon it. */
  abandon: boolean;
}

/** Everything the client draws, as plain data: the server's public table data and this viewer's
 *  view, decoded into the game's own type. */
export interface TableSnapshot<View extends WireView = WireView> {
  game: string;
  phase: TablePhase;
  minSeats: number;
  maxSeats: number;
  seats: PublicSeat[];
  /** Seconds per decision on the turn clocks; 0: no clocks. */
  clock: number;
  viewer: Viewer;
  view: View | null;
  /** The table was rebuilt from its stored log after a restart of the server. */
  restored: boolean;
  /** The table's game by number: 1, then one more at each rematch (see `replayId`). */
  round: number;
  /** The table's state by number (`TableState.step`): an action names the one it was chosen from. */
  step: number;
  /** The server cannot store the table now: it accepts nothing until it can, then goes on. */
  storeFailing: boolean;
  /** The host locked the table: no new spectators. */
  locked: boolean;
  /** The host paused the game: clocks stand still, nobody moves. */
  paused: boolean;
  /** The seat that may take back its last move now (`TableState.undoSeat`); -1: none. */
  undoSeat: number;
  /** At a tutorial table, the actions its game has played (`TableState.tutorial`); -1 elsewhere. */
  tutorial: number;
  /** Those the host removed from the lobby and has not let back, by name (`TableState.keptOut`). */
  keptOut: string[];
}

/**
 * `reconnecting`: the SDK is taking the same connection back. `lost`: it gave up, or the server
 * closed the connection (a restart, another tab); the page may come back by itself (comeBack.ts).
 * `closed`: the server closed the table for being idle; there is nothing to go back to.
 */
export type Connection = 'connected' | 'reconnecting' | 'lost' | 'closed';

/** The public table data as the room's schema holds it (the SDK types a room's state as `any`). */
export interface TableState {
  game: string;
  phase: TablePhase;
  minSeats: number;
  maxSeats: number;
  clock?: number;
  seats?: Iterable<PublicSeat>;
  restored?: boolean;
  /** The store refuses the table's writes for now (see the server's `StoreHealth`). */
  storeFailing?: boolean;
  locked?: boolean;
  paused?: boolean;
  round?: number;
  step?: number;
  undoSeat?: number;
  tutorial?: number;
  keptOut?: Iterable<string>;
  shared?: { leaves: { size: number } };
}

/** The game a table's state is for; '' before its first state arrives. */
export function tableGame(state: unknown): string {
  return typeof state === 'object' && state !== null && 'game' in state && typeof state.game === 'string' ? state.game : '';
}
