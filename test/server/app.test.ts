import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client } from '@colyseus/sdk';
import { entriesOf, findGame, Match, Msg, playRandomMove, randomSource, ROOM, SPECTATOR, viewOf } from '@dead-drop/shared';
import express from 'express';
import type { RunningServer } from '../../server/src/app';
import { MEASUREMENT_ROOMS } from '../../workshop/src/loadRooms/measurementRooms';
import { LOAD_ROOM } from '../../workshop/src/loadRooms/rooms';
import { serveClient, servePageConfig } from '../../server/src/clientPages';
import { checkInvite } from '../fixtures/secretApis';
import { startServer } from './harness';

const dist = mkdtempSync(path.join(tmpdir(), 'dead-drop-client-'));
writeFileSync(path.join(dist, 'index.html'), '<title>Dead Drop</title>built client');
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'entry-0a1b2c3d.js'), 'export {};');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ clientDist: dist, extraRooms: MEASUREMENT_ROOMS });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true });
});

test('tells the pages where friends reach the server: unset, the address they opened', async () => {
  const config = await fetch(`http://127.0.0.1:${server.port}/api/config`);
  expect(await config.json()).toEqual({ publicUrl: null });
  const app = express();
  servePageConfig(app, 'https://games.example.org');
  const listener = app.listen(0);
  await new Promise((resolve) => listener.once('listening', resolve));
  try {
    const behindAProxy = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/api/config`);
    expect(await behindAProxy.json()).toEqual({ publicUrl: 'https://games.example.org' });
  } finally {
    listener.close();
  }
});

test('serves the built client and /healthz', async () => {
  const page = await fetch(`http://127.0.0.1:${server.port}/`);
  expect(await page.text()).toContain('built client');
  const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
});

test("an unknown page gets the app's own page with status 404, an unknown API path a JSON 404, and matchmaking still works", async () => {
  const page = await fetch(`http://127.0.0.1:${server.port}/foo/bar`);
  expect(page.status).toBe(404);
  expect(await page.text()).toContain('built client');
  const api = await fetch(`http://127.0.0.1:${server.port}/api/nothing`);
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ code: 'not_found', message: expect.any(String) });
  const table = await fetch(`http://127.0.0.1:${server.port}/t/abc`);
  expect(table.status).toBe(200);
  const room = await new Client(`ws://127.0.0.1:${server.port}`).create(ROOM.table, { game: 'guess', name: 'Ada' });
  await room.leave();
});

test('an invitation is checked before anyone is asked for a name: free, full, started, wrong, gone', async () => {
  const check = async (roomId: string, invite: string) => {
    const response = await checkInvite(`http://127.0.0.1:${server.port}`, roomId, invite);
    return { status: response.status, body: (await response.json()) as { ok: boolean; refusal?: string } };
  };
  const client = new Client(`ws://127.0.0.1:${server.port}`);
  const host = await client.create(ROOM.table, { game: 'guess', name: 'Ada' });
  const links = await new Promise<{ invite: string }>((resolve) => {
    host.onMessage(Msg.links, resolve);
  });
  expect(await check(host.roomId, links.invite)).toEqual({ status: 200, body: { ok: true, game: 'guess' } });
  expect((await check(host.roomId, 'wrong')).body).toMatchObject({ ok: false, refusal: 'bad_link' });
  const guest = await client.joinById(host.roomId, { invite: links.invite, name: 'Bob' });
  expect((await check(host.roomId, links.invite)).body).toMatchObject({ ok: false, refusal: 'table_full' });
  expect((await check('nosuchroom', links.invite)).status).toBe(404);
  expect((await check(host.roomId, 'x'.repeat(100))).status).toBe(400);
  await Promise.all([host.leave(), guest.leave()]);
});

