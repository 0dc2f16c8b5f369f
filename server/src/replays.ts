import type express from 'express';
import * as z from 'zod/mini';
import {
  ALL_CARDS,
  eventFor,
  Match,
  SPECTATOR,
  type AnyGame,
  type LoggedAction,
  type MatchSetup,
  type ReplayData,
  type ReplayViewer,
} from '@dead-drop/shared';
import { clientAddress } from './guard/address';
import { AddressBuckets } from './guard/addressBuckets';
import { readJson } from './jsonBody';
import { ReplayCache } from './replayCache';
import type { TableLog } from './store/tableLog';
import { sameSecret } from './table/links';

/** Where a finished game's replay is asked for (see `replayId`): a POST whose body holds the secret. */
export const REPLAY_PATH = '/api/replay/:id';

/** What the replays kept ready may take: about forty long games as seen by every viewer. */
const REPLAY_CACHE_BYTES = 32 * 2 ** 20;
/**
 * How many replays one address may ask for: enough for the replay page, which asks once per
 * viewer it is switched to, and for a group looking at a game together behind one address;
 * not enough to keep the event loop busy working replays out.
 */
export const REPLAY_RATE = { perSecond: 1, burst: 20 } as const;

const ReplayId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/));
const ReplayRequest = z.strictObject({
  watch: z.string().check(z.maxLength(64)),
  viewer: z.union([z.literal(SPECTATOR), z.literal(ALL_CARDS), z.number().check(z.int(), z.minimum(0), z.maximum(15))]),
});

/**
 * Replays of finished games. The stored log is played again through `Match`, and each step is
 * shown with the same `viewFor` the table used: a seat's replay holds exactly what that seat
 * could see at each moment, a spectator's only the public view. A third way, `viewer=all`,
 * shows every card face up (`openView`, every event with its secrets): once the game is over
 * nothing is secret any more. The table's spectator secret opens it, as it opens the table; a
 * game still running has no replay, so it never shows a card of a game in play. The secret
 * travels in the request's body, never in its URL, which servers, proxies and their debug
 * lines keep.
 */
export function serveReplays(app: express.Application, store: TableLog | null, games: readonly AnyGame[], trustProxy: number): void {
  const cache = new ReplayCache(REPLAY_CACHE_BYTES);
  const asked = new AddressBuckets(REPLAY_RATE);
  app.post(REPLAY_PATH, async (request, response) => {
    if (!asked.take(clientAddress(request, trustProxy))) {
      response
        .status(429)
        .json({ code: 'replay_rate_limited', message: 'Too many replays asked for at once: try again in a few seconds.' });
      return;
    }
    const id = ReplayId.safeParse(request.params.id);
    const parsed = ReplayRequest.safeParse(readJson(request.body));
    if (!id.success || !parsed.success) {
      response
        .status(400)
        .json({ code: 'bad_request', message: 'A replay takes {"watch": <spectator secret>, "viewer": <seat, "spectator" or "all">}.' });
      return;
    }
    const { watch, viewer } = parsed.data;
    const key = `${id.data} ${viewer}`;
    const cached = cache.get(key);
    if (cached && sameSecret(watch, cached.watch)) {
      response.type('json').send(cached.body);
      return;
    }
    const stored = await Promise.resolve(store?.finished(id.data)).catch(() => null);
    const game = games.find((candidate) => candidate.id === stored?.game);
    if (!stored?.setup || !game || !sameSecret(watch, stored.watch)) {
      response.status(404).json({ code: 'no_replay', message: 'There is no finished game to replay at this link.' });
      return;
    }
    if (typeof viewer === 'number' && viewer >= stored.setup.seats) {
      response.status(400).json({ code: 'bad_request', message: `This game had ${stored.setup.seats} seats.` });
      return;
    }
    const replayed = replay(
      game,
      stored.setup,
      stored.actions,
      viewer,
      stored.seats.map((seat) => seat.name),
    );
    if (!replayed) {
      response.status(404).json({ code: 'no_replay', message: 'This game cannot be replayed: its stored log does not play to its end.' });
      return;
    }
    const body = JSON.stringify(replayed);
    cache.set(key, stored.watch, body);
    response.type('json').send(body);
  });
}

/**
 * Every step of a logged game as `viewer` saw it, or with every card face up; null when the
 * log does not play to the game's end (a table that could not be restored is marked done,
 * but it is no finished game, and half a game is not its replay).
 */
export function replay(
  game: AnyGame,
  setup: MatchSetup,
  log: readonly LoggedAction[],
  viewer: ReplayViewer,
  names: string[],
): ReplayData | null {
  const match = new Match(game, setup);
  // Through the match, so that a game a table's entry ended (a concession) shows that end.
  const viewOf = (): unknown => (viewer === ALL_CARDS ? match.openView() : match.viewFor(viewer));
  const data: ReplayData = { game: game.id, names, viewer, views: [viewOf()], events: [] };
  for (const { seat, action } of log) {
    const outcome = match.act(seat, action);
    if (!outcome.ok) return null;
    data.views.push(viewOf());
    data.events.push(outcome.events.map((event) => eventFor(event, viewer)));
  }
  return match.result ? data : null;
}
