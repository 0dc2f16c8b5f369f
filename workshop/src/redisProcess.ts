import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild } from './stopChild';
import { cpuOf } from './serverProcess';
import { listens } from './ports';

/** Where Debian's package puts it; `REDIS_SERVER` names another. */
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

/**
 * A local `redis-server` (the Debian package) as a child process on loopback, with its own
 * folder and the append-only file on, as a scale-out runs it: what it acknowledged survives
 * its own restart too.
 */
export class RedisProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    readonly dir: string,
  ) {}

  /**
   * `ownGroup` puts it in a process group of its own, so that a terminal's Ctrl-C reaches only
   * the parent, which can then stop it after the processes that use it.
   */
  static async start(
    port: number,
    dir = mkdtempSync(join(tmpdir(), 'dead-drop-redis-')),
    { ownGroup = false } = {},
  ): Promise<RedisProcess> {
    // Another server there (such as the Debian package's own service on 6379) would answer
    // the PING below while this one fails to listen.
    if (await listens(port)) throw new Error(`port ${port} is taken: stop what listens there, or use another port for Redis`);
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', ''],
      { stdio: ['ignore', 'ignore', 'inherit'], detached: ownGroup },
    );
    const failed = new Promise<never>((_, reject) =>
      child.once('error', (error) =>
        reject(new Error(`redis-server did not start (${error.message}): install the Debian package redis-server`)),
      ),
    );
    const redis = new RedisProcess(child, port, dir);
    for (let tries = 0; tries < 100; tries++) {
      if (await Promise.race([answers(port), failed])) return redis;
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      await sleep(50);
    }
    redis.stop();
    throw new Error('redis-server did not come up');
  }

  /** CPU seconds so far, user and system together: what the shared log costs besides the table processes. */
  cpuSeconds(): number {
    const { user, system } = cpuOf(`/proc/${this.child.pid}/stat`);
    return user + system;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }

  /** Stops Redis where it is (SIGSTOP): its connections stay open, and every command waits until `resume`. */
  pause(): void {
    this.child.kill('SIGSTOP');
  }

  resume(): void {
    this.child.kill('SIGCONT');
  }
}

/** Whether something on `port` answers PING as Redis does. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}
