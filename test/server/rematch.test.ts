/**
 * After a game: its replay, seen by one seat, is exactly what that seat was shown while it
 * played; a rematch starts at the same table with the same links, a new seed and the next
 * seat beginning, and the finished game stays to be replayed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_CARDS, Msg, replayId, SPECTATOR, TableErrorCode, type ReplayData, type ReplayViewer } from '@dead-drop/shared';
import { askReplay } from '../fixtures/secretApis';
import type { RunningServer } from '../../server/src/app';
import { expectRefused, leaveAll, Player, settleAll, startServer } from './harness';

let dataDir: string;
let server: RunningServer;
const everyone: Player[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-rematch-'));
  server = await startServer({ dataDir, botDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await leaveAll(everyone.splice(0));
});

/** Every distinct view `player` was shown, in order, from the start of the game. */
function recordViews(player: Player): string[] {
  const seen: string[] = [];
  player.room.onStateChange(() => {
    if (!player.hasView()) return;
    const view = JSON.stringify(player.view());
    if (seen.at(-1) !== view) seen.push(view);
  });
  return seen;
}

async function fetchReplay(
  id: string,
  watch: string,
  viewer: ReplayViewer,
): Promise<{ status: number; body: ReplayData & { code?: string } }> {
  const response = await askReplay(`http://127.0.0.1:${server.port}`, id, watch, viewer);
  return { status: response.status, body: (await response.json()) as ReplayData & { code?: string } };
}

/** Ada and Bob at a started game of "guess", with a spectator; Ada begins. */
async function playing(): Promise<{ host: Player; guest: Player; watcher: Player; watch: string; hostViews: string[] }> {
  const host = await Player.create(server, { game: 'guess', name: 'Ada', options: { faces: 20 } });
  everyone.push(host);
  await host.waitFor('links', () => host.links() !== undefined);
  const { invite, watch } = host.links();
  const guest = await Player.join(server, host.roomId, { invite: invite!, name: 'Bob' });
  const watcher = await Player.join(server, host.roomId, { watch });
  everyone.push(guest, watcher);
  const hostViews = recordViews(host);
  expect(await host.start()).toEqual({ ok: true });
  await Promise.all([host, guest, watcher].map((one) => one.waitFor('a view', () => one.hasView())));
  return { host, guest, watcher, watch, hostViews };
}

/** Ada peeks at Bob's number, Bob peeks at hers, and Ada guesses it: she wins. */
async function playToTheEnd(host: Player, guest: Player, first: 0 | 1 = 0): Promise<void> {
  const [opener, other] = first === 0 ? [host, guest] : [guest, host];
  expect(await opener.act({ type: 'peek', target: 1 - first })).toEqual({ ok: true });
  expect(await other.act({ type: 'peek', target: first })).toEqual({ ok: true });
  await settleAll([host, guest]);
  const secret = opener.view().seats[1 - first].secret.value;
  expect(await opener.act({ type: 'guess', target: 1 - first, value: secret })).toEqual({ ok: true });
  await settleAll([host, guest]);
  expect(host.view().result).toMatchObject({ winners: [first] });
}

test('a finished game replays, from seat 0, to exactly the views seat 0 received, step by step; a running one has no replay', async () => {
  const { host, guest, watcher, watch, hostViews } = await playing();
  const id = replayId(host.roomId, 1);
  expect(host.state.round).toBe(1);
  expect((await fetchReplay(id, watch, 0)).status).toBe(404);

  await playToTheEnd(host, guest);
  await settleAll([watcher]);
  const { status, body } = await fetchReplay(id, watch, 0);
  expect(status).toBe(200);
  expect(body.views.map((view) => JSON.stringify(view))).toEqual(hostViews);
  expect(body.events).toHaveLength(3);
  expect(body.names).toEqual(['Ada', 'Bob']);

  // A spectator's replay shows what the spectator saw: no secret number, ever.
  const spectator = await fetchReplay(id, watch, 'spectator');
  expect(JSON.stringify(spectator.body.views.at(-1))).toBe(JSON.stringify(watcher.view()));
  expect(JSON.stringify(spectator.body)).not.toContain('"secret"');
  expect((await fetchReplay(id, 'not-the-secret', 0)).status).toBe(404);
  expect((await fetchReplay(id, watch, 2)).status).toBe(400);
});

