import { ErrorCode, Msg } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { leaveAll, type Player, settleAll, startServer, startedTable } from './harness';

// No refill: exactly `burst` messages get through, whatever the timing.
const BURST = 5;
let server: RunningServer;
let everyone: Player[];

beforeAll(async () => {
  server = await startServer({ rate: { perSecond: 0, burst: BURST } });
});
afterAll(async () => {
  await leaveAll(everyone);
  await server.close();
});

test('a flood is refused with rate_limited, to the sender only, and changes nothing', async () => {
  const table = await startedTable(server);
  const { host, guest, watcher } = table;
  everyone = table.everyone;
  const before = everyone.map((player) => player.snapshot());
  const heard = [host, watcher].map((player) => player.messages.length);
  const frames = [host, watcher].map((player) => player.frameCount());

  const flood = { action: { type: 'peek', target: 0 }, at: guest.step() };
  const replies = await Promise.all(Array.from({ length: BURST + 7 }, () => guest.room.request(Msg.act, flood)));
  expect(replies.map((reply) => reply.ok === false && reply.error.code)).toEqual([
    ...Array(BURST).fill(ErrorCode.notYourTurn),
    ...Array(7).fill('rate_limited'),
  ]);
  guest.room.send(Msg.act, flood);
  await settleAll(everyone);
  expect(guest.received(Msg.error)).toEqual([{ code: 'rate_limited', message: expect.any(String) }]);
  expect(everyone.map((player) => player.snapshot())).toEqual(before);
  expect([host, watcher].map((player) => player.messages.length)).toEqual(heard);
  expect([host, watcher].map((player) => player.frameCount())).toEqual(frames);

  // Others keep their own allowance; the flooder stays limited, even for a legal action.
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await guest.act({ type: 'peek', target: 0 })).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
  expect(guest.room.connection.isOpen).toBe(true);
});
