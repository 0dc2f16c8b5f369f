/**
 * What a table room may be asked about its alerts, from any process (`TableRoom.askAlerts`):
 * the room passes each question on to the alerts it was given (`TableConfig.desk`), which
 * answer it (`alerts/desk.ts`). The contract lives with the table so that the table needs
 * nothing of the alerts, which build on it.
 */
import type { PushTarget } from '../store/alertStore';

/** A request about one seat of one table, which only the process holding the table can answer (its turn board knows the seat keys). */
export type DeskRequest =
  | { readonly op: 'summary'; readonly seatKey: string }
  | { readonly op: 'subscribe'; readonly seatKey: string; readonly subscription: PushTarget }
  | { readonly op: 'unsubscribe'; readonly seatKey: string; readonly endpoint: string }
  | { readonly op: 'seen'; readonly seatKey: string; readonly page: string; readonly visible: boolean }
  | { readonly op: 'offer'; readonly seatKey: string };

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export const NO_SEAT: Reply = { status: 404, body: { code: 'no_seat', message: 'This seat key holds no seat at a game running here.' } };

/** What a table room answers to `askAlerts` (called across processes by `remoteRoomCall`). */
export interface AlertDesk {
  askAlerts(request: DeskRequest): Promise<Reply>;
}
