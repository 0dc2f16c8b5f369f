/**
 * `npm run cluster -- [--processes N] [--port P] [--redis-port R] [--data DIR] [--host H]`
 * The scale-out topology of docker-compose.yml on one machine, without Docker: a local
 * redis-server (the Debian package, installed when missing) on loopback port R (6379) with its
 * append-only file in DIR/redis (data/cluster/redis), and N (2) table processes on ports P
 * (2567), P+1, … sharing it, each announcing H:port (localhost) as its PUBLIC_ADDRESS. Every
 * other setting comes from the environment as for `npm start` (FAILOVER_SECONDS, LOG_LEVEL, …).
 * Each table process's output lines are prefixed with its name.
 *
 * Ctrl-C (or SIGTERM) stops the table processes first, then Redis, which they need to the
 * end. A table process that dies on its own is reported and left dead: the others take over
 * its tables, which is what the topology is for.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { RedisProcess } from './redisProcess';
import { SERVER_MAIN, untilHealthy } from './serverProcess';

const USAGE = 'npm run cluster -- [--processes N] [--port P] [--redis-port R] [--data DIR] [--host H]';
/** A table process closes its tables and leaves the others its share within this; then it is killed. */
const STOP_SECONDS = 30;

interface ClusterOptions {
  readonly processes: number;
  readonly port: number;
  readonly redisPort: number;
  readonly data: string;
  readonly host: string;
}

/**
 * The options, strictly: `parseArgs` refuses an unknown or misspelt option rather than start
 * something other than what was asked. Unlike the other tools' (`readArgs`), they have defaults
 * and `--help`.
 */
function readOptions(args: string[]): ClusterOptions | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string', default: '2567' },
      'redis-port': { type: 'string', default: '6379' },
      data: { type: 'string', default: join('data', 'cluster') },
      host: { type: 'string', default: 'localhost' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const processes = whole('processes', values.processes, 1, 64);
  const port = whole('port', values.port, 1, 65536 - processes);
  const redisPort = whole('redis-port', values['redis-port'], 1, 65535);
  if (redisPort >= port && redisPort < port + processes) throw new Error(`--redis-port ${redisPort} is one of the table processes' ports`);
  if (!values.host) throw new Error('--host names the host browsers reach the processes at');
  return { processes, port, redisPort, data: resolve(values.data), host: values.host };
}

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`--${name} takes a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

function say(line: string): void {
  process.stdout.write(`cluster | ${line}\n`);
}

/** Each line of `from` goes to `to` behind `prefix`, so that interleaved logs still say whose they are. */
function prefixLines(from: Readable, to: NodeJS.WriteStream, prefix: string): void {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix} | ${line}\n`));
}

/** redis-server is the Debian package; the script the tests use installs it when it is missing, and does nothing otherwise. */
function ensureRedisServer(): void {
  // RedisProcess runs that program instead.
  if (process.env.REDIS_SERVER) return;
  const script = join(__dirname, '..', '..', 'test', 'ensurePackages.sh');
  if (spawnSync('sh', [script, 'redis-server'], { stdio: 'inherit' }).status !== 0) throw new Error('redis-server is missing');
}

/** One table server (`node server/dist/main.js`), as `npm start` runs it, sharing tables through Redis. */
class TableProcess {
  /** Where browsers reach it. */
  readonly url: string;
  private readonly child: ChildProcess;
  /** Once it has exited and its output is all written. */
  private readonly closed: Promise<void>;

  constructor(
    readonly index: number,
    readonly port: number,
    host: string,
    redisUrl: string,
  ) {
    const child = spawn(process.execPath, [SERVER_MAIN], {
      env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl, PUBLIC_ADDRESS: `${host}:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so that a terminal's Ctrl-C reaches only this command, which
      // stops the table processes before the Redis they need to shut down cleanly.
      detached: true,
    });
    prefixLines(child.stdout, process.stdout, this.name);
    prefixLines(child.stderr, process.stderr, this.name);
    this.child = child;
    this.closed = new Promise((done) => child.once('close', () => done()));
    this.url = `http://${host}:${port}`;
  }

  get name(): string {
    return `table ${this.index}`;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** How it ended, as a sentence's end. */
  get ending(): string {
    return this.child.signalCode ? `on ${this.child.signalCode}` : `with code ${this.child.exitCode}`;
  }

  async untilHealthy(): Promise<void> {
    await untilHealthy(this.child, this.port).catch((error: unknown) => {
      throw new Error(`${this.name}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Calls `then` when the process ends, however it ends. */
  onExit(then: () => void): void {
    this.child.once('exit', then);
  }

  /** SIGTERM lets it shut down gracefully; one that takes longer than STOP_SECONDS is killed. */
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGTERM');
    const late = await Promise.race([this.closed.then(() => false), sleep(STOP_SECONDS * 1000, true, { ref: false })]);
    if (!late) return;
    say(`${this.name} did not stop within ${STOP_SECONDS} s: killed`);
    this.child.kill('SIGKILL');
    await this.closed;
  }
}

/** Redis and the table processes, started in that order and stopped in the other. */
class Cluster {
  private redis: Promise<RedisProcess> | null = null;
  private readonly tables: TableProcess[] = [];
  private ready = false;
  private stopping = false;

  constructor(private readonly options: ClusterOptions) {}

  async start(): Promise<void> {
    const { processes, port, redisPort, data, host } = this.options;
    ensureRedisServer();
    const redisDir = join(data, 'redis');
    mkdirSync(redisDir, { recursive: true });
    say(`starting Redis and ${processes} table processes`);
    this.redis = RedisProcess.start(redisPort, redisDir, { ownGroup: true });
    const redis = await this.redis;
    if (this.stopping) return;
    for (let index = 0; index < processes; index++) {
      const table = new TableProcess(index + 1, port + index, host, redis.url);
      table.onExit(() => this.lost(table));
      this.tables.push(table);
    }
    await Promise.all(this.tables.map((table) => table.untilHealthy()));
    if (this.stopping) return;
    this.ready = true;
    say(`redis on ${redis.url}, its append-only file in ${redisDir}`);
    for (const table of this.tables) say(`table process ${table.index} on ${table.url}`);
    say('Ctrl-C (or SIGTERM) stops them all: the table processes first, then Redis');
  }

  /** A start that failed (a port taken, a setting not valid) stops what did start. */
  async failed(error: unknown): Promise<void> {
    if (this.stopping) return;
    say(`the cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
    await this.stop(1);
  }

  /** Stops the table processes, then Redis, and exits with `code`; a second call (another Ctrl-C) changes nothing. */
  async stop(code: number): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (this.ready) say('stopping the table processes, then Redis');
    await Promise.all(this.tables.map((table) => table.stop()));
    const redis = await this.redis?.catch(() => null);
    await redis?.stop();
    if (this.ready) say('stopped');
    process.exit(code);
  }

  /** A table process ended on its own: the others take its tables over; with none left, nothing serves. */
  private lost(table: TableProcess): void {
    // Before it was ready, the start fails and says why.
    if (this.stopping || !this.ready) return;
    say(`${table.name} (${table.url}) exited ${table.ending}; the others take over its tables`);
    if (this.tables.some((other) => other.running)) return;
    say('no table process is left');
    void this.stop(1);
  }
}

function main(): void {
  let options: ClusterOptions | 'help';
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nusage: ${USAGE}\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(`usage: ${USAGE}\n`);
    return;
  }
  const cluster = new Cluster(options);
  // SIGHUP too: the children are in groups of their own, so a closed terminal reaches only this process.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void cluster.stop(0));
  cluster.start().catch((error: unknown) => cluster.failed(error));
}

main();
