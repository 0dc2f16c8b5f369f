import { ruleError, TableErrorCode, type Match, type TableError } from '@dead-drop/shared';
import type { Member } from './members';

/** The refusal of what only a person in a seat may do while the game runs (`what`, in words); null for them. */
export function refusalInGame(member: Member, match: Match | null, what: string): TableError | null {
  if (!member.seat) return ruleError(TableErrorCode.spectator, `Spectators cannot ${what}.`);
  if (!match || match.result) return ruleError(TableErrorCode.notPlaying, `There is no game running to ${what}.`);
  return null;
}
