import type { Chat } from './chat';
import { refusalInGame } from './inGame';
import type { Member } from './members';
import type { Play } from './play';
import { after, change, isRefusal, tell, type Decision } from './runner';
import type { SeatRecord } from './seats';
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

  /** A person's vote, decided: the game ends with it if it makes everyone the vote needs agree. */
  vote(member: Member, agree: boolean): Decision {
    const refusal = refusalInGame(member, this.core.fields.match, 'vote to abandon the game');
    if (refusal) return refusal;
    const record = member.seat!;
    const ending = this.ifAgreed((seat) => (seat === record ? agree : seat.abandon));
    if (isRefusal(ending)) return ending;
    return [
      change(() => {
        record.abandon = agree;
        this.core.seats.publish(record);
      }),
      ...ending,
      tell(() => this.core.outbox.flush()),
    ];
  }

  /**
   * The game's end, as effects, if everyone it needs agrees (`agrees`: as the seats stand, or
   * with a vote about to be counted; asked again after every change of who is here); none otherwise.
   */
  ifAgreed(agrees: (seat: SeatRecord) => boolean = (seat) => seat.abandon): Decision {
    const match = this.core.fields.match;
    if (!match || match.result || this.core.fields.shuttingDown) return [];
    const people = this.core.seats.taken.filter((seat) => seat.bot !== 'bot');
    const first = people.find(agrees);
    if (!first || !people.every((seat) => agrees(seat) || seat.bot === 'standIn')) return [];
    const seat = this.core.seats.indexOf(first);
    const ended = this.play.enter(seat, { table: 'abandon' });
    return isRefusal(ended) ? ended : [...ended, after(() => this.chat.note(seat, 'abandoned'))];
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
