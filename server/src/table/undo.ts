import type { Match, Seat } from '@dead-drop/shared';

/**
 * What a table keeps to take moves back (the rules say which: `Match.mayUndo`): where each
 * action's events begin in the table's history, so that an undo takes them out of it too, and
 * how far back a person may go, which is never past a move their seat's bot made (on a clock
 * run out, or while they were away): that one they did not choose; nor past a restart.
 */
export class UndoMarks {
  /** Per action of the log: the history's length before its events. */
  private readonly marks: number[] = [];
  /** The log's length after the latest move a bot made. */
  private floor = 0;

  /** An action's events are told: they begin at `historyLength`. */
  played(historyLength: number): void {
    this.marks.push(historyLength);
  }

  /**
   * No undo goes past the log's first `logLength` actions: after a move a bot made, after a
   * restart (who made the stored moves, a person or their bot, is not stored), and into a
   * tutorial's script.
   */
  noUndoBefore(logLength: number): void {
    this.floor = Math.max(this.floor, logLength);
  }

  /** A new game: nothing to take back. */
  reset(): void {
    this.marks.length = 0;
    this.floor = 0;
  }

  /** The seat whose person may take back its last move now, or -1. */
  seatOf(match: Match): Seat | -1 {
    const last = match.log.at(-1);
    return last && this.mayUndo(match, last.seat) ? last.seat : -1;
  }

  /** Whether `seat`'s person may take back its last move now. */
  mayUndo(match: Match, seat: Seat): boolean {
    return match.log.length > this.floor && match.mayUndo(seat);
  }

  /** The last action is taken back: the history's length before its events. */
  undone(): number {
    return this.marks.pop() ?? 0;
  }
}
