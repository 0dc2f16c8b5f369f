/**
 * `/healthz` says the process is alive; `/readyz` says whether it can take a table now, with
 * the reason in JSON (#45 item 3): not while its store refuses writes (a second SQLite
 * connection holds the write lock, which refuses the store's writes as a full disk does), not
 * while Redis is out of reach in a scale-out, not while it stops. One look at the store stands
 * for `FRESH_MS`, so a change shows at the next look: the tests ask until it does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { RunningServer } from '../../server/src/app';
import { FRESH_MS, readinessOf, type ReadinessChecks } from '../../server/src/health';
import { ServerLog } from '../../server/src/log';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { startServer } from './harness';

const dirs: string[] = [];
let server: RunningServer | null = null;
let redisServer: RedisProcess | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
  await redisServer?.stop();
  redisServer = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}, 30_000);

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dead-drop-health-'));
  dirs.push(dir);
  return dir;
}

async function get(what: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`http://127.0.0.1:${server!.port}${what}`);
  return { status: answer.status, body: await answer.json() };
}

async function until(what: string, status: number): Promise<{ status: number; body: unknown }> {
  for (;;) {
    const answer = await get(what);
    if (answer.status === status) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('one process: ready while its store writes; not ready, with the reason, while the store refuses writes; alive all along', async () => {
  const dataDir = tempDir();
  server = await startServer({ dataDir });
  expect(await get('/healthz')).toEqual({ status: 200, body: { ok: true } });
  expect(await get('/readyz')).toEqual({ status: 200, body: { ready: true } });

  const locker = new DatabaseSync(path.join(dataDir, 'tables.sqlite'));
  locker.exec('BEGIN IMMEDIATE');
  try {
    expect(await until('/readyz', 503)).toEqual({ status: 503, body: { ready: false, reason: 'store', message: expect.any(String) } });
    expect(await get('/healthz')).toEqual({ status: 200, body: { ok: true } });
  } finally {
    locker.exec('ROLLBACK');
    locker.close();
  }
  expect(await until('/readyz', 200)).toEqual({ status: 200, body: { ready: true } });
});

test('a scale-out process: not ready while Redis is out of reach, ready again once it answers', async () => {
  const port = 32_000 + Math.floor(Math.random() * 2_000);
  const redisDir = tempDir();
  redisServer = await RedisProcess.start(port, redisDir);
  server = await startServer({ dataDir: tempDir(), redisUrl: redisServer.url, publicAddress: '127.0.0.1:1', failoverSeconds: 60 });
  expect(await get('/readyz')).toEqual({ status: 200, body: { ready: true } });

  await redisServer.stop();
  expect(await until('/readyz', 503)).toEqual({ status: 503, body: { ready: false, reason: 'redis', message: expect.any(String) } });
  expect(await get('/healthz')).toEqual({ status: 200, body: { ok: true } });

  redisServer = await RedisProcess.start(port, redisDir);
  expect(await until('/readyz', 200)).toEqual({ status: 200, body: { ready: true } });
});

test('a process that stops is not ready, whatever else holds', async () => {
  let stopping = true;
  const ready = readinessOf({ stopping: () => stopping, store: null, redis: null, log: ServerLog.to() });
  expect(await ready()).toEqual({ ready: false, reason: 'stopping', message: expect.any(String) });
  stopping = false;
  expect(await ready()).toEqual({ ready: true });
});

test('however often it is asked, the store is written at most once per FRESH_MS', async () => {
  let probes = 0;
  let now = 0;
  const store = {
    probe: () => {
      probes++;
    },
  };
  const checks: ReadinessChecks = { stopping: () => false, store, redis: null, log: ServerLog.to() };
  const ready = readinessOf(checks, () => now);
  await Promise.all(Array.from({ length: 50 }, () => ready()));
  now += FRESH_MS - 1;
  await ready();
  expect(probes).toBe(1);
  now += 1;
  expect(await ready()).toEqual({ ready: true });
  expect(probes).toBe(2);
});
