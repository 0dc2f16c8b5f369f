/**
 * The alerts' store in SQLite, the table store's own database: subscriptions kept across a
 * restart, a seat's link taken once, and the subscriptions of a server from before (kept in
 * `push-subscriptions.json`) moved into it once at start.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateSubscriptionFile, MIGRATED_SUFFIX, SUBSCRIPTIONS_FILE } from '../../server/src/alerts/subscriptions';
import { TableStore } from '../../server/src/store/tableStore';

const target = (name: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
});
let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-alert-store-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('subscriptions and links outlive the process; a link is taken once', async () => {
  const first = TableStore.open(dataDir);
  const alerts = first.alertStore();
  await alerts.setTargets('r1', 1, [target('bob')]);
  await alerts.offerMove('token-1', { roomId: 'r1', seatKey: 'key-1', until: Date.now() + 60_000 });
  first.close();
  const again = TableStore.open(dataDir);
  try {
    const reopened = again.alertStore();
    expect(await reopened.targets('r1', 1)).toEqual([target('bob')]);
    expect(await reopened.takeMove('token-1')).toMatchObject({ roomId: 'r1', seatKey: 'key-1' });
    expect(await reopened.takeMove('token-1')).toBeNull();
    await reopened.forget('r1');
    expect(await reopened.targets('r1', 1)).toEqual([]);
  } finally {
    again.close();
  }
});

test('push-subscriptions.json moves into the store once, and is then left aside', async () => {
  const file = path.join(dataDir, SUBSCRIPTIONS_FILE);
  writeFileSync(file, JSON.stringify({ 'r1/0': [target('ada')], 'r-2/1': [target('bob'), target('bob2')] }));
  const store = TableStore.open(dataDir);
  try {
    const alerts = store.alertStore();
    expect(await migrateSubscriptionFile(dataDir, alerts)).toBe(2);
    expect(await alerts.targets('r1', 0)).toEqual([target('ada')]);
    expect(await alerts.targets('r-2', 1)).toEqual([target('bob'), target('bob2')]);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}${MIGRATED_SUFFIX}`)).toBe(true);
    // Removed since: a second start does not bring it back.
    await alerts.setTargets('r1', 0, []);
    expect(await migrateSubscriptionFile(dataDir, alerts)).toBe(0);
    expect(await alerts.targets('r1', 0)).toEqual([]);
  } finally {
    store.close();
  }
});
