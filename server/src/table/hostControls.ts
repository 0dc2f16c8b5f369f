import { ruleError, TableErrorCode, type TableError } from '@dead-drop/shared';
import type { Chat } from './chat';
import { after, change, set, storeState, tell, type Decision } from './runner';
import { goneForGood } from './goneForGood';
import type { Member } from './members';
import type { Play } from './play';
import type { SeatRecord } from './seats';
import type { TableCore } from './tableCore';

/** The refusal of a host's order (`what`, in words) by anyone but the host; null for the host. */
export function hostRefusal(member: Member, what: string): TableError | null {
  if (!member.seat) return ruleError(TableErrorCode.spectator, `Spectators cannot ${what}.`);
  if (!member.seat.host) return ruleError(TableErrorCode.notHost, `Only the host can ${what}.`);
  return null;
}

/**
 * What the host (whoever opened the table, or was handed the role) may do at any time: remove
 * a person, lock the table against new spectators, pause and resume the game, and hand the
 * host role on. Each is checked here, done, stored where it outlives a restart (the seats,
 * the lock and the pause), and told to everyone.
 */
export class HostControls {
  constructor(
    private readonly core: TableCore,
    private readonly play: Play,
    private readonly chat: Chat,
    /** The member holding a session, if it is at the table. */
    private readonly memberOf: (sessionId: string) => Member | undefined,
    /** Who is here changed (or who plays for whom): a rematch or a vote may be complete now. */
    private readonly changed: () => void,
  ) {}

  /**
   * Before the start the seat is freed, and its person stays out until the host lets them back;
   * during the game a bot plays it. Their key stops working.
   */
  remove(member: Member, index: number): Decision {
    const target = this.otherPerson(member, index, 'remove a player');
    if (!('key' in target)) return target;
    return [
      after(() => {
        this.chat.note(index, 'removed');
        if (!this.core.fields.match) this.core.keptOut.add(target.name, target.key);
        goneForGood(this.core, this.play, target, target.sessionId ? this.memberOf(target.sessionId) : undefined);
        this.changed();
        this.core.outbox.flush();
      }),
    ];
  }

  /** The person at `index` of those removed from the lobby may sit down again (with the invite, as anyone). */
  letBack(member: Member, index: number): Decision {
    const refusal = hostRefusal(member, 'let someone back in');
    if (refusal) return refusal;
    if (index >= this.core.keptOut.size) return ruleError(TableErrorCode.noPerson, 'Nobody removed is listed there.');
    return [change(() => this.core.keptOut.letBack(index)), tell(() => this.core.outbox.flush())];
  }

  /** A locked table takes no new spectators; those watching stay: decided, stored, then told. */
  lock(member: Member, locked: boolean): Decision {
    const refusal = hostRefusal(member, 'lock the table');
    if (refusal) return refusal;
    const kept = { locked, paused: this.core.fields.paused };
    return [
      set({ locked }),
      storeState((store, roomId) => store.controls?.(roomId, kept)),
      tell(() => {
        this.core.outbox.table({ locked });
        this.core.outbox.flush();
      }),
    ];
  }

  /** The host pauses or resumes the game, decided: the clocks, the stored controls, then the stand-ins and the log's note. */
  pause(member: Member, paused: boolean): Decision {
    const refusal = hostRefusal(member, paused ? 'pause the game' : 'resume the game');
    if (refusal) return refusal;
    if (!this.core.fields.match || this.core.fields.match.result)
      return ruleError(TableErrorCode.notPlaying, 'There is no game running to pause.');
    if (paused === this.core.fields.paused) return [];
    const kept = { locked: this.core.fields.locked, paused };
    const seat = this.core.seats.indexOf(member.seat!);
    return [
      ...this.play.pause(paused),
      storeState((store, roomId) => store.controls?.(roomId, kept)),
      after(() => {
        if (!paused) this.play.bots.standIns();
        this.chat.note(seat, paused ? 'paused' : 'resumed');
        // Resumed, whoever left meanwhile has a stand-in now: a vote may be complete.
        if (!paused) this.changed();
        this.core.outbox.flush();
      }),
    ];
  }

  /** The host role passes to the person at `index`, decided: the seats, stored, then the log's note. */
  handHost(member: Member, index: number): Decision {
    const target = this.otherPerson(member, index, 'hand the host role on');
    if (!('key' in target)) return target;
    const host = member.seat!;
    return [
      change(() => {
        host.host = false;
        target.host = true;
        this.core.seats.publish(host);
        this.core.seats.publish(target);
      }),
      this.core.seatsStored(),
      after(() => {
        this.chat.note(index, 'host');
        this.core.outbox.flush();
      }),
    ];
  }

  /** Seat `index`, if the host asks and a person other than the host holds it; else the refusal. */
  private otherPerson(member: Member, index: number, what: string): SeatRecord | TableError {
    const refusal = hostRefusal(member, what);
    if (refusal) return refusal;
    const target = this.core.seats.at(index);
    if (!target || target.bot === 'bot' || target === member.seat) {
      return ruleError(TableErrorCode.noPerson, `Seat ${index + 1} holds no other person.`);
    }
    return target;
  }
}
