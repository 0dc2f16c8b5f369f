/**
 * Seat keys that die with their seat (#40 item 4): a seat moved to another device gets a new
 * key and the old device is sent away for good; a person removed, or who conceded, has a key
 * that answers for nothing any more, over the table's links or the alerts' endpoints; and one
 * removed from the lobby stays out until the host lets them back.
 */
import { JoinRefusal, Msg, TableCloseCode } from '@dead-drop/shared';
import { TableStore } from '../../server/src/store/tableStore';
import { eachTestAtAStartedTable, openTable, Player } from './harness';
import { creator, inProcessTable, joined, player, restoredTable, send } from './inProcessTable';

const at = eachTestAtAStartedTable();

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${at.server.port}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** The tables "your tables" lists for this key. */
async function mine(roomId: string, seatKey: string): Promise<unknown[]> {
  return (await post('/api/tables/mine', { seats: [{ roomId, seatKey }] })).body.tables;
}

describe('moving a seat to another device', () => {
  test('the new device gets a new key; the old one is sent away with "moved", and its key takes nothing back', async () => {
    const { roomId } = at.host;
    const oldKey: string = at.guest.last('seat').seatKey;
    const closed = new Promise<number>((resolve) => {
      at.guest.room.onLeave((code) => resolve(code));
    });
    const { token } = (await post('/api/seat/offer', { roomId, seatKey: oldKey })).body;
    const taken = await post('/api/seat/take', { token });
    expect(taken.status).toBe(200);
    const { seatKey } = taken.body;
    expect(seatKey).not.toBe(oldKey);
    expect(await closed).toBe(TableCloseCode.moved);
    // Nor does its reconnection token bring the old session back.
    await expect(Player.reconnect(at.server, at.guest.room.reconnectionToken)).rejects.toBeDefined();
    // The seat waits for the new device as for a dropped connection: no stand-in meanwhile.
    await at.host.waitFor('Bob away', () => at.host.state.seats[1].connected === false);
    expect(at.host.state.seats[1]).toMatchObject({ bot: '', awayUntil: expect.any(Number) });
    expect(at.host.state.seats[1].awayUntil).toBeGreaterThan(0);
    await expect(Player.join(at.server, roomId, { seatKey: oldKey })).rejects.toMatchObject({ code: JoinRefusal.bad_link });
    expect((await post('/api/seat/offer', { roomId, seatKey: oldKey })).status).toBe(404);
    expect(await mine(roomId, oldKey)).toEqual([]);
    const phone = await Player.join(at.server, roomId, { seatKey });
    at.everyone.push(phone);
    await phone.waitFor('its seat', () => phone.received(Msg.seat).length > 0);
    expect(phone.last(Msg.seat)).toEqual({ seat: 1, seatKey });
    await at.host.waitFor('Bob back', () => at.host.state.seats[1].connected === true);
    expect(await mine(roomId, seatKey)).toHaveLength(1);
  });

  test('the new key is stored: a restored table takes it, and not the old one', () => {
    const store = TableStore.open(':memory:');
    const { table, outbox } = inProcessTable({ store });
    joined(table, 'ada', creator());
    joined(table, 'bob', player('Bob'));
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    const oldKey = (outbox.received('bob', 'seat').at(-1) as { seatKey: string }).seatKey;
    const newKey = table.moveSeat(oldKey)!;
    expect(newKey).toEqual(expect.any(String));
    expect(newKey).not.toBe(oldKey);
    expect(table.moveSeat(oldKey)).toBeNull();
    const stored = store.table('room1')!;
    expect(stored.seats[1]!.key).toBe(newKey);
    const restored = restoredTable(stored).table;
    expect(restored.join('bob-old', { kind: 'reclaim', seatKey: oldKey })).toMatchObject({ refusal: 'bad_link' });
    expect(restored.join('bob-new', { kind: 'reclaim', seatKey: newKey })).toMatchObject({ sessionId: 'bob-new' });
  });

  test('a seat whose new device never comes is played by a stand-in once the reconnection window is over', () => {
    const { table, outbox, time } = inProcessTable();
    joined(table, 'ada', creator());
    joined(table, 'bob', player('Bob'));
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    const oldKey = (outbox.received('bob', 'seat').at(-1) as { seatKey: string }).seatKey;
    table.moveSeat(oldKey);
    expect(outbox.evicted).toEqual(['bob']);
    // The room then closes the old session: it no longer holds the seat.
    table.leave('bob');
    expect(outbox.seats[1]).toMatchObject({ connected: false, bot: '' });
    time.advance(119_999);
    expect(outbox.seats[1]).toMatchObject({ bot: '' });
    time.advance(1);
    expect(outbox.seats[1]).toMatchObject({ bot: 'standIn' });
  });
});

