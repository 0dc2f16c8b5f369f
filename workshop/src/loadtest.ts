/**
 * `npm run loadtest -- [--game kompromat] [--tables N] [--players P] [--seconds S] [--baseline] [--probe]
 *                     [--probe-rules] [--no-store] [--processes K] [--workers W] [--detail] [--timeline]
 *                     [--hard-bots H] [--server-flags="--cpu-prof --cpu-prof-dir=DIR"]`
 * Starts the server as a child process and opens N tables over real websockets on loopback,
 * each with P random bots and one spectator, spread over W worker threads so that the load
 * generator's own event loop does not stand in the measured latency. Measures over S seconds
 * once every table is open, then stops by itself. With --baseline the same harness first
 * runs against a trivial room that changes one field per action, for comparison in one run.
 * With --probe it also runs against a room that sends the game's own recorded patches
 * without the game (see ProbeRoom): the cost of carrying them, apart from working them out.
 * With --probe-rules, against the same room playing the recorded actions through the rules
 * too (`probe-rules`): what is left between it and the table is the cost of the views.
 * With --no-store, the table also runs with its store off (`<game>-no-store`): the cost of
 * storing every action, measured in the same run.
 * With --processes K (2 or more), the table runs on K server processes behind a local
 * `redis-server`, as a scale-out does (shared rooms and table store): the workers open tables
 * through the processes in turn, matchmaking places each, and a line per process gives its
 * p99 and errors, told apart by the process each table's websocket reached.
 * --detail adds a line per run with the latency tail, the bots' own event-loop delay and the
 * refusal codes (`raced:` for actions another seat's overtook, counted apart from `errors`
 * as `raced`), the load generator's own CPU, and the server's CPU per action on its main
 * thread (user, kernel) and on its other threads (the garbage collector's), and what a probe
 * inside the server saw (loadProbe.ts): its event loop's delay in its worst second, the
 * collector's pauses per second and at the longest, and its heap; --timeline adds a line per
 * second with the latency tail, the tables opened in it (a finished game makes way for a new
 * one), and the server's loop delay and collector pauses in that second;
 * --server-flags passes Node flags to the server (profiling, GC traces).
 * --hard-bots H opens H more tables beside them, each one player against Hard bots (#30),
 * from a worker of their own: their bots search in the server's worker pool, and the line of
 * the players' tables shows what that costs them; a line of their own (`hardBots`) counts
 * their actions and errors.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findGame } from '@dead-drop/shared';
import { emit, readArgs } from './args';
import type { LoadRoom } from './drivers';
import type { ProbeSecond } from './loadProbe';
import type { FromWorker, WorkerJob } from './loadWorker';
import { percentiles, quantile, round } from './percentiles';
import { RedisProcess } from './redisProcess';
import { ServerProcess } from './serverProcess';
import { within } from '@dead-drop/server/dist/within';
import { LOOPBACK_LIMITS } from '@dead-drop/server/dist/serverLimits';

const args = readArgs({
  game: 'string',
  tables: 'string',
  players: 'string',
  seconds: 'string',
  workers: 'string',
  processes: 'string',
  baseline: 'boolean',
  probe: 'boolean',
  'probe-rules': 'boolean',
  'no-store': 'boolean',
  detail: 'boolean',
  timeline: 'boolean',
  'server-flags': 'string',
  'hard-bots': 'string',
});
const game = findGame(args.get('game') ?? 'kompromat');
if (!game) throw new Error(`unknown game "${args.get('game')}"`);
const tables = args.number('tables', 100);
const players = args.number('players', game.minSeats);
const seconds = args.number('seconds', 30);
const workers = args.number('workers', 2);
const detail = args.has('detail');
const timeline = args.has('timeline');
const serverFlags = (args.get('server-flags') ?? '').split(' ').filter(Boolean);
const processes = args.number('processes', 1);
const hardBots = args.number('hard-bots', 0);

type Threads = { mainUser: number; mainSystem: number; others: number };

function totalOf(threads: Threads): number {
  return threads.mainUser + threads.mainSystem + threads.others;
}

/** The CPU of several processes, thread kind by thread kind. */
function sumOf(all: Threads[]): Threads {
  return all.reduce(
    (sum, threads) => ({
      mainUser: sum.mainUser + threads.mainUser,
      mainSystem: sum.mainSystem + threads.mainSystem,
      others: sum.others + threads.others,
    }),
    { mainUser: 0, mainSystem: 0, others: 0 },
  );
}

