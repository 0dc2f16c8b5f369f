import type { Redis, Result } from 'ioredis';
import type { ChatLine, LoggedAction, MatchSetup } from '@dead-drop/shared';
import {
  storedControls,
  seatBot,
  seatLevel,
  type KeptClocks,
  type KeptControls,
  type StoredSeat,
  type StoredTable,
  type TableLog,
  type TableRecord,
} from './tableLog';

/**
 * The table store of a scale-out, in the Redis that the processes already share for
 * matchmaking, so that any process can rebuild any table (docs/scale-out.md says why Redis
 * rather than a second database, with figures).
 *
 * Each table is a hash (`dd:table:<id>`) with its creation record, seats, set-up and its
 * holder (`owner`, a Colyseus process id), and two lists: its actions and its talk. Every
 * write after the creation is a script that first checks that this process still holds the
 * table: a process taken for dead and replaced can write nothing more (a fencing token), so
 * two processes never both extend one log. A process's unfinished tables are listed in
 * `dd:held:<process>`, which is what a survivor claims from when it takes over.
 */
export class RedisTableStore implements TableLog {
  constructor(
    private readonly redis: Redis,
    private readonly owner: () => string,
  ) {
    for (const [name, script] of Object.entries(SCRIPTS)) redis.defineCommand(name, script);
  }

  create(record: TableRecord, now = Date.now()): Promise<void> {
    const owner = this.owner();
    return this.redis
      .multi()
      .hset(tableKey(record.roomId), {
        game: record.game,
        options: JSON.stringify(record.options ?? null),
        clock: record.clock,
        round: 1,
        invite: record.invite,
        watch: record.watch,
        setup: '',
        seats: '[]',
        created: now,
        finished: '',
        owner,
      })
      .sadd(heldKey(owner), record.roomId)
      .exec()
      .then(settled);
  }

  seats(roomId: string, seats: readonly StoredSeat[]): Promise<void> {
    return this.redis.ddSetIfOwner(tableKey(roomId), this.owner(), 'seats', JSON.stringify(seats)).then(settled);
  }

  clocks(roomId: string, kept: KeptClocks): Promise<void> {
    return this.redis.ddSetIfOwner(tableKey(roomId), this.owner(), 'clocks', JSON.stringify(kept)).then(settled);
  }

  controls(roomId: string, kept: KeptControls): Promise<void> {
    return this.redis.ddSetIfOwner(tableKey(roomId), this.owner(), 'controls', JSON.stringify(kept)).then(settled);
  }

  start(roomId: string, setup: MatchSetup): Promise<void> {
    return this.redis.ddSetIfOwner(tableKey(roomId), this.owner(), 'setup', JSON.stringify(setup)).then(settled);
  }

  action(roomId: string, seq: number, logged: LoggedAction): Promise<void> {
    const [table, actions] = logKeys(roomId);
    return this.redis.ddAppendIfOwner(table, actions, this.owner(), seq, JSON.stringify(logged)).then(settled);
  }

  undo(roomId: string, seq: number): Promise<void> {
    const [table, actions] = logKeys(roomId);
    return this.redis.ddPopIfOwner(table, actions, this.owner(), seq).then(settled);
  }

  chat(roomId: string, seq: number, line: ChatLine): Promise<void> {
    const [table, , chat] = logKeys(roomId);
    return this.redis.ddAppendIfOwner(table, chat, this.owner(), seq, JSON.stringify(line)).then(settled);
  }

  finish(roomId: string, replayId: string | null, now = Date.now()): Promise<void> {
    const owner = this.owner();
    // Without a replay the script copies nothing, and the replay's keys are the table's own.
    return this.redis
      .ddFinish(...logKeys(roomId), heldKey(owner), FINISHED, ...logKeys(replayId ?? roomId), owner, now, roomId, replayId ?? '')
      .then(settled);
  }

  rematch(roomId: string, round: number): Promise<void> {
    const owner = this.owner();
    return this.redis.ddRematch(...logKeys(roomId), heldKey(owner), FINISHED, owner, round, roomId).then(settled);
  }

