/**
 * Each limit on what a visitor can make the server hold: the refusal, its code and its
 * message, and that nothing else was affected. Every test client is on loopback, so the
 * per-address limits are the limits of the whole test.
 */
import { Client } from '@colyseus/sdk';
import { matchMaker, Protocol } from '@colyseus/core';
import { pack, unpack } from 'msgpackr';
import { JoinRefusal, MAX_ACTION_BYTES, Msg, ROOM, TableCloseCode, TableErrorCode, type AnyGame } from '@dead-drop/shared';
import { Writable } from 'node:stream';
import type { RunningServer } from '../../server/src/app';
import { ServerLog } from '../../server/src/log';
import type { ServerLimits } from '../../server/src/serverLimits';
import { fixtureGames } from '../fixtures/guessGame';
import { leaveAll, openTable, Player, settleAll, startServer, startedTable } from './harness';

const servers: RunningServer[] = [];
const players: Player[] = [];

async function serverWith(limits: Partial<ServerLimits>, extra: Parameters<typeof startServer>[0] = {}): Promise<RunningServer> {
  const server = await startServer({ ...extra, limits });
  servers.push(server);
  return server;
}

afterEach(async () => {
  await leaveAll(players.splice(0));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** A plain message's frame up to its payload: its kind, and the type `act`. */
const actHeader = [Protocol.ROOM_DATA, 0xa3, ...Buffer.from(Msg.act)];

const refusedWith = (name: keyof typeof JoinRefusal) =>
  expect.objectContaining({
    code: JoinRefusal[name],
    message: expect.stringMatching(/\w+ \w+/),
  });

const post = (server: RunningServer, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** Seats and reservations the matchmaker counts for a table. */
async function clientsOf(roomId: string): Promise<number> {
  const [room] = await matchMaker.query({ roomId });
  return room?.clients ?? -1;
}

describe('request bodies', () => {
  test('a body over the limit is refused with 472, on matchmaking and pages alike, and the server goes on', async () => {
    const server = await serverWith({ maxBodyBytes: 512 });
    const big = JSON.stringify({ game: 'guess', name: 'Ada', options: { padding: 'x'.repeat(600) } });
    for (const path of ['/matchmake/create/table', '/anything']) {
      const answer = await post(server, path, big);
      expect(answer.status).toBe(JoinRefusal.request_too_large);
      expect(await answer.json()).toEqual({ code: JoinRefusal.request_too_large, error: expect.stringMatching(/at most 512 bytes/) });
    }
    // Streamed without a length: cut off as it passes the limit.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(256).fill(32));
      },
    });
    const streamed = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/table`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit).catch((error: Error) => error);
    if (!(streamed instanceof Error)) expect(streamed.status).toBe(JoinRefusal.request_too_large);
    const { host } = await openTable(server);
    players.push(host);
    expect(host.links().invite).toEqual(expect.any(String));
  });
});

describe('creating tables', () => {
  test('one address opens at most N tables a minute (468); the tables it has go on', async () => {
    const server = await serverWith({ tablesPerAddressPerMinute: 2 });
    const first = await openTable(server);
    const second = await openTable(server);
    players.push(first.host, second.host);
    await expect(Player.create(server, { game: 'guess', name: 'Eve' })).rejects.toEqual(refusedWith('too_many_tables'));
    expect(await first.host.start()).toMatchObject({ ok: false, error: { code: TableErrorCode.notEnoughPlayers } });
    const guest = await Player.join(server, first.host.roomId, { invite: first.links.invite, name: 'Bob' });
    players.push(guest);
    expect(await first.host.start()).toEqual({ ok: true });
  });

  test("many addresses together open at most the server's N tables a minute (468)", async () => {
    const server = await serverWith({ tablesPerMinute: 2 });
    // Each from an address of its own: 127.0.0.0/8 is all loopback.
    const from = (host: string) =>
      fetch(`http://${host}:${server.port}/matchmake/create/${ROOM.table}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'guess', name: 'Eve' }),
      });
    const answers = [];
    for (const host of ['127.0.0.2', '127.0.0.3', '127.0.0.4']) answers.push(await from(host));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, JoinRefusal.too_many_tables]);
    expect(await answers[2]!.json()).toMatchObject({ error: expect.stringMatching(/Many tables are being opened/) });
  });

  test('a process holds at most N tables (469); a table that closes makes room', async () => {
    const server = await serverWith({ maxTables: 2 });
    const first = await openTable(server);
    const second = await openTable(server);
    players.push(second.host);
    await expect(Player.create(server, { game: 'guess', name: 'Eve' })).rejects.toEqual(refusedWith('server_full'));
    await first.host.leave();
    await first.host.waitFor('the empty table to close', () => matchMaker.getLocalRoomById(first.host.roomId) === undefined);
    const third = await openTable(server);
    players.push(third.host);
  });

  test('odd create options get a clear refusal, and no table', async () => {
    const server = await serverWith({});
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    const cases: [unknown, keyof typeof JoinRefusal, RegExp][] = [
      [{ game: { toString: 1 }, name: 'Eve' }, 'bad_request', /^game: .*expected string/],
      [{ game: 'guess', name: { valueOf: 0 } }, 'bad_name', /^name: .*expected string/],
      [{ game: 'guess', name: '  ' }, 'bad_name', /Pick a name/],
      [{ game: 'chess', name: 'Eve' }, 'unknown_game', /no game "chess"/],
      [{ game: 'guess', name: 'Eve', seat: 1 }, 'bad_request', /no field "seat"/],
      [{ game: 'guess', name: 'Eve', [`${'k'.repeat(100)}`]: 1 }, 'bad_request', /no field "k{40}"\./],
      [{ game: 'guess', name: 'Eve', options: { firstSeat: 9 } }, 'bad_options', /\w+ \w+/],
    ];
    const before = await matchMaker.query({ name: ROOM.table });
    for (const [options, name, message] of cases) {
      await expect(client.create(ROOM.table, options as never)).rejects.toEqual(
        expect.objectContaining({
          code: JoinRefusal[name],
          message: expect.stringMatching(message),
        }),
      );
    }
    expect(await matchMaker.query({ name: ROOM.table })).toHaveLength(before.length);
  });
});

