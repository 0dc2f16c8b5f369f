import type express from 'express';
import { z } from 'zod';
import { eventFor, Match, SPECTATOR, type AnyGame, type LoggedAction, type MatchSetup, type ReplayData, type Viewer } from '@dead-drop/shared';
import type { TableStore } from './store/tableStore';
import { sameSecret } from './table/links';

/** Where a finished game's replay is fetched (see `replayId`). */
export const REPLAY_PATH = '/api/replay/:id';

const ReplayRequest = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
  watch: z.string().max(64),
  viewer: z.union([z.literal(SPECTATOR), z.coerce.number().int().min(0).max(15)]),
});

/**
 * Replays of finished games. The stored log is played again through `Match`, and each step is
 * shown with the same `viewFor` the table used: a seat's replay holds exactly what that seat
 * could see at each moment, a spectator's only the public view. The table's spectator secret
 * opens it, as it opens the table; a game still running has no replay.
 */
export function serveReplays(app: express.Application, store: TableStore | null, games: readonly AnyGame[]): void {
  app.get(REPLAY_PATH, (request, response) => {
    const parsed = ReplayRequest.safeParse({ ...request.query, id: request.params.id });
    if (!parsed.success) {
      response.status(400).json({ code: 'bad_request', message: 'A replay takes ?watch=<spectator secret>&viewer=<seat or spectator>.' });
      return;
    }
    const { id, watch, viewer } = parsed.data;
    const stored = store?.finished(id);
    const game = games.find((candidate) => candidate.id === stored?.game);
    if (!stored?.setup || !game || !sameSecret(watch, stored.watch)) {
      response.status(404).json({ code: 'no_replay', message: 'There is no finished game to replay at this link.' });
      return;
    }
    if (viewer !== SPECTATOR && viewer >= stored.setup.seats) {
      response.status(400).json({ code: 'bad_request', message: `This game had ${stored.setup.seats} seats.` });
      return;
    }
    response.json(replay(game, stored.setup, stored.actions, viewer, stored.seats.map((seat) => seat.name)));
  });
}

/** Every step of a logged game as `viewer` saw it. */
export function replay(game: AnyGame, setup: MatchSetup, log: readonly LoggedAction[], viewer: Viewer, names: string[]): ReplayData {
  const match = new Match(game, setup);
  const data: ReplayData = { game: game.id, names, viewer, views: [game.viewFor(match.state, viewer)], events: [] };
  for (const { seat, action } of log) {
    const outcome = match.act(seat, action);
    if (!outcome.ok) break;
    data.views.push(game.viewFor(match.state, viewer));
    data.events.push(outcome.events.map((event) => eventFor(event, viewer)));
  }
  return data;
}
