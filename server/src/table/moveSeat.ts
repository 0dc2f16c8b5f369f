import { matchMaker } from '@colyseus/core';

/** What a table room answers to `moveSeat` (called across processes by `remoteRoomCall`). */
export interface SeatMover {
  moveSeat(seatKey: string): string | null;
}

/**
 * Moves the seat that `seatKey` holds at `roomId` to another device, wherever the table runs
 * (see `Table.moveSeat`): its new key, or null when the table is gone or the key holds no seat
 * there any more (removed, conceded, moved already).
 */
export async function moveSeatAt(roomId: string, seatKey: string): Promise<string | null> {
  // A table that is gone answers at once rather than after a call's timeout.
  const [listed] = await matchMaker.query({ roomId });
  if (!listed) return null;
  return matchMaker.remoteRoomCall<SeatMover>(roomId, 'moveSeat', [seatKey]);
}
