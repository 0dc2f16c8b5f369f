/**
 * A game's seed stays on the server (reliability round 3, item 1): every table's seed is 256
 * bits from the operating system, kept in the store, and no byte any client receives (state,
 * patches, events, messages, the first sync) carries it or the generator built from it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { games } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { TableStore } from '../../server/src/store/tableStore';
import { leaveAll, type Player, startedTable, startServer } from './harness';

let dataDir: string;
let server: RunningServer;
const everyone: Player[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-seed-'));
  server = await startServer({ games, dataDir });
});
afterAll(async () => {
  await leaveAll(everyone);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.each(['kompromat', 'compile'])("a %s table's seed has 256 bits and reaches no client", async (game) => {
  const table = await startedTable(server, game);
  everyone.push(...table.everyone);
  const store = TableStore.open(dataDir);
  const stored = await store.table(table.host.roomId);
  store.close();
  const seed = stored?.setup?.seed;
  expect(seed).toMatch(/^[0-9a-f]{64}$/);

  for (const player of table.everyone) {
    const received = player.bytes().toString('latin1');
    expect(received.includes(String(seed))).toBe(false);
    expect(received.includes(Buffer.from(String(seed), 'hex').toString('latin1'))).toBe(false);
    const seen = JSON.stringify([player.view(), player.messages]);
    expect(seen).not.toMatch(/"(seed|rng|key|stream)"/);
  }
});
