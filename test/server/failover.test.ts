/**
 * Scale-out with real processes: table servers as `npm start` runs them, sharing a real
 * `redis-server` on loopback. A table created through one process is joined through another
 * process's address; the process that holds it is killed with SIGKILL; a survivor takes the
 * table over from the shared log, everyone comes back through their saved seats and links,
 * and the game finishes as exactly its stored log replayed. Two survivors racing for the same
 * tables end with one copy of each.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { kompromat, Msg, randomSource, SPECTATOR } from '@dead-drop/shared';
import { RedisTableStore } from '../../server/src/store/redisTableStore';
import { gameDriver } from '../../workshop/src/drivers';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { expectStoredGame, nextMove, play } from '../fixtures/ackedPlay';

/**
 * A dead process's tables come back within this many seconds: short, so the test is short.
 * `FAILOVER_SECONDS=10 npx jest test/server/failover.test.ts` measures the default instead
 * (the first test prints `failoverMs`).
 */
const FAILOVER_SECONDS = Number(process.env.FAILOVER_SECONDS ?? 3);
const driver = gameDriver(kompromat);
const basePort = 30_000 + Math.floor(Math.random() * 2_000) * 10;
let redisServer: RedisProcess;
let redis: Redis;
const servers: ServerProcess[] = [];
let clients: TableClient[] = [];

beforeEach(async () => {
  redisServer = await RedisProcess.start(basePort);
  redis = new Redis(redisServer.url);
  // It reconnects by itself when a test stops Redis for a while.
  redis.on('error', () => undefined);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.leave()));
  // The table processes first: they talk to Redis until they are gone.
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await redis.quit();
  await redisServer.stop();
  // A process still waiting on Redis when a test failed takes a while to stop.
}, 60_000);

/** Table processes on loopback behind the shared Redis, each announcing its own address. */
async function startProcesses(count: number, from = 1): Promise<ServerProcess[]> {
  const started = await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const port = basePort + from + index;
      return ServerProcess.inCluster(redisServer.url, port, { FAILOVER_SECONDS: String(FAILOVER_SECONDS) });
    }),
  );
  servers.push(...started);
  return started;
}

/** The process that holds `roomId` now, by the address it announced. */
async function holderOf(roomId: string): Promise<ServerProcess> {
  const owner = await redis.hget(`dd:table:${roomId}`, 'owner');
  const address = owner && (await redis.hget('dd:processes', owner));
  const server = servers.find((candidate) => address === `127.0.0.1:${candidate.port}`);
  if (!server) throw new Error(`no process holds ${roomId}`);
  return server;
}

/** Joins again and again until the table is back somewhere (a failover takes a few seconds). */
async function rejoin(endpoint: string, roomId: string, options: { seatKey: string } | { watch: string }): Promise<TableClient> {
  for (let tries = 0; ; tries++) {
    try {
      return await TableClient.join(endpoint, roomId, options);
    } catch (error) {
      if (tries > 120) throw error;
      await sleep(250);
    }
  }
}

/** A join resolves before the table's first state has arrived: waits until each client has its view. */
async function untilViewed(joined: readonly TableClient[]): Promise<void> {
  while (joined.some((client) => client.view.viewer === undefined)) await sleep(5);
}

async function storedTable(roomId: string) {
  return (await new RedisTableStore(redis, () => 'reader').table(roomId))!;
}

/**
 * A game of Kompromat created through A's address (matchmaking places it on either process),
 * Bob and a spectator joining through the process that does not hold it, started: `clients`
 * are the two seats, then the spectator.
 */
async function startedAcross(a: ServerProcess, b: ServerProcess) {
  const host = await TableClient.create(a.endpoint, { game: kompromat.id, name: 'Ada' });
  const { roomId } = host.room;
  const links = await host.waitForLinks();
  const holder = await holderOf(roomId);
  const other = holder === a ? b : a;
  clients = [
    host,
    await TableClient.join(other.endpoint, roomId, { invite: links.invite!, name: 'Bob' }),
    await TableClient.join(other.endpoint, roomId, { watch: links.watch }),
  ];
  while (clients.slice(0, 2).some((client) => !client.seat)) await sleep(5);
  expect((await clients[0]!.request('start', {})).ok).toBe(true);
  const keys = clients.slice(0, 2).map((client) => client.seat!.seatKey);
  return { roomId, links, holder, other, keys };
}