describe('joining', () => {
  test('only a request with a valid secret gets a seat reservation', async () => {
    const server = await serverWith({});
    const { host } = await openTable(server);
    players.push(host);
    const held = await clientsOf(host.roomId);
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    for (const options of [{}, { name: 'Eve' }, { watch: 'x'.repeat(24) }, { invite: 'nope', name: 'Eve' }, { seatKey: 'nope' }]) {
      await expect(client.joinById(host.roomId, options as never)).rejects.toEqual(refusedWith('bad_link'));
    }
    await expect(client.joinById(host.roomId, { watch: { toString: 0 } } as never)).rejects.toEqual(refusedWith('bad_request'));
    expect(await clientsOf(host.roomId)).toBe(held);
  });

  test('one address holds at most N connections (470); one that closes makes room', async () => {
    const server = await serverWith({ connectionsPerAddress: 2 });
    const { host, links } = await openTable(server);
    const watcher = await Player.join(server, host.roomId, { watch: links.watch });
    players.push(host, watcher);
    await expect(Player.join(server, host.roomId, { watch: links.watch })).rejects.toEqual(refusedWith('too_many_connections'));
    await watcher.leave();
    await watcher.waitFor('the connection to close', () => !watcher.room.connection.isOpen);
    const again = await joinWhenCounted(server, host.roomId, links.watch);
    players.push(again);
    await again.waitFor('the links', () => again.received(Msg.links).length === 1);
  });

  test('spectators waiting to reconnect count against the cap (467)', async () => {
    const server = await serverWith({ spectators: 2 });
    const { host, links } = await openTable(server);
    const watchers = [
      await Player.join(server, host.roomId, { watch: links.watch }),
      await Player.join(server, host.roomId, { watch: links.watch }),
    ];
    players.push(host, ...watchers);
    watchers[0]!.dropConnection();
    await host.waitFor('the drop', () => matchMaker.getLocalRoomById(host.roomId)!.clients.length === 2);
    await expect(Player.join(server, host.roomId, { watch: links.watch })).rejects.toEqual(refusedWith('watchers_full'));
  });
});

