import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { matchMaker } from '@colyseus/core';
import type { Redis } from 'ioredis';
import type { ServerLog } from '../log';
import { failovers } from '../metrics';
import type { RedisTableStore } from '../store/redisTableStore';

export const DEFAULT_FAILOVER_SECONDS = 10;

/** Every table process, by Colyseus process id, with the public address it announces. */
const PROCESSES = 'dd:processes';
/** A process's heartbeat: a count that it moves on at each beat, and deletes when it leaves. */
const aliveKey = (process: string) => `dd:alive:${process}`;
/** Where a process that leaves says so, once its heartbeat is gone: the others look at once. */
const LEFT = 'dd:left';

/** What this process saw of another's heartbeat: its count, and since when (this process's monotonic ms) it has not moved. */
interface Seen {
  readonly beat: string;
  readonly since: number;
}

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
  /** The tables this process has open, by room id; `moved` closes one whose table another process holds now. */
  open(): Iterable<{ readonly roomId: string; moved(): void }>;
}

/**
 * How the processes of a scale-out keep each other's tables alive. Each announces itself and
 * its public address in Redis with a heartbeat, a count it moves on a few times per failover
 * period; each looks as often at the others'. A process whose count this one has watched
 * stand still for `seconds` × 0.6 without a break is dead (one that left deleted its count,
 * and is dead at once). Its rooms are dropped from the driver's listing and from
 * matchmaking, and its unfinished tables are claimed one by one: a claim is a script that
 * moves the table to the claimer only if the dead process still holds it, so of two
 * survivors racing for a table exactly one restores it.
 *
 * The age of a heartbeat is judged only from this process's own continuous watching, never
 * from an expiry in Redis: when Redis was out of reach, or this process was paused, nobody
 * could beat, and what it saw before the gap says nothing about who is alive after it. So
 * after a look that came late (or failed) it starts watching afresh.
 *
 * A process that finds one of its open tables held by another (it was paused, and taken for
 * dead) closes its copy once that table is listed at its new holder, so that whoever comes
 * back through their link finds it there.
 *
 * A process first starting up takes over in the same way the tables of a process that went
 * before it: a restart is a failover onto the new process.
 */
export class Failover {
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private addresses: readonly string[] = [];
  private beats = 0;
  private readonly seen = new Map<string, Seen>();
  /** When the last look answered (monotonic ms); 0 before the first. */
  private lastLook = 0;
  /** Another process left while a look was under way: one more follows it. */
  private lookAgain = false;
  /** This process is stopping: it takes nothing over any more (what it claimed now, it could not open). */
  private stopping = false;
  /** Hears the others leave (a connection of its own: a subscribed one sends nothing else). */
  private listener: Redis | null = null;

  constructor(private readonly options: FailoverOptions) {}

  private get me(): string {
    return matchMaker.processId;
  }

  /** The public addresses of every process, this one's included (for the page's websocket policy). */
  get peers(): readonly string[] {
    return this.addresses;
  }

  async start(): Promise<void> {
    this.listener = this.options.redis.duplicate();
    // The shared connection tells the log when Redis is out of reach (see app.ts).
    this.listener.on('error', () => undefined);
    this.listener.on('message', () => this.lookNow());
    await this.listener.subscribe(LEFT);
    await this.round();
    // Three heartbeats per life of one, so a slow moment is never taken for death.
    this.timer = setInterval(() => void this.round(), this.periodMs).unref();
  }

  private get periodMs(): number {
    return this.options.seconds * 200;
  }

  /** Stops the heartbeat; `leave` then lets the others take this process's tables at once. */
  stopBeating(): void {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * A table of this process closed because a write was lost (Redis out of reach for long)
   * comes back from its log here once Redis answers and the old copy is gone, if this process
   * still holds it; one another process holds now is left to it.
   */
  async reopen(roomId: string): Promise<void> {
    const { store, log } = this.options;
    for (;;) {
      try {
        while (matchMaker.getLocalRoomById(roomId)) await sleep(50);
        if ((await store.holder(roomId)) === this.me) {
          await this.options.restore(roomId);
          log.forTable(roomId).info('reopened from its log after a lost write');
        }
        return;
      } catch (error) {
        log
          .forTable(roomId)
          .bounded('error', 'failover', `was not reopened yet: ${error instanceof Error ? error.message : 'unknown error'}`);
        await sleep(this.periodMs);
      }
    }
  }

  /**
   * This process is gone, its tables closed and their writes done (they went before on the
   * same connection): its heartbeat goes, and the others, told so, take its tables over at once
   * instead of waiting out the heartbeat.
   */
  async leave(): Promise<void> {
    this.stopBeating();
    await this.listener?.quit().catch(() => undefined);
    await this.options.redis.multi().del(aliveKey(this.me)).publish(LEFT, this.me).exec();
  }

  /** Another process left: a look now, or right after the one under way. */
  private lookNow(): void {
    if (this.stopping) return;
    if (this.busy) this.lookAgain = true;
    else void this.round();
  }

  private async round(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.lookAgain = false;
    try {
      await this.beat();
      await this.lookForTheDead();
      await this.closeMoved();
    } catch (error) {
      // What was seen before a failure may be old by the next look that answers.
      this.seen.clear();
      this.options.log.bounded(
        'error',
        'failover',
        `the failover watch failed: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    } finally {
      this.busy = false;
      if (this.lookAgain && !this.stopping) void this.round();
    }
  }

  private async beat(): Promise<void> {
    const { redis, address } = this.options;
    await redis
      .multi()
      .set(aliveKey(this.me), ++this.beats)
      .hset(PROCESSES, this.me, address)
      .exec();
  }

  private async lookForTheDead(): Promise<void> {
    const { redis, seconds } = this.options;
    const processes = await redis.hgetall(PROCESSES);
    this.addresses = [...new Set(Object.values(processes))];
    const others = Object.keys(processes).filter((process) => process !== this.me);
    const beats = others.length > 0 ? await redis.mget(others.map(aliveKey)) : [];
    const now = performance.now();
    // A look that answers late (Redis was out of reach, or this process paused) watched nothing in between.
    if (now - this.lastLook > 2 * this.periodMs) this.seen.clear();
    this.lastLook = now;
    const dead: string[] = [];
    others.forEach((process, index) => {
      const beat = beats[index] ?? null;
      const seen = this.seen.get(process);
      if (beat === null) dead.push(process);
      else if (seen?.beat !== beat) this.seen.set(process, { beat, since: now });
      else if (now - seen.since >= seconds * 600) dead.push(process);
    });
    for (const process of dead) await this.takeOver(process);
  }

  /** Open tables that another process holds now, closed once they are listed there. */
  private async closeMoved(): Promise<void> {
    const { store } = this.options;
    const held = new Set(await store.held(this.me));
    for (const table of this.options.open()) {
      if (held.has(table.roomId)) continue;
      const holder = await store.holder(table.roomId);
      if (!holder || holder === this.me) continue;
      const listing = await matchMaker.driver.findOne({ roomId: table.roomId });
      if (listing?.processId === holder) table.moved();
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
        log.forTable(roomId).bounded('error', 'failover', `was not restored: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    }
    if ((await store.held(dead)).length === 0) await redis.multi().hdel(PROCESSES, dead).del(aliveKey(dead)).exec();
    this.seen.delete(dead);
    failovers.inc(restored);
    if (restored > 0) log.info(`process ${dead} stopped answering: ${restored} of its tables restored here`);
  }
}
