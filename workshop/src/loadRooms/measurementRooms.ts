import type { ExtraRoom } from '@dead-drop/server/dist/app';
import { BaselineRoom } from './BaselineRoom';
import { ProbeRoom } from './ProbeRoom';
import { LOAD_ROOM } from './rooms';

/**
 * The rooms a measured server offers beside the table (`extraRooms`). They are no part of the
 * product, they are not private, and a probe room's first opening for a game plays whole games
 * to record them.
 */
export const MEASUREMENT_ROOMS: readonly ExtraRoom[] = [
  { name: LOAD_ROOM.baseline, room: BaselineRoom },
  { name: LOAD_ROOM.probe, room: ProbeRoom },
];