describe('idle tables', () => {
  test('a table with nobody connected in a seat closes after the idle time, spectators and all', async () => {
    const server = await serverWith({ idleSeconds: 0.2 });
    const table = await startedTable(server);
    const closed: number[] = [];
    table.watcher.room.onLeave((code) => closed.push(code));
    // A guest who stays keeps the table open however long the host is away.
    table.host.dropConnection();
    await table.watcher.waitFor('the host to be away', () => table.watcher.seats()[0]?.connected === false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toEqual([]);
    table.guest.dropConnection();
    await table.watcher.waitFor('the table to close', () => closed.length > 0);
    expect(closed).toEqual([TableCloseCode.idle]);
    await table.watcher.waitFor('the table to go', () => matchMaker.getLocalRoomById(table.host.roomId) === undefined);
  });
});

describe('garbage', () => {
  test('a connection that keeps sending messages that are not valid is closed (4402); others go on', async () => {
    const server = await serverWith({});
    const table = await startedTable(server);
    players.push(...table.everyone);
    const closed: number[] = [];
    table.watcher.room.onLeave((code) => closed.push(code));
    for (let i = 0; i < 15; i++) {
      table.watcher.room.send(`nonsense-${i}`, { i });
      table.watcher.room.connection.send(new Uint8Array([99, i]));
    }
    await table.watcher.waitFor('the close', () => closed.length > 0);
    expect(closed).toEqual([TableCloseCode.garbage]);
    expect(table.watcher.received(Msg.error).every((error: { code: string }) => error.code === TableErrorCode.unknownMessage)).toBe(true);
    await settleAll([table.host, table.guest]);
    expect(await table.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  });
  test('a message whose payload cannot be read is answered with unknown_message, as its table would', async () => {
    const server = await serverWith({});
    const table = await startedTable(server);
    players.push(...table.everyone);
    // "act", then a map that says it holds 2^32 - 1 entries and holds none.
    table.guest.room.connection.send(new Uint8Array([...actHeader, 0xdf, 0xff, 0xff, 0xff, 0xff]));
    await table.guest.waitFor('the answer', () => table.guest.received(Msg.error).length > 0);
    expect(table.guest.received(Msg.error)).toEqual([{ code: TableErrorCode.unknownMessage, message: 'This message cannot be read.' }]);
  });
});

describe('the log', () => {
  test('stays one line per kind of trouble, however much garbage arrives', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const server = await serverWith({}, { log: ServerLog.to(sink) });
    const table = await startedTable(server);
    players.push(...table.everyone);
    // Undecodable payloads (Colyseus would log each with a stack), joins of rooms that do not
    // exist, and reconnections with made-up tokens (Colyseus says so in a line each time).
    for (const player of [table.host, table.guest, table.watcher]) {
      for (let i = 0; i < 20; i++) player.room.connection.send(new Uint8Array([13, 0xa1, 0x61, 0xdd, 0xff, 0xff, 0xff, i]));
    }
    for (let i = 0; i < 20; i++) {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}/process/nothere${i}?sessionId=nobody`);
      await new Promise((resolve) => {
        socket.onclose = resolve;
      });
      await new Client(`ws://127.0.0.1:${server.port}`).reconnect(`${table.host.roomId}:made-up-${i}`).catch(() => undefined);
    }
    // The garbage closes each connection once its allowance is spent.
    for (const player of table.everyone) await player.waitFor('the close', () => !player.room.connection.isOpen);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) expect(line.length).toBeLessThan(600);
  });

  test('a kind that comes back after the quiet time says how many lines it left out', () => {
    const lines: { skipped?: number; msg: string }[] = [];
    let now = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const log = ServerLog.to(sink, () => now);
    for (let i = 0; i < 5; i++) log.bounded('warn', 'frames', `refused ${i}`);
    now += 10_000;
    log.bounded('warn', 'frames', 'refused again');
    log.bounded('warn', 'joins', 'another kind');
    expect(lines.map(({ msg, skipped }) => [msg, skipped])).toEqual([
      ['refused 0', undefined],
      ['refused again', 4],
      ['another kind', undefined],
    ]);
  });
});

