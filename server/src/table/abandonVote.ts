import type { TableError } from '@dead-drop/shared';
import type { Chat } from './chat';
import { refusalInGame } from './inGame';
import type { Member } from './members';
import type { Play } from './play';
import type { TableCore } from './tableCore';

/**
 * A vote to abandon the game: each person in a seat agrees or takes it back, everyone sees
 * who agrees (`SeatState.abandon`), and once every person in a seat agrees the game ends with
 * no winner. A person who is away counts as agreeing only once a stand-in plays their seat
 * (their reconnection window is over, or they left on purpose): a dropped connection is no
 * consent, or a losing player could wipe out the game whenever the other's network blinks.
 * Until then the vote waits, and whoever comes back sees it. At a slow table, or a restored
 * one, no stand-in comes for an absent person: the vote waits for them. The end is an entry in
 * the game's log (`TableEntry`), so the game is kept for replay and restored as ended.
 */
export class AbandonVote {
  constructor(
    private readonly core: TableCore,
    private readonly play: Play,
    private readonly chat: Chat,
  ) {}

  vote(member: Member, agree: boolean): TableError | null {
    const refusal = refusalInGame(member, this.play, 'vote to abandon the game');
    if (refusal) return refusal;
    const record = member.seat!;
    record.abandon = agree;
    this.core.seats.publish(record);
    const refused = this.ifAgreed();
    this.core.outbox.flush();
    return refused;
  }

  /** Ends the game if everyone it needs agrees (asked again after every change of who is here). */
  ifAgreed(): TableError | null {
    const match = this.play.match;
    if (!match || match.result || this.core.fields.shuttingDown) return null;
    const people = this.core.seats.taken.filter((seat) => seat.bot !== 'bot');
    const first = people.find((seat) => seat.abandon);
    if (!first || !people.every((seat) => seat.abandon || seat.bot === 'standIn')) return null;
    const seat = this.core.seats.indexOf(first);
    const refused = this.play.enter(seat, { table: 'abandon' });
    if (refused) return refused;
    this.chat.note(seat, 'abandoned');
    return null;
  }

  /** The game is over: no vote stands any more. */
  clear(): void {
    for (const seat of this.core.seats.taken) {
      if (!seat.abandon) continue;
      seat.abandon = false;
      this.core.seats.publish(seat);
    }
  }
}
