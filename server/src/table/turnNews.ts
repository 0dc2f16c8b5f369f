import type { Seat } from '@dead-drop/shared';
import type { TableCore } from './tableCore';

/** A seat as the turn board knows it: whose it is, and the key that proves it. */
export interface TurnSeat {
  readonly name: string;
  /** Null once no person holds the seat (a bot the host seated, a person removed or who conceded): no key answers for it. */
  readonly key: string | null;
  /** A person holds the seat (no bot the host seated, no stand-in playing it now). */
  readonly person: boolean;
}

/** Where a table's game stands after a change: told to the turn board (see `TurnBoard`). */
export interface TurnNews {
  readonly game: string;
  /** The game's name as players read it (an alert names it). */
  readonly title: string;
  readonly step: number;
  /** The seats the game waits for now; none once it is over. */
  readonly awaited: readonly Seat[];
  readonly ended: boolean;
  readonly seats: readonly TurnSeat[];
}

/** Hears where every table's game stands, and when a table is gone from this process. */
export interface TurnListener {
  turn(roomId: string, news: TurnNews): void;
  gone(roomId: string): void;
}

/**
 * Tells the table's turn listener, if it has one, where its game stands (after each change).
 * It is told while the table tells its people of the change, and is no part of the game's
 * log: whatever it fails at is logged, and never stops a move from being told (the listener
 * tries its own writes again, see `Alerts`).
 */
export function tellTurn(core: TableCore, step: number, awaited: readonly Seat[], ended: boolean): void {
  const { turns, roomId, log } = core.deps;
  if (!turns) return;
  const seats = core.seats.taken.map(({ name, key, bot }) => ({ name, key: bot === 'bot' ? null : key, person: bot === '' }));
  try {
    turns.turn(roomId, { game: core.game.id, title: core.game.title, step, awaited, ended, seats });
  } catch (error) {
    log.bounded(
      'error',
      'turns',
      `the turn board was not told of step ${step}: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  }
}

/**
 * A seat's key changed or died (moved to another device; its person gone for good): the turn
 * listener hears it now, not at the next move, so that the old key answers for nothing.
 */
export function retellSeats(core: TableCore): void {
  const { match, step } = core.fields;
  if (!match) return;
  tellTurn(core, step, match.result ? [] : match.game.awaitedSeats(match.state), match.result !== null);
}