/**
 * The table servers of a run: one process alone, or `count` behind a local Redis (ports
 * `port`, `port + 100`, …; Redis on `port + 99`), each announcing its own address.
 */
async function startServers(
  port: number,
  count: number,
  env: NodeJS.ProcessEnv,
  probeFiles: readonly string[],
): Promise<{ servers: ServerProcess[]; redis: RedisProcess | null; stop: () => Promise<void> }> {
  if (count <= 1) {
    const server = await ServerProcess.start(port, serverFlags, env, probeFiles[0]);
    return { servers: [server], redis: null, stop: () => server.stop() };
  }
  const redis = await RedisProcess.start(port + 99);
  const servers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      ServerProcess.inCluster(redis.url, port + 100 * index, env, serverFlags, probeFiles[index]),
    ),
  );
  return {
    servers,
    redis,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await redis.stop();
    },
  };
}

/** How long a worker may take to report once asked (its tables are open, or it gave up: see FILL_LIMIT_MS). */
const READY_LIMIT_MS = 180_000;
/** How long past the measurement a worker may take to send its tally. */
const TALLY_LIMIT_MS = 30_000;

/**
 * A worker and its messages in order. Whatever becomes of it, `next` ends: a worker that throws
 * or exits answers `failed` from then on, and a wait longer than `ms` is a failure too.
 */
