import { joinRefusalName, type JoinRefusalName } from '@dead-drop/shared';

/** Why a table could not be entered; each has its own page. */
export type Problem = 'gone' | 'full' | 'started' | 'bad_link' | 'removed' | 'other';

export class TableProblem extends Error {
  constructor(
    readonly problem: Problem,
    message: string,
    /** The server's refusal, when it answered with one; absent when it did not answer at all
     *  (no network, a server that is down or starting): that may pass, a refusal mostly not. */
    readonly refusal?: JoinRefusalName,
  ) {
    super(message);
  }

  /** The server answered: the table, or its matchmaking, said no (see `refusal`). */
  get answered(): boolean {
    return this.refusal !== undefined || this.problem !== 'other';
  }
}

/** Colyseus' own code for a room id that no longer exists. */
const ROOM_NOT_FOUND = 522;
const RECONNECT_EXPIRED = 524;

/** What a failed create, join or reconnection means for the page (pure: codes in, a problem out). */
export function problemOf(error: unknown): TableProblem {
  const { code, message } = (error ?? {}) as { code?: number; message?: string };
  if (code === ROOM_NOT_FOUND || code === RECONNECT_EXPIRED) return new TableProblem('gone', message ?? '');
  const name = typeof code === 'number' ? joinRefusalName(code) : undefined;
  if (name === 'table_full') return new TableProblem('full', message ?? '', name);
  if (name === 'game_started') return new TableProblem('started', message ?? '', name);
  if (name === 'bad_link') return new TableProblem('bad_link', message ?? '', name);
  if (name === 'removed') return new TableProblem('removed', message ?? '', name);
  return new TableProblem('other', message ?? String(error), name);
}
