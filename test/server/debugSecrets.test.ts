/**
 * Secrets never reach a log, whatever DEBUG says (faults that lose games, item 6): with every
 * Colyseus debug namespace asked for, a server that seats two players and a spectator prints
 * none of the table's secrets: invite and spectator links, seat keys, reconnection tokens.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { Msg } from '@dead-drop/shared';
import { TableClient } from '../../server/src/tools/tableClient';

test('DEBUG=colyseus:* prints no secret of a table', async () => {
  const server = spawn(process.execPath, [join(__dirname, '../../server/dist/main.js')], {
    env: { ...process.env, PORT: '0', STORE: '0', DEBUG: 'colyseus:*' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  server.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const clients: TableClient[] = [];
  try {
    while (!/listening on port (\d+)/.test(output)) await once(server.stdout, 'data');
    const endpoint = `ws://127.0.0.1:${/listening on port (\d+)/.exec(output)![1]}`;
    const host = await TableClient.create(endpoint, { game: 'kompromat', name: 'Ada' });
    clients.push(host);
    const links = await host.waitForLinks();
    const guest = await TableClient.join(endpoint, host.room.roomId, { invite: links.invite!, name: 'Bob' });
    const watcher = await TableClient.join(endpoint, host.room.roomId, { watch: links.watch });
    clients.push(guest, watcher);
    expect((await host.request(Msg.start, {})).ok).toBe(true);
    while (!guest.seat) await sleep(10);
    await Promise.all(clients.map((client) => client.leave()));

    const secrets = [links.invite!, links.watch, guest.seat.seatKey, host.room.reconnectionToken, guest.room.reconnectionToken];
    for (const secret of secrets) expect({ secret, logged: output.includes(secret.split(':').pop()!) }).toEqual({ secret, logged: false });
    expect(output).toMatch(/stay off, as they print table secrets/);
  } finally {
    server.kill('SIGKILL');
  }
});
