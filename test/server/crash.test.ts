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
import { findGame, kompromat, Match, Msg, randomSource, SPECTATOR, TableErrorCode } from '@dead-drop/shared';
import { gameDriver } from '../../server/src/tools/drivers';
import { ServerProcess } from '../../server/src/tools/serverProcess';
import { TableClient } from '../../server/src/tools/tableClient';
import { TableStore } from '../../server/src/store/tableStore';

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

/** The seat that has something to do, and the action a random player would take. */
function nextMove(table: TableClient[], random: () => number): { seat: number; action: unknown } | null {
  const seat = table.findIndex((client, index) => index < 2 && driver.canAct(client, index));
  return seat < 0 ? null : { seat, action: driver.nextAction(table[seat]!, seat, random) };
}

/** Plays acknowledged moves until `enough` says stop or the game ends; returns how many were accepted. */
async function play(table: TableClient[], random: () => number, enough: (played: number) => boolean): Promise<number> {
  let played = 0;
  while (!enough(played) && !driver.finished(table[2]!)) {
    const move = nextMove(table, random);
    if (!move) {
      await sleep(2);
      continue;
    }
    const reply = await table[move.seat]!.request(Msg.act, { action: move.action });
    if (reply.ok) played++;
    // A seat plays at most 10 actions a second, as people do (bursts of 20).
    else if (reply.error.code === TableErrorCode.rateLimited) await sleep(200);
    else throw new Error(`refused: ${reply.error.code}`);
    // Let every client see the patch before choosing again.
    await Promise.all(table.map((client) => new Promise((resolve) => { client.room.ping(resolve); })));
  }
  return played;
}

test('SIGKILL mid-game: everyone comes back, the game finishes, and it equals its stored log replayed', async () => {
  server = await ServerProcess.start(port, [], { DATA_DIR: dataDir });
  clients = await driver.open(server.endpoint, 2);
  const { roomId } = clients[0]!.room;
  const watch = (await clients[0]!.waitForLinks()).watch;
  while (clients.slice(0, 2).some((client) => !client.seat)) await sleep(5);
  const keys = clients.slice(0, 2).map((client) => client.seat!.seatKey);
  const random = randomSource(11);

  const acknowledged = await play(clients, random, (played) => played >= 12);
  // One more action on its way as the process dies: it may or may not have been stored.
  const last = nextMove(clients, random);
  if (last) clients[last.seat]!.send(Msg.act, { action: last.action });
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

  const afterCrash = await play(clients, random, () => false);
  expect(driver.finished(clients[2]!)).toBe(true);

  const store = TableStore.open(dataDir);
  const stored = store.table(roomId)!;
  store.close();
  expect(stored.actions.length).toBeGreaterThanOrEqual(acknowledged + afterCrash);
  expect(stored.actions.length).toBeLessThanOrEqual(acknowledged + afterCrash + 1);
  const game = findGame(kompromat.id)!;
  const replayed = Match.replay(game, stored.setup!, stored.actions);
  expect(replayed.result).not.toBeNull();
  expect(clients[2]!.view).toEqual(JSON.parse(JSON.stringify(game.viewFor(replayed.state, SPECTATOR))));
}, 120_000);
