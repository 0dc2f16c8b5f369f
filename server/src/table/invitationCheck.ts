import { PlayAgainMessage, ruleError, TableErrorCode, type AnyGame, type TableError } from '@dead-drop/shared';
import { screenInvite } from './admission';
import { isRefusal } from './links';

const NOT_OPEN = ruleError(
  TableErrorCode.badInvitation,
  'Play again invites to a new table of a game on this server, whose invitation seats someone now.',
);

/**
 * "Play again" sends the group wherever the invitation points, so the room checks it before the
 * table passes it on: a table of this server, of a game it plays (the one the invitation names),
 * not started, whose invite seats someone now. No one can send the group to a made-up game, to a
 * table that is not there, or to one whose invite they do not hold. Null when it is such a table;
 * a payload that does not parse is left to `readOrder`, which refuses it like any other.
 */
export async function invitationRefusal(payload: unknown, games: readonly AnyGame[]): Promise<TableError | null> {
  const parsed = PlayAgainMessage.safeParse(payload);
  if (!parsed.success) return null;
  const { game, roomId, invite } = parsed.data;
  if (!games.some((candidate) => candidate.id === game)) return NOT_OPEN;
  try {
    // The table itself answers, wherever it runs, as it answers a join with this invite.
    const answer = await screenInvite(roomId, invite);
    return answer?.game === game && !isRefusal(answer.screening) ? null : NOT_OPEN;
  } catch {
    return NOT_OPEN;
  }
}
