import type { Client, Room } from '@colyseus/sdk';
import { isPlainObject, Msg, ROOM, type CreateTableOptions, type Invitation, type JoinTableOptions } from '@dead-drop/shared';
import { loadEntry } from '../gameEntries';
import { gameClients, type OpenTable } from '../games';
import { postJson } from '../pwa/postJson';
import { HeldMessages } from './heldMessages';
import { savedSeat } from './savedSeats';
import { problemOf, TableProblem } from './tableProblem';
import type { TableControls } from './tableSession';
import { tableGame } from './tableSnapshot';

/** The SDK is loaded by the first table opened, not with the landing page (#41). */
async function client(): Promise<Client> {
  const { Client } = await import('@colyseus/sdk');
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new Client(`${scheme}://${location.host}`);
}

async function entered(join: (sdk: Client) => Promise<Room>): Promise<OpenTable> {
  try {
    return await opened(await join(await client()));
  } catch (error) {
    throw problemOf(error);
  }
}

/**
 * The table a joined room is, as its game's client opens it: the game is named by the room's
 * state, which may come just after the join.
 */
async function opened(room: Room): Promise<OpenTable> {
  const held = new HeldMessages(room);
  const named =
    tableGame(room.state) ||
    (await new Promise<string>((resolve, reject) => {
      room.onStateChange.once((state) => resolve(tableGame(state)));
      room.onLeave.once((code) => reject(new Error(`the table closed (${code}) before its state came`)));
    }));
  const game = gameClients[named];
  if (!game) {
    held.release();
    void room.leave(true);
    throw new TableProblem('other', `This page cannot draw the game "${named}".`);
  }
  try {
    const entry = await loadEntry(game);
    return entry.table(room, held.release());
  } catch (error) {
    // Its client did not download: the seat is kept for the next try, as after a reload.
    held.release();
    void room.leave(false);
    throw error;
  }
}

/**
 * Whether an invitation would seat someone now, asked before anyone types a name: the game
 * it is for, or why not (the same refusals a join gets, `gone` for a table that no longer is).
 */
export async function checkInvite(roomId: string, invite: string): Promise<{ game: string } | TableProblem> {
  const answer = (await postJson(`/api/invite/${encodeURIComponent(roomId)}`, { invite }))?.body;
  // An answer we cannot read leaves the decision to the join itself.
  if (!isPlainObject(answer)) return { game: '' };
  if (answer.ok === true) return { game: typeof answer.game === 'string' ? answer.game : '' };
  const message = typeof answer.message === 'string' ? answer.message : '';
  if (answer.refusal === 'gone') return new TableProblem('gone', message);
  return problemOf({ code: answer.code, message });
}

export function createTable(options: CreateTableOptions): Promise<OpenTable> {
  return entered((sdk) => sdk.create(ROOM.table, options));
}

/** An invite join carries the seat key this browser last held at the table, if any: one the host removed stays out by it. */
export function joinTable(roomId: string, options: JoinTableOptions): Promise<OpenTable> {
  const formerKey = 'invite' in options ? savedSeat(roomId).seatKey : undefined;
  return entered((sdk) => sdk.joinById(roomId, formerKey ? { ...options, formerKey } : options));
}

/**
 * "Play again with this group": a new table of `game`, opened as `name`, to which the table
 * `from` then invites its other people (see `ToServer.playAgain`).
 */
export async function openForGroup(from: TableControls, game: string, name: string): Promise<OpenTable> {
  const next = await createTable({ game, name });
  const { invite } = await next.session.linksReady();
  if (invite) await from.request(Msg.playAgain, { game, roomId: next.session.room.roomId, invite });
  return next;
}

/** An invitation of the group followed: a seat at its new table, as `name`. */
export function followInvitation({ roomId, invite }: Invitation, name: string): Promise<OpenTable> {
  return joinTable(roomId, { invite, name });
}

/**
 * Back to a table this browser was at: the reconnection token first (the seat is held
 * for a while after a drop or a reload), then the seat key, then the spectator secret.
 * Null when nothing saved works, so the caller falls back to the link in hand. A reload
 * comes back this way, and so does a table page whose connection was lost (see comeBack.ts).
 * `invited`: the page holds the invite link, which asks for a seat: one whose seat key no
 * longer works (the host removed them) goes to its join form rather than to watching.
 */
export async function returnToTable(roomId: string, invited = false): Promise<OpenTable | null> {
  const saved = savedSeat(roomId);
  const attempts: (() => Promise<Room>)[] = [];
  if (saved.token) attempts.push(async () => (await client()).reconnect(saved.token!));
  if (saved.seatKey) attempts.push(async () => (await client()).joinById(roomId, { seatKey: saved.seatKey! }));
  if (saved.watch && !invited) attempts.push(async () => (await client()).joinById(roomId, { watch: saved.watch! }));
  let lastProblem: TableProblem | null = null;
  for (const attempt of attempts) {
    try {
      return await opened(await attempt());
    } catch (error) {
      lastProblem = problemOf(error);
      // No answer (the server is down or starting) says nothing of this secret: the next one
      // is a lesser one, and a seat key that could not be tried must not make a player a spectator.
      if (!lastProblem.answered) throw lastProblem;
    }
  }
  // Only the seat key or the spectator secret can tell a gone table from an expired token.
  if (lastProblem?.problem === 'gone' && attempts.length > 1) throw lastProblem;
  return null;
}
