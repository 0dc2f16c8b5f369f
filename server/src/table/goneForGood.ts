import type { Member } from './members';
import type { SeatRecord } from './seats';
import type { TableCore } from './tableCore';

/**
 * A seated person is gone for good, having conceded or been removed by the host: before the
 * game their seat is freed, during it a bot plays it from now on, and either way their seat
 * key no longer takes it back. Their session, if any, loses the seat at once and is closed
 * (`TableCloseCode.removed`) just after, so that its request still gets its answer first.
 */
export function goneForGood(core: TableCore, record: SeatRecord, member: Member | undefined, started: boolean): void {
  const sessionId = record.sessionId;
  if (started) core.seats.toBot(record);
  else core.seats.release(record);
  core.storeSeats();
  if (member) member.seat = null;
  if (sessionId) core.deps.clock.after(0, () => core.outbox.evict(sessionId, 'removed'));
}
