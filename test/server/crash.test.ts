/**
 * A crash loses no acknowledged action: the server as `npm start` runs it is killed with
 * SIGKILL in the middle of play and started again on the same data. Both players and the
 * spectator come back the way a reloaded page does (seat key, spectator link) and finish
 * the game, which is then exactly the stored log replayed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { kompromat, Msg, randomSource } from '@dead-drop/shared';
import { gameDriver } from '../../workshop/src/drivers';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { TableStore } from '../../server/src/store/tableStore';
import { expectStoredGame, nextMove, play } from '../fixtures/ackedPlay';

const driver = gameDriver(kompromat);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-crash-'));
const port = 20_000 + Math.floor(Math.random() * 10_000);
let server: ServerProcess | null = null;
let clients: TableClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.leave().catch(() => undefined)));
  server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL mid-game: everyone comes back, the game finishes, and it equals its stored log replayed', async () => {
  server = await ServerProcess.start(port, [], { DATA_DIR: dataDir });
  clients = await driver.open(server.endpoint, 2);
  const { roomId } = clients[0]!.room;
  const watch = (await clients[0]!.waitForLinks()).watch;
  while (clients.slice(0, 2).some((client) => !client.seat)) await sleep(5);
  const keys = clients.slice(0, 2).map((client) => client.seat!.seatKey);
  const random = randomSource(11);

  const acknowledged = await play(driver, clients, random, (played) => played >= 12);
  // One more action on its way as the process dies: it may or may not have been stored.
  const last = nextMove(driver, clients, random);
  if (last) clients[last.seat]!.send(Msg.act, { action: last.action, at: clients[last.seat]!.step() });
  await server.crash();
  clients = [];

  server = await ServerProcess.start(port, [], { DATA_DIR: dataDir });
  clients = [
    await TableClient.join(server.endpoint, roomId, { seatKey: keys[0]! }),
    await TableClient.join(server.endpoint, roomId, { seatKey: keys[1]! }),
    await TableClient.join(server.endpoint, roomId, { watch }),
  ];
  while (clients.some((client) => client.view.viewer === undefined)) await sleep(5);
  expect(clients.map((client) => client.seat?.seat ?? null)).toEqual([0, 1, null]);

  const afterCrash = await play(driver, clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);

  const store = TableStore.open(dataDir);
  const stored = store.table(roomId)!;
  store.close();
  expectStoredGame(stored, acknowledged + afterCrash, clients[2]!);
}, 120_000);