  async table(roomId: string): Promise<StoredTable | null> {
    const [table, actionList, chatList] = logKeys(roomId);
    const replies = await this.redis.multi().hgetall(table).lrange(actionList, 0, -1).lrange(chatList, 0, -1).exec();
    const [fields, actions, chat] = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    });
    if (!isFields(fields) || fields.game === undefined) return null;
    return {
      roomId,
      game: fields.game,
      options: JSON.parse(fields.options ?? 'null') as unknown,
      clock: Number(fields.clock),
      round: Number(fields.round),
      invite: fields.invite ?? '',
      watch: fields.watch ?? '',
      setup: fields.setup ? (JSON.parse(fields.setup) as MatchSetup) : null,
      seats: (JSON.parse(fields.seats ?? '[]') as StoredSeat[]).map((seat) => ({
        ...seat,
        bot: seatBot(seat.bot),
        level: seatLevel(seat.level),
      })),
      actions: strings(actions).map((entry) => JSON.parse(entry) as LoggedAction),
      chat: strings(chat).map((entry) => JSON.parse(entry) as ChatLine),
      ...(fields.clocks ? { clocks: JSON.parse(fields.clocks) as KeptClocks } : {}),
      ...storedControls(fields.controls),
    };
  }

  async finished(gameId: string): Promise<StoredTable | null> {
    const finishedAt = await this.redis.hget(tableKey(gameId), 'finished');
    return finishedAt ? this.table(gameId) : null;
  }

  async prune(days: number, now = Date.now()): Promise<number> {
    const old = await this.redis.zrangebyscore(FINISHED, '-inf', now - days * 86_400_000);
    if (old.length === 0) return 0;
    await this.redis
      .multi()
      .del(...old.flatMap(logKeys))
      .zrem(FINISHED, ...old)
      .exec();
    return old.length;
  }

  /**
   * Takes `roomId` over from the dead process `from`, if it still holds it unfinished: true
   * for exactly one of any number of survivors asking at once (a script runs alone).
   */
  async claim(roomId: string, from: string): Promise<boolean> {
    const me = this.owner();
    return (await this.redis.ddClaim(tableKey(roomId), heldKey(from), heldKey(me), from, me, roomId)) === 1;
  }

  /** The process that holds `roomId` (a Colyseus process id), or null for none. */
  async holder(roomId: string): Promise<string | null> {
    return (await this.redis.hget(tableKey(roomId), 'owner')) || null;
  }

  /** The unfinished tables `process` holds. */
  held(process: string): Promise<string[]> {
    return this.redis.smembers(heldKey(process));
  }

  /** A key of this process's own that nothing reads, gone after a minute. */
  probe(now = Date.now()): Promise<void> {
    return this.redis.set(`dd:probe:${this.owner()}`, now, 'PX', 60_000).then(() => undefined);
  }

  async close(): Promise<void> {
    // The connection belongs to whoever made it (the server shares it with the failover watch).
  }
}

const FINISHED = 'dd:finished';
const tableKey = (roomId: string) => `dd:table:${roomId}`;
const heldKey = (process: string) => `dd:held:${process}`;
/** A table's hash and its two lists, in the order the scripts take them. */
const logKeys = (roomId: string): [string, string, string] => [tableKey(roomId), `${tableKey(roomId)}:actions`, `${tableKey(roomId)}:chat`];

/** Every write after the creation starts here: a table held elsewhere refuses it. */
const HELD = `if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then
  return redis.error_reply('NOTOWNER another process holds this table now')
end
`;

/** Copies a list from one key to another, in chunks small enough for Lua's stack. */
const COPY_LIST = `local function copyList(from, to)
  local entries = redis.call('LRANGE', from, 0, -1)
  for i = 1, #entries, 500 do
    redis.call('RPUSH', to, unpack(entries, i, math.min(i + 499, #entries)))
  end
end
`;

