/**
 * `npm run loadtest -- [--game kompromat] [--tables N] [--players P] [--seconds S] [--baseline]`
 * Starts the server as a child process, opens N tables over real websockets on loopback,
 * each with P random bots and one spectator; a bot acts about a second after it is given
 * something to do. Measures over S seconds once every table is open, then stops by itself.
 * With --baseline the same harness first runs against a trivial room that changes one field
 * per action, so that the two can be compared in one run.
 */
import { findGame, randomSource } from '@dead-drop/shared';
import { emit, numberArg, readArgs } from './args';
import { baselineDriver, gameDriver, type TableDriver } from './drivers';
import { percentiles, round } from './percentiles';
import { ServerProcess } from './serverProcess';
import type { TableClient } from './tableClient';

const args = readArgs();
const game = findGame(args.get('game') ?? 'kompromat');
if (!game) throw new Error(`unknown game "${args.get('game')}"`);
const tables = numberArg(args, 'tables', 100);
const players = numberArg(args, 'players', game.minSeats);
const seconds = numberArg(args, 'seconds', 30);
const OPEN_AT_ONCE = 20;
const THINK_MS = 1000;

interface Tally {
  actions: number;
  latencies: number[];
  errors: number;
  measuring: boolean;
}

async function run(name: string, driver: TableDriver, port: number): Promise<void> {
  const server = await ServerProcess.start(port);
  const tally: Tally = { actions: 0, latencies: [], errors: 0, measuring: false };
  const random = randomSource(port);
  const clients: TableClient[] = [];
  let stopping = false;

  const play = async (): Promise<void> => {
    while (!stopping) {
      let table: TableClient[];
      try {
        table = await driver.open(server.endpoint, players);
      } catch {
        tally.errors++;
        return;
      }
      clients.push(...table);
      await new Promise<void>((done) => {
        table.slice(0, players).forEach((client, seat) => {
          let sentAt: number | null = null;
          let timer: NodeJS.Timeout | null = null;
          const consider = () => {
            if (sentAt !== null) {
              if (tally.measuring) tally.latencies.push(performance.now() - sentAt);
              sentAt = null;
            }
            if (stopping || driver.finished(client)) return done();
            if (timer || driver.nextAction(client, seat, random) === null) return;
            timer = setTimeout(() => {
              timer = null;
              const action = driver.nextAction(client, seat, random);
              if (action === null || stopping) return;
              sentAt = performance.now();
              if (tally.measuring) tally.actions++;
              driver.send(client, action);
            }, THINK_MS * (0.75 + random() / 2));
          };
          client.onChange(consider);
          client.onError(() => { tally.errors++; sentAt = null; consider(); });
          consider();
        });
      });
      if (!stopping) await Promise.all(table.map((client) => client.leave()));
    }
  };

  const running: Promise<void>[] = [];
  for (let i = 0; i < tables; i += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, tables - i) }, () => play());
    running.push(...batch);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  while (clients.length < tables * (players + 1) && tally.errors === 0) await new Promise((r) => setTimeout(r, 100));

  const bytesBefore = clients.reduce((sum, c) => sum + c.bytes, 0);
  const cpuBefore = server.cpuSeconds();
  const started = performance.now();
  tally.measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  tally.measuring = false;
  const wall = (performance.now() - started) / 1000;
  const cpu = server.cpuSeconds() - cpuBefore;
  const bytes = clients.reduce((sum, c) => sum + c.bytes, 0) - bytesBefore;
  const rssMB = server.rssMB();
  stopping = true;
  server.stop();
  await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);

  const { p50, p99 } = percentiles(tally.latencies);
  const actionsPerSec = tally.actions / wall;
  emit({
    loadtest: name,
    tables,
    clients: tables * (players + 1),
    actionsPerSec: round(actionsPerSec),
    p50Ms: round(p50, 2),
    p99Ms: round(p99, 2),
    serverCpuPct: round((cpu / wall) * 100),
    cpuUsPerAction: round((cpu * 1e6) / Math.max(1, tally.actions)),
    rssMB: round(rssMB),
    bytesPerSec: Math.round(bytes / wall),
    errors: tally.errors,
  });
}

async function main(): Promise<void> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  if (args.has('baseline')) await run('baseline', baselineDriver(players), port);
  await run(game!.id, gameDriver(game!), port + 1);
  process.exit(0);
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
