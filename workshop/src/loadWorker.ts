import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { findGame, randomSource } from '@dead-drop/shared';
import { driverFor, type LoadRoom, type TableDriver } from './drivers';
import { decodeStringsFlat } from './flatStrings';
import type { TableClient } from './tableClient';
import { within } from '@dead-drop/server/dist/within';

/** What the load generator's main thread tells a worker, and what the worker reports. */
export interface WorkerJob {
  room: LoadRoom;
  game: string;
  endpoint: string;
  tables: number;
  players: number;
  seed: number;
  /** Tables against Hard bots (`--hard-bots`) rather than tables of players. */
  hardBots?: boolean;
}
export type ToWorker = { type: 'measure' } | { type: 'stop' };
export type FromWorker =
  /** Every table opened (or its opening failed, counted in `errors`); `unfilled` says why not, when the worker gave up waiting. */
  | { type: 'ready'; clients: number; errors: number; unfilled?: string }
  /** The worker itself failed (from the main thread's side: it threw or exited). */
  | { type: 'failed'; reason: string }
  | {
      type: 'tally';
      actions: number;
      latencies: number[];
      /** When each latency was measured (epoch ms), and when each table was opened. */
      latencyAt: number[];
      /** Which server process carried each latency (the host of its table's websocket). */
      latencyHost: string[];
      opensAt: number[];
      errors: number;
      /** Refusals of actions that another seat's action overtook (see playSeat). */
      raced: number;
      errorCodes: Record<string, number>;
      /** Errors by the server process of their table (`open` for a table that could not be opened). */
      errorsByHost: Record<string, number>;
      bytes: number;
      /** How late this worker's own event loop ran: a busy load generator inflates latency. */
      loopDelayP99Ms: number;
      loopDelayMaxMs: number;
    };

const OPEN_AT_ONCE = 10;
/** How long opening one table (create, joins, links, start) or leaving it may take. */
const TABLE_LIMIT_MS = 30_000;
/** How long a worker waits for all its tables to open before it reports the shortfall. */
const FILL_LIMIT_MS = 120_000;
/**
 * The bots run at a lower CPU priority than the server they measure. In a deployment the
 * clients are elsewhere; here 2,400 of them share the server's cores, and when both want a
 * core the server should get it. This cannot hide a slow server: an action counts until its
 * bot has read the patch, so a bot kept waiting adds to the latency. Measured on 2 cores at
 * 400 five-player Mata Hari tables: p99 33–45 ms, against 36–94 ms at equal priority.
 */
const BOT_NICENESS = 10;
const THINK_MS = 1000;
/**
 * How long, at most, a table's players take before their next table: a random pause, as
 * people take one. Every table opens in the run's first seconds, so games end together; opened
 * again at once, 400 Mata Hari tables (2,400 connections) came back within some 15 s, a wave
 * of joins that no server of people sees: the run's p99 was 175–179 ms with it, 18–22 ms with
 * the pause (docs/performance.md, "The tail, round 3").
 */
const BETWEEN_GAMES_MS = 30_000;

/**
 * Bots for a share of the tables. A bot acts about a second after it is given something
 * to do, and times each action until the next patch reaches it.
 */
