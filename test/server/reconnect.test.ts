import { Client } from '@colyseus/sdk';
import { Msg } from '@dead-drop/shared';
import { eachTestAtAStartedTable, Player, settleAll } from './harness';

const at = eachTestAtAStartedTable();

async function seesGuestAway(player: Player): Promise<void> {
  await player.waitFor('seat 1 away', () => player.seats()[1]?.connected === false);
  expect(player.seats()[1]).toEqual({ name: 'Bob', occupied: true, connected: false, host: false });
}

test('a dropped player is reconnected by the SDK to the same seat and view, and the game goes on', async () => {
  // The SDK does not reconnect a connection younger than minUptime.
  at.guest.room.reconnection.minUptime = 0;
  const reconnected = new Promise<void>((resolve) => {
    at.guest.room.onReconnect(() => resolve());
  });
  const viewBefore = at.guest.view();
  const sessionBefore = at.guest.room.sessionId;

  at.guest.dropConnection();
  await reconnected;
  await Promise.all([at.host, at.watcher].map((player) => player.waitFor('seat 1 back', () => player.seats()[1]?.connected === true)));

  for (const player of [at.host, at.watcher]) {
    const trail = player.connectedTrail.map((seats) => seats[1]);
    expect(trail.slice(trail.lastIndexOf(false))).toEqual([false, true]);
  }
  expect(at.guest.room.sessionId).toBe(sessionBefore);
  await at.guest.waitFor('a second welcome', () => at.guest.received(Msg.history).length === 2);
  expect(at.guest.viewKeys()).toEqual(['seat:1']);
  expect(at.guest.view()).toEqual(viewBefore);
  expect(at.guest.last(Msg.seat)).toEqual(at.guest.received(Msg.seat)[0]);

  expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await at.guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  expect(at.guest.view().seats[0].secret).toEqual(at.host.view().seats[0].secret);
});

test('after a page reload the saved reconnection token brings back the seat, the view and what was missed', async () => {
  at.guest.room.reconnection.enabled = false;
  const token = at.guest.room.reconnectionToken;
  const seatBefore = at.guest.seat();

  at.guest.dropConnection();
  await Promise.all([at.host, at.watcher].map(seesGuestAway));
  expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });

  const reloaded = await Player.reconnect(at.server, token);
  at.everyone.push(reloaded);
  await reloaded.waitFor('the welcome', () => reloaded.received(Msg.history).length === 1);
  await reloaded.waitFor('its view', () => reloaded.hasView());
  expect(reloaded.seat()).toEqual(seatBefore);
  expect(reloaded.links()).toEqual(at.host.links());
  expect(reloaded.last(Msg.history).events).toEqual([{ type: 'peeked', seat: 0, target: 1 }]);
  expect(reloaded.viewKeys()).toEqual(['seat:1']);
  expect(reloaded.view()).toMatchObject({ viewer: 1, turn: 1, seats: [{ peeks: 0 }, { peeks: 1, secret: { value: expect.any(Number) } }] });
  await at.host.waitFor('seat 1 back', () => at.host.seats()[1]?.connected === true);

  expect(await reloaded.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('a player who left can take the seat back with the seat key', async () => {
  const { seatKey } = at.guest.seat();
  const viewBefore = at.guest.view();
  await at.guest.leave();
  await Promise.all([at.host, at.watcher].map(seesGuestAway));

  const back = await Player.join(at.server, at.host.roomId, { seatKey });
  at.everyone.push(back);
  await back.waitFor('its view', () => back.hasView());
  expect(back.seat()).toEqual({ seat: 1, seatKey });
  expect(back.links()).toEqual(at.host.links());
  expect(back.view()).toEqual(viewBefore);
  await at.host.waitFor('seat 1 back', () => at.host.seats()[1]?.connected === true);

  expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('the seat key ends a pending reconnection: the old token no longer works', async () => {
  at.guest.room.reconnection.enabled = false;
  const token = at.guest.room.reconnectionToken;
  at.guest.dropConnection();
  await seesGuestAway(at.host);

  const back = await Player.join(at.server, at.host.roomId, { seatKey: at.guest.seat().seatKey });
  at.everyone.push(back);
  await back.waitFor('its view', () => back.hasView());
  expect(back.viewKeys()).toEqual(['seat:1']);
  await expect(new Client(back.endpoint).reconnect(token)).rejects.toThrow();
  await at.host.waitFor('seat 1 back', () => at.host.seats()[1]?.connected === true);
  expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});

test('the seat key moves a seat to a new device; the old connection is closed', async () => {
  const closed = new Promise<number>((resolve) => {
    at.guest.room.onLeave((code) => resolve(code));
  });
  const moved = await Player.join(at.server, at.host.roomId, { seatKey: at.guest.seat().seatKey });
  at.everyone.push(moved);
  expect(await closed).toBe(4000);
  await moved.waitFor('its view', () => moved.hasView());
  await settleAll([at.host, moved]);
  expect(at.host.seats()[1]).toEqual({ name: 'Bob', occupied: true, connected: true, host: false });
  expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await moved.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
});
