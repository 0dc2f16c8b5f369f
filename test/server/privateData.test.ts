/**
 * The data folder holds every seed, seat key and link, and the VAPID private key (#40 item 5):
 * it is 0700 and its files 0600, whatever the umask, for a new folder and one made before.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Alerts } from '../../server/src/alerts/alerts';
import { TableStore } from '../../server/src/store/tableStore';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dead-drop-private-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** The folder's mode and each of its files', by name. */
function modes(folder: string): Record<string, string> {
  return Object.fromEntries([['.', modeOf(folder)], ...readdirSync(folder).map((name) => [name, modeOf(path.join(folder, name))])]);
}

/** A store with a table written, left open as a running server holds it (its -wal and -shm are there). */
function storeInUse(dataDir: string): TableStore {
  const store = TableStore.open(dataDir);
  store.create({ roomId: 'r', game: 'guess', options: null, clock: 0, invite: 'i', watch: 'w' }, 0);
  return store;
}

test("a new data folder is 0700, and the store, its -wal and -shm, and the alerts' keys 0600", () => {
  const dataDir = path.join(root, 'data');
  const store = storeInUse(dataDir);
  const alerts = new Alerts({ dataDir, subject: 'mailto:host@example.org', log: { bounded: () => undefined } });
  expect(alerts.publicKey).toBeTruthy();
  try {
    expect(modes(dataDir)).toEqual({
      '.': '700',
      'tables.sqlite': '600',
      'tables.sqlite-wal': '600',
      'tables.sqlite-shm': '600',
      'tables.sqlite.created': '600',
      'vapid.json': '600',
    });
  } finally {
    store.close();
  }
});

test('a data folder made before, readable by everyone, is tightened when the store opens', () => {
  const dataDir = path.join(root, 'data');
  storeInUse(dataDir).close();
  chmodSync(dataDir, 0o755);
  for (const name of readdirSync(dataDir)) chmodSync(path.join(dataDir, name), 0o644);
  const again = TableStore.open(dataDir);
  try {
    expect(Object.values(modes(dataDir))).toEqual(['700', ...readdirSync(dataDir).map(() => '600')]);
  } finally {
    again.close();
  }
});

test('with Redis keeping the tables, the folder the alerts make is 0700 too', () => {
  const dataDir = path.join(root, 'nested', 'data');
  mkdirSync(path.dirname(dataDir));
  const alerts = new Alerts({ dataDir, subject: 'mailto:host@example.org', log: { bounded: () => undefined } });
  expect(alerts.publicKey).toBeTruthy();
  expect(modes(dataDir)).toEqual({ '.': '700', 'vapid.json': '600' });
});
