import { matchMaker } from '@colyseus/core';
import type { Redis } from 'ioredis';
import type { ServerLog } from '../log';
import type { RedisTableStore } from '../store/redisTableStore';

export const DEFAULT_FAILOVER_SECONDS = 10;

/** Every table process, by Colyseus process id, with the public address it announces. */
const PROCESSES = 'dd:processes';
const aliveKey = (process: string) => `dd:alive:${process}`;

export interface FailoverOptions {
  readonly redis: Redis;
  readonly store: RedisTableStore;
  /** Where browsers reach this process (`host:port`, or a proxy's `host/path`). */
  readonly address: string;
  /** A dead process's tables are back on a survivor within about this long. */
  readonly seconds: number;
  readonly log: ServerLog;
  /** Brings a table this process has just claimed back from the shared log. */
  restore(roomId: string): Promise<void>;
}

/**
 * How the processes of a scale-out keep each other's tables alive. Each announces itself and
 * its public address in Redis with a heartbeat that expires; each looks, a few times per
 * failover period, for a process whose heartbeat has expired. Its rooms are dropped from
 * the driver's listing and from matchmaking, and its unfinished tables are claimed one by
 * one: a claim is a script that moves the table to the claimer only if the dead process
 * still holds it, so of two survivors racing for a table exactly one restores it.
 *
 * A process first starting up takes over in the same way the tables of a process that went
 * before it: a restart is a failover onto the new process.
 */
export class Failover {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private addresses: readonly string[] = [];

  constructor(private readonly options: FailoverOptions) {}

  private get me(): string {
    return matchMaker.processId;
  }

  /** The public addresses of every process, this one's included (for the page's websocket policy). */
  get peers(): readonly string[] {
    return this.addresses;
  }

  async start(): Promise<void> {
    await this.round();
    // Three heartbeats per life of one, so a slow moment is never taken for death.
    this.timer = setInterval(() => void this.round(), this.options.seconds * 200).unref();
  }

  /** Stops the heartbeat; `leave` then lets the others take this process's tables at once. */
  stopBeating(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** This process is gone: its tables go to the others at their next look, without waiting out the heartbeat. */
  async leave(): Promise<void> {
    this.stopBeating();
    await this.options.redis.del(aliveKey(this.me));
  }

  private async round(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await this.beat();
      await this.lookForTheDead();
    } catch (error) {
      this.options.log.bounded('error', 'failover', `the failover watch failed: ${error instanceof Error ? error.message : 'unknown error'}`);
    } finally {
      this.busy = false;
    }
  }

  private async beat(): Promise<void> {
    const { redis, address, seconds } = this.options;
    await redis.multi().set(aliveKey(this.me), address, 'PX', Math.round(seconds * 600)).hset(PROCESSES, this.me, address).exec();
  }

  private async lookForTheDead(): Promise<void> {
    const processes = await this.options.redis.hgetall(PROCESSES);
    this.addresses = [...new Set(Object.values(processes))];
    for (const process of Object.keys(processes)) {
      if (process !== this.me && !(await this.options.redis.exists(aliveKey(process)))) await this.takeOver(process);
    }
  }

  private async takeOver(dead: string): Promise<void> {
    const { redis, store, log } = this.options;
    // Nothing may be routed to it any more: neither joins to its rooms nor new tables.
    await matchMaker.driver.cleanup?.(dead);
    await matchMaker.stats.excludeProcess(dead);
    let restored = 0;
    for (const roomId of await store.held(dead)) {
      if (!(await store.claim(roomId, dead))) continue;
      try {
        await this.options.restore(roomId);
        restored++;
      } catch (error) {
        log.bounded('error', 'failover', `table ${roomId} was not restored: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    }
    if ((await store.held(dead)).length === 0) await redis.hdel(PROCESSES, dead);
    if (restored > 0) log.info(`process ${dead} stopped answering: ${restored} of its tables restored here`);
  }
}
