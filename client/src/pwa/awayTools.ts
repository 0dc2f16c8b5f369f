import { TableCloseCode } from '@dead-drop/shared';
import type { Connection } from '../net/tableSession';
import { AlertToggle } from './alertToggle';
import { Presence } from './presence';
import { SeatMoveButton, showSeatMoved } from './seatMove';

/** What of a table session the away tools read: the seat's key, and why the connection ended. */
interface SeatSession {
  readonly seat: { readonly seatKey: string } | null;
  readonly closeCode: number | null;
  on(kind: 'connection', listener: (connection: Connection) => void): () => void;
  on(kind: 'identity', listener: () => void): () => void;
}

/**
 * A seated player's tools for playing from afar, on the table page: alerts outside the tab,
 * taking the seat to another device, and this page's visibility told to the server (so that
 * an alert goes only where no page of the seat is on screen).
 */
export class AwayTools {
  private readonly presence: Presence;
  private readonly alerts: AlertToggle;
  private readonly move: SeatMoveButton;
  private readonly undo: (() => void)[] = [];

  constructor(roomId: string, session: SeatSession) {
    const seatKey = () => session.seat?.seatKey;
    this.presence = new Presence(roomId, seatKey);
    this.alerts = new AlertToggle(roomId, seatKey);
    this.move = new SeatMoveButton(roomId, seatKey);
    this.undo.push(session.on('identity', () => this.presence.refresh()));
    this.undo.push(
      session.on('connection', (connection) => {
        if (connection !== 'lost' || session.closeCode !== TableCloseCode.moved) return;
        this.move.close();
        showSeatMoved(roomId);
      }),
    );
  }

  /** The Game menu's items, for a seated player. */
  get buttons(): HTMLElement[] {
    return [this.alerts.button, this.move.button];
  }

  /** Their words again, after the language changed. */
  draw(): void {
    this.alerts.draw();
    this.move.draw();
  }

  dispose(): void {
    for (const undo of this.undo) undo();
    this.presence.dispose();
    this.move.dispose();
  }
}
