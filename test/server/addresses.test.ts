/**
 * Limits that hold against many addresses (faults that lose games, item 3; table creation, #40
 * item 1): an IPv6 /64 is one address for every limit, a /48 (an IPv4 /24) one network for
 * creates, refused creates cost nothing, a host with a seat keeps a share of the creates, lobbies
 * held open close, and one address holding slow sockets cannot starve the process.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { matchMaker } from '@colyseus/core';
import { JoinRefusal, ROOM, TableCloseCode } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { addressGroup, networkGroup } from '../../server/src/guard/address';
import { DEFAULT_LIMITS, type ServerLimits } from '../../server/src/serverLimits';
import { leaveAll, openTable, Player, startServer } from './harness';

const servers: RunningServer[] = [];
const sockets: Socket[] = [];
const players: Player[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await leaveAll(players);
  await Promise.all(servers.map((server) => server.close()));
});

/** The create limits a server has by default (the harness lifts them for loopback). */
const CREATE_DEFAULTS = {
  tablesPerAddressPerMinute: DEFAULT_LIMITS.tablesPerAddressPerMinute,
  tablesPerNetworkPerMinute: DEFAULT_LIMITS.tablesPerNetworkPerMinute,
  tablesPerMinute: DEFAULT_LIMITS.tablesPerMinute,
  reservedTablesPercent: DEFAULT_LIMITS.reservedTablesPercent,
} satisfies Partial<ServerLimits>;

async function serverWith(limits: Partial<ServerLimits>): Promise<RunningServer> {
  const server = await startServer({ limits });
  servers.push(server);
  return server;
}