test('a table created through one process, joined and reloaded through the other, survives the death of its process', async () => {
  const [a, b] = await startProcesses(2);
  const { roomId, links, holder, other, keys } = await startedAcross(a!, b!);
  const random = randomSource(5);

  let acknowledged = await play(driver, clients, random, (played) => played >= 6);
  // Bob reloads a page that the other process served: his seat key takes his seat back
  // there, and the connection he had is closed.
  const reloaded = await TableClient.join(other.endpoint, roomId, { seatKey: keys[1]! });
  while (reloaded.view.viewer !== 1) await sleep(5);
  clients[1] = reloaded;
  acknowledged += await play(driver, clients, random, (played) => played >= 6);
  const survivor = other;
  // One more action on its way as the process dies: it may or may not have been stored.
  const last = nextMove(driver, clients, random);
  if (last) driver.send(clients[last.seat]!, last.action);
  const killedAt = Date.now();
  await holder.crash();
  clients = [];

  clients = [
    await rejoin(survivor.endpoint, roomId, { seatKey: keys[0]! }),
    await rejoin(survivor.endpoint, roomId, { seatKey: keys[1]! }),
    await rejoin(survivor.endpoint, roomId, { watch: links.watch }),
  ];
  const back = Date.now() - killedAt;
  process.stdout.write(`${JSON.stringify({ failoverMs: back, failoverSeconds: FAILOVER_SECONDS })}\n`);
  await untilViewed(clients);
  expect(clients.map((client) => client.seat?.seat ?? null)).toEqual([0, 1, null]);
  expect(await holderOf(roomId)).toBe(survivor);
  // The driver lists no room of the dead process any more.
  const listed = Object.values(await redis.hgetall('roomcaches')).map(
    (room) => JSON.parse(room) as { roomId: string; publicAddress?: string },
  );
  expect(listed.filter((room) => room.publicAddress === `127.0.0.1:${holder.port}`)).toEqual([]);
  expect(listed.filter((room) => room.roomId === roomId)).toHaveLength(1);

  const afterFailover = await play(driver, clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);

  const stored = await storedTable(roomId);
  expectStoredGame(stored, acknowledged + afterFailover, clients[2]!);
}, 180_000);

test('two survivors racing to restore the same tables end with one copy of each', async () => {
  const [doomed] = await startProcesses(1);
  // Every table is made while the doomed process is alone, so it holds them all.
  const tables = [];
  for (let index = 0; index < 6; index++) tables.push(await driver.open(doomed!.endpoint, 2));
  clients = tables.flat();
  const rooms = tables.map((table) => ({ roomId: table[0]!.room.roomId, watch: table[0]!.links!.watch }));
  const survivors = await startProcesses(2, 2);
  await doomed!.crash();
  clients = [];

  // Each table comes back once, on one survivor, which also holds it in the log.
  for (const { roomId, watch } of rooms) {
    clients.push(await rejoin(survivors[0]!.endpoint, roomId, { watch }));
  }
  const holders = await Promise.all(rooms.map(({ roomId }) => holderOf(roomId)));
  expect(holders.every((holder) => survivors.includes(holder))).toBe(true);
  const held = await Promise.all(
    survivors.map(async (survivor) => {
      const owner = Object.entries(await redis.hgetall('dd:processes')).find(([, address]) => address === `127.0.0.1:${survivor.port}`)![0];
      return redis.smembers(`dd:held:${owner}`);
    }),
  );
  expect(held.flat().sort()).toEqual(rooms.map(({ roomId }) => roomId).sort());
  const listed = Object.values(await redis.hgetall('roomcaches')).map(
    (room) => JSON.parse(room) as { roomId: string; publicAddress?: string },
  );
  for (const [index, { roomId }] of rooms.entries()) {
    const listings = listed.filter((room) => room.roomId === roomId);
    expect(listings).toEqual([expect.objectContaining({ publicAddress: `127.0.0.1:${holders[index]!.port}` })]);
  }
  // A second copy of a table would have been refused by the log at its first write: every
  // spectator still watches a live table, and the game is there to see.
  await untilViewed(clients);
  for (const client of clients) expect(client.view.viewer).toBe(SPECTATOR);
}, 180_000);

/** Who of `clients` is cut off from the table: its connection closed. */
const cutOff = (client: TableClient) => !client.room.connection.isOpen;

/** The table's listing in the driver, by the address of the process that lists it. */
async function listedAt(roomId: string): Promise<string[]> {
  const listed = Object.values(await redis.hgetall('roomcaches')).map(
    (room) => JSON.parse(room) as { roomId: string; publicAddress?: string },
  );
  return listed.filter((room) => room.roomId === roomId).map((room) => room.publicAddress ?? '');
}