test('serves a placeholder page while there is no built client', async () => {
  const app = express();
  serveClient(app, path.join(dist, 'missing'));
  const listener = app.listen(0);
  await new Promise((resolve) => listener.once('listening', resolve));
  try {
    const page = await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(await page.text()).toMatch(/Dead Drop[\s\S]*arrives soon/);
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
});

test('the baseline room speaks the same create / join / act protocol and changes one field', async () => {
  const endpoint = `ws://127.0.0.1:${server.port}`;
  const first = await new Client(endpoint).create(LOAD_ROOM.baseline, { name: 'Bot 1' });
  const second = await new Client(endpoint).joinById(first.roomId, { name: 'Bot 2' });
  expect(await first.request(Msg.act, { action: { type: 'anything' } })).toEqual({ ok: true });
  expect(await second.request(Msg.act, { action: {} })).toEqual({ ok: true });
  expect(second.state.actions).toBe(2);
  await new Promise((resolve) => {
    first.ping(resolve);
  });
  expect(first.state.actions).toBe(2);
  await Promise.all([first.leave(), second.leave()]);
});

test.each([false, true])(
  'the probe room (rules played: %s) sends a recorded game through seat views: each seat rebuilds its own view of it, the watcher the public one',
  async (rules) => {
    const endpoint = `ws://127.0.0.1:${server.port}`;
    const game = findGame('kompromat')!;
    await expect(new Client(endpoint).create(LOAD_ROOM.probe, { name: 'Bot 0', game: game.id, seats: 9, rules })).rejects.toThrow(
      /game, seats/,
    );
    const host = await new Client(endpoint).create(LOAD_ROOM.probe, { name: 'Bot 0', game: game.id, seats: 2, rules });
    const seats = [host, await new Client(endpoint).joinById(host.roomId, { name: 'Bot 1' })];
    const watcher = await new Client(endpoint).joinById(host.roomId, { name: 'Bot 2' });
    // The recording's first game played again: seed 1, its moves drawn from generator 1.
    const match = new Match(game, { game: game.id, seed: 1, seats: 2, options: {} });
    const random = randomSource(1);
    for (let step = 0; step < 6; step++) {
      expect(await seats[step % 2]!.request(Msg.act, {})).toEqual({ ok: true });
      expect(playRandomMove(match, random)).not.toBeNull();
    }
    const everyone = [...seats, watcher];
    await Promise.all(
      everyone.map(
        (room) =>
          new Promise((resolve) => {
            room.ping(resolve);
          }),
      ),
    );
    const plain = (view: unknown) => JSON.parse(JSON.stringify(view)) as unknown;
    seats.forEach((room, seat) => {
      const { shared, own } = entriesOf(room.state);
      // The match's view: the game's, with whether each offer is final beside it.
      expect(viewOf(shared!, own)).toEqual(plain(match.viewFor(seat)));
    });
    const { shared, own } = entriesOf(watcher.state);
    expect(own).toBeUndefined();
    expect(viewOf(shared!)).toEqual(plain(game.viewFor(match.state, SPECTATOR)));
    await Promise.all(everyone.map((room) => room.leave()));
  },
);

describe('headers of the served pages', () => {
  test.each(['/', '/t/abc123', '/healthz'])('%s: a strict CSP, nosniff, no framing, no referrer, no X-Powered-By', async (path) => {
    const { headers } = await fetch(`http://127.0.0.1:${server.port}${path}`);
    const csp = Object.fromEntries(
      (headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", `ws://127.0.0.1:${server.port}`, `wss://127.0.0.1:${server.port}`]);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-powered-by')).toBeNull();
  });

  test("a built asset carries nosniff and same-origin only: a page's policy means nothing on it", async () => {
    const { headers, status } = await fetch(`http://127.0.0.1:${server.port}/assets/entry-0a1b2c3d.js`);
    expect(status).toBe(200);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('content-security-policy')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
    // A missing one is no page either: words, not the app's page without its policy.
    const missing = await fetch(`http://127.0.0.1:${server.port}/assets/nope.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  test("matchmaking answers CORS for the page's own origin only, never with credentials", async () => {
    const own = `http://127.0.0.1:${server.port}`;
    const ask = (origin: string) =>
      fetch(`${own}/matchmake/joinById/nope`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const foreign = await ask('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const same = await ask(own);
    expect(same.headers.get('access-control-allow-origin')).toBe(own);
    for (const answer of [foreign, same]) expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await fetch(`${own}/matchmake/joinById/nope`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    // A preflight's methods go only to the own origin, not with every script (#41).
    expect(same.headers.get('access-control-allow-methods')).toMatch(/POST/);
    for (const answer of [foreign, refused, await fetch(`${own}/api/config`)])
      expect(answer.headers.get('access-control-allow-methods')).toBeNull();
  });
});
