/**
 * An error answers JSON with a code, never express's HTML page of the stack with the server's
 * paths (#40 item 5): a full disk under POST /api/alerts/subscribe answered one, and so did the
 * replay of a game with a damaged row. The log says what failed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { replayId, SPECTATOR } from '@dead-drop/shared';
import express from 'express';
import { answerErrorsInJson } from '../../server/src/jsonErrors';
import { ServerLog } from '../../server/src/log';
import { TableStore } from '../../server/src/store/tableStore';
import { askReplay } from '../fixtures/secretApis';
import { leaveAll, startedTable, startServer } from './harness';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-errors-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server log whose lines this test reads. */
function readableLog(): { log: ServerLog; lines: string[] } {
  const lines: string[] = [];
  return {
    log: ServerLog.to({
      write: (line: string) => {
        lines.push(line);
      },
    }),
    lines,
  };
}

/** What an answer must not be: a page, a stack, or a path of the server's. */
async function expectJsonError(response: Response, status: number, code: string): Promise<void> {
  const text = await response.text();
  expect({ status: response.status, type: response.headers.get('content-type'), body: JSON.parse(text) as unknown }).toEqual({
    status,
    type: expect.stringMatching(/^application\/json/),
    body: { code, error: expect.any(String) },
  });
  expect(text).not.toMatch(/<html|\sat\s|\/work\/|node_modules|dead-drop-errors/i);
}

test('a route that throws, at once or later, answers 500 in JSON and is logged; a path that does not decode is a 400', async () => {
  const { log, lines } = readableLog();
  const app = express();
  app.get('/now', () => {
    throw new Error(`ENOSPC: no space left on device, open '${dataDir}/x'`);
  });
  app.get('/later', async () => {
    await Promise.resolve();
    throw new Error('later');
  });
  app.get('/p/:id', (_request, response) => {
    response.json({ ok: true });
  });
  answerErrorsInJson(app, log);
  const listening = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  try {
    await expectJsonError(await fetch(`${origin}/now`), 500, 'server_error');
    expect(lines.join('')).toMatch(/GET \/now failed: ENOSPC/);
    await expectJsonError(await fetch(`${origin}/later`), 500, 'server_error');
    await expectJsonError(await fetch(`${origin}/p/%E0%A4%A`), 400, 'bad_request');
  } finally {
    await new Promise((resolve) => listening.close(resolve));
  }
});

test("a store refusing a subscription's write, and a damaged row under a replay, answer in JSON", async () => {
  const store = TableStore.open(dataDir);
  store.create({ roomId: 'done', game: 'guess', options: null, clock: 0, invite: 'i-done', watch: 'w-done' }, 0);
  store.seats('done', [
    { name: 'Ada', key: 'k0', host: true, bot: '' },
    { name: 'Bob', key: 'k1', host: false, bot: '' },
  ]);
  store.start('done', { game: 'guess', seed: 7, seats: 2, options: null });
  store.action('done', 0, { seat: 0, action: { type: 'peek', target: 1 } });
  store.finish('done', replayId('done', 1));
  store.close();
  const db = new DatabaseSync(path.join(dataDir, 'tables.sqlite'));
  db.prepare('UPDATE actions SET action = ? WHERE room_id = ?').run('{not json', replayId('done', 1));
  db.close();

  const { log, lines } = readableLog();
  const server = await startServer({ dataDir, log });
  const { host, everyone } = await startedTable(server);
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    await expectJsonError(await askReplay(origin, replayId('done', 1), 'w-done', SPECTATOR), 500, 'server_error');
    expect(lines.join('')).toMatch(/POST \/api\/replay\/done-g1 failed/);
    // The store refuses the subscription's write, as on a full disk: another connection holds its lock.
    const locker = new DatabaseSync(path.join(dataDir, 'tables.sqlite'));
    locker.exec('BEGIN IMMEDIATE');
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };
    const body = JSON.stringify({ roomId: host.roomId, seatKey: host.last('seat').seatKey, subscription });
    try {
      // Asked of the table that holds the seat (alerts/desk.ts), whose write failed: "try again", in JSON.
      const response = await fetch(`${origin}/api/alerts/subscribe`, { method: 'POST', body });
      const text = await response.text();
      expect({ status: response.status, type: response.headers.get('content-type'), body: JSON.parse(text) as unknown }).toEqual({
        status: 503,
        type: expect.stringMatching(/^application\/json/),
        body: { code: 'unavailable', message: expect.any(String) },
      });
      expect(text).not.toMatch(/<html|\sat\s|\/work\/|node_modules|SQLITE|locked/i);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
  } finally {
    await leaveAll(everyone);
    await server.close();
  }
});