/** A create request's status, sent from the loopback address `from` (all of 127/8 is this machine's). */
function createFrom(server: RunningServer, from: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path: `/matchmake/create/${ROOM.table}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

const VALID = { game: 'guess', name: 'Eve' };

test('an IPv4 address is itself, also written as IPv6; an IPv6 address counts as its /64', () => {
  expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
  expect(addressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(addressGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
  expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  expect(addressGroup('unknown')).toBe('unknown');
});

test('a network is an IPv4 /24 or an IPv6 /48', () => {
  expect(networkGroup('203.0.113.9')).toBe('203.0.113.0/24');
  expect(networkGroup('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  expect(networkGroup('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
  expect(networkGroup('2001:DB8:1:ffff::1')).toBe('2001:db8:1::/48');
  expect(networkGroup('2001:db8::1')).toBe('2001:db8:0::/48');
  expect(networkGroup('unknown')).toBe('unknown');
});

describe('creating tables from many addresses', () => {
  // The create allowance's clock (performance.now) stands still, so that nothing refills while
  // a test floods it: what passes is exactly what the limits allow.
  beforeEach(() => {
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test('junk creates from 30 addresses cost nothing: a real host still creates', async () => {
    const server = await serverWith(CREATE_DEFAULTS);
    const junk = [
      {},
      { game: 'chess', name: 'Eve' },
      { game: 'guess', name: '  ' },
      { game: 'guess', name: 'Eve', options: { firstSeat: 9 } },
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const statuses: number[] = [];
        // One address sends more junk than its own allowance.
        for (let round = 0; round < (i === 0 ? 3 : 1); round++)
          for (const body of junk) statuses.push(await createFrom(server, `127.0.0.${i + 2}`, body));
        return statuses;
      }),
    );
    expect(answers.flat().every((status) => status !== 200 && status !== JoinRefusal.too_many_tables)).toBe(true);
    // 128 refused creates, and neither the server's allowance nor an address's own was charged.
    expect(await createFrom(server, '127.0.0.200', VALID)).toBe(200);
    for (let i = 0; i < DEFAULT_LIMITS.tablesPerAddressPerMinute; i++) expect(await createFrom(server, '127.0.0.2', VALID)).toBe(200);
  }, 20_000);

  test("valid creates from 1,000 /64s of one /48 take at most the network's share: a host elsewhere still creates", async () => {
    const server = await serverWith({ ...CREATE_DEFAULTS, trustProxy: 1 });
    const statuses: number[] = [];
    for (let batch = 0; batch < 1000; batch += 50) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            createFrom(server, '127.0.0.1', VALID, { 'x-forwarded-for': `2001:db8:5:${(batch + i).toString(16)}::1` }),
          ),
        )),
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_LIMITS.tablesPerNetworkPerMinute);
    expect(statuses.filter((status) => status !== 200).every((status) => status === JoinRefusal.too_many_tables)).toBe(true);
    expect(await createFrom(server, '127.0.0.1', VALID, { 'x-forwarded-for': '2001:db8:6::1' })).toBe(200);
  }, 30_000);

  test('behind an appending proxy (TRUST_PROXY=1), the client is the entry the proxy wrote: what the client wrote before it changes nothing', async () => {
    const server = await serverWith({ ...CREATE_DEFAULTS, tablesPerAddressPerMinute: 2, trustProxy: 1 });
    // The proxy appends the address it saw to whatever the client sent, a new lie each time.
    const through = (client: string, written: string) =>
      createFrom(server, '127.0.0.1', VALID, { 'x-forwarded-for': `${written}, ${client}` });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push(await through('198.51.100.7', `203.0.${i}.1`));
    expect(statuses).toEqual([200, 200, ...Array<number>(8).fill(JoinRefusal.too_many_tables)]);
    expect(await through('198.51.100.8', '198.51.100.7')).toBe(200);
  });

  test('two proxies (TRUST_PROXY=2): the right-most entry neither wrote; without a proxy the header is not read', async () => {
    const twoHops = await serverWith({ ...CREATE_DEFAULTS, tablesPerAddressPerMinute: 2, trustProxy: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(await createFrom(twoHops, '127.0.0.1', VALID, { 'x-forwarded-for': `203.0.${i}.1, 198.51.100.9, 10.0.0.${i}` }));
    expect(statuses).toEqual([200, 200, JoinRefusal.too_many_tables, JoinRefusal.too_many_tables]);
    const direct = await serverWith({ ...CREATE_DEFAULTS, tablesPerAddressPerMinute: 2 });
    statuses.length = 0;
    for (let i = 0; i < 4; i++) statuses.push(await createFrom(direct, '127.0.0.9', VALID, { 'x-forwarded-for': `203.0.${i}.1` }));
    expect(statuses).toEqual([200, 200, JoinRefusal.too_many_tables, JoinRefusal.too_many_tables]);
  });

  test("addresses in 30 networks spend everyone's share: a newcomer waits, a host who holds a seat still creates", async () => {
    const server = await serverWith(CREATE_DEFAULTS);
    // Its websocket comes from 127.0.0.1, as its next create will.
    const { host } = await openTable(server);
    players.push(host);
    const created = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        let count = 0;
        while ((await createFrom(server, `127.0.${i + 1}.1`, VALID)) === 200) count++;
        return count;
      }),
    );
    const open = DEFAULT_LIMITS.tablesPerMinute * (1 - DEFAULT_LIMITS.reservedTablesPercent / 100);
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(open - 1);
    expect(created.every((count) => count <= DEFAULT_LIMITS.tablesPerAddressPerMinute)).toBe(true);
    expect(await createFrom(server, '127.0.200.1', VALID)).toBe(JoinRefusal.too_many_tables);
    const again = await Player.create(server, VALID);
    players.push(again);
    expect(again.roomId).toEqual(expect.any(String));
  }, 20_000);

  test('lobbies held open close after the lobby time: a server full of them takes a new host again', async () => {
    // The default bound: lobbies opened as fast as the server allows, each held open as long
    // as a lobby lasts, are fewer than the tables a server holds.
    expect(DEFAULT_LIMITS.tablesPerMinute * (DEFAULT_LIMITS.lobbySeconds / 60)).toBeLessThan(DEFAULT_LIMITS.maxTables);
    const server = await serverWith({ maxTables: 20, lobbySeconds: 4 });
    const hosts = await Promise.all(Array.from({ length: 20 }, () => openTable(server).then(({ host }) => host)));
    players.push(...hosts);
    const closed: number[] = [];
    for (const host of hosts) host.room.onLeave((code) => closed.push(code));
    await expect(Player.create(server, VALID)).rejects.toEqual(expect.objectContaining({ code: JoinRefusal.server_full }));
    await hosts[0]!.waitFor('every lobby to close', () => closed.length === hosts.length);
    expect(new Set(closed)).toEqual(new Set([TableCloseCode.lobbyExpired]));
    await hosts[0]!.waitFor('the tables to go', () => hosts.every((host) => matchMaker.getLocalRoomById(host.roomId) === undefined));
    const newcomer = await Player.create(server, VALID);
    players.push(newcomer);
  }, 20_000);
});

test("tables are counted per /64: a second address in the same /64 shares the first one's allowance", async () => {
  const server = await startServer({ limits: { trustProxy: 1, tablesPerAddressPerMinute: 2 } });
  servers.push(server);
  const create = (from: string) =>
    fetch(`http://127.0.0.1:${server.port}/matchmake/create/${ROOM.table}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ game: 'guess', name: 'Eve' }),
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
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'guess', name: 'Eve' }),
  });
  expect(created.status).toBe(200);
});
