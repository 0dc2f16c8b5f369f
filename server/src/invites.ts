import type express from 'express';
import { z } from 'zod';
import { JoinRefusal } from '@dead-drop/shared';
import { screenInvite } from './table/admission';
import { isRefusal } from './table/links';

/** Where the invite page asks whether a seat is free before it asks for a name. */
export const INVITE_CHECK_PATH = '/api/invite/:roomId';

const InviteCheck = z.strictObject({
  roomId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  invite: z.string().max(64),
});

/**
 * Whether an invite would seat someone now: `{ ok: true }`, or the refusal a join would get
 * (`table_full`, `game_started`, `bad_link`; a table that is gone answers 404). The table
 * itself answers (`screen`, wherever it runs), exactly as it answers the join.
 */
export function serveInviteChecks(app: express.Application): void {
  app.get(INVITE_CHECK_PATH, (request, response) => {
    const parsed = InviteCheck.safeParse({ ...request.query, roomId: request.params.roomId });
    if (!parsed.success) {
      response.status(400).json({ ok: false, refusal: 'bad_request', code: JoinRefusal.bad_request, message: 'An invite check takes ?invite=<secret>.' });
      return;
    }
    const { roomId, invite } = parsed.data;
    screenInvite(roomId, invite).then((answer) => {
      if (answer === null) {
        response.status(404).json({ ok: false, refusal: 'gone', message: 'There is no table at this link any more.' });
        return;
      }
      const { screening, game } = answer;
      if (isRefusal(screening)) {
        response.json({ ok: false, game, refusal: screening.refusal, code: JoinRefusal[screening.refusal], message: screening.message });
      } else {
        response.json({ ok: true, game });
      }
    }, () => response.status(503).json({ ok: false, refusal: 'unavailable', message: 'The table did not answer: try again.' }));
  });
}
