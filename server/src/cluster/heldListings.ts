import { RedisDriver } from '@colyseus/redis-driver';
import type { IRoomCache } from '@colyseus/core';
import type { Redis, Result } from 'ioredis';
import type { RedisTableStore } from '../store/redisTableStore';

/** The driver's hash of listed rooms, by room id (`@colyseus/redis-driver`). */
const LISTINGS = 'roomcaches';

/**
 * The rooms' listing in Redis, where only the process that holds a table writes its entry.
 * A table moved to another process (its old process was paused, or lost Redis, and was taken
 * for dead) is listed there under the same room id; the old copy, when it stops, would
 * otherwise delete that entry (Colyseus removes a room's listing by id alone) or overwrite it
 * with its own address, and every join by the table's links would fail ("room not found")
 * although the table runs.
 */
export class HeldListings extends RedisDriver {
  /** `redis`: a connection of its own, which the driver closes when the server stops. */
  constructor(
    private readonly redis: Redis,
    private readonly store: RedisTableStore,
    private readonly me: () => string,
  ) {
    super(redis);
    // The server's own connection tells the log when Redis is out of reach (see app.ts).
    redis.on('error', () => undefined);
    redis.defineCommand('ddUnlistOwn', {
      numberOfKeys: 1,
      lua: `local listed = redis.call('HGET', KEYS[1], ARGV[1])
if not listed or cjson.decode(listed).processId ~= ARGV[2] then return 0 end
return redis.call('HDEL', KEYS[1], ARGV[1])`,
    });
  }

  /**
   * Only this process's own entry goes. Colyseus does not wait for this as a room closes, so a
   * failure (Redis out of reach) is an entry left behind, which names this process and goes
   * with it, not an error nobody handles.
   */
  override async remove(roomId: string): Promise<boolean> {
    return (await this.redis.ddUnlistOwn(LISTINGS, roomId, this.me()).catch(() => 0)) === 1;
  }

  override async update(room: IRoomCache, operations: Parameters<RedisDriver['update']>[1]): Promise<boolean> {
    return (await this.holds(room.roomId)) && super.update(room, operations);
  }

  override async persist(room: IRoomCache, create?: boolean): Promise<boolean> {
    return (await this.holds(room.roomId)) && super.persist(room, create);
  }

  /** A room that is no table, or a table not stored yet, is this process's to list. */
  private async holds(roomId: string): Promise<boolean> {
    const holder = await this.store.holder(roomId);
    return holder === null || holder === this.me();
  }
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    ddUnlistOwn(listings: string, roomId: string, me: string): Result<number, Context>;
  }
}