const SCRIPTS = {
  /** KEYS: table. ARGV: owner, field, value. */
  ddSetIfOwner: { numberOfKeys: 1, lua: `${HELD}redis.call('HSET', KEYS[1], ARGV[2], ARGV[3]) return 1` },
  /** KEYS: table, list. ARGV: owner, seq, entry. An entry out of sequence is refused: a log has no gaps. */
  ddAppendIfOwner: {
    numberOfKeys: 2,
    lua: `${HELD}if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[2]) then
  return redis.error_reply('BADSEQ entry out of sequence')
end
redis.call('RPUSH', KEYS[2], ARGV[3]) return 1`,
  },
  /** KEYS: table, list. ARGV: owner, seq. Takes back the list's last entry, which must be the `seq`-th. */
  ddPopIfOwner: {
    numberOfKeys: 2,
    lua: `${HELD}if redis.call('LLEN', KEYS[2]) ~= tonumber(ARGV[2]) + 1 then
  return redis.error_reply('BADSEQ not the last entry')
end
redis.call('RPOP', KEYS[2]) return 1`,
  },
  /** KEYS: table, actions, chat, held, finished, replay's table, actions, chat. ARGV: owner, now, roomId, replayId or ''. */
  ddFinish: {
    numberOfKeys: 8,
    lua: `${HELD}${COPY_LIST}redis.call('HSET', KEYS[1], 'finished', ARGV[2])
redis.call('SREM', KEYS[4], ARGV[3])
redis.call('ZADD', KEYS[5], ARGV[2], ARGV[3])
if ARGV[4] ~= '' then
  redis.call('DEL', KEYS[6], KEYS[7], KEYS[8])
  redis.call('HSET', KEYS[6], unpack(redis.call('HGETALL', KEYS[1])))
  redis.call('HDEL', KEYS[6], 'owner')
  copyList(KEYS[2], KEYS[7])
  copyList(KEYS[3], KEYS[8])
  redis.call('ZADD', KEYS[5], ARGV[2], ARGV[4])
end
return 1`,
  },
  /** KEYS: table, actions, chat, held, finished. ARGV: owner, round, roomId. */
  ddRematch: {
    numberOfKeys: 5,
    lua: `${HELD}redis.call('DEL', KEYS[2], KEYS[3])
redis.call('HSET', KEYS[1], 'setup', '', 'finished', '', 'round', ARGV[2])
local controls = redis.call('HGET', KEYS[1], 'controls')
if controls then
  local kept = cjson.decode(controls)
  kept.paused = false
  redis.call('HSET', KEYS[1], 'controls', cjson.encode(kept))
end
redis.call('SADD', KEYS[4], ARGV[3])
redis.call('ZREM', KEYS[5], ARGV[3])
return 1`,
  },
  /** KEYS: table, held by the dead, held by me. ARGV: dead, me, roomId. */
  ddClaim: {
    numberOfKeys: 3,
    lua: `if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] or redis.call('HGET', KEYS[1], 'finished') ~= '' then
  redis.call('SREM', KEYS[2], ARGV[3])
  return 0
end
redis.call('HSET', KEYS[1], 'owner', ARGV[2])
redis.call('SMOVE', KEYS[2], KEYS[3], ARGV[3])
return 1`,
  },
} as const;

type Arg = string | number;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    ddSetIfOwner(table: string, owner: string, field: string, value: string): Result<number, Context>;
    ddAppendIfOwner(table: string, list: string, owner: string, seq: number, entry: string): Result<number, Context>;
    ddPopIfOwner(table: string, list: string, owner: string, seq: number): Result<number, Context>;
    ddFinish(...keysThenArgs: Arg[]): Result<number, Context>;
    ddRematch(...keysThenArgs: Arg[]): Result<number, Context>;
    ddClaim(table: string, heldByDead: string, heldByMe: string, dead: string, me: string, roomId: string): Result<number, Context>;
  }
}

/** A transaction or script is done; a command in it that failed fails the write. */
function settled(replies: unknown): void {
  if (!Array.isArray(replies)) return;
  for (const reply of replies) {
    if (Array.isArray(reply) && reply[0] instanceof Error) throw reply[0];
  }
}

function isFields(value: unknown): value is Record<string, string | undefined> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
