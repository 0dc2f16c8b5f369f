/**
 * The action log is the game: a table is stored as it is played, and a server started on
 * the same data comes back with it, under the same room id and links.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ALL_CARDS, JoinRefusal, Match, Msg, replayId, type AnyGame } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { TableStore } from '../../server/src/store/tableStore';
import { fixtureGames } from '../fixtures/guessGame';
import { askReplay } from '../fixtures/secretApis';
import { leaveAll, openTable, Player, settleAll, startedTable, startServer } from './harness';

const [guess] = fixtureGames as unknown as AnyGame[];
let dataDir: string;
let server: RunningServer | null = null;
const players: Player[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-store-'));
});
afterEach(async () => {
  await leaveAll(players.splice(0));
  await server?.close();
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server stops with everyone still at their tables, as a deploy does, and starts again. */
async function restart(): Promise<RunningServer> {
  await server?.close();
  players.splice(0);
  server = await startServer({ dataDir });
  return server;
}

describe('the store', () => {
  test('reads back what was written, in order, and forgets finished tables only after their retention', () => {
    const store = TableStore.open(':memory:');
    store.create({ roomId: 'r1', game: 'guess', options: { firstSeat: 0 }, clock: 30, invite: 'i', watch: 'w' }, 0);
    store.seats('r1', [
      { name: 'Ada', key: 'k0', host: true, bot: '' },
      { name: 'Bob', key: 'k1', host: false, bot: 'standIn' },
      { name: 'Bot 3', key: 'k2', host: false, bot: 'bot', level: 'hard' },
    ]);
    store.start('r1', { game: 'guess', seed: 7, seats: 2, options: { firstSeat: 0 } });
    store.action('r1', 0, { seat: 0, action: { type: 'peek', target: 1 } });
    store.action('r1', 1, { seat: 1, action: { type: 'peek', target: 0 } });
    store.chat('r1', 0, { seat: 1, name: 'Bob', text: 'hi', after: 1 });
    store.create({ roomId: 'r2', game: 'guess', options: null, clock: 0, invite: 'i2', watch: 'w2' }, 0);
    store.finish('r2', null, 1_000);
    expect(store.unfinished()).toEqual([
      {
        roomId: 'r1',
        game: 'guess',
        options: { firstSeat: 0 },
        clock: 30,
        round: 1,
        invite: 'i',
        watch: 'w',
        setup: { game: 'guess', seed: 7, seats: 2, options: { firstSeat: 0 } },
        // A seat stored without a level reads as Normal; a bot's level comes back as it was.
        seats: [
          { name: 'Ada', key: 'k0', host: true, bot: '', level: 'normal' },
          { name: 'Bob', key: 'k1', host: false, bot: 'standIn', level: 'normal' },
          { name: 'Bot 3', key: 'k2', host: false, bot: 'bot', level: 'hard' },
        ],
        actions: [
          { seat: 0, action: { type: 'peek', target: 1 } },
          { seat: 1, action: { type: 'peek', target: 0 } },
        ],
        chat: [{ seat: 1, name: 'Bob', text: 'hi', after: 1 }],
      },
    ]);
    expect(store.prune(30, 1_000 + 29 * 86_400_000)).toBe(0);
    expect(store.prune(30, 1_000 + 31 * 86_400_000)).toBe(1);
    expect(store.prune(30, 10 ** 13)).toBe(0);
    expect(store.unfinished().map((table) => table.roomId)).toEqual(['r1']);
    store.close();
  });

  test('a finished game is kept for its replay, and a rematch starts the table afresh without losing it', () => {
    const store = TableStore.open(':memory:');
    store.create({ roomId: 'r', game: 'guess', options: null, clock: 0, invite: 'i', watch: 'w' }, 0);
    store.seats('r', [
      { name: 'Ada', key: 'k0', host: true, bot: '' },
      { name: 'Bot 2', key: 'k1', host: false, bot: 'bot' },
    ]);
    store.start('r', { game: 'guess', seed: 7, seats: 2, options: null });
    store.action('r', 0, { seat: 0, action: { type: 'peek', target: 1 } });
    store.chat('r', 0, { seat: 0, name: 'Ada', text: 'gg', after: 1 });
    store.finish('r', 'r-g1', 1_000);
    expect(store.finished('r')).not.toBeNull();

    store.controls('r', { locked: true, paused: true });
    store.rematch('r', 2);
    store.start('r', { game: 'guess', seed: 8, seats: 2, options: { firstSeat: 1 } });
    // The new game is not paused; the lock is the table's and stays.
    expect(store.table('r')?.controls).toEqual({ locked: true, paused: false });
    expect(store.finished('r')).toBeNull();
    expect(store.unfinished()).toMatchObject([{ roomId: 'r', round: 2, actions: [], chat: [], setup: { seed: 8 } }]);
    expect(store.finished('r-g1')).toMatchObject({
      round: 1,
      watch: 'w',
      setup: { seed: 7 },
      seats: [{ name: 'Ada' }, { name: 'Bot 2', bot: 'bot' }],
      actions: [{ seat: 0, action: { type: 'peek', target: 1 } }],
      chat: [{ text: 'gg' }],
    });
    store.close();
  });

  test('a store written before clocks and bots gets their columns, and its tables read as without either', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dead-drop-old-store-'));
    const old = new DatabaseSync(path.join(dir, 'tables.sqlite'));
    old.exec(`CREATE TABLE tables (room_id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, invite TEXT NOT NULL,
      watch TEXT NOT NULL, setup TEXT, created_at INTEGER NOT NULL, finished_at INTEGER);
      CREATE TABLE seats (room_id TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL, host INTEGER NOT NULL,
      PRIMARY KEY (room_id, seat));
      INSERT INTO tables VALUES ('old', 'guess', 'null', 'i', 'w', NULL, 0, NULL);
      INSERT INTO seats VALUES ('old', 0, 'Ada', 'k0', 1);`);
    old.close();
    const store = TableStore.open(dir);
    expect(store.table('old')).toMatchObject({ clock: 0, seats: [{ name: 'Ada', key: 'k0', host: true, bot: '' }] });
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a restarted server', () => {
  test('brings a game back under its room id: seats by their keys, spectators by the link, the same view, the game goes on', async () => {
    server = await startServer({ dataDir });
    const table = await startedTable(server);
    players.push(...table.everyone);
    expect(await table.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    table.guest.room.send(Msg.chat, { text: 'see you after the restart' });
    await settleAll(table.everyone);
    const roomId = table.host.roomId;
    const keys = [table.host.seat().seatKey, table.guest.seat().seatKey];
    const views = [table.host.view(), table.guest.view(), table.watcher.view()];

    const again = await restart();
    const host = await Player.join(again, roomId, { seatKey: keys[0]! });
    const guest = await Player.join(again, roomId, { seatKey: keys[1]! });
    const watcher = await Player.join(again, roomId, { watch: table.links.watch });
    const back = [host, guest, watcher];
    players.push(...back);
    await Promise.all(back.map((player) => player.waitFor('the view', () => player.hasView())));
    await settleAll(back);
    expect(back.map((player) => player.view())).toEqual(views);
    expect(back.map((player) => player.state.restored)).toEqual([true, true, true]);
    expect(host.seat().seat).toBe(0);
    expect(guest.last(Msg.chatLog)).toEqual([expect.objectContaining({ text: 'see you after the restart' })]);
    expect(host.last(Msg.history).events.length).toBeGreaterThan(0);
    expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  });

  test('brings back a locked table locked and a paused game paused, which the host resumes', async () => {
    server = await startServer({ dataDir });
    const table = await startedTable(server);
    players.push(...table.everyone);
    expect(await table.host.room.request(Msg.lock, { locked: true })).toEqual({ ok: true });
    expect(await table.host.room.request(Msg.pause, { paused: true })).toEqual({ ok: true });
    const roomId = table.host.roomId;
    const keys = [table.host.seat().seatKey, table.guest.seat().seatKey];

    const again = await restart();
    const host = await Player.join(again, roomId, { seatKey: keys[0]! });
    const guest = await Player.join(again, roomId, { seatKey: keys[1]! });
    players.push(host, guest);
    await host.waitFor('the view', () => host.hasView());
    expect([host.state.locked, host.state.paused]).toEqual([true, true]);
    await expect(Player.join(again, roomId, { watch: table.links.watch })).rejects.toMatchObject({ code: JoinRefusal.table_locked });
    expect(await host.act({ type: 'peek', target: 1 })).toMatchObject({ ok: false, error: { code: 'paused' } });
    expect(await host.room.request(Msg.pause, { paused: false })).toEqual({ ok: true });
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  });

  test('brings back a table still in its lobby, with the seats taken', async () => {
    server = await startServer({ dataDir });
    const { host, links } = await openTable(server);
    const bob = await Player.join(server, host.roomId, { invite: links.invite, name: 'Bob' });
    players.push(host, bob);
    await settleAll([host, bob]);
    const keys = [host.seat().seatKey, bob.seat().seatKey];

    const again = await restart();
    const back = [
      await Player.join(again, host.roomId, { seatKey: keys[0]! }),
      await Player.join(again, host.roomId, { seatKey: keys[1]! }),
    ];
    players.push(...back);
    await settleAll(back);
    expect(back[0]!.seats().map((seat) => [seat.name, seat.host])).toEqual([
      ['Ada', true],
      ['Bob', false],
    ]);
    expect(await back[0]!.start()).toEqual({ ok: true });
  });

  test('answers a table whose log no longer replays with table_lost, and starts all the same', async () => {
    server = await startServer({ dataDir });
    const table = await startedTable(server);
    players.push(...table.everyone);
    expect(await table.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await settleAll(table.everyone);
    const { roomId } = table.host;
    const key = table.guest.seat().seatKey;
    await leaveAll(players.splice(0));
    await server.close();
    server = null;
    // As after a change of the rules: the stored action is not legal any more.
    const db = new DatabaseSync(path.join(dataDir, 'tables.sqlite'));
    db.prepare('UPDATE actions SET action = ? WHERE room_id = ?').run(JSON.stringify({ type: 'peek', target: 9 }), roomId);
    db.close();

    const again = await restart();
    await expect(Player.join(again, roomId, { seatKey: key })).rejects.toEqual(
      expect.objectContaining({
        code: JoinRefusal.table_lost,
        message: expect.stringMatching(/could not be brought back/),
      }),
    );
    // Marked done so that it is not restored again, but no finished game: it has no replay.
    for (const id of [roomId, replayId(roomId, 1)]) {
      const asked = await askReplay(`http://127.0.0.1:${again.port}`, id, table.links.watch, ALL_CARDS);
      expect(asked.status).toBe(404);
    }
    const fresh = await openTable(again);
    players.push(fresh.host);
  });

  test('a finished game is not brought back', async () => {
    server = await startServer({ dataDir });
    const table = await startedTable(server);
    players.push(...table.everyone);
    const secret = (player: Player) => player.view().seats[player.seat().seat === 0 ? 0 : 1].secret.value as number;
    expect(await table.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await table.guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
    await settleAll(table.everyone);
    expect(await table.host.act({ type: 'guess', target: 1, value: secret(table.guest) })).toEqual({ ok: true });
    const { roomId } = table.host;
    const key = table.host.seat().seatKey;
    const again = await restart();
    await expect(Player.join(again, roomId, { seatKey: key })).rejects.toThrow(/not found/);
  });
});

test('the stored log replays to the state the table had', async () => {
  server = await startServer({ dataDir });
  const table = await startedTable(server);
  players.push(...table.everyone);
  expect(await table.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await table.guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  await settleAll(table.everyone);
  const store = TableStore.open(dataDir);
  const [stored] = store.unfinished();
  store.close();
  const match = Match.fromLog(guess!, stored!.setup!, stored!.actions);
  expect(JSON.parse(JSON.stringify(guess!.viewFor(match.state, 'spectator')))).toEqual(table.watcher.view());
});
