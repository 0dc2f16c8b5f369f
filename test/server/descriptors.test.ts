/**
 * Descriptors (#45 item 7): the process holds no more sockets than its descriptor limit
 * leaves room for, and one address only its share of them, so that addresses holding slow
 * sockets cannot take every descriptor. A real server under `ulimit -n 256`; sixteen loopback
 * addresses (127.0.0.2-17) each open as many slow sockets (a request's headers, never ended)
 * as the default per-address setting allows; a fresh address still creates and joins a table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kompromat } from '@dead-drop/shared';
import { descriptorLimit, socketBudget } from '../../server/src/guard/socketBudget';
import { DEFAULT_LIMITS, LOOPBACK_LIMITS } from '../../server/src/serverLimits';
import { SERVER_MAIN, untilHealthy } from '../../workshop/src/serverProcess';
import { stopChild } from '../../workshop/src/stopChild';
import { TableClient } from '../../workshop/src/tableClient';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63414                63414                processes
Max open files            256                  1048576              files
`;

test("the soft limit on descriptors is read from the process's limits", () => {
  expect(descriptorLimit(() => LIMITS)).toBe(256);
  expect(descriptorLimit(() => LIMITS.replace('256 ', 'unlimited '))).toBeNull();
  expect(
    descriptorLimit(() => {
      throw new Error('no /proc here');
    }),
  ).toBeNull();
  expect(descriptorLimit()).toBeGreaterThan(0);
});

test('the sockets leave descriptors to the process, and one address a share that many addresses must join to fill', () => {
  expect(socketBudget(256, DEFAULT_LIMITS.socketsPerAddress)).toEqual({ total: 192, perAddress: 6 });
  expect(socketBudget(1024, DEFAULT_LIMITS.socketsPerAddress)).toEqual({ total: 896, perAddress: 28 });
  expect(socketBudget(65_536, DEFAULT_LIMITS.socketsPerAddress)).toEqual({ total: 57_344, perAddress: 64 });
  expect(socketBudget(null, 64)).toEqual({ total: Number.POSITIVE_INFINITY, perAddress: 64 });
  // Tools whose every client is on loopback: one address may hold every socket.
  expect(socketBudget(20_000, LOOPBACK_LIMITS.socketsPerAddress)).toEqual({ total: 17_500, perAddress: 17_500 });
});

const port = 40_000 + Math.floor(Math.random() * 5_000);
let server: ChildProcess | null = null;
const slow: Socket[] = [];
const clients: TableClient[] = [];

afterEach(async () => {
  for (const socket of slow.splice(0)) socket.destroy();
  await Promise.all(clients.splice(0).map((client) => client.leave()));
  if (server) await stopChild(server);
});

/** A socket from `localAddress` that sends a request's first headers and never ends them; resolves once it is open or closed. */
function slowSocket(localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve();
    });
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    slow.push(socket);
  });
}

test('with ulimit -n 256, sixteen addresses holding slow sockets leave a fresh address able to create and join', async () => {
  server = spawn('sh', ['-c', 'ulimit -n 256 && exec "$0" "$1"', process.execPath, SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'dead-drop-descriptors-')) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(server, port);
  const attempts: Promise<void>[] = [];
  for (let address = 2; address <= 17; address++) {
    for (let socket = 0; socket < DEFAULT_LIMITS.socketsPerAddress; socket++) attempts.push(slowSocket(`127.0.0.${address}`));
  }
  await Promise.all(attempts);
  // Some of the slow sockets are held: the server is not simply closing everything.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(slow.filter((socket) => !socket.destroyed).length).toBeGreaterThanOrEqual(16);

  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
  const host = await TableClient.create(`ws://127.0.0.1:${port}`, { game: kompromat.id, name: 'Ada' });
  clients.push(host);
  const links = await host.waitForLinks();
  const guest = await TableClient.join(`ws://127.0.0.1:${port}`, host.room.roomId, { invite: links.invite!, name: 'Bob' });
  clients.push(guest);
  while (!guest.seat) await new Promise((resolve) => setTimeout(resolve, 5));
  expect((await host.request('start', {})).ok).toBe(true);
}, 60_000);
