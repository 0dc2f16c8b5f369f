/**
 * Undo over the table, with real clients: a seat takes back a move the rules allow (a
 * Compile draft pick followed by another of its own), nobody else can, nor can a request
 * naming a state gone by, and the stored log loses the move, so a restarted server brings the
 * table back as the undo left it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { games, Msg, TableErrorCode, type Reply, type UndoMessage } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { TableStore } from '../../server/src/store/tableStore';
import { expectRefused, leaveAll, Player, settleAll, startedTable, startServer } from './harness';

let dataDir: string;
let server: RunningServer | null = null;
const players: Player[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-undo-'));
});
afterEach(async () => {
  await leaveAll(players.splice(0));
  await server?.close();
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

const start = () => startServer({ games, dataDir });
const undo = (player: Player, at = player.step()): Promise<Reply> => player.room.request(Msg.undo, { at } satisfies UndoMessage);
/** The seat that drafts now, and its first protocol on offer. */
const drafter = (seated: Player[]) => {
  const player = seated.find((candidate) => candidate.view().legal.length > 0)!;
  return { player, pick: player.view().legal[0] };
};
const storedActions = (roomId: string) => {
  const store = TableStore.open(dataDir);
  try {
    return store.table(roomId)!.actions.length;
  } finally {
    store.close();
  }
};

test('the embedded store takes back the last action, and only the last', () => {
  const store = TableStore.open(':memory:');
  store.create({ roomId: 'r1', game: 'guess', options: null, clock: 0, invite: 'i', watch: 'w' }, 0);
  store.start('r1', { game: 'guess', seed: 7, seats: 2, options: null });
  store.action('r1', 0, { seat: 0, action: { type: 'peek', target: 1 } });
  store.action('r1', 1, { seat: 1, action: { type: 'peek', target: 0 } });
  expect(() => store.undo('r1', 0)).toThrow(/not the last/);
  store.undo('r1', 1);
  expect(store.table('r1')!.actions).toEqual([{ seat: 0, action: { type: 'peek', target: 1 } }]);
  store.action('r1', 1, { seat: 1, action: { type: 'guess', target: 0, value: 2 } });
  expect(store.table('r1')!.actions).toHaveLength(2);
  store.close();
});

test('a seat takes back its own draft pick while it picks again; others, spectators and stale requests are refused; the store forgets the pick', async () => {
  server = await start();
  const table = await startedTable(server, 'compile');
  const { host, guest, watcher, everyone } = table;
  players.push(...everyone);
  const seated = [host, guest];

  // The first pick hands the draft to the other seat: nothing to take back.
  const first = drafter(seated);
  expect(await first.player.act(first.pick)).toEqual({ ok: true });
  await settleAll(everyone);
  expect(host.state.undoSeat).toBe(-1);
  await expectRefused(everyone, first.player, () => undo(first.player), 'undo_refused');

  // The other seat picks twice in a row: its first of the two may be taken back.
  const second = drafter(seated);
  const other = seated.find((player) => player !== second.player)!;
  const viewsBefore = everyone.map((player) => player.view());
  const historyBefore = everyone.map((player) => player.events().flat().length);
  expect(await second.player.act(second.pick)).toEqual({ ok: true });
  await settleAll(everyone);
  const seat = second.player.seat().seat;
  expect(everyone.map((player) => player.state.undoSeat)).toEqual([seat, seat, seat]);
  expect(storedActions(host.roomId)).toBe(2);

  await expectRefused(everyone, other, () => undo(other), 'undo_refused');
  await expectRefused(everyone, watcher, () => undo(watcher), TableErrorCode.spectator);
  await expectRefused(everyone, second.player, () => undo(second.player, second.player.step() - 1), TableErrorCode.staleAction);
  await expectRefused(everyone, second.player, () => undo(second.player, second.player.step() + 1), TableErrorCode.staleAction);

  const histories = everyone.map((player) => player.received(Msg.history).length);
  expect(await undo(second.player)).toEqual({ ok: true });
  await settleAll(everyone);
  // Every viewer is where it was before the pick, and hears its history again without it.
  expect(everyone.map((player) => player.view())).toEqual(viewsBefore);
  everyone.forEach((player, i) => {
    expect(player.received(Msg.history).length).toBe(histories[i]! + 1);
    expect(player.last(Msg.history).events).toHaveLength(historyBefore[i]!);
  });
  expect(host.state.undoSeat).toBe(-1);
  expect(storedActions(host.roomId)).toBe(1);
  // Taken back once: there is nothing more to take back.
  await expectRefused(everyone, second.player, () => undo(second.player), 'undo_refused');

  // The pick made again is a move like any other.
  expect(await second.player.act(second.pick)).toEqual({ ok: true });
  await settleAll(everyone);
  expect(storedActions(host.roomId)).toBe(2);
  expect(await undo(second.player)).toEqual({ ok: true });
  await settleAll(everyone);

  // A restarted server replays the stored log: the table is as the undo left it.
  const keys = seated.map((player) => player.seat().seatKey);
  const roomId = host.roomId;
  await server.close();
  players.splice(0);
  server = await start();
  const again = await Promise.all(keys.map((seatKey) => Player.join(server!, roomId, { seatKey })));
  const watching = await Player.join(server, roomId, { watch: table.links.watch });
  players.push(...again, watching);
  await Promise.all(players.map((player) => player.waitFor('a view', () => player.hasView())));
  await settleAll(players);
  expect([...again, watching].map((player) => player.view())).toEqual(viewsBefore);
  expect(storedActions(roomId)).toBe(1);
});

test('nothing made before a restart is taken back after it: whether a person or their bot made it is not stored', async () => {
  server = await start();
  const table = await startedTable(server, 'compile');
  const seated = [table.host, table.guest];
  players.push(...table.everyone);
  for (const _pick of [0, 1]) {
    const { player, pick } = drafter(seated);
    expect(await player.act(pick)).toEqual({ ok: true });
    await settleAll(table.everyone);
  }
  const { player } = drafter(seated);
  // Before the restart the seat picking twice could take its first pick back.
  expect(player.state.undoSeat).toBe(player.seat().seat);
  const { seatKey } = player.seat();
  const roomId = player.roomId;
  await server.close();
  players.splice(0);
  server = await start();
  const again = await Player.join(server, roomId, { seatKey });
  players.push(again);
  await again.waitFor('a view', () => again.hasView());
  await settleAll([again]);
  expect(again.state.undoSeat).toBe(-1);
  await expectRefused([again], again, () => undo(again), 'undo_refused');
});
