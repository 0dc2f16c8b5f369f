/**
 * Waiting on Redis (#45 item 9): a real table process on a real `redis-server` that hangs
 * (SIGSTOP) while a move is on its way. The move is answered as done once Redis answers,
 * however long that takes, and the same move sent again meanwhile, as a page that gave up
 * waiting does, is answered as done too, not refused as stale: it is played once.
 * (The page's side, "Saving your move…" and its longer wait: test/client/savingMove.test.ts.)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { kompromat, Msg, randomSource } from '@dead-drop/shared';
import { gameDriver } from '../../workshop/src/drivers';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { nextMove } from '../fixtures/ackedPlay';

const basePort = 15_000 + Math.floor(Math.random() * 500) * 10;
let redisServer: RedisProcess;
let server: ServerProcess;
let clients: TableClient[] = [];

beforeAll(async () => {
  redisServer = await RedisProcess.start(basePort);
  server = await ServerProcess.inCluster(redisServer.url, basePort + 1);
});

afterAll(async () => {
  redisServer.resume();
  await Promise.all(clients.map((client) => client.leave()));
  await server.stop();
  await redisServer.stop();
}, 60_000);

test('a move held up by a hanging Redis is answered as done once stored, and so is the same move sent again meanwhile', async () => {
  const host = await TableClient.create(server.endpoint, { game: kompromat.id, name: 'Ada' });
  const links = await host.waitForLinks();
  const guest = await TableClient.join(server.endpoint, host.room.roomId, { invite: links.invite!, name: 'Bob' });
  const watcher = await TableClient.join(server.endpoint, host.room.roomId, { watch: links.watch });
  clients = [host, guest, watcher];
  while (!host.seat || !guest.seat) await sleep(5);
  expect((await host.request('start', {})).ok).toBe(true);
  while (clients.some((client) => client.view.viewer === undefined)) await sleep(5);
  const move = nextMove(gameDriver(kompromat), clients, randomSource(3))!;
  const mover = clients[move.seat]!;
  const sent = { action: move.action, at: mover.step() };

  redisServer.pause();
  const first = mover.room.request(Msg.act, sent, { timeout: 60_000 });
  // Nothing is told while Redis holds the write.
  await sleep(1_500);
  expect(watcher.step()).toBe(sent.at);
  const again = mover.room.request(Msg.act, sent, { timeout: 60_000 });
  await sleep(500);
  redisServer.resume();

  expect(await first).toEqual({ ok: true });
  expect(await again).toEqual({ ok: true });
  while (watcher.step() === sent.at) await sleep(5);
  // Played once.
  await sleep(200);
  expect(clients.map((client) => client.step())).toEqual([sent.at + 1, sent.at + 1, sent.at + 1]);
  expect(clients.flatMap((client) => client.errors)).toEqual([]);
}, 60_000);
