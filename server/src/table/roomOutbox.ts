import { CloseCode, type Client, type ClientArray } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { DEFAULT_BOT_LEVEL, TableCloseCode } from '@dead-drop/shared';
import type { ClockFace, CloseReason, EvictReason, MemberMessages, Outbox, SeatFace, TableFace } from './outbox';
import type { TablePatch } from './patchMaker';
import type { SeatRecord } from './seats';
import { SeatState, type TableState } from './TableState';

/** What of its room a table's outbox reaches. */
export interface RoomSide {
  readonly state: TableState;
  readonly clients: ClientArray<Client>;
  /** Nothing keeps the room but its idle watch (see `Outbox.keepOpen`). */
  keepOpen(): void;
  broadcastPatch(): void;
  /** The session leaves now, also one waiting to reconnect, with this close code. */
  evict(sessionId: string, code: number): void;
  disconnect(code: number): void;
}

/** A table's close as its people's close code; one whose store failed comes back (see `comesBackAfter` in the client). */
const CLOSE_CODES: Record<CloseReason, number> = {
  idle: TableCloseCode.idle,
  lobbyExpired: TableCloseCode.lobbyExpired,
  storeFailed: CloseCode.SERVER_SHUTDOWN,
};

const FREE: SeatFace = {
  name: '',
  occupied: false,
  connected: false,
  host: false,
  bot: '',
  level: DEFAULT_BOT_LEVEL,
  rematch: false,
  abandon: false,
  awayUntil: 0,
};

/**
 * A table's outbox as Colyseus state and messages: public data in the schema state, each
 * seat's view entry admitted by that seat's `StateView` alone, messages to single clients.
 */
export class RoomOutbox implements Outbox {
  /** Each seat's StateView: it admits the seat's own view entry and nothing else, and every
   *  session that holds the seat shares it. */
  private readonly seatViews = new WeakMap<SeatRecord, StateView>();

  constructor(private readonly room: RoomSide) {}

  seat(index: number, face: SeatFace | null): void {
    const { seats } = this.room.state;
    while (seats.length <= index) seats.push(new SeatState());
    seats[index]!.assign(face ?? FREE);
  }

  seatCount(count: number): void {
    const { seats } = this.room.state;
    while (seats.length > count) seats.pop();
  }

  clock(index: number, face: ClockFace): void {
    this.room.state.seats[index]?.assign(face);
  }

  keptOut(names: readonly string[]): void {
    const { keptOut } = this.room.state;
    keptOut.splice(0, keptOut.length, ...names);
  }

  table(face: Partial<TableFace>): void {
    this.room.state.assign(face);
  }

  // Spectators need no StateView: the public view is in the unfiltered state.
  hold(sessionId: string, seat: SeatRecord): void {
    const client = this.room.clients.get(sessionId);
    if (client) client.view = this.viewOf(seat);
  }

  openSeat(index: number, seat: SeatRecord): void {
    this.viewOf(seat).add(this.room.state.openView(index));
  }

  views(patch: TablePatch): void {
    this.room.state.writeViews(patch);
  }

  send<K extends keyof MemberMessages>(sessionId: string, type: K, message: MemberMessages[K]): void {
    this.room.clients.get(sessionId)?.send(type, message);
  }

  flush(): void {
    this.room.broadcastPatch();
  }

  evict(sessionId: string, reason: EvictReason = 'replaced'): void {
    this.room.evict(sessionId, reason === 'replaced' ? CloseCode.CONSENTED : TableCloseCode[reason]);
  }

  keepOpen(): void {
    this.room.keepOpen();
  }

  close(reason: CloseReason): void {
    this.room.disconnect(CLOSE_CODES[reason]);
  }

  private viewOf(seat: SeatRecord): StateView {
    let view = this.seatViews.get(seat);
    if (!view) this.seatViews.set(seat, (view = new StateView()));
    return view;
  }
}
