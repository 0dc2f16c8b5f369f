/**
 * A store that refuses writes under a running table (#34 item 1): nothing is done that is
 * not stored, whoever did it is told, the table says so to everyone and goes on by itself
 * once the store takes writes again. The store is a real SQLite file, made to refuse writes
 * by a second connection that holds its write lock ("database is locked"), as a full disk
 * refuses them ("database or disk is full"): both throw from the same write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Msg, TableErrorCode } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { TableStore } from '../../server/src/store/tableStore';
import { STORE_RETRY_MS } from '../../server/src/table/storeHealth';
import { leaveAll, settleAll, startedTable, startServer, type Player } from './harness';
import { act, creator, inProcessTable, joined, player, restoredTable, send, spectator } from './inProcessTable';

let dataDir: string;
let store: TableStore;
/** Another connection to the store's file: while it holds the write lock, every write of the store throws. */
let locker: DatabaseSync;

/** The store in `dataDir`, and the connection that can lock it. */
function openStore(): void {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-failing-'));
  store = TableStore.open(dataDir);
  locker = new DatabaseSync(path.join(dataDir, 'tables.sqlite'));
}

function closeStore(): void {
  if (locker.isTransaction) locker.exec('ROLLBACK');
  locker.close();
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const lock = () => locker.exec('BEGIN IMMEDIATE');
const unlock = () => locker.exec('ROLLBACK');

describe('a table in this process', () => {
  beforeEach(openStore);
  afterEach(closeStore);

  test("a person's action whose write fails is refused to them alone, the table waits and says so, then goes on by itself", () => {
    const { table, outbox, time } = inProcessTable({ store });
    joined(table, 'ada', creator());
    joined(table, 'bob', player('Bob'));
    joined(table, 'eve', spectator);
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    const before = { step: outbox.face.step, view: outbox.view('eve') };

    lock();
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe(TableErrorCode.storeFailed);
    // Nothing was done: the same step, the same turn, the same moves offered.
    expect(outbox.face).toMatchObject({ step: before.step, storeFailing: true });
    expect(outbox.view('eve')).toEqual(before.view);
    expect(outbox.view('ada').turn).toBe(0);
    // It accepts nothing while it cannot store: another try, and talk.
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe(TableErrorCode.storeFailed);
    expect(send(table, 'bob', Msg.chat, { text: 'hello?' })).toBe(TableErrorCode.storeFailed);
    time.advance(STORE_RETRY_MS * 3);
    expect(outbox.face.storeFailing).toBe(true);

    unlock();
    time.advance(STORE_RETRY_MS);
    expect(outbox.face.storeFailing).toBe(false);
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
    expect(outbox.view('ada').turn).toBe(1);
    const stored = store.table('room1')!;
    expect(stored.actions).toEqual([{ seat: 0, action: { type: 'peek', target: 1 } }]);
    expect(stored.chat).toEqual([]);
    // What the store holds is the game everyone saw.
    const restored = restoredTable(stored);
    expect(restored.outbox.face.step).toBe(outbox.face.step);
  });

  test("a bot's failed write neither throws out of its timer nor moves the game; the bot moves once the store takes writes again", () => {
    const { table, outbox, time } = inProcessTable({ store, bots: 1 });
    joined(table, 'ada', creator());
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');

    lock();
    // The bot's move is due now; its write fails, on the timer, again and again.
    expect(() => time.advance(STORE_RETRY_MS * 5)).not.toThrow();
    expect(outbox.face).toMatchObject({ step: 1, storeFailing: true });
    expect(outbox.view('ada').turn).toBe(1);
    expect(store.table('room1')!.actions).toHaveLength(1);

    unlock();
    time.advance(STORE_RETRY_MS);
    expect(outbox.face).toMatchObject({ step: 2, storeFailing: false });
    expect(outbox.view('ada').turn).toBe(0);
    expect(store.table('room1')!.actions.map((logged) => logged.seat)).toEqual([0, 1]);
  });

  test('a change of seats that could not be stored is made again once the store takes writes, before anything is told', () => {
    const { table, outbox, time } = inProcessTable({ store });
    joined(table, 'ada', creator());
    lock();
    joined(table, 'bob', player('Bob'));
    expect(outbox.face.storeFailing).toBe(true);
    expect(send(table, 'ada', Msg.start)).toBe(TableErrorCode.storeFailed);
    unlock();
    time.advance(STORE_RETRY_MS);
    expect(store.table('room1')!.seats.map((seat) => seat.name)).toEqual(['Ada', 'Bob']);
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    expect(store.table('room1')!.setup).not.toBeNull();
  });
});

describe('a server over websockets', () => {
  let server: RunningServer | null = null;
  const players: Player[] = [];
  beforeEach(openStore);
  afterEach(async () => {
    await leaveAll(players.splice(0));
    await server?.close();
    server = null;
    closeStore();
  });

  test('whose store fails refuses to the sender alone, shows everyone the failure, and goes on by itself once it recovers', async () => {
    server = await startServer({ dataDir });
    const { host, guest, watcher, everyone } = await startedTable(server);
    players.push(...everyone);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await settleAll(everyone);
    const seen = everyone.map((someone) => someone.snapshot());

    lock();
    expect(await guest.act({ type: 'peek', target: 0 })).toMatchObject({ ok: false, error: { code: TableErrorCode.storeFailed } });
    await Promise.all(everyone.map((someone) => someone.waitFor('the failure shown', () => someone.state.storeFailing === true)));
    expect(everyone.map((someone) => someone.snapshot())).toEqual(seen);
    expect([host, watcher].flatMap((someone) => someone.received(Msg.error))).toEqual([]);

    unlock();
    await Promise.all(everyone.map((someone) => someone.waitFor('the table going on', () => someone.state.storeFailing === false)));
    expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
    await settleAll(everyone);
    expect(watcher.step()).toBe(2);
    expect(locker.prepare('SELECT seq, seat FROM actions ORDER BY seq').all()).toEqual([
      { seq: 0, seat: 0 },
      { seq: 1, seat: 1 },
    ]);
  });
});