async function work(job: WorkerJob): Promise<void> {
  setPriority(BOT_NICENESS); // on Linux this thread's, not the whole load generator's
  decodeStringsFlat();
  const game = findGame(job.game);
  if (!game) throw new Error(`unknown game "${job.game}"`);
  const driver: TableDriver = driverFor(job.room, game, job.players, job.hardBots);
  const random = randomSource(job.seed);
  /** The clients of open tables; a table's clients are dropped once it has closed (holding
   *  them all would grow the heap, and the pauses of its collection, with every game), and
   *  only the bytes they received are kept. */
  const clients = new Set<TableClient>();
  let closedBytes = 0;
  const tally = {
    actions: 0,
    latencies: [] as number[],
    latencyAt: [] as number[],
    latencyHost: [] as string[],
    opensAt: [] as number[],
    errors: 0,
    raced: 0,
    errorCodes: {} as Record<string, number>,
    errorsByHost: {} as Record<string, number>,
    bytesAtStart: 0,
  };
  const countError = (code: string, host: string, raced = false) => {
    const key = raced ? `raced:${code}` : code;
    tally.errorCodes[key] = (tally.errorCodes[key] ?? 0) + 1;
    if (raced) {
      tally.raced++;
    } else {
      tally.errors++;
      tally.errorsByHost[host] = (tally.errorsByHost[host] ?? 0) + 1;
    }
  };
  let measuring = false;
  let stopping = false;
  /** Tables opened once at least, and those whose opening failed: together they fill the share.
   *  (Open clients are no measure: a finished game's clients leave before the next table's join.) */
  let opened = 0;
  let failedOpens = 0;

  const playSeat = (client: TableClient, seat: number, done: () => void) => {
    const host = hostOf(client);
    let sentAt: number | null = null;
    /** Where the latency of the last action sent went, if a patch has come since. */
    let sample: number | null = null;
    let timer: NodeJS.Timeout | null = null;
    const consider = () => {
      if (sentAt !== null) {
        if (measuring) {
          sample = tally.latencies.push(performance.now() - sentAt) - 1;
          tally.latencyAt.push(Date.now());
          tally.latencyHost.push(host);
        }
        sentAt = null;
      }
      if (stopping || driver.finished(client)) return done();
      if (timer || !driver.canAct(client, seat)) return;
      timer = setTimeout(
        () => {
          timer = null;
          const action = driver.nextAction(client, seat, random);
          if (action === null || stopping) return;
          sentAt = performance.now();
          sample = null;
          if (measuring) tally.actions++;
          driver.send(client, action);
        },
        THINK_MS * (0.75 + random() / 2),
      );
    };
    client.onChange(consider);
    // Seats decide at the same time (Mata Hari's counter-offers): an action chosen from the
    // latest view may meet a state another seat's action has already changed. Its refusal
    // then follows that action's patch, which this bot took for its answer: such a refusal
    // is counted apart, and that patch's time is no latency.
    client.onError((code) => {
      const raced = sentAt === null;
      countError(code, host, raced);
      if (raced && sample !== null && sample < tally.latencies.length) {
        tally.latencies.splice(sample, 1);
        tally.latencyAt.splice(sample, 1);
        tally.latencyHost.splice(sample, 1);
      }
      sentAt = null;
      sample = null;
    });
    consider();
  };

  /** One table after another until told to stop: a finished game makes way for a new one. */
  const play = async (): Promise<void> => {
    while (!stopping) {
      let table: TableClient[];
      try {
        table = await within(driver.open(job.endpoint, job.players), TABLE_LIMIT_MS, 'a table to open');
      } catch (error) {
        // A table that could not be opened, by its reason (a refusal's code, or the failure).
        const { code, message } = error as { code?: unknown; message?: unknown };
        countError(`open: ${code ?? ''} ${String(message ?? error).slice(0, 60)}`.replace(/ +/g, ' '), 'open');
        if (opened + failedOpens < job.tables) failedOpens++;
        return;
      }
      if (opened + failedOpens < job.tables) opened++;
      for (const client of table) clients.add(client);
      if (measuring) tally.opensAt.push(Date.now());
      await new Promise<void>((done) => table.slice(0, job.players).forEach((client, seat) => playSeat(client, seat, done)));
      if (stopping) return;
      await within(Promise.all(table.map((client) => client.leave())), TABLE_LIMIT_MS, "a finished table's clients to leave").catch(
        (error: unknown) => countError(String(error).slice(0, 80), 'leave'),
      );
      for (const client of table) {
        closedBytes += client.bytes;
        clients.delete(client);
      }
      await sleep(random() * BETWEEN_GAMES_MS);
    }
  };

  for (let i = 0; i < job.tables; i += OPEN_AT_ONCE) {
    for (let k = 0; k < Math.min(OPEN_AT_ONCE, job.tables - i); k++) void play();
    await sleep(100);
  }
  const fillBy = performance.now() + FILL_LIMIT_MS;
  while (opened + failedOpens < job.tables && performance.now() < fillBy) await sleep(100);
  const unfilled =
    opened + failedOpens < job.tables
      ? `opened ${opened} of ${job.tables} tables (${failedOpens} failed) in ${FILL_LIMIT_MS / 1000} s`
      : undefined;
  const lag = monitorEventLoopDelay({ resolution: 5 });
  const bytes = () => [...clients].reduce((sum, client) => sum + client.bytes, closedBytes);
  parentPort!.on('message', (message: ToWorker) => {
    if (message.type === 'measure') {
      lag.enable();
      measuring = true;
      tally.bytesAtStart = bytes();
      return;
    }
    measuring = false;
    stopping = true;
    const report: FromWorker = {
      type: 'tally',
      actions: tally.actions,
      latencies: tally.latencies,
      latencyAt: tally.latencyAt,
      latencyHost: tally.latencyHost,
      opensAt: tally.opensAt,
      errors: tally.errors,
      raced: tally.raced,
      errorCodes: tally.errorCodes,
      errorsByHost: tally.errorsByHost,
      bytes: bytes() - tally.bytesAtStart,
      loopDelayP99Ms: lag.percentile(99) / 1e6,
      loopDelayMaxMs: lag.max / 1e6,
    };
    parentPort!.postMessage(report);
  });
  parentPort!.postMessage({ type: 'ready', clients: clients.size, errors: tally.errors, unfilled } satisfies FromWorker);
}

/** The server process a client's table is on: with several, the table may be on another than the one it was opened through. */
function hostOf(client: TableClient): string {
  const url = client.room.connection.url;
  return url ? new URL(url).host : 'unknown';
}

void work(workerData as WorkerJob);
