/**
 * Adding a message is one entry in the message table (`ToServer`, `ToClient`) and its handler in
 * the table: every list of messages is derived from the map, which the runtime checks below
 * prove, and the compiler asks for the handler and checks each payload against its name, which
 * the type checks prove (`tsc -b test` runs them, as `npm test` does first).
 */
import type { Room } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { Msg, ToClient, ToServer, type ToClientName, type ToServerName } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { REQUESTS } from '../../server/src/guard/guardedSocket';
import { ORDER_TYPES, type OrderHandlers } from '../../server/src/table/orders';
import type { MemberMessages } from '../../server/src/table/outbox';
import { requestReply } from '../../client/src/net/wire';
import type { TableControls } from '../../client/src/net/tableSession';
import { openTable, startServer } from './harness';

/** True only when `A` and `B` are the same set of names. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const handlersCoverToServer: Same<keyof OrderHandlers, ToServerName> = true;
const outboxCoversToClient: Same<keyof MemberMessages, ToClientName> = true;
const lockHandlerReadsItsPayload: Same<Parameters<OrderHandlers['lock']>[1], { locked: boolean }> = true;

/**
 * What must not compile. Never called: the compiler is the test here.
 * `handlers`: a table's handlers with one message's missing; `session`: what the pages send through.
 */
function mustNotCompile(handlers: Omit<OrderHandlers, 'letBack'>, room: Room, session: TableControls): void {
  // @ts-expect-error: a table whose handlers miss one message of `ToServer` is no table.
  const incomplete: OrderHandlers = handlers;
  // @ts-expect-error: `removeBot` names its seat by number.
  void requestReply(room, Msg.removeBot, { seat: 'one' });
  // @ts-expect-error: `lock` says `locked`, not `paused`.
  void session.request(Msg.lock, { paused: true });
  // @ts-expect-error: there is no message `removeBots`.
  void session.request('removeBots', { seat: 1 });
  void incomplete;
}

test('the type checks hold (they fail `tsc -b test` when they do not)', () => {
  expect([handlersCoverToServer, outboxCoversToClient, lockHandlerReadsItsPayload]).toEqual([true, true, true]);
  expect(mustNotCompile).toBeInstanceOf(Function);
});

test("the guard's requests and the table's orders are the names of ToServer; Msg names them all", () => {
  const names = Object.keys(ToServer);
  expect([...REQUESTS]).toEqual(names);
  expect(ORDER_TYPES).toEqual(names);
  for (const name of [...names, ...Object.keys(ToClient)]) expect(Msg).toHaveProperty(name, name);
});

describe('a table room', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('registers a handler for each name of ToServer, and "*" for any other', async () => {
    const { host } = await openTable(server);
    try {
      const room = matchMaker.getLocalRoomById(host.roomId)!;
      // biome-ignore lint/complexity/useLiteralKeys: Colyseus's handler registry is private in its types, which only this access passes.
      const registered = Object.keys(room['onMessageEvents'].events);
      expect(registered.sort()).toEqual([...Object.keys(ToServer), '*'].sort());
    } finally {
      await host.leave();
    }
  });
});
