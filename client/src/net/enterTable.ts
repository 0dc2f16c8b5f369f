import { Client, type Room } from '@colyseus/sdk';
import { joinRefusalName, ROOM, type CreateTableOptions, type JoinTableOptions } from '@dead-drop/shared';
import { savedSeat } from './savedSeats';
import { TableSession } from './tableSession';

/** Why a table could not be entered; each has its own page. */
export type Problem = 'gone' | 'full' | 'started' | 'bad_link' | 'other';

export class TableProblem extends Error {
  constructor(readonly problem: Problem, message: string) {
    super(message);
  }
}

/** Colyseus' own code for a room id that no longer exists. */
const ROOM_NOT_FOUND = 522;
const RECONNECT_EXPIRED = 524;

function client(): Client {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return new Client(`${scheme}://${location.host}`);
}

function problemOf(error: unknown): TableProblem {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  if (code === ROOM_NOT_FOUND || code === RECONNECT_EXPIRED) return new TableProblem('gone', message ?? '');
  const name = typeof code === 'number' ? joinRefusalName(code) : undefined;
  if (name === 'table_full') return new TableProblem('full', message ?? '');
  if (name === 'game_started') return new TableProblem('started', message ?? '');
  if (name === 'bad_link') return new TableProblem('bad_link', message ?? '');
  return new TableProblem('other', message ?? String(error));
}

async function entered(joining: Promise<Room>): Promise<TableSession> {
  try {
    return new TableSession(await joining);
  } catch (error) {
    throw problemOf(error);
  }
}

/**
 * Whether an invitation would seat someone now, asked before anyone types a name: the game
 * it is for, or why not (the same refusals a join gets, `gone` for a table that no longer is).
 */
export async function checkInvite(roomId: string, invite: string): Promise<{ game: string } | TableProblem> {
  const answer = await fetch(`/api/invite/${encodeURIComponent(roomId)}?invite=${encodeURIComponent(invite)}`)
    .then((response) => response.json() as Promise<{ ok?: unknown; game?: unknown; refusal?: unknown; code?: unknown; message?: unknown }>)
    .catch(() => null);
  // An answer we cannot read leaves the decision to the join itself.
  if (!answer) return { game: '' };
  if (answer.ok === true) return { game: typeof answer.game === 'string' ? answer.game : '' };
  const message = typeof answer.message === 'string' ? answer.message : '';
  if (answer.refusal === 'gone') return new TableProblem('gone', message);
  return problemOf({ code: answer.code, message });
}

export function createTable(options: CreateTableOptions): Promise<TableSession> {
  return entered(client().create(ROOM.table, options));
}

export function joinTable(roomId: string, options: JoinTableOptions): Promise<TableSession> {
  return entered(client().joinById(roomId, options));
}

/**
 * Back to a table this browser was at: the reconnection token first (the seat is held
 * for a while after a drop or a reload), then the seat key, then the spectator secret.
 * Null when nothing saved works, so the caller falls back to the link in hand.
 */
export async function returnToTable(roomId: string): Promise<TableSession | null> {
  const saved = savedSeat(roomId);
  const attempts: (() => Promise<Room>)[] = [];
  if (saved.token) attempts.push(() => client().reconnect(saved.token!));
  if (saved.seatKey) attempts.push(() => client().joinById(roomId, { seatKey: saved.seatKey! }));
  if (saved.watch) attempts.push(() => client().joinById(roomId, { watch: saved.watch! }));
  let lastProblem: TableProblem | null = null;
  for (const attempt of attempts) {
    try {
      return new TableSession(await attempt());
    } catch (error) {
      lastProblem = problemOf(error);
    }
  }
  // Only the seat key or the spectator secret can tell a gone table from an expired token.
  if (lastProblem?.problem === 'gone' && attempts.length > 1) throw lastProblem;
  return null;
}
