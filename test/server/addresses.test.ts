/**
 * Limits that hold against many addresses (faults that lose games, item 3): an IPv6 /64 is one
 * address for every limit, and one address holding slow sockets cannot starve the process.
 */
import { connect, type Socket } from 'node:net';
import { JoinRefusal, ROOM } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { addressGroup } from '../../server/src/guard/address';
import { startServer } from './harness';

const servers: RunningServer[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => server.close()));
});

test('an IPv4 address is itself, also written as IPv6; an IPv6 address counts as its /64', () => {
  expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
  expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  expect(addressGroup('unknown')).toBe('unknown');
});

test('tables are counted per /64: a second address in the same /64 shares the first one\'s allowance', async () => {
  const server = await startServer({ limits: { trustProxy: true, tablesPerAddressPerMinute: 2 } });
  servers.push(server);
  const create = (from: string) => fetch(`http://127.0.0.1:${server.port}/matchmake/create/${ROOM.table}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ game: 'guess', name: 'Eve' }),
  }).then((answer) => answer.status);
  expect(await create('2001:db8:0:7::1')).toBe(200);
  expect(await create('2001:db8:0:7::2')).toBe(200);
  expect(await create('2001:db8:0:7:ffff:ffff:ffff:ffff')).toBe(JoinRefusal.too_many_tables);
  expect(await create('2001:db8:0:8::1')).toBe(200);
});

/** A socket from `host` that sends half a request and waits. */
function slowSocket(port: number, host: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress: host }, () => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
  });
}

test('slow sockets from one address are capped; another address is still served', async () => {
  const server = await startServer({ limits: { socketsPerAddress: 5 } });
  servers.push(server);
  const slow = await Promise.all(Array.from({ length: 5 }, () => slowSocket(server.port, '127.0.0.5')));
  const extra = await slowSocket(server.port, '127.0.0.5');
  await new Promise((closed) => extra.once('close', closed));
  expect(slow.every((socket) => !socket.destroyed)).toBe(true);
  expect((await fetch(`http://127.0.0.6:${server.port}/healthz`)).status).toBe(200);
  const created = await fetch(`http://127.0.0.6:${server.port}/matchmake/create/${ROOM.table}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'guess', name: 'Eve' }),
  });
  expect(created.status).toBe(200);
});
