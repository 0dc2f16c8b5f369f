/**
 * `npm run cluster`: the scale-out topology on one machine, as people without Docker start
 * it. The built command starts a redis-server and two table processes; a table created
 * through the first process's address is joined through the second's, which only works when
 * both share rooms through Redis and each announces where it is reached; SIGTERM then stops
 * everything, and nothing is left listening.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { kompromat } from '@dead-drop/shared';
import { listens } from '../../workshop/src/ports';
import { untilHealthy } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';

const CLUSTER = join(__dirname, '..', '..', 'workshop', 'dist', 'cluster.js');
// A range no other server test picks from, so that they may run at the same time.
const redisPort = 50_000 + Math.floor(Math.random() * 1_000) * 10;
const tablePorts = [redisPort + 1, redisPort + 2] as const;
let cluster: ChildProcessByStdio<null, Readable, Readable> | null = null;
let output = '';
const clients: TableClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.leave()));
  // A test that failed half-way still stops what the command started.
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    cluster.kill('SIGTERM');
    await exited(cluster);
  }
});

function startCluster(data: string): ChildProcessByStdio<null, Readable, Readable> {
  const child = spawn(
    process.execPath,
    [CLUSTER, '--processes', '2', '--port', String(tablePorts[0]), '--redis-port', String(redisPort), '--data', data],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  return child;
}

function exited(child: ChildProcessByStdio<null, Readable, Readable>): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Each process answers on its own port; what the command said goes with a failure. */
async function untilBothAnswer(child: ChildProcessByStdio<null, Readable, Readable>): Promise<void> {
  for (const port of tablePorts) {
    await untilHealthy(child, port).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)} (port ${port}); the command said:\n${output}`);
    });
  }
}

async function untilSaid(line: string): Promise<void> {
  for (let tries = 0; !output.includes(line); tries++) {
    if (tries > 200) throw new Error(`the command never said "${line}"; it said:\n${output}`);
    await sleep(50);
  }
}

test('npm run cluster starts Redis and two table processes that share tables, and SIGTERM stops them all', async () => {
  const data = mkdtempSync(join(tmpdir(), 'dead-drop-cluster-'));
  cluster = startCluster(data);
  await untilBothAnswer(cluster);
  // It announces them once it has seen them answer too.
  for (const [index, port] of tablePorts.entries()) await untilSaid(`table process ${index + 1} on http://localhost:${port}`);

  // Created through the first process, joined through the second: the second finds the
  // table in the shared listing and sends the guest to where it lives.
  const host = await TableClient.create(`ws://127.0.0.1:${tablePorts[0]}`, { game: kompromat.id, name: 'Ada' });
  clients.push(host);
  const links = await host.waitForLinks();
  const guest = await TableClient.join(`ws://127.0.0.1:${tablePorts[1]}`, host.room.roomId, { invite: links.invite!, name: 'Bob' });
  clients.push(guest);
  while (!guest.seat || !host.seat) await sleep(5);
  expect(guest.room.roomId).toBe(host.room.roomId);
  expect([host.seat.seat, guest.seat.seat]).toEqual([0, 1]);
  await Promise.all(clients.splice(0).map((client) => client.leave()));

  cluster.kill('SIGTERM');
  expect(await exited(cluster)).toEqual({ code: 0, signal: null });
  for (const port of [redisPort, ...tablePorts]) expect(await listens(port)).toBe(false);
  // Redis kept its append-only file where --data says.
  expect(existsSync(join(data, 'redis', 'appendonlydir'))).toBe(true);
}, 120_000);
