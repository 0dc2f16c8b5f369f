import type { Chat } from './chat';
import { goneForGood } from './goneForGood';
import { refusalInGame } from './inGame';
import type { Member } from './members';
import type { Play } from './play';
import { after, isRefusal, type Decision } from './runner';
import type { TableCore } from './tableCore';

/**
 * A person gives up the game. The concession is an entry in the game's log (`TableEntry`), so
 * a restore and a replay play it back: of two players the other wins (reason `conceded`); at a
 * larger table the game goes on, a bot plays the seat for good, and its person leaves.
 */
export class Concession {
  constructor(
    private readonly core: TableCore,
    private readonly play: Play,
    private readonly chat: Chat,
    /** Who is here changed: a rematch or a vote may be complete now. */
    private readonly changed: () => void,
  ) {}

  /** A person concedes, decided: the entry, then what it brings on once done. */
  concede(member: Member): Decision {
    const refusal = refusalInGame(member, this.core.fields.match, 'concede');
    if (refusal) return refusal;
    const record = member.seat!;
    const seat = this.core.seats.indexOf(record);
    const entered = this.play.enter(seat, { table: 'concede' });
    if (isRefusal(entered)) return entered;
    return [
      ...entered,
      after(() => {
        this.chat.note(seat, 'conceded');
        if (!this.core.fields.match?.result) {
          goneForGood(this.core, this.play, record, member);
          this.changed();
        }
        this.core.outbox.flush();
      }),
    ];
  }
}
