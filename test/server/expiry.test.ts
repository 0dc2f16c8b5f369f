import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import type { RunningServer } from '../../server/src/app';
import { leaveAll, openTable, Player, startServer } from './harness';

// A short window, so that it closes within the test.
let server: RunningServer;
const everyone: Player[] = [];

beforeAll(async () => {
  server = await startServer({ reconnectSeconds: 0.3 });
});
afterEach(async () => {
  await leaveAll(everyone.splice(0));
});
afterAll(async () => {
  await server.close();
});

async function tableOfTwo(game = 'guess') {
  const { host, links } = await openTable(server, game);
  const guest = await Player.join(server, host.roomId, { invite: links.invite, name: 'Bob' });
  everyone.push(host, guest);
  await host.waitFor('seat 1 taken', () => host.seats()[1]?.occupied === true);
  return { host, guest };
}

/** Drops the guest's connection and waits until the server stops holding its place. */
async function dropUntilWindowCloses(host: Player, guest: Player): Promise<string> {
  guest.room.reconnection.enabled = false;
  const token = guest.room.reconnectionToken;
  guest.dropConnection();
  await host.waitFor('seat 1 away', () => host.seats()[1]?.connected === false);
  const room = matchMaker.getLocalRoomById(host.roomId)!;
  const [, secret] = token.split(':');
  await host.waitFor('the window to close', () => !room.hasReservedSeat(guest.room.sessionId, secret));
  return token;
}

test('after the window the seat stays taken; the token fails but the seat key brings the player back', async () => {
  const { host, guest } = await tableOfTwo();
  expect(await host.start()).toEqual({ ok: true });
  await guest.waitFor('a view', () => guest.hasView());
  const viewBefore = guest.view();
  const { seatKey } = guest.seat();

  const token = await dropUntilWindowCloses(host, guest);
  await expect(new Client(host.endpoint).reconnect(token)).rejects.toThrow();
  expect(host.seats()[1]).toEqual({ name: 'Bob', occupied: true, connected: false, host: false });

  const back = await Player.join(server, host.roomId, { seatKey });
  everyone.push(back);
  await back.waitFor('its view', () => back.hasView());
  expect(back.seat()).toEqual({ seat: 1, seatKey });
  expect(back.view()).toEqual(viewBefore);
  await host.waitFor('seat 1 back', () => host.seats()[1]?.connected === true);
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('in the lobby the seat is freed once the window closes', async () => {
  const { host, guest } = await tableOfTwo('guess3');
  await dropUntilWindowCloses(host, guest);
  await host.waitFor('seat 1 freed', () => host.seats()[1]?.occupied === false);
  expect(host.seats()[1]).toEqual({ name: '', occupied: false, connected: false, host: false });
});
