import { ruleError, TableErrorCode, type ChatLine, type Seat, type TableNote } from '@dead-drop/shared';
import { CHAT_HISTORY } from './limits';
import type { Member } from './members';
import { change, record, tell, type Decision, type Effect } from './runner';
import type { TableCore } from './tableCore';

export const CHAT_TOO_FAST = ruleError(TableErrorCode.chatRateLimited, 'Too many chat lines: wait a moment, then send it again.');

/**
 * Table talk: players speak, everyone at the table reads. Not game data, so no view: each
 * line is stored, then sent to every member. The table's own notes about a seat (a bot took
 * it over, its time ran out) are lines too, woven into the game's log by `after`.
 */
export class Chat {
  private readonly recent: ChatLine[] = [];
  /** Lines said at this table's current game so far, the stored ones included. */
  private count = 0;

  constructor(
    private readonly core: TableCore,
    private readonly members: () => Iterable<Member>,
    /** How many game events have happened: where a line falls in the log. */
    private readonly after: () => number,
  ) {}

  /** The talk of a table brought back from the store. */
  restore(lines: readonly ChatLine[]): void {
    this.count = lines.length;
    lines.forEach((line) => this.remember(line));
  }

  /** A member's line, decided: stored, then read by everyone (see `post`). */
  say(member: Member, text: string): Decision {
    const { seat } = member;
    if (!seat) return ruleError(TableErrorCode.spectator, 'Spectators can read the chat but not write in it.');
    if (!member.chatBucket.take()) return CHAT_TOO_FAST;
    return this.post({ seat: this.core.seats.indexOf(seat), name: seat.name, text, after: this.after() });
  }

  /** The table's own line in the log, about a seat (none while the store refuses writes). */
  note(seat: Seat, note: TableNote): void {
    this.core.runner.run(this.post({ seat, name: this.core.seats.at(seat)?.name ?? '', text: '', after: this.after(), note }));
  }

  /** What someone joining reads: the table's recent talk. */
  lines(): ChatLine[] {
    return this.recent;
  }

  /** A new game, a new log: nothing said in the last one is woven into this one. */
  clear(): void {
    this.recent.splice(0);
    this.count = 0;
  }

  /**
   * Stored, then read by every member (one still joining reads it in the talk its welcome
   * brings); refused by the store, it was not said.
   */
  private post(line: ChatLine): Effect[] {
    const seq = this.count;
    return [
      record((store, roomId) => store.chat(roomId, seq, line)),
      change(() => this.count++),
      tell(() => {
        this.remember(line);
        for (const member of this.members()) this.core.outbox.send(member.sessionId, 'chat', line);
      }),
    ];
  }

  private remember(line: ChatLine): void {
    this.recent.push(line);
    if (this.recent.length > CHAT_HISTORY) this.recent.shift();
  }
}
