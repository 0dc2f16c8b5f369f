import { ruleError, TableErrorCode, type TableError } from '@dead-drop/shared';
import type { Member } from './members';
import type { Play } from './play';

/** The refusal of what only a person in a seat may do while the game runs (`what`, in words); null for them. */
export function refusalInGame(member: Member, play: Play, what: string): TableError | null {
  if (!member.seat) return ruleError(TableErrorCode.spectator, `Spectators cannot ${what}.`);
  if (!play.match || play.match.result) return ruleError(TableErrorCode.notPlaying, `There is no game running to ${what}.`);
  return null;
}