test('Redis stopped for 5 s: no process takes another for dead, nobody is cut off, and the game goes on', async () => {
  const [a, b] = await startProcesses(2);
  const { roomId, holder } = await startedAcross(a!, b!);
  const random = randomSource(7);
  let acknowledged = await play(driver, clients, random, (played) => played >= 6);

  // Stopped, not paused: the processes lose their connections and come back to it one by one,
  // and what expired meanwhile is gone from its log when it starts again.
  await redisServer.stop();
  await sleep(5_000);
  redisServer = await RedisProcess.start(basePort, redisServer.dir);
  // Long enough for every process to look a few times once Redis answers again.
  await sleep(FAILOVER_SECONDS * 1000);
  expect(await holderOf(roomId)).toBe(holder);
  expect(clients.filter(cutOff)).toEqual([]);
  expect(await listedAt(roomId)).toEqual([`127.0.0.1:${holder.port}`]);
  acknowledged += await play(driver, clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);
  expectStoredGame(await storedTable(roomId), acknowledged, clients[2]!);
}, 180_000);

test('Redis stopped for long: a move sent meanwhile is never acknowledged, and the table comes back from its log where it was', async () => {
  const [a, b] = await startProcesses(2);
  const { roomId, links, holder, keys } = await startedAcross(a!, b!);
  const random = randomSource(11);
  let acknowledged = await play(driver, clients, random, (played) => played >= 4);

  await redisServer.stop();
  // Its write waits in the connection's queue until the client gives up on Redis (20 tries, about 10 s).
  const move = nextMove(driver, clients, random)!;
  const unanswered = clients[move.seat]!.request(Msg.act, { action: move.action, at: clients[move.seat]!.step() }).catch(() => null);
  const deadline = Date.now() + 30_000;
  while (!clients.every(cutOff)) {
    if (Date.now() > deadline) throw new Error('the table whose write was lost did not close');
    await sleep(100);
  }
  expect(await unanswered).toBeNull();
  redisServer = await RedisProcess.start(basePort, redisServer.dir);
  const back = Date.now() + (FAILOVER_SECONDS + 5) * 1000;
  clients = [
    await rejoinBy(back, holder.endpoint, roomId, { seatKey: keys[0]! }),
    await rejoinBy(back, holder.endpoint, roomId, { seatKey: keys[1]! }),
    await rejoinBy(back, holder.endpoint, roomId, { watch: links.watch }),
  ];
  await untilViewed(clients);
  expect(await holderOf(roomId)).toBe(holder);
  acknowledged += await play(driver, clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);
  expectStoredGame(await storedTable(roomId), acknowledged, clients[2]!);
}, 180_000);

test('a process paused past the failover time: its table moves, its copy closes, and everyone is back at the moved table', async () => {
  const [a, b] = await startProcesses(2);
  const { roomId, links, holder, other, keys } = await startedAcross(a!, b!);
  const random = randomSource(9);
  let acknowledged = await play(driver, clients, random, (played) => played >= 6);

  holder.pause();
  try {
    // Until the other process holds the table, then some: it is restored while the old copy sleeps.
    while ((await redis.hget(`dd:table:${roomId}`, 'owner').then((owner) => owner && holderAddress(owner))) !== `127.0.0.1:${other.port}`)
      await sleep(100);
    await sleep(1_000);
  } finally {
    holder.resume();
  }
  const deadline = Date.now() + (FAILOVER_SECONDS + 5) * 1000;
  // The old copy closes, and everyone comes back through their links, as the page does by itself.
  while (!clients.every(cutOff)) {
    if (Date.now() > deadline) throw new Error('the old copy of the table was not closed in time');
    await sleep(50);
  }
  clients = [
    await rejoinBy(deadline, holder.endpoint, roomId, { seatKey: keys[0]! }),
    await rejoinBy(deadline, other.endpoint, roomId, { seatKey: keys[1]! }),
    await rejoinBy(deadline, holder.endpoint, roomId, { watch: links.watch }),
  ];
  await untilViewed(clients);
  expect(clients.map((client) => client.seat?.seat ?? null)).toEqual([0, 1, null]);
  expect(await holderOf(roomId)).toBe(other);
  expect(await listedAt(roomId)).toEqual([`127.0.0.1:${other.port}`]);
  acknowledged += await play(driver, clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);
  expectStoredGame(await storedTable(roomId), acknowledged, clients[2]!);
}, 180_000);

/** The address a process announced, by its id. */
async function holderAddress(owner: string): Promise<string | null> {
  return redis.hget('dd:processes', owner);
}

/** Joins again until the table answers, or fails once `deadline` (epoch ms) has passed. */
async function rejoinBy(
  deadline: number,
  endpoint: string,
  roomId: string,
  options: { seatKey: string } | { watch: string },
): Promise<TableClient> {
  for (;;) {
    try {
      return await TableClient.join(endpoint, roomId, options);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}
