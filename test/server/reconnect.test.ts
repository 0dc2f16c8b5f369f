import { Client } from '@colyseus/sdk';
import type { RunningServer } from '../../server/src/app';
import { Msg } from '../../server/src/table/protocol';
import { eachTestAtAStartedTable, Player, settleAll } from './harness';

let server: RunningServer;
let host: Player;
let guest: Player;
let watcher: Player;
let everyone: Player[];

eachTestAtAStartedTable((table) => ({ server, host, guest, watcher, everyone } = table));

async function seesGuestAway(player: Player): Promise<void> {
  await player.waitFor('seat 1 away', () => player.seats()[1]?.connected === false);
  expect(player.seats()[1]).toEqual({ name: 'Bob', occupied: true, connected: false, host: false });
}

test('a dropped player is reconnected by the SDK to the same seat and view, and the game goes on', async () => {
  // The SDK does not reconnect a connection younger than minUptime.
  guest.room.reconnection.minUptime = 0;
  const reconnected = new Promise<void>((resolve) => { guest.room.onReconnect(() => resolve()); });
  const viewBefore = guest.view();
  const sessionBefore = guest.room.sessionId;

  guest.dropConnection();
  await reconnected;
  await Promise.all([host, watcher].map((player) =>
    player.waitFor('seat 1 back', () => player.seats()[1]?.connected === true)));

  for (const player of [host, watcher]) {
    const trail = player.connectedTrail.map((seats) => seats[1]);
    expect(trail.slice(trail.lastIndexOf(false))).toEqual([false, true]);
  }
  expect(guest.room.sessionId).toBe(sessionBefore);
  await guest.waitFor('a second welcome', () => guest.received(Msg.history).length === 2);
  expect(guest.viewKeys()).toEqual(['seat:1']);
  expect(guest.view()).toEqual(viewBefore);
  expect(guest.last(Msg.seat)).toEqual(guest.received(Msg.seat)[0]);

  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  expect(guest.view().seats[0].secret).toEqual(host.view().seats[0].secret);
});

test('after a page reload the saved reconnection token brings back the seat, the view and what was missed', async () => {
  guest.room.reconnection.enabled = false;
  const token = guest.room.reconnectionToken;
  const seatBefore = guest.seat();

  guest.dropConnection();
  await Promise.all([host, watcher].map(seesGuestAway));
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });

  const reloaded = await Player.reconnect(server, token);
  everyone.push(reloaded);
  await reloaded.waitFor('the welcome', () => reloaded.received(Msg.history).length === 1);
  await reloaded.waitFor('its view', () => reloaded.hasView());
  expect(reloaded.seat()).toEqual(seatBefore);
  expect(reloaded.links()).toEqual(host.links());
  expect(reloaded.last(Msg.history)).toEqual([{ type: 'peeked', seat: 0, target: 1 }]);
  expect(reloaded.viewKeys()).toEqual(['seat:1']);
  expect(reloaded.view()).toMatchObject({ viewer: 1, turn: 1, seats: [{ peeks: 0 }, { peeks: 1, secret: { value: expect.any(Number) } }] });
  await host.waitFor('seat 1 back', () => host.seats()[1]?.connected === true);

  expect(await reloaded.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('a player who left can take the seat back with the seat key', async () => {
  const { seatKey } = guest.seat();
  const viewBefore = guest.view();
  await guest.leave();
  await Promise.all([host, watcher].map(seesGuestAway));

  const back = await Player.join(server, host.roomId, { seatKey });
  everyone.push(back);
  await back.waitFor('its view', () => back.hasView());
  expect(back.seat()).toEqual({ seat: 1, seatKey });
  expect(back.links()).toEqual(host.links());
  expect(back.view()).toEqual(viewBefore);
  await host.waitFor('seat 1 back', () => host.seats()[1]?.connected === true);

  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('the seat key ends a pending reconnection: the old token no longer works', async () => {
  guest.room.reconnection.enabled = false;
  const token = guest.room.reconnectionToken;
  guest.dropConnection();
  await seesGuestAway(host);

  const back = await Player.join(server, host.roomId, { seatKey: guest.seat().seatKey });
  everyone.push(back);
  await back.waitFor('its view', () => back.hasView());
  expect(back.viewKeys()).toEqual(['seat:1']);
  await expect(new Client(back.endpoint).reconnect(token)).rejects.toThrow();
  await host.waitFor('seat 1 back', () => host.seats()[1]?.connected === true);
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('the seat key moves a seat to a new device; the old connection is closed', async () => {
  const closed = new Promise<number>((resolve) => { guest.room.onLeave((code) => resolve(code)); });
  const moved = await Player.join(server, host.roomId, { seatKey: guest.seat().seatKey });
  everyone.push(moved);
  expect(await closed).toBe(4000);
  await moved.waitFor('its view', () => moved.hasView());
  await settleAll([host, moved]);
  expect(host.seats()[1]).toEqual({ name: 'Bob', occupied: true, connected: true, host: false });
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await moved.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});
