import type { Connection } from '../net/tableSession';
import { AlertToggle } from './alertToggle';
import { Presence } from './presence';
import { checkSeatMoved, SeatMoveButton } from './seatMove';

/** What of a table session the away tools read: the seat's key, and why the connection ended. */
interface SeatSession {
  readonly seat: { readonly seatKey: string } | null;
  readonly closeCode: number | null;
  on(kind: 'connection', listener: (connection: Connection) => void): () => void;
  on(kind: 'identity', listener: () => void): () => void;
}

/** Colyseus' code for a session the server closed on purpose: here, a newer page took the seat. */
const TAKEN_OVER = 4000;

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

  /** `onMoved`: the seat went to another device, and the page says so over everything. */
  constructor(roomId: string, session: SeatSession, onMoved: () => void) {
    const seatKey = () => session.seat?.seatKey;
    this.presence = new Presence(roomId, seatKey);
    this.alerts = new AlertToggle(roomId, seatKey);
    this.move = new SeatMoveButton(roomId, seatKey);
    this.undo.push(session.on('identity', () => this.presence.refresh()));
    this.undo.push(session.on('connection', (connection) => {
      const key = seatKey();
      if (connection !== 'lost' || session.closeCode !== TAKEN_OVER || !key) return;
      void checkSeatMoved(roomId, key).then((moved) => {
        if (!moved) return;
        this.move.close();
        onMoved();
      });
    }));
  }

  /** The header's buttons, for a seated player. */
  get buttons(): HTMLElement[] {
    return [this.alerts.button, this.move.button];
  }

  dispose(): void {
    for (const undo of this.undo) undo();
    this.presence.dispose();
    this.move.dispose();
  }
}