function startWorker(job: WorkerJob, index: number): { worker: Worker; next: (ms: number, what: string) => Promise<FromWorker> } {
  const worker = new Worker(join(__dirname, 'loadWorker.js'), { workerData: job });
  const inbox: FromWorker[] = [];
  const waiting: ((message: FromWorker) => void)[] = [];
  let failure: FromWorker | null = null;
  const deliver = (message: FromWorker) => {
    const wake = waiting.shift();
    if (wake) wake(message);
    else inbox.push(message);
  };
  const fail = (reason: string) => {
    failure ??= { type: 'failed', reason: `worker ${index}: ${reason}` };
    while (waiting.length > 0) deliver(failure);
  };
  worker.on('message', deliver);
  worker.on('error', (error) => fail(String(error)));
  worker.on('exit', (code) => fail(`exited with ${code}`));
  const next = (ms: number, what: string) => {
    const message = new Promise<FromWorker>((resolve) => {
      const queued = inbox.shift() ?? failure;
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
    return within(message, ms, `worker ${index}'s ${what}`).catch(
      (error: unknown): FromWorker => ({ type: 'failed', reason: String(error) }),
    );
  };
  return { worker, next };
}

/** What a server's probe wrote, a second a line; none when it wrote nothing. */
function readProbe(file: string): ProbeSecond[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeSecond);
}

async function run(room: LoadRoom, port: number, store = true): Promise<void> {
  const kind = room === 'table' ? `${game!.id}${store ? '' : '-no-store'}` : room;
  // Every load bot connects from loopback (see LOOPBACK_LIMITS), and a run may hold more tables than a default server.
  const count = room === 'table' ? processes : 1;
  const probeDir = mkdtempSync(join(tmpdir(), 'dead-drop-probe-'));
  const probeFiles = Array.from({ length: count }, (_, index) => join(probeDir, `server-${index}.jsonl`));
  const { servers, redis, stop } = await startServers(
    port,
    count,
    {
      MAX_TABLES: String(LOOPBACK_LIMITS.maxTables),
      TABLES_PER_ADDRESS_PER_MINUTE: String(LOOPBACK_LIMITS.tablesPerAddressPerMinute),
      TABLES_PER_NETWORK_PER_MINUTE: String(LOOPBACK_LIMITS.tablesPerNetworkPerMinute),
      TABLES_PER_MINUTE: String(LOOPBACK_LIMITS.tablesPerMinute),
      SOCKETS_PER_ADDRESS: String(LOOPBACK_LIMITS.socketsPerAddress),
      CONNECTIONS_PER_ADDRESS: String(LOOPBACK_LIMITS.connectionsPerAddress),
      ...(store ? {} : { STORE: '0' }),
    },
    probeFiles,
  );
  const shares = Array.from({ length: workers }, (_, w) => Math.floor(tables / workers) + (w < tables % workers ? 1 : 0));
  const pool = shares.map((share, w) =>
    startWorker(
      {
        room,
        game: game!.id,
        endpoint: servers[w % servers.length]!.endpoint,
        tables: share,
        players,
        seed: port + w,
      },
      w,
    ),
  );
  // The Hard bots' tables: against the game's table only, never a measurement room.
  const hard =
    hardBots > 0 && room === 'table'
      ? startWorker(
          {
            room,
            game: game!.id,
            endpoint: servers[0]!.endpoint,
            tables: hardBots,
            players: game!.minSeats,
            seed: port + workers,
            hardBots: true,
          },
          workers,
        )
      : null;
  const ready = await Promise.all([...pool, ...(hard ? [hard] : [])].map((p) => p.next(READY_LIMIT_MS, 'tables to open')));
  let errors = 0;
  /** A worker that failed or could not fill its tables is an error line, never a hang. */
  const problem = (message: FromWorker): void => {
    const reason = message.type === 'failed' ? message.reason : message.type === 'ready' ? message.unfilled : undefined;
    if (reason === undefined) return;
    errors++;
    emit({ loadtest: kind, error: reason });
  };
  for (const message of ready) {
    if (message.type === 'ready') errors += message.errors;
    problem(message);
  }

  const serversCpu = () => sumOf(servers.map((server) => server.cpuByThread()));
  const threadsBefore = serversCpu();
  const redisCpuBefore = redis?.cpuSeconds() ?? 0;
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const startedAt = Date.now();
  const everyWorker = hard ? [...pool, hard] : pool;
  for (const { worker } of everyWorker) worker.postMessage({ type: 'measure' });
  await sleep(seconds * 1000);
  for (const { worker } of everyWorker) worker.postMessage({ type: 'stop' });
  const tallies = await Promise.all(pool.map((p) => p.next(TALLY_LIMIT_MS, 'tally')));
  const hardTally = hard ? await hard.next(TALLY_LIMIT_MS, 'tally') : null;
  tallies.forEach(problem);
  if (hardTally) {
    problem(hardTally);
    if (hardTally.type === 'tally')
      emit({ loadtest: kind, hardBots, actions: hardTally.actions, errors: hardTally.errors, errorCodes: hardTally.errorCodes });
  }
  const wall = (performance.now() - started) / 1000;
  const threads = serversCpu();
  const redisCpu = (redis?.cpuSeconds() ?? 0) - redisCpuBefore;
  const cpu = totalOf(threads) - totalOf(threadsBefore);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const rssMB = servers.reduce((sum, server) => sum + server.rssMB(), 0);
  const endedAt = Date.now();
  await stop();
  const probed = probeFiles.flatMap(readProbe).filter((one) => one.at > startedAt && one.at <= endedAt + 500);
  rmSync(probeDir, { recursive: true, force: true });
  await Promise.all(everyWorker.map(({ worker }) => worker.terminate()));

  let actions = 0;
  let bytes = 0;
  let raced = 0;
  const latencies: number[] = [];
  const bySecond: { latencies: number[]; opens: number }[] = [];
  const second = (at: number) => (bySecond[Math.floor((at - startedAt) / 1000)] ??= { latencies: [], opens: 0 });
  const errorCodes: Record<string, number> = {};
  const byHost = new Map<string, { latencies: number[]; errors: number }>();
  const host = (name: string) => byHost.get(name) ?? byHost.set(name, { latencies: [], errors: 0 }).get(name)!;
  let botLoopDelayP99Ms = 0;
  let botLoopDelayMaxMs = 0;
  for (const tally of tallies) {
    if (tally.type !== 'tally') continue;
    actions += tally.actions;
    bytes += tally.bytes;
    errors += tally.errors;
    raced += tally.raced;
    latencies.push(...tally.latencies);
    tally.latencies.forEach((latency, i) => second(tally.latencyAt[i]!).latencies.push(latency));
    for (const at of tally.opensAt) second(at).opens++;
    for (const [code, count] of Object.entries(tally.errorCodes)) errorCodes[code] = (errorCodes[code] ?? 0) + count;
    tally.latencies.forEach((latency, i) => host(tally.latencyHost[i]!).latencies.push(latency));
    for (const [name, count] of Object.entries(tally.errorsByHost)) host(name).errors += count;
    botLoopDelayP99Ms = Math.max(botLoopDelayP99Ms, tally.loopDelayP99Ms);
    botLoopDelayMaxMs = Math.max(botLoopDelayMaxMs, tally.loopDelayMaxMs);
  }
  const { p50, p99 } = percentiles(latencies);
  const perAction = (seconds: number) => round((seconds * 1e6) / Math.max(1, actions));
  emit({
    loadtest: kind,
    // Redis's own CPU is apart: the table processes' `cpuUsPerAction` leaves it out.
    ...(redis ? { processes: servers.length, redisCpuUsPerAction: perAction(redisCpu) } : {}),
    tables,
    clients: tables * (players + 1),
    actionsPerSec: round(actions / wall),
    p50Ms: round(p50, 2),
    p99Ms: round(p99, 2),
    serverCpuPct: round((cpu / wall) * 100),
    cpuUsPerAction: perAction(cpu),
    rssMB: round(rssMB),
    bytesPerSec: Math.round(bytes / wall),
    errors,
    raced,
  });
  if (servers.length > 1) {
    for (const [name, { latencies: carried, errors: failed }] of byHost) {
      const tail = percentiles(carried);
      emit({
        loadtest: kind,
        process: name,
        actions: carried.length,
        p50Ms: round(tail.p50, 2),
        p99Ms: round(tail.p99, 2),
        errors: failed,
      });
    }
  }
  if (detail) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => round(quantile(sorted, q), 2);
    const most = (pick: (one: ProbeSecond) => number) => round(Math.max(0, ...probed.map(pick)), 1);
    emit({
      loadtest: kind,
      detail: {
        p90Ms: at(0.9),
        p99Ms: at(0.99),
        p999Ms: at(0.999),
        maxMs: at(1),
        // The server's side of the tail (loadProbe.ts): its event loop's worst second, and what
        // the garbage collector paused it for, per second on average and at the longest.
        serverLoopDelayP99Ms: most((one) => one.loopP99Ms),
        serverLoopDelayMaxMs: most((one) => one.loopMaxMs),
        gcMsPerSec: round(probed.reduce((sum, one) => sum + one.gcMs, 0) / Math.max(1, probed.length), 1),
        gcMaxPauseMs: most((one) => one.gcMaxMs),
        majorGcs: probed.reduce((sum, one) => sum + one.majorGcs, 0),
        heapMB: most((one) => one.heapMB),
        botLoopDelayP99Ms: round(botLoopDelayP99Ms, 1),
        botLoopDelayMaxMs: round(botLoopDelayMaxMs, 1),
        botCpuPct: round(((ownCpu.user + ownCpu.system) / 1e6 / wall) * 100),
        serverUsPerAction: {
          mainUser: perAction(threads.mainUser - threadsBefore.mainUser),
          mainSystem: perAction(threads.mainSystem - threadsBefore.mainSystem),
          otherThreads: perAction(threads.others - threadsBefore.others),
        },
        errorCodes,
      },
    });
  }
  if (timeline) {
    for (const [at, { latencies: inSecond, opens }] of bySecond.entries()) {
      const sorted = (inSecond ?? []).sort((a, b) => a - b);
      // The probe's seconds end at `at`: the one ending in this second tells of most of it.
      const server = probed.filter((one) => Math.floor((one.at - startedAt) / 1000) === at);
      emit({
        loadtest: kind,
        second: at,
        actions: sorted.length,
        opens: opens ?? 0,
        p99Ms: round(quantile(sorted, 0.99), 1),
        maxMs: round(quantile(sorted, 1), 1),
        serverLoopMaxMs: round(Math.max(0, ...server.map((one) => one.loopMaxMs)), 1),
        gcMs: round(
          server.reduce((sum, one) => sum + one.gcMs, 0),
          1,
        ),
        gcMaxMs: round(Math.max(0, ...server.map((one) => one.gcMaxMs)), 1),
      });
    }
  }
}

async function main(): Promise<void> {
  // Below the range the system hands out for outgoing connections (32768 and up), which a health check could take.
  const port = 10000 + Math.floor(Math.random() * 20000);
  if (args.has('baseline')) await run('baseline', port);
  if (args.has('probe')) await run('probe', port + 1);
  if (args.has('probe-rules')) await run('probe-rules', port + 2);
  if (args.has('no-store')) await run('table', port + 4, false);
  await run('table', port + 3);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
