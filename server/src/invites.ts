import type express from 'express';
import * as z from 'zod/mini';
import { JoinRefusal } from '@dead-drop/shared';
import { screenInvite } from './table/admission';
import { readJson } from './jsonBody';
import { isRefusal } from './table/links';

/** Where the invite page asks whether a seat is free before it asks for a name: a POST whose body holds the invite. */
export const INVITE_CHECK_PATH = '/api/invite/:roomId';

const RoomId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const InviteCheck = z.strictObject({ invite: z.string().check(z.maxLength(64)) });

/**
 * Whether an invite would seat someone now: `{ ok: true }`, or the refusal a join would get
 * (`table_full`, `game_started`, `bad_link`; a table that is gone answers 404). The table
 * itself answers (`screen`, wherever it runs), exactly as it answers the join. The invite
 * travels in the body, never in the URL, which servers, proxies and their debug lines keep.
 */
export function serveInviteChecks(app: express.Application): void {
  app.post(INVITE_CHECK_PATH, (request, response) => {
    const roomId = RoomId.safeParse(request.params.roomId);
    const parsed = InviteCheck.safeParse(readJson(request.body));
    if (!roomId.success || !parsed.success) {
      response
        .status(400)
        .json({ ok: false, refusal: 'bad_request', code: JoinRefusal.bad_request, message: 'An invite check takes {"invite": <secret>}.' });
      return;
    }
    const { invite } = parsed.data;
    screenInvite(roomId.data, invite).then(
      (answer) => {
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
      },
      () => response.status(503).json({ ok: false, refusal: 'unavailable', message: 'The table did not answer: try again.' }),
    );
  });
}
