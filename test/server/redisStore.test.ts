/**
 * The shared table store of a scale-out, on a real `redis-server`: it reads back what was
 * written as the embedded store does, it keeps a finished game for its replay through a
 * rematch, and only the process that holds a table may extend its log; of several survivors
 * claiming a dead process's table, exactly one gets it.
 */
import { Redis } from 'ioredis';
import { RedisTableStore } from '../../server/src/store/redisTableStore';
import { RedisProcess } from '../../workshop/src/redisProcess';

let redisServer: RedisProcess;
const connections: Redis[] = [];

beforeAll(async () => {
  redisServer = await RedisProcess.start(21_000 + Math.floor(Math.random() * 9_000));
});
afterEach(async () => {
  await connections[0]?.flushall();
  await Promise.all(connections.splice(0).map((redis) => redis.quit()));
});
afterAll(() => redisServer.stop());

/** The store as process `owner` sees it, on a connection of its own. */
function storeOf(owner: string): RedisTableStore {
  const redis = new Redis(redisServer.url);
  connections.push(redis);
  return new RedisTableStore(redis, () => owner);
}

const SEATS = [
  { name: 'Ada', key: 'k0', host: true, bot: '', level: 'normal' },
  { name: 'Bob', key: 'k1', host: false, bot: 'standIn', level: 'hard' },
] as const;
const SETUP = { game: 'guess', seed: 7, seats: 2, options: { firstSeat: 0 } };

async function tableWithPlay(store: RedisTableStore, roomId = 'r1'): Promise<void> {
  await store.create({ roomId, game: 'guess', options: { firstSeat: 0 }, clock: 30, invite: 'i', watch: 'w' }, 0);
  await store.seats(roomId, SEATS);
  await store.start(roomId, SETUP);
  await store.action(roomId, 0, { seat: 0, action: { type: 'peek', target: 1 } });
  await store.action(roomId, 1, { seat: 1, action: { type: 'peek', target: 0 } });
  await store.chat(roomId, 0, { seat: 1, name: 'Bob', text: 'hi', after: 1 });
}

test('reads back what was written, in order', async () => {
  const store = storeOf('p1');
  await tableWithPlay(store);
  expect(await store.table('r1')).toEqual({
    roomId: 'r1',
    game: 'guess',
    options: { firstSeat: 0 },
    clock: 30,
    round: 1,
    invite: 'i',
    watch: 'w',
    setup: SETUP,
    seats: SEATS,
    actions: [
      { seat: 0, action: { type: 'peek', target: 1 } },
      { seat: 1, action: { type: 'peek', target: 0 } },
    ],
    chat: [{ seat: 1, name: 'Bob', text: 'hi', after: 1 }],
  });
  expect(await store.table('nothing')).toBeNull();
  expect(await store.finished('r1')).toBeNull();
  expect(await store.held('p1')).toEqual(['r1']);
});

test('an undo takes the last action back, only the last, and only for the process that holds the table', async () => {
  const store = storeOf('p1');
  await tableWithPlay(store);
  await expect(store.undo('r1', 0)).rejects.toThrow(/BADSEQ/);
  await expect(storeOf('p2').undo('r1', 1)).rejects.toThrow(/NOTOWNER/);
  await store.undo('r1', 1);
  expect((await store.table('r1'))!.actions).toEqual([{ seat: 0, action: { type: 'peek', target: 1 } }]);
  // The next action takes the place of the one taken back.
  await store.action('r1', 1, { seat: 1, action: { type: 'guess', target: 0, value: 2 } });
  expect((await store.table('r1'))!.actions).toHaveLength(2);
});

test('a log has no gaps: an entry out of sequence is refused', async () => {
  const store = storeOf('p1');
  await tableWithPlay(store);
  await expect(store.action('r1', 5, { seat: 0, action: { type: 'peek', target: 1 } })).rejects.toThrow(/BADSEQ/);
  await expect(store.action('r1', 1, { seat: 0, action: { type: 'peek', target: 1 } })).rejects.toThrow(/BADSEQ/);
  expect((await store.table('r1'))!.actions).toHaveLength(2);
});

test('a finished game is kept for its replay through a rematch, and pruned only after its retention', async () => {
  const store = storeOf('p1');
  await tableWithPlay(store);
  await store.finish('r1', 'r1-g1', 1_000);
  expect(await store.held('p1')).toEqual([]);
  const replay = (await store.finished('r1-g1'))!;
  expect(replay.actions).toHaveLength(2);
  expect(replay.chat).toHaveLength(1);
  expect(replay.seats).toEqual(SEATS);

  await store.controls('r1', { locked: true, paused: true });
  await store.rematch('r1', 2);
  expect(await store.held('p1')).toEqual(['r1']);
  const again = (await store.table('r1'))!;
  // The new game is not paused; the lock is the table's and stays.
  expect(again).toMatchObject({ round: 2, setup: null, actions: [], chat: [], controls: { locked: true, paused: false } });
  expect(await store.finished('r1')).toBeNull();
  expect((await store.finished('r1-g1'))!.actions).toHaveLength(2);

  expect(await store.prune(30, 1_000 + 29 * 86_400_000)).toBe(0);
  expect(await store.prune(30, 1_000 + 31 * 86_400_000)).toBe(1);
  expect(await store.finished('r1-g1')).toBeNull();
  expect(await store.table('r1')).not.toBeNull();
});

test('only the holder writes: a process taken for dead and replaced can add nothing to the log', async () => {
  const dead = storeOf('dead');
  await tableWithPlay(dead);
  const survivor = storeOf('alive');
  expect(await survivor.claim('r1', 'dead')).toBe(true);
  await expect(dead.action('r1', 2, { seat: 0, action: { type: 'peek', target: 1 } })).rejects.toThrow(/NOTOWNER/);
  await expect(dead.chat('r1', 1, { seat: 0, name: 'Ada', text: 'still here?', after: 2 })).rejects.toThrow(/NOTOWNER/);
  await expect(dead.finish('r1', 'r1-g1')).rejects.toThrow(/NOTOWNER/);
  await survivor.action('r1', 2, { seat: 0, action: { type: 'peek', target: 1 } });
  expect((await survivor.table('r1'))!.actions).toHaveLength(3);
  expect(await survivor.held('alive')).toEqual(['r1']);
  expect(await survivor.held('dead')).toEqual([]);
});

test('of several survivors claiming the same tables at once, exactly one gets each', async () => {
  const dead = storeOf('dead');
  const rooms = Array.from({ length: 20 }, (_, index) => `r${index}`);
  for (const roomId of rooms) await tableWithPlay(dead, roomId);
  const survivors = ['s1', 's2', 's3'].map(storeOf);
  const claims = await Promise.all(
    rooms.flatMap((roomId) => survivors.map(async (store, index) => ((await store.claim(roomId, 'dead')) ? index : null))),
  );
  const winners = claims.filter((index) => index !== null);
  expect(winners).toHaveLength(rooms.length);
  const held = await Promise.all(['s1', 's2', 's3'].map((owner) => survivors[0]!.held(owner)));
  expect(held.flat().sort()).toEqual([...rooms].sort());
});

test('a finished table is not claimed', async () => {
  const dead = storeOf('dead');
  await tableWithPlay(dead);
  await dead.finish('r1', 'r1-g1');
  expect(await storeOf('alive').claim('r1', 'dead')).toBe(false);
});
