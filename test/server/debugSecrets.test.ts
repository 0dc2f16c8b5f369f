/**
 * Secrets never reach a log, whatever DEBUG says (faults that lose games, item 6; #40 item 5):
 * with every debug namespace asked for, a server that seats two players and a spectator prints
 * none of the table's secrets: invite and spectator links, seat keys, reconnection tokens; and
 * with Redis, whose client prints every command's arguments, not the game's seed either.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { Msg, replayId, SPECTATOR } from '@dead-drop/shared';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { askReplay, checkInvite } from '../fixtures/secretApis';

// Each test starts a server process (and one Redis), which takes seconds on a busy machine.
jest.setTimeout(60_000);

/** The built server with `env`, all it prints kept; the test then plays at it and ends it. */
async function printingServer(env: NodeJS.ProcessEnv, run: (endpoint: string, output: () => string) => Promise<void>): Promise<void> {
  const server = spawn(process.execPath, [join(__dirname, '../../server/dist/main.js')], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    while (!/listening on port (\d+)/.test(output)) await once(server.stdout, 'data');
    await run(`ws://127.0.0.1:${/listening on port (\d+)/.exec(output)![1]}`, () => output);
  } finally {
    server.kill('SIGKILL');
  }
}

/** Ada's table with Bob seated and a spectator, started; its secrets, and how to leave it. */
async function seatedTable(endpoint: string) {
  const host = await TableClient.create(endpoint, { game: 'kompromat', name: 'Ada' });
  const links = await host.waitForLinks();
  const origin = endpoint.replace(/^ws/, 'http');
  expect((await checkInvite(origin, host.room.roomId, links.invite!)).ok).toBe(true);
  const guest = await TableClient.join(endpoint, host.room.roomId, { invite: links.invite!, name: 'Bob' });
  const watcher = await TableClient.join(endpoint, host.room.roomId, { watch: links.watch });
  const clients = [host, guest, watcher];
  expect((await host.request(Msg.start, {})).ok).toBe(true);
  while (!guest.seat || !host.seat) await sleep(10);
  return {
    host,
    guest,
    origin,
    links,
    secrets: () => [
      links.invite!,
      links.watch,
      host.seat!.seatKey,
      guest.seat!.seatKey,
      host.room.reconnectionToken,
      guest.room.reconnectionToken,
    ],
    leave: () => Promise.all(clients.map((client) => client.leave())),
  };
}

function expectNoneIn(output: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect({ secret, logged: output.includes(secret.split(':').pop()!) }).toEqual({ secret, logged: false });
}

test('DEBUG=colyseus:* prints no secret of a table', async () => {
  await printingServer({ STORE: '0', DEBUG: 'colyseus:*' }, async (endpoint, output) => {
    const table = await seatedTable(endpoint);
    await table.leave();
    expectNoneIn(output(), table.secrets());
    expect(output()).toMatch(/stay off, as they print table secrets/);
  });
});

test('DEBUG=* with Redis prints no secret, nor the seed, through a game and its replay', async () => {
  const port = 21_000 + Math.floor(Math.random() * 9_000);
  const redisServer = await RedisProcess.start(port);
  const redis = new Redis(redisServer.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'dead-drop-debug-'));
  try {
    await printingServer(
      { DEBUG: '*', REDIS_URL: redisServer.url, PUBLIC_ADDRESS: `127.0.0.1:${port + 1}`, PORT: String(port + 1), DATA_DIR: dataDir },
      async (endpoint, output) => {
        const table = await seatedTable(endpoint);
        expect((await table.guest.request(Msg.concede, {})).ok).toBe(true);
        const id = replayId(table.host.room.roomId, 1);
        while (!(await redis.hget(`dd:table:${id}`, 'finished'))) await sleep(20);
        expect((await askReplay(table.origin, id, table.links.watch, SPECTATOR)).status).toBe(200);
        const { seed } = JSON.parse((await redis.hget(`dd:table:${id}`, 'setup'))!) as { seed: string };
        await table.leave();
        // DEBUG=* did print: Redis's connection, express's requests.
        expect(output()).toMatch(/ioredis:/);
        expectNoneIn(output(), [seed, ...table.secrets()]);
      },
    );
  } finally {
    await redis.quit();
    await redisServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
