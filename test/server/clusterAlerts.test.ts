/**
 * Alerts, "your tables" and seat moves through any process of a cluster (#45 item 1): two
 * real table processes (`node server/dist/main.js`) behind a real `redis-server` on loopback,
 * every HTTP request sent to the process that does NOT hold the table, as when a page was
 * served by it. A subscription lives in Redis, so it survives the death of the process that
 * held the table, and every process signs with the same VAPID keys.
 *
 * Tested at the level of HTTP and websockets against the real processes, not in a browser:
 * the pages send exactly these requests (client/src/alerts), and a browser adds nothing the
 * server could tell apart.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { kompromat, TableCloseCode } from '@dead-drop/shared';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';

const FAILOVER_SECONDS = 3;
// A range no other server test picks from (failover.test.ts: 30,000-50,000; cluster.test.ts: 50,000-60,000).
const basePort = 20_000 + Math.floor(Math.random() * 1_000) * 10;
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/bob', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
let redisServer: RedisProcess;
let redis: Redis;
let servers: ServerProcess[] = [];
let clients: TableClient[] = [];

beforeEach(async () => {
  redisServer = await RedisProcess.start(basePort);
  redis = new Redis(redisServer.url);
  servers = await Promise.all(
    [1, 2].map((offset) =>
      ServerProcess.inCluster(redisServer.url, basePort + offset, {
        FAILOVER_SECONDS: String(FAILOVER_SECONDS),
      }),
    ),
  );
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.leave()));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await redis.quit();
  await redisServer.stop();
}, 60_000);

async function post(server: ServerProcess, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** The process that holds `roomId` now, by the address it announced. */
async function holderOf(roomId: string): Promise<ServerProcess> {
  const owner = await redis.hget(`dd:table:${roomId}`, 'owner');
  const address = owner && (await redis.hget('dd:processes', owner));
  const server = servers.find((candidate) => address === `127.0.0.1:${candidate.port}`);
  if (!server) throw new Error(`no process holds ${roomId}`);
  return server;
}

/** A started game of two, Bob joined through the process that does not hold it; his close code once the server sends him away. */
async function startedAcross() {
  const host = await TableClient.create(servers[0]!.endpoint, { game: kompromat.id, name: 'Ada' });
  const { roomId } = host.room;
  const links = await host.waitForLinks();
  const holder = await holderOf(roomId);
  const other = servers.find((server) => server !== holder)!;
  const guest = await TableClient.join(other.endpoint, roomId, { invite: links.invite!, name: 'Bob' });
  clients = [host, guest];
  const closed = new Promise<number>((resolve) => guest.room.onLeave((code) => resolve(code)));
  while (!host.seat || !guest.seat) await sleep(5);
  expect((await host.request('start', {})).ok).toBe(true);
  return { roomId, holder, other, keys: [host.seat.seatKey, guest.seat.seatKey] as const, closed };
}

const storedTargets = async (roomId: string) => Object.keys(await redis.hgetall(`dd:push:${roomId}`));

test('your tables, alerts on and off, a seat\'s link and its "seat moved": all through the process that does not hold the table', async () => {
  const { roomId, holder, other, keys, closed } = await startedAcross();
  const [adaKey, bobKey] = keys;

  const mine = await post(other, '/api/tables/mine', {
    seats: [
      { roomId, seatKey: adaKey },
      { roomId, seatKey: bobKey },
      { roomId, seatKey: 'made-up' },
    ],
  });
  expect(mine.status).toBe(200);
  expect(mine.body.tables).toEqual([
    expect.objectContaining({ roomId, game: kompromat.id, seat: 0 }),
    expect.objectContaining({ roomId, game: kompromat.id, seat: 1 }),
  ]);

  expect(await post(other, '/api/alerts/subscribe', { roomId, seatKey: bobKey, subscription: SUBSCRIPTION })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect(await storedTargets(roomId)).toEqual(['1']);
  expect((await post(other, '/api/alerts/subscribe', { roomId, seatKey: 'made-up', subscription: SUBSCRIPTION })).status).toBe(404);
  expect(await post(other, '/api/alerts/seen', { roomId, seatKey: bobKey, page: 'p1', visible: true })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect(await post(other, '/api/alerts/unsubscribe', { roomId, seatKey: bobKey, endpoint: SUBSCRIPTION.endpoint })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect(await storedTargets(roomId)).toEqual([]);

  // A link offered through either process is taken through the other, once.
  const offered = await post(holder, '/api/seat/offer', { roomId, seatKey: bobKey });
  expect(offered.status).toBe(200);
  const taken = await post(other, '/api/seat/take', { token: offered.body.token });
  expect(taken).toEqual({ status: 200, body: { roomId, seatKey: expect.any(String) } });
  expect((await post(holder, '/api/seat/take', { token: offered.body.token })).status).toBe(410);
  // Bob's old device is told its seat moved, not that it lost the connection.
  expect(await closed).toBe(TableCloseCode.moved);
  // Gone already: nothing left to leave.
  clients.pop();
  const newKey: string = taken.body.seatKey;
  const again = await post(other, '/api/seat/offer', { roomId, seatKey: newKey });
  expect(again.status).toBe(200);
  expect((await post(other, '/api/seat/take', { token: again.body.token })).status).toBe(200);
  // The old keys hold no seat any more.
  expect((await post(other, '/api/seat/offer', { roomId, seatKey: bobKey })).status).toBe(404);
}, 60_000);

test('a subscription survives the death of the process that held the table, and every process signs with the same keys', async () => {
  const { roomId, holder, other, keys } = await startedAcross();
  const [adaKey, bobKey] = keys;
  const publicKeys = await Promise.all(
    servers.map(async (server) => (await (await fetch(`http://127.0.0.1:${server.port}/api/alerts/key`)).json()).publicKey),
  );
  expect(publicKeys[0]).toEqual(publicKeys[1]);
  expect((await post(other, '/api/alerts/subscribe', { roomId, seatKey: bobKey, subscription: SUBSCRIPTION })).status).toBe(200);

  await holder.crash();
  // Their connections died with the process: nothing to leave.
  clients = [];
  // The survivor takes the table over; Ada comes back to it.
  for (let tries = 0; ; tries++) {
    try {
      clients.push(await TableClient.join(other.endpoint, roomId, { seatKey: adaKey }));
      break;
    } catch (error) {
      if (tries > 120) throw error;
      await sleep(250);
    }
  }
  expect(await holderOf(roomId)).toBe(other);
  const mine = await post(other, '/api/tables/mine', { seats: [{ roomId, seatKey: bobKey }] });
  expect(mine.body.tables).toEqual([expect.objectContaining({ roomId, seat: 1 })]);
  // The survivor finds the subscription where the dead process kept it.
  expect(await storedTargets(roomId)).toEqual(['1']);
  expect(await post(other, '/api/alerts/unsubscribe', { roomId, seatKey: bobKey, endpoint: SUBSCRIPTION.endpoint })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect(await storedTargets(roomId)).toEqual([]);
}, 60_000);
