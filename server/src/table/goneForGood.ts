import type { Member } from './members';
import type { Play } from './play';
import type { SeatRecord } from './seats';
import type { TableCore } from './tableCore';
import { retellSeats } from './turnNews';

/**
 * A seated person is gone for good, having conceded or been removed by the host: before the
 * game their seat is freed, during it a bot plays it from now on, and either way their seat
 * key no longer takes it back, nor answers for the seat anywhere else ("your tables", alerts,
 * moving the seat: the turn listener hears at once). Their session, if any, loses the seat at
 * once and is closed (`TableCloseCode.removed`) just after, so that its request still gets its
 * answer first.
 */
export function goneForGood(core: TableCore, play: Play, record: SeatRecord, member: Member | undefined): void {
  const sessionId = record.sessionId;
  if (core.fields.match) core.seats.toBot(record);
  else core.seats.release(record);
  core.storeSeats();
  if (member) member.seat = null;
  if (sessionId) core.deps.clock.after(0, () => core.outbox.evict(sessionId, 'removed'));
  play.bots.wake();
  retellSeats(core);
}