describe('a seat key whose person is gone for good', () => {
  test('answers for nothing: your tables, alerts and moving the seat refuse it, also a link offered before', async () => {
    const { roomId } = at.host;
    const bobKey: string = at.guest.last('seat').seatKey;
    const offered = (await post('/api/seat/offer', { roomId, seatKey: bobKey })).body.token;
    expect(await at.host.room.request(Msg.removePlayer, { seat: 1 })).toEqual({ ok: true });
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    expect(await mine(roomId, bobKey)).toEqual([]);
    expect(
      (
        await post('/api/alerts/subscribe', {
          roomId,
          seatKey: bobKey,
          subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys },
        })
      ).status,
    ).toBe(404);
    expect((await post('/api/alerts/seen', { roomId, seatKey: bobKey, page: 'page1', visible: true })).status).toBe(404);
    expect((await post('/api/seat/offer', { roomId, seatKey: bobKey })).status).toBe(404);
    expect((await post('/api/seat/take', { token: offered })).status).toBe(410);
    expect(await mine(roomId, at.host.last('seat').seatKey)).toHaveLength(1);
  });
});

describe('a person the host removed from the lobby', () => {
  test('stays out, known by the seat key their browser held, until the host lets them back in', async () => {
    const { host, links } = await openTable(at.server, 'guess3');
    const bob = await Player.join(at.server, host.roomId, { invite: links.invite, name: 'Bob' });
    at.everyone.push(host, bob);
    await bob.waitFor('a seat', () => bob.received(Msg.seat).length > 0);
    const bobKey: string = bob.last(Msg.seat).seatKey;
    const closed = new Promise<number>((resolve) => {
      bob.room.onLeave((code) => resolve(code));
    });
    expect(await host.room.request(Msg.removePlayer, { seat: 1 })).toEqual({ ok: true });
    expect(await closed).toBe(TableCloseCode.removed);
    await expect(Player.reconnect(at.server, bob.room.reconnectionToken)).rejects.toBeDefined();
    await host.waitFor('Bob kept out', () => host.state.keptOut.length === 1);
    expect([...host.state.keptOut]).toEqual(['Bob']);
    // By any name: the key tells who it is.
    await expect(Player.join(at.server, host.roomId, { invite: links.invite, name: 'Robert', formerKey: bobKey })).rejects.toMatchObject({
      code: JoinRefusal.removed,
    });
    const cy = await Player.join(at.server, host.roomId, { invite: links.invite, name: 'Cy' });
    at.everyone.push(cy);
    expect(await cy.room.request(Msg.letBack, { index: 0 })).toMatchObject({ ok: false, error: { code: 'not_host' } });
    expect(await host.room.request(Msg.letBack, { index: 1 })).toMatchObject({ ok: false, error: { code: 'no_person' } });
    expect(await host.room.request(Msg.letBack, { index: 0 })).toEqual({ ok: true });
    await host.waitFor('nobody kept out', () => host.state.keptOut.length === 0);
    const back = await Player.join(at.server, host.roomId, { invite: links.invite, name: 'Bob', formerKey: bobKey });
    at.everyone.push(back);
    await back.waitFor('a seat', () => back.received(Msg.seat).length > 0);
    expect(back.last(Msg.seat).seat).toBe(2);
  });
});
