import type { Invitation, PlayAgainMessage } from '@dead-drop/shared';
import type { Member } from './members';
import { afterGameRefusal } from './rematch';
import { change, tell, type Decision } from './runner';
import type { TableCore } from './tableCore';

/**
 * "Play again with this group": after a game, a person opens a new table of any game (a
 * rematch stays for the same game, see `Rematch`) and asks this table to invite the others.
 * Every other person in a seat gets the invitation (also on coming back, until a rematch
 * starts here), and their page follows it to the new lobby once they accept. The invite
 * secret goes to seated people only, never to spectators. The room checked the invitation
 * first (`invitationRefusal`): it names a new lobby of this server, of the game it names.
 */
export class PlayAgain {
  private invitation: { readonly round: number; readonly message: Invitation } | null = null;

  constructor(
    private readonly core: TableCore,
    private readonly over: () => boolean,
    /** Everyone at the table now. */
    private readonly members: () => Iterable<Member>,
  ) {}

  /** The invitation, decided: kept for this round, and told to every other person in a seat. */
  invite(member: Member, { game, roomId, invite }: PlayAgainMessage): Decision {
    const refusal = afterGameRefusal(member, this.over(), 'invite the table to a new game');
    if (refusal) return refusal;
    const invitation = { round: this.core.fields.round, message: { from: this.core.seats.indexOf(member.seat!), game, roomId, invite } };
    return [
      change(() => {
        this.invitation = invitation;
      }),
      tell(() => {
        for (const other of this.members()) this.tell(other);
      }),
    ];
  }

  /** Someone (back) at the table: the invitation of this round reaches them too. */
  tell({ sessionId, seat }: Member): void {
    const invitation = this.invitation;
    if (!invitation || invitation.round !== this.core.fields.round || !seat) return;
    const from = invitation.message.from;
    if (this.core.seats.at(from) === seat) return;
    this.core.outbox.send(sessionId, 'invitation', invitation.message);
  }
}
