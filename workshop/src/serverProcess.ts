import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './stopChild';

const TICKS_PER_SECOND = 100;

/** The server's built entry point, as `npm start` runs it, whether this file runs from workshop/dist or workshop/src. */
export const SERVER_MAIN = join(__dirname, '..', '..', 'server', 'dist', 'main.js');
/** The same server with the load rooms (measuredServer.ts), built. */
const MEASURED_SERVER = join(__dirname, '..', 'dist', 'measuredServer.js');
/** The probe a measured server may load (see loadProbe.ts). */
const LOAD_PROBE = join(__dirname, '..', 'dist', 'loadProbe.js');

/** Resolves once the server on `port` answers `/healthz`; rejects if `child` exits first or it takes 20 seconds. */
export async function untilHealthy(child: ChildProcess, port: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error('the server did not come up');
}

/** The table server with the load rooms (measuredServer.ts) as a child process on loopback, measured through /proc. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  /** A process of a scale-out on loopback: behind the Redis at `redisUrl`, announcing its own address (`start` for the rest). */
  static inCluster(
    redisUrl: string,
    port: number,
    env: NodeJS.ProcessEnv = {},
    nodeFlags: readonly string[] = [],
    probeFile?: string,
  ): Promise<ServerProcess> {
    return ServerProcess.start(port, nodeFlags, { ...env, REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` }, probeFile);
  }

  /**
   * `nodeFlags` (say `--cpu-prof`) go to the server's Node; its output is then shown. `env`
   * adds settings (see settings.ts) to those of this process; unless it names a `DATA_DIR`,
   * the server keeps its tables in a new temporary folder. With `probeFile`, the server writes
   * a line a second there on its event loop and garbage collector (loadProbe.ts).
   */
  static async start(
    port: number,
    nodeFlags: readonly string[] = [],
    env: NodeJS.ProcessEnv = {},
    probeFile?: string,
  ): Promise<ServerProcess> {
    const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'dead-drop-data-'));
    const probe = probeFile ? ['--require', LOAD_PROBE] : [];
    const child = spawn(process.execPath, [...probe, ...nodeFlags, MEASURED_SERVER], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(probeFile ? { LOAD_PROBE_FILE: probeFile } : {}),
        ...env,
      },
      stdio: ['ignore', nodeFlags.length > 0 ? 'inherit' : 'ignore', 'inherit'],
    });
    const server = new ServerProcess(child, port);
    try {
      await untilHealthy(child, port);
    } catch (error) {
      server.stop();
      throw error;
    }
    return server;
  }

  get endpoint(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  /** How the process ended (its exit code, or the signal that ended it), or null while it runs. */
  get exit(): { code: number | null; signal: NodeJS.Signals | null } | null {
    const { exitCode: code, signalCode: signal } = this.child;
    return code === null && signal === null ? null : { code, signal };
  }

  /**
   * CPU seconds so far of the main thread, as user and system (the kernel's side of the
   * sockets), and of all other threads (the garbage collector's helpers, libuv's pool): which
   * part of the server a change made cheaper.
   */
  cpuByThread(): { mainUser: number; mainSystem: number; others: number } {
    const main = cpuOf(`/proc/${this.child.pid}/task/${this.child.pid}/stat`);
    const { user, system } = cpuOf(`/proc/${this.child.pid}/stat`);
    return { mainUser: main.user, mainSystem: main.system, others: user + system - main.user - main.system };
  }

  rssMB(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  /** Asks the process to shut down gracefully; resolves once it is gone. */
  stop(): Promise<void> {
    return stopChild(this.child);
  }

  /** Stops the process where it is (SIGSTOP), as a stalled machine does: alive, answering nothing, until `resume`. */
  pause(): void {
    this.child.kill('SIGSTOP');
  }

  resume(): void {
    this.child.kill('SIGCONT');
  }

  /** Ends the process at once, with no chance to save or say goodbye; resolves once it is gone. */
  crash(): Promise<void> {
    return stopChild(this.child, 'SIGKILL');
  }
}

/** CPU seconds (user, system) of a process or thread, by its `/proc` stat file. */
export function cpuOf(statFile: string): { user: number; system: number } {
  const stat = readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
}
