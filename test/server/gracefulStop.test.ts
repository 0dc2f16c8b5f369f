/**
 * A graceful stop (SIGTERM) is no crash (#45 item 2). The server as `npm start` runs it: its
 * people are told to come back (Colyseus' "server shutdown" close, which the page turns into
 * "Reconnecting…", see comeBack.ts); one process alone leaves every action in `tables.sqlite`
 * itself, not in its write-ahead log; in a scale-out, another process serves its tables at
 * once, without waiting out the heartbeat of a crash.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CloseCode } from '@colyseus/core';
import { Redis } from 'ioredis';
import { kompromat, randomSource } from '@dead-drop/shared';
import { TableStore } from '../../server/src/store/tableStore';
import { gameDriver } from '../../workshop/src/drivers';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { play } from '../fixtures/ackedPlay';

const driver = gameDriver(kompromat);
const basePort = 34_000 + Math.floor(Math.random() * 2_000) * 10;
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let clients: TableClient[] = [];
let redisServer: RedisProcess | null = null;
let redis: Redis | null = null;

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.leave().catch(() => undefined)));
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await redis?.quit();
  redis = null;
  await redisServer?.stop();
  redisServer = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dead-drop-stop-'));
  dirs.push(dir);
  return dir;
}

/** The close code each client's connection ends with. */
function closeCodes(of: readonly TableClient[]): Promise<number[]> {
  return Promise.all(
    of.map(
      (client) =>
        new Promise<number>((resolve) => {
          client.room.onLeave((code) => resolve(code));
        }),
    ),
  );
}

test('SIGTERM: everyone is told to come back, and a copy of tables.sqlite alone holds every action', async () => {
  const dataDir = tempDir();
  const server = await ServerProcess.start(basePort, [], { DATA_DIR: dataDir });
  servers.push(server);
  clients = await driver.open(server.endpoint, 2);
  const { roomId } = clients[0]!.room;
  while (clients.slice(0, 2).some((client) => !client.seat)) await sleep(5);
  const acknowledged = await play(driver, clients, randomSource(3), (played) => played >= 12);
  const closed = closeCodes(clients);

  await server.stop();
  expect(server.exit).toEqual({ code: 0, signal: null });
  expect(new Set(await closed)).toEqual(new Set([CloseCode.SERVER_SHUTDOWN]));
  clients = [];

  // The file alone, as a backup or a move to another machine takes it: no -wal beside it.
  const copy = tempDir();
  copyFileSync(path.join(dataDir, 'tables.sqlite'), path.join(copy, 'tables.sqlite'));
  const store = TableStore.open(copy);
  try {
    expect(store.table(roomId)?.actions).toHaveLength(acknowledged);
  } finally {
    store.close();
  }
}, 60_000);

test('SIGTERM in a scale-out: the other process serves the table at once, with a crash window far longer than the test', async () => {
  redisServer = await RedisProcess.start(basePort + 1);
  redis = new Redis(redisServer.url);
  // A crash would be noticed after 0.6 × 3600 s, and the others' regular look comes every 720 s:
  // the table can be back within this test only because the stopping process handed it over.
  const [a, b] = await Promise.all(
    [basePort + 2, basePort + 3].map((port) => ServerProcess.inCluster(redisServer!.url, port, { FAILOVER_SECONDS: '3600' })),
  );
  servers.push(a!, b!);
  clients = await driver.open(a!.endpoint, 2);
  const { roomId } = clients[0]!.room;
  while (clients.slice(0, 2).some((client) => !client.seat)) await sleep(5);
  const keys = clients.slice(0, 2).map((client) => client.seat!.seatKey);
  const { watch } = await clients[0]!.waitForLinks();
  const random = randomSource(4);
  const acknowledged = await play(driver, clients, random, (played) => played >= 6);

  const owner = await redis.hget(`dd:table:${roomId}`, 'owner');
  const holder = (await redis.hget('dd:processes', owner!)) === `127.0.0.1:${a!.port}` ? a! : b!;
  const other = holder === a ? b! : a!;
  await holder.stop();
  clients = [];

  clients = [
    await back(other, roomId, { seatKey: keys[0]! }),
    await back(other, roomId, { seatKey: keys[1]! }),
    await back(other, roomId, { watch }),
  ];
  expect(await redis.hget(`dd:table:${roomId}`, 'owner')).not.toBe(owner);
  while (clients.some((client) => client.view.viewer === undefined)) await sleep(5);
  expect(await play(driver, clients, random, (played) => played >= 2)).toBe(2);
  const stored = await redis.llen(`dd:table:${roomId}:actions`);
  expect(stored).toBe(acknowledged + 2);
}, 60_000);

/** A seat taken back through `server` once the table is there; a handover takes a moment, a crash window would take an hour. */
async function back(server: ServerProcess, roomId: string, as: { seatKey: string } | { watch: string }): Promise<TableClient> {
  for (let tries = 0; ; tries++) {
    try {
      return await TableClient.join(server.endpoint, roomId, as);
    } catch (error) {
      if (tries >= 100) throw error;
      await sleep(100);
    }
  }
}
