/**
 * A Hard bot's move is searched in a worker thread from a job of plain data (#40 item 5): the
 * job carries the bots' own key, never the game's seed, which deals every hidden card; and the
 * key is the same for the game after a restore, as it comes from what the table keeps.
 */
import { randomBytes } from 'node:crypto';
import type { SearchJob } from '../../server/src/bots/searchJob';
import { SearchPool } from '../../server/src/bots/searchPool';
import type { StoredTable } from '../../server/src/store/tableLog';
import { restoredTable } from './inProcessTable';

afterEach(() => {
  jest.restoreAllMocks();
});

test("a Hard bot's search job holds no seed, and a restored table asks with the same key", () => {
  const jobs: Omit<SearchJob, 'id'>[] = [];
  // The jobs are looked at, not searched: none is answered.
  jest.spyOn(SearchPool.prototype, 'choose').mockImplementation((job) => {
    jobs.push(job);
    return new Promise(() => undefined);
  });
  const seed = randomBytes(32).toString('hex');
  const stored: StoredTable = {
    roomId: 'room1',
    game: 'guess',
    options: null,
    clock: 0,
    round: 1,
    invite: 'i',
    watch: 'w',
    seats: [
      { name: 'Ada', key: 'k0', host: true, bot: '' },
      { name: 'Bot 2', key: 'k1', host: false, bot: 'bot', level: 'hard' },
    ],
    setup: { game: 'guess', seed, seats: 2, options: null },
    // Ada has peeked: the game waits for the bot.
    actions: [{ seat: 0, action: { type: 'peek', target: 1 } }],
    chat: [],
  };
  for (let restore = 0; restore < 2; restore++) {
    const { table, time } = restoredTable(stored);
    time.advance(60_000);
    table.dispose();
  }
  expect(jobs).toHaveLength(2);
  for (const job of jobs) expect(JSON.stringify(job)).not.toContain(seed);
  expect(jobs[1]!.key).toBe(jobs[0]!.key);
});
