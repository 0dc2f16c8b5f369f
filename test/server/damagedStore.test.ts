/**
 * A damaged store is reported and contained (faults that lose games, item 4): the server names
 * the file and DATA_DIR when it cannot use its store, a table whose records cannot be read is
 * set aside while the others come back, and a store that is gone or emptied where one was
 * before is an error, not a silent start with no tables.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { DamagedStore, TableStore } from '../../server/src/store/tableStore';

let dataDir: string;
const file = () => path.join(dataDir, 'tables.sqlite');

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-damaged-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A store with two running tables, closed as a stopped server leaves it. */
function storeWithTwoTables(): void {
  const store = TableStore.open(dataDir);
  for (const roomId of ['good', 'bad']) {
    store.create({ roomId, game: 'guess', options: null, clock: 0, invite: `i-${roomId}`, watch: `w-${roomId}` }, 0);
    store.seats(roomId, [
      { name: 'Ada', key: 'k0', host: true, bot: '' },
      { name: 'Bob', key: 'k1', host: false, bot: '' },
    ]);
    store.start(roomId, { game: 'guess', seed: 7, seats: 2, options: null });
    store.action(roomId, 0, { seat: 0, action: { type: 'peek', target: 1 } });
  }
  store.close();
}

const opening = () => {
  try {
    TableStore.open(dataDir).close();
    return null;
  } catch (error) {
    return error;
  }
};

test('a zero-byte store is an error that names the file and DATA_DIR', () => {
  storeWithTwoTables();
  truncateSync(file(), 0);
  const error = opening();
  expect(error).toBeInstanceOf(DamagedStore);
  expect(String(error)).toContain(file());
  expect(String(error)).toContain(`DATA_DIR=${dataDir}`);
});

test('a store gone from where one was is an error; a first start is not', () => {
  expect(opening()).toBeNull();
  storeWithTwoTables();
  unlinkSync(file());
  expect(String(opening())).toMatch(/is missing, but DATA_DIR held one before/);
});

test('a malformed or truncated store is an error that names the file and DATA_DIR', () => {
  storeWithTwoTables();
  const bytes = readFileSync(file());
  writeFileSync(file(), Buffer.concat([bytes.subarray(0, 100), Buffer.alloc(bytes.length - 100, 0x5a)]));
  const malformed = opening();
  expect(malformed).toBeInstanceOf(DamagedStore);
  expect(String(malformed)).toContain(file());
});

test('one table with a record that cannot be read is set aside; the others come back, and it is never replayed', () => {
  storeWithTwoTables();
  const db = new DatabaseSync(file());
  db.prepare("UPDATE actions SET action = '{not json' WHERE room_id = 'bad'").run();
  db.close();
  const store = TableStore.open(dataDir);
  const setAside: string[] = [];
  expect(store.unfinished((roomId) => setAside.push(roomId)).map((table) => table.roomId)).toEqual(['good']);
  expect(setAside).toEqual(['bad']);
  // Set aside once: the next start neither restores it nor says so again.
  expect(store.unfinished((roomId) => setAside.push(roomId)).map((table) => table.roomId)).toEqual(['good']);
  expect(setAside).toEqual(['bad']);
  store.finish('bad', null);
  expect(store.finished('bad')).toBeNull();
  store.close();
});

test('the server refuses to start on a damaged store and says which file, then starts once it is put back', async () => {
  storeWithTwoTables();
  const copy = readFileSync(file());
  truncateSync(file(), 0);
  const main = path.join(__dirname, '../../server/dist/main.js');
  const run = promisify(execFile)(process.execPath, [main], { env: { ...process.env, PORT: '0', DATA_DIR: dataDir }, timeout: 30_000 });
  const failure = await run.then(
    () => null,
    (error: { code?: number; stdout?: string; stderr?: string }) => error,
  );
  expect(failure?.code).toBe(1);
  expect(`${failure?.stdout}${failure?.stderr}`).toContain(file());
  writeFileSync(file(), copy);
  expect(opening()).toBeNull();
});