test("a finished game replays with every card face up: every seat's number at every step, every peek's; a running one has no replay", async () => {
  const { host, guest, watch } = await playing();
  const id = replayId(host.roomId, 1);
  expect((await fetchReplay(id, watch, ALL_CARDS)).status).toBe(404);

  await playToTheEnd(host, guest);
  const { status, body } = await fetchReplay(id, watch, ALL_CARDS);
  expect(status).toBe(200);
  expect(body.viewer).toBe(ALL_CARDS);
  const numbers: number[] = host.view().seats.map((seat: { secret: { value: number } }) => seat.secret.value);
  // Seat 0 knows both numbers by the end (its own, and Bob's from its peek).
  expect(numbers).toEqual([expect.any(Number), expect.any(Number)]);
  expect(body.views).toHaveLength(4);
  for (const view of body.views) {
    expect(view).toMatchObject({ open: true, viewer: SPECTATOR, legal: [], seats: numbers.map((value) => ({ secret: { value } })) });
  }
  // Each peek tells its value, as only the peeking seat was told it then.
  expect(body.events.flat()).toEqual([
    { type: 'peeked', seat: 0, target: 1, value: numbers[1] },
    { type: 'peeked', seat: 1, target: 0, value: numbers[0] },
    expect.objectContaining({ type: 'guessed', correct: true }),
  ]);
  expect(JSON.stringify(body)).not.toContain('"secret":{"to"');
});

test('a rematch waits for every player at the table, starts with the next seat, and the first game stays to be replayed', async () => {
  const { host, guest, watcher, watch } = await playing();
  await expectRefused([host, guest, watcher], guest, () => guest.room.request(Msg.rematch, {}), TableErrorCode.notOver);
  await playToTheEnd(host, guest);

  expect(await guest.room.request(Msg.rematch, {})).toEqual({ ok: true });
  await watcher.waitFor('Bob asks', () => watcher.state.seats[1].rematch === true);
  expect(watcher.state.phase).toBe('ended');
  await expectRefused([host, guest], watcher, () => watcher.room.request(Msg.rematch, {}), TableErrorCode.spectator);

  expect(await host.room.request(Msg.rematch, {})).toEqual({ ok: true });
  await watcher.waitFor('the second game', () => watcher.state.round === 2 && watcher.state.phase === 'playing');
  await settleAll([host, guest, watcher]);
  for (const one of [host, guest, watcher]) {
    expect(one.view().result).toBeNull();
    expect(one.view().turn).toBe(1);
    expect(one.last(Msg.history).events).toEqual([]);
    expect(one.last(Msg.chatLog)).toEqual([]);
  }
  expect([...watcher.state.seats].map((seat: { rematch: boolean }) => seat.rematch)).toEqual([false, false]);
  // The same seats and links; Bob begins the second game and Ada wins it again.
  expect(host.links().watch).toBe(watch);
  await playToTheEnd(host, guest, 1);
  // Batches are numbered over the table's life: a client takes a batch for news only above the
  // last number it saw, so the second game's must go on from the first's (its log went blank).
  for (const one of [host, guest, watcher]) {
    await settleAll([one]);
    expect(one.batchNumbers.length).toBeGreaterThanOrEqual(6);
    expect(one.batchNumbers).toEqual([...one.batchNumbers].sort((a, b) => a - b));
    expect(new Set(one.batchNumbers).size).toBe(one.batchNumbers.length);
  }

  const first = await fetchReplay(replayId(host.roomId, 1), watch, 'spectator');
  const second = await fetchReplay(replayId(host.roomId, 2), watch, 'spectator');
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(first.body.views[0]).toMatchObject({ turn: 0 });
  expect(second.body.views[0]).toMatchObject({ turn: 1 });
});

test('a player who leaves after the game does not hold up the rematch: a bot plays their seat', async () => {
  const { host, guest, watcher } = await playing();
  await playToTheEnd(host, guest);
  await guest.leave();
  await watcher.waitFor('Bob gone', () => watcher.state.seats[1].connected === false);
  expect(watcher.state.seats[1].bot).toBe('');

  expect(await host.room.request(Msg.rematch, {})).toEqual({ ok: true });
  await watcher.waitFor('the second game', () => watcher.state.round === 2);
  expect(watcher.state.seats[1].bot).toBe('standIn');
  // Bob's bot begins the second game: the turn comes to Ada.
  await host.waitFor('the bot to move', () => host.view().turn === 0);
});
