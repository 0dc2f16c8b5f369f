import { isSlowClock } from '@dead-drop/shared';
import type { TableControls, TableSnapshot } from '../net/tableSession';
import { saveSeat } from '../net/savedSeats';
import { EndScreen } from './endScreen';
import { LeaveDialog } from './leaveDialog';
import type { PlayAgainForm } from './playAgain';

/**
 * The ways out of a table page: the Game menu's "Leave table", asked again in a dialog, and the
 * end screen's "New table", both to the landing page; and the end screen itself, with its
 * rematch and its table with the same people.
 */
export class TableLeaving {
  readonly dialog = new LeaveDialog(() => this.now());
  readonly end: EndScreen;

  /** `leave`: on to the landing page; `snapshot`: the latest. */
  constructor(
    session: Pick<TableControls, 'seat' | 'links' | 'request'>,
    private readonly roomId: string,
    private readonly leave: () => void,
    again: PlayAgainForm,
    private readonly snapshot: () => TableSnapshot,
  ) {
    this.end = new EndScreen(session, roomId, () => this.now(), again);
  }

  /** Asks whether to leave, in words of what leaving does now. */
  ask(): void {
    this.dialog.ask(this.snapshot().phase);
  }

  private now(): void {
    const { phase, clock } = this.snapshot();
    // The landing page's history says that a bot plays the seat meanwhile.
    // Not at a slow table, where the seat waits for its player and only its clock calls a bot.
    if (phase === 'playing' && !isSlowClock(clock)) saveSeat(this.roomId, { botPlays: true });
    this.leave();
  }
}
