import { matchMaker } from '@colyseus/core';
import type { Alerts } from './alerts';
import { endpointRefusal, type EndpointRefusal } from './pushEndpoint';
import { NO_SEAT, type AlertDesk, type DeskRequest, type Reply } from '../table/alertDesk';

const OK: Reply = { status: 200, body: { ok: true } };
const REFUSAL_MESSAGES: Record<EndpointRefusal, string> = {
  bad_push_endpoint: 'This push endpoint is not a plain https: address of a push service, as a browser gives it.',
  unknown_push_service: "This browser's push service is not one this server sends to.",
};

/**
 * The answer of this process's alerts to a request about the table at `roomId`, which it
 * holds. A seat key answers only for its own table, and one that holds no seat gets the same
 * answer as a table that is gone.
 */
export async function answerDesk(alerts: Alerts, roomId: string, request: DeskRequest): Promise<Reply> {
  const { board } = alerts;
  const seat = board.seatOf(roomId, request.seatKey);
  if (seat === null) return NO_SEAT;
  switch (request.op) {
    case 'summary':
      return { status: 200, body: board.summary(roomId, request.seatKey) };
    case 'subscribe': {
      const refusal = endpointRefusal(request.subscription.endpoint, alerts.services);
      if (refusal) return { status: 400, body: { code: refusal, message: REFUSAL_MESSAGES[refusal] } };
      await alerts.subscribe(roomId, seat, request.subscription);
      return OK;
    }
    case 'unsubscribe':
      await alerts.subscriptions.remove(roomId, seat, request.endpoint);
      return OK;
    case 'seen':
      alerts.seen(roomId, seat, request.page, request.visible);
      return OK;
    case 'offer':
      return { status: 200, body: await alerts.moves.offer(roomId, request.seatKey) };
  }
}

/**
 * Asks the process that holds the table at `roomId`, whichever it is, through its room
 * (`TableRoom.askAlerts`); null when the table runs nowhere.
 */
export async function askHolder(roomId: string, request: DeskRequest): Promise<Reply | null> {
  // A table of this process is asked directly; one elsewhere is looked up by its id alone (one
  // read of its listing, not of every table's), and one that is gone answers at once rather
  // than after a call's timeout.
  if (!matchMaker.getLocalRoomById(roomId) && !(await matchMaker.driver.findOne({ roomId }))) return null;
  return matchMaker.remoteRoomCall<AlertDesk>(roomId, 'askAlerts', [request]);
}
