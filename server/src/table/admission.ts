import { matchMaker, type AuthContext } from '@colyseus/core';
import {
  DEFAULT_BOT_LEVEL,
  findTutorial,
  isRuleError,
  parseCreateOptions,
  parseJoinOptions,
  parseOptions,
  seatCountRefusal,
  type AnyGame,
} from '@dead-drop/shared';
import { isRefusal, refusal, refused, type Admission, type CreateOrder, type Refusal } from './links';

/** The checks of one table as the matchmaking request meets them, before anything is held. */
export interface TableGate {
  readonly games: readonly AnyGame[];
  /** A refusal when this process may not open another table now. */
  full(): Refusal | null;
}

/** A create request, checked once: the game it names and the options that game accepts. */
export function readCreate(raw: unknown, games: readonly AnyGame[]): { name: string; order: CreateOrder } | Refusal {
  const parsed = parseCreateOptions(raw);
  if (isRefusal(parsed)) return parsed;
  const { game: id, name, options, clock = 0, bots = 0, botLevel = DEFAULT_BOT_LEVEL, tutorial = false } = parsed;
  const game = games.find((candidate) => candidate.id === id);
  if (!game) return refused('unknown_game', `There is no game ${JSON.stringify(id)}.`);
  if (tutorial) return readTutorial(name, game);
  const gameOptions = parseOptions(game, options);
  if (isRuleError(gameOptions)) return refused('bad_options', gameOptions.message);
  if (bots > 0 && seatCountRefusal(game.meta, bots + 1)) {
    return refused(
      'bad_options',
      `${game.title} is for ${game.minSeats} to ${game.maxSeats} players: you and ${bots} bots are ${bots + 1}.`,
    );
  }
  return { name, order: { game: game.id, options: gameOptions, clock, bots, botLevel, tutorial: false } };
}

/** "Learn to play": the tutorial's options and seats, bots beside the learner, and no clocks (a learner reads at their own pace). */
function readTutorial(name: string, game: AnyGame): { name: string; order: CreateOrder } | Refusal {
  const tutorial = findTutorial(game.id);
  if (!tutorial) return refused('bad_options', `${game.title} has no guided first game yet.`);
  const options = parseOptions(game, tutorial.options);
  // The tutorial test replays it with these options: a refusal here is a bug of ours.
  if (isRuleError(options)) throw new Error(`the ${game.id} tutorial's options do not parse: ${options.message}`);
  return { name, order: { game: game.id, options, clock: 0, bots: tutorial.seats - 1, botLevel: 'easy', tutorial: true } };
}

/** A table's answer to a join that carries a secret, before any seat is reserved. */
export type Screening = Admission | Refusal;

/** What a table room answers to `screen` (called across processes by `remoteRoomCall`). */
export interface Screens {
  screen(options: unknown): Screening;
}

/** A placeholder that passes the name check: the table answers for a seat, not for a name. */
const ANY_NAME = 'someone';

/** The table's answer to the invite and the game it plays (which the invite page names), or
 *  null when there is no such table (the driver lists every process's rooms, so a gone table
 *  answers at once rather than after a call's timeout). */
export async function screenInvite(roomId: string, invite: string): Promise<{ screening: Screening; game: string } | null> {
  const [listed] = await matchMaker.query({ roomId });
  if (!listed) return null;
  const screening = await matchMaker.remoteRoomCall<Screens>(roomId, 'screen', [{ invite, name: ANY_NAME }]);
  const game: unknown = listed.metadata?.game;
  return { screening, game: typeof game === 'string' ? game : '' };
}

/**
 * The room's static `onAuth`: it runs on the matchmaking request, before Colyseus creates
 * a room or reserves a seat, so a request that may not have either never gets it:
 * - `create` needs valid options and room in this process;
 * - `joinById` needs a secret of that table (the table itself checks it, wherever it runs);
 * - tables are never matchmade, so every other way in is refused.
 * It throws the refusal (a `ServerError`, which the SDK reports with its code).
 */
export async function authorize(gate: TableGate, raw: unknown, context: AuthContext): Promise<Admission> {
  const call = matchmakeCall(context);
  if (call?.method === 'create') {
    const create = readCreate(raw, gate.games);
    if (isRefusal(create)) throw refusal(create);
    const full = gate.full();
    if (full) throw refusal(full);
    return { kind: 'creator', ...create };
  }
  if (call?.method === 'joinById') {
    const options = parseJoinOptions(raw);
    if (isRefusal(options)) throw refusal(options);
    const screening: Screening = await matchMaker.remoteRoomCall<Screens>(call.target, 'screen', [options]);
    if (isRefusal(screening)) throw refusal(screening);
    return screening;
  }
  throw refusal(refused('bad_link', 'A table can only be joined through its invitation or spectator link.'));
}

/**
 * Which matchmaking method the request calls, and on what, from its path
 * (`/matchmake/:method/:roomNameOrId`): the context carries the request, not its route.
 */
function matchmakeCall(context: AuthContext | undefined): { method: string; target: string } | null {
  const url = (context?.req as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return null;
  const match = /\/matchmake\/(\w+)\/([^/?#]+)/.exec(new URL(url, 'http://localhost').pathname);
  return match ? { method: match[1]!, target: match[2]! } : null;
}
