import type express from 'express';
import * as z from 'zod/mini';
import { clientAddress } from '../guard/address';
import { readJson } from '../jsonBody';
import { AddressBuckets } from '../guard/addressBuckets';
import type { SeatMoves } from './seatMoves';
import { NO_SEAT, type DeskRequest, type Reply } from '../table/alertDesk';
import { PushTarget } from '../store/alertStore';

/**
 * How often one address may ask: "your tables" polls about every 20 s per open landing page,
 * and each page of a table reports whether it is visible about once a minute and on every
 * switch of tabs; a family behind one address has several of each.
 */
export const ALERTS_RATE = { perSecond: 2, burst: 40 } as const;

const RoomId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const Secret = z.string().check(z.minLength(1), z.maxLength(64));
const SeatRef = z.strictObject({ roomId: RoomId, seatKey: Secret });
/** More tables than the landing page lists (ten), and far fewer than would make a lookup costly. */
const MAX_ASKED = 20;

const Mine = z.strictObject({ seats: z.array(SeatRef).check(z.maxLength(MAX_ASKED)) });
const Subscribe = z.strictObject({ roomId: RoomId, seatKey: Secret, subscription: PushTarget });
const Unsubscribe = z.strictObject({ roomId: RoomId, seatKey: Secret, endpoint: z.string().check(z.maxLength(1000)) });
const Seen = z.strictObject({
  roomId: RoomId,
  seatKey: Secret,
  page: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  visible: z.boolean(),
});
const Take = z.strictObject({ token: Secret });

/** Moves a seat to a new key at its table, wherever it runs (`moveSeatAt`): the new key, or null. */
type SeatMove = (roomId: string, seatKey: string) => Promise<string | null>;
/** Asks the process that holds a table (`askHolder`); null when the table runs nowhere. */
type Ask = (roomId: string, request: DeskRequest) => Promise<Reply | null>;

/**
 * The HTTP side of friends in other time zones (see `Alerts`): the VAPID public key, push
 * subscriptions, pages' visibility, "your tables", and one-time links that move a seat to a new key. Each
 * request is validated and refused whole when it does not parse; what a seat key asks of its
 * table is answered by the process that holds the table, whichever process took the request
 * (see `answerDesk`); a one-time link is read from the alert store, which every process shares.
 */
export function serveAlerts(
  app: express.Application,
  { publicKey, moves }: { publicKey: string; moves: SeatMoves },
  trustProxy: number,
  ask: Ask,
  moveSeat: SeatMove,
): void {
  const asked = new AddressBuckets(ALERTS_RATE);
  const post = <T>(path: string, shape: z.ZodMiniType<T>, answer: (input: T) => Reply | Promise<Reply>) => {
    app.post(path, (request, response) => {
      if (!asked.take(clientAddress(request, trustProxy))) {
        response.status(429).json({ code: 'rate_limited', message: 'Too many requests: try again in a few seconds.' });
        return;
      }
      const parsed = shape.safeParse(readJson(request.body));
      if (!parsed.success) {
        response.status(400).json({ code: 'bad_request', message: parsed.error.issues[0]?.message ?? 'This request does not parse.' });
        return;
      }
      Promise.resolve(answer(parsed.data)).then(
        ({ status, body }) => response.status(status).json(body),
        () => response.status(503).json({ code: 'unavailable', message: 'The table did not answer: try again.' }),
      );
    });
  };
  const atHolder = async (roomId: string, request: DeskRequest) => (await ask(roomId, request)) ?? NO_SEAT;

  app.get('/api/alerts/key', (_request, response) => {
    response.json({ publicKey });
  });

  post('/api/tables/mine', Mine, async ({ seats }) => {
    // A table whose process does not answer now is left out, as one that is gone: the page asks again soon.
    const answers = await Promise.all(
      seats.map(({ roomId, seatKey }) => atHolder(roomId, { op: 'summary', seatKey }).catch(() => NO_SEAT)),
    );
    return {
      status: 200,
      body: { now: Date.now(), tables: answers.flatMap(({ status, body }) => (status === 200 && body ? [body] : [])) },
    };
  });

  post('/api/alerts/subscribe', Subscribe, ({ roomId, seatKey, subscription }) =>
    atHolder(roomId, { op: 'subscribe', seatKey, subscription }),
  );
  post('/api/alerts/unsubscribe', Unsubscribe, ({ roomId, seatKey, endpoint }) =>
    atHolder(roomId, { op: 'unsubscribe', seatKey, endpoint }),
  );
  post('/api/alerts/seen', Seen, ({ roomId, seatKey, page, visible }) => atHolder(roomId, { op: 'seen', seatKey, page, visible }));
  post('/api/seat/offer', SeatRef, ({ roomId, seatKey }) => atHolder(roomId, { op: 'offer', seatKey }));

  post('/api/seat/take', Take, async ({ token }) => {
    const taken = await moves.take(token);
    // The table gives the seat a new key for this browser; the old one dies with the move.
    const seatKey = taken && (await moveSeat(taken.roomId, taken.seatKey));
    return taken && seatKey
      ? { status: 200, body: { roomId: taken.roomId, seatKey } }
      : {
          status: 410,
          body: {
            code: 'link_used',
            message: 'This link has been used already, or its ten minutes are over, or the seat is no longer there.',
          },
        };
  });
}
