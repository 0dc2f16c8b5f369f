/**
 * The history a joining client is told and the events its state brings must make one log: a
 * bot that moves while a person joins can put its move into the first state the client
 * decodes, after the history was made without it (`HistoryMessage.at` says how far it goes).
 */
import type { Room } from '@colyseus/sdk';
import { kompromatWire, Msg, type EventsBatch, type HistoryMessage, type ViewEntry } from '@dead-drop/shared';
import { TableSession } from '../../client/src/net/tableSession';

/** As much of a joined room as a session listens to: the test plays the server. */
class FakeRoom {
  readonly roomId = 'room';
  readonly reconnectionToken = 'token';
  readonly reconnection = { minUptime: 5000, maxRetries: 15 };
  state: { shared?: ViewEntry } = {};
  private readonly handlers = new Map<string, (message: unknown) => void>();
  private readonly stateHandlers: (() => void)[] = [];

  onStateChange(handler: () => void): void {
    this.stateHandlers.push(handler);
  }
  onMessage(type: string, handler: (message: unknown) => void): void {
    this.handlers.set(type, handler);
  }
  onDrop(): void {}
  onReconnect(): void {}
  onLeave(): void {}

  message(type: string, message: unknown): void {
    this.handlers.get(type)?.(message);
  }
  /** A state whose public entry's latest events are `batch`. */
  patch(batch: EventsBatch): void {
    this.state = { shared: { leaves: new Map<string, string>(), events: JSON.stringify(batch) } };
    for (const handler of this.stateHandlers) handler();
  }
}

const TURN = { type: 'turn', seat: 1 };
const DREW = { type: 'drewFirst', seat: 1 };

function session(): { room: FakeRoom; log: unknown[] } {
  const room = new FakeRoom();
  // A fake of the SDK's room: only what the session touches.
  const joined = new TableSession(room as unknown as Room, kompromatWire);
  const log: unknown[] = [];
  joined.on('log', (events, replace) => {
    if (replace) log.length = 0;
    log.push(...events);
  });
  return { room, log };
}

test('a move in the first state, newer than the history, stays in the log', () => {
  const { room, log } = session();
  room.patch({ at: 3, events: [DREW] });
  room.message(Msg.history, { at: 2, events: [TURN] } satisfies HistoryMessage);
  expect(log).toEqual([TURN, DREW]);
});

test('a move the history holds already is not told twice, whichever comes first', () => {
  const first = session();
  first.room.patch({ at: 3, events: [DREW] });
  first.room.message(Msg.history, { at: 3, events: [TURN, DREW] } satisfies HistoryMessage);
  expect(first.log).toEqual([TURN, DREW]);

  const second = session();
  second.room.message(Msg.history, { at: 3, events: [TURN, DREW] } satisfies HistoryMessage);
  second.room.patch({ at: 3, events: [DREW] });
  expect(second.log).toEqual([TURN, DREW]);
  second.room.patch({ at: 4, events: [TURN] });
  expect(second.log).toEqual([TURN, DREW, TURN]);
});

test("what the room was told while the game's client downloaded (held) reaches the session, and its log the page that listens later (#41)", () => {
  const room = new FakeRoom();
  const links = { watch: 'secret' };
  const held = [
    { type: Msg.links, message: links },
    { type: Msg.history, message: { at: 2, events: [TURN] } satisfies HistoryMessage },
  ];
  const joined = new TableSession(room as unknown as Room, kompromatWire, held);
  expect(joined.links).toEqual(links);
  const log: unknown[] = [];
  joined.on('log', (events) => log.push(...events));
  expect(log).toEqual([TURN]);
  room.patch({ at: 3, events: [DREW] });
  expect(log).toEqual([TURN, DREW]);
});

test('a message of the table that does not decode as ToClient declares it is refused, with a warning; the next one is read', () => {
  const room = new FakeRoom();
  const joined = new TableSession(room as unknown as Room, kompromatWire);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    room.message(Msg.links, { watch: 5 });
    room.message(Msg.clock, { now: 'soon' });
    expect(joined.links).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    room.message(Msg.links, { watch: 'secret' });
    expect(joined.links).toEqual({ watch: 'secret' });
  } finally {
    warn.mockRestore();
  }
});