describe('a handler that throws', () => {
  test('is logged, answered to its sender with internal_error, and the table goes on', async () => {
    const [guess] = fixtureGames as unknown as AnyGame[];
    // A rules bug on one action: the room must survive it.
    const broken: AnyGame = {
      ...guess!,
      apply: (state, seat, action) => {
        if ((action as { target?: number }).target === 1 && seat === 0) throw new TypeError('a bug in the rules');
        return guess!.apply(state, seat, action);
      },
    };
    const server = await serverWith({}, { games: [broken] });
    const table = await startedTable(server);
    players.push(...table.everyone);
    await settleAll(table.everyone);
    const before = table.everyone.map((player) => player.snapshot());
    table.host.room.send(Msg.act, { action: { type: 'peek', target: 1 }, at: table.host.step() });
    await table.host.waitFor('the error', () => table.host.received(Msg.error).length > 0);
    expect(table.host.received(Msg.error)).toEqual([{ code: TableErrorCode.internal, message: expect.any(String) }]);
    await settleAll(table.everyone);
    expect(table.everyone.map((player) => player.snapshot())).toEqual(before);
    expect([table.guest, table.watcher].map((player) => player.received(Msg.error))).toEqual([[], []]);
    expect(await table.guest.act({ type: 'peek', target: 0 })).toMatchObject({ ok: false, error: { code: 'not_your_turn' } });
  });
});

/** A join retried until the server has counted the closed connection out. */
async function joinWhenCounted(server: RunningServer, roomId: string, watch: string): Promise<Player> {
  for (let tries = 0; ; tries++) {
    try {
      return await Player.join(server, roomId, { watch });
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('one decode', () => {
  test("a message's payload is decoded once, by the guard, and the table reads what it decoded", async () => {
    // Both the guard and Colyseus decode with this module: count what it decodes.
    const msgpackr: typeof import('msgpackr') = require('msgpackr');
    const server = await serverWith({});
    const { host } = await openTable(server);
    players.push(host);
    const unpack = jest.spyOn(msgpackr, 'unpack');
    try {
      const reply = await host.removeBot(5);
      // Read by the table: the seat it names holds no bot.
      expect(reply).toEqual({ ok: false, error: expect.objectContaining({ code: TableErrorCode.noSeat }) });
      const decodes = unpack.mock.results.filter(({ value }) => JSON.stringify(value) === JSON.stringify({ seat: 5 }));
      expect(decodes).toHaveLength(1);
    } finally {
      unpack.mockRestore();
    }
  });

  test("an action's size is its payload's bytes in the frame it came in, not a copy encoded again", async () => {
    const server = await serverWith({});
    const table = await startedTable(server);
    players.push(...table.everyone);
    // A step long gone: the action at the limit is refused, but later than its size.
    const payloadOf = (bytes: number): Uint8Array => {
      for (let length = 0; ; length++) {
        const payload = pack({ action: { type: 'peek', target: 1, padding: 'x'.repeat(length) }, at: 1_000_000 });
        if (payload.length >= bytes) return payload;
      }
    };
    const atLimit = payloadOf(MAX_ACTION_BYTES);
    const over = payloadOf(MAX_ACTION_BYTES + 1);
    expect([atLimit.length, over.length]).toEqual([MAX_ACTION_BYTES, MAX_ACTION_BYTES + 1]);
    // Its JSON is longer: measured so, the action at the limit would be refused for its size too.
    expect(JSON.stringify(unpack(atLimit)).length).toBeGreaterThan(MAX_ACTION_BYTES);
    for (const payload of [atLimit, over]) table.host.room.connection.send(new Uint8Array([...actHeader, ...payload]));
    await table.host.waitFor('both answers', () => table.host.received(Msg.error).length === 2);
    const codes = table.host.received(Msg.error).map((error: { code: string }) => error.code);
    expect(codes[0]).not.toBe(TableErrorCode.payloadTooLarge);
    expect(codes[1]).toBe(TableErrorCode.payloadTooLarge);
  });
});
