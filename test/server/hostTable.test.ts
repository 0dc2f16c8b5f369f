/**
 * The host's table over real websockets: concede (two players, and a larger Mata Hari
 * table), a vote to abandon, the host's controls (remove, lock, pause and resume, hand the
 * host role on), "play again with this group", each with its refusals for people who are not
 * the host or not seated; and a concession or an abandon that a restart keeps.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  JoinRefusal,
  matahari,
  Msg,
  replayId,
  SPECTATOR,
  TableCloseCode,
  type AnyGame,
  type Reply,
  type ReplayData,
} from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { fixtureGames } from '../fixtures/guessGame';
import { askReplay } from '../fixtures/secretApis';
import { expectRefused, leaveAll, openTable, Player, settleAll, startServer, type StartedTable } from './harness';

let dataDir: string;
let server: RunningServer;
const everyone: Player[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-host-'));
  server = await startServer({ dataDir, botDelayMs: 0, games: [...fixtureGames, matahari] as unknown as AnyGame[] });
});
afterEach(async () => {
  await leaveAll(everyone.splice(0));
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function send(player: Player, type: string, payload: unknown = {}): Promise<Reply> {
  return player.room.request(type, payload);
}

/** Ada (host), Bob, and a spectator at a started game of `game` (`names` beyond Ada sit down too). */
async function started(game = 'guess', names = ['Bob'], clock?: number): Promise<StartedTable & { players: Player[] }> {
  const host = await Player.create(server, { game, name: 'Ada', ...(clock ? { clock } : {}) });
  everyone.push(host);
  await host.waitFor('links', () => host.links() !== undefined);
  const links = { invite: host.links().invite!, watch: host.links().watch };
  const others: Player[] = [];
  for (const name of names) {
    others.push(await Player.join(server, host.roomId, { invite: links.invite, name }));
  }
  const watcher = await Player.join(server, host.roomId, { watch: links.watch });
  everyone.push(...others, watcher);
  const players = [host, ...others];
  expect(await host.start()).toEqual({ ok: true });
  await Promise.all([...players, watcher].map((one) => one.waitFor('a view', () => one.hasView())));
  await settleAll([...players, watcher]);
  return { host, guest: others[0]!, watcher, links, everyone: [...players, watcher], players };
}

function closeCodeOf(player: Player): Promise<number> {
  return new Promise((resolve) => {
    player.room.onLeave((code) => resolve(code));
  });
}

async function fetchReplay(roomId: string, watch: string): Promise<ReplayData> {
  const response = await askReplay(`http://127.0.0.1:${server.port}`, replayId(roomId, 1), watch, SPECTATOR);
  expect(response.status).toBe(200);
  return (await response.json()) as ReplayData;
}

describe('concede', () => {
  test('of two players: the other wins, "conceded", for everyone, and the replay ends so', async () => {
    const { host, guest, watcher, links, everyone: all } = await started();
    expect(await send(guest, Msg.concede)).toEqual({ ok: true });
    await settleAll(all);
    for (const one of all) {
      expect(one.view().result).toEqual({ winners: [0], reason: 'conceded' });
      expect(one.state.phase).toBe('ended');
    }
    expect(host.view().legal).toEqual([]);
    expect(guest.received(Msg.chat).map((line) => line.note)).toContain('conceded');
    const replay = await fetchReplay(host.roomId, links.watch);
    expect(replay.views.at(-1)).toMatchObject({ result: { winners: [0], reason: 'conceded' } });
    // Over: nothing more to concede.
    await expectRefused(all, host, () => send(host, Msg.concede), 'not_playing');
    expect(watcher.view().result).toEqual({ winners: [0], reason: 'conceded' });
  });

  test('is refused to a spectator, before the start, and to a malformed message', async () => {
    const { watcher, everyone: all } = await started();
    await expectRefused(all, watcher, () => send(watcher, Msg.concede), 'spectator');
    await expectRefused(all, all[0]!, () => send(all[0]!, Msg.concede, { now: true }), 'bad_message');
    const lobby = await Player.create(server, { game: 'guess', name: 'Cy' });
    everyone.push(lobby);
    await settleAll([lobby]);
    await expectRefused([lobby], lobby, () => send(lobby, Msg.concede), 'not_playing');
  });

  test('at a Mata Hari table of three: the game goes on, a bot plays the seat for good, and its person leaves', async () => {
    const { host, players, watcher, everyone: all } = await started('matahari', ['Bob', 'Cy']);
    const cy = players[2]!;
    const key = cy.seat().seatKey;
    const closed = closeCodeOf(cy);
    expect(await send(cy, Msg.concede)).toEqual({ ok: true });
    expect(await closed).toBe(TableCloseCode.removed);
    const stay = [host, players[1]!, watcher];
    await host.waitFor('a bot in seat 2', () => host.state.seats[2].bot === 'bot');
    await settleAll(stay);
    expect(host.view().result).toBeNull();
    expect(host.state.seats[2]).toMatchObject({ name: 'Cy', bot: 'bot', connected: false });
    // Her key no longer takes the seat back.
    await expect(Player.join(server, host.roomId, { seatKey: key })).rejects.toMatchObject({ code: JoinRefusal.bad_link });
    expect(all.length).toBe(4);
  });
});

describe('a vote to abandon', () => {
  test('everyone sees who agrees, a vote can be withdrawn, and once all agree the game ends with no winner', async () => {
    const { host, guest, watcher, links, everyone: all } = await started();
    expect(await send(host, Msg.abandon, { agree: true })).toEqual({ ok: true });
    await settleAll(all);
    expect(all.map((one) => one.state.seats.map((seat: { abandon: boolean }) => seat.abandon))).toEqual(all.map(() => [true, false]));
    expect(await send(host, Msg.abandon, { agree: false })).toEqual({ ok: true });
    await settleAll(all);
    expect(watcher.state.seats[0].abandon).toBe(false);
    expect(await send(guest, Msg.abandon, { agree: true })).toEqual({ ok: true });
    await settleAll(all);
    expect(guest.view().result).toBeNull();
    expect(await send(host, Msg.abandon, { agree: true })).toEqual({ ok: true });
    await settleAll(all);
    for (const one of all) expect(one.view().result).toEqual({ winners: [], reason: 'abandoned' });
    expect(host.state.seats.map((seat: { abandon: boolean }) => seat.abandon)).toEqual([false, false]);
    expect((await fetchReplay(host.roomId, links.watch)).views.at(-1)).toMatchObject({ result: { winners: [], reason: 'abandoned' } });
  });

  test('is refused to a spectator and to a payload of the wrong shape', async () => {
    const { host, watcher, everyone: all } = await started();
    await expectRefused(all, watcher, () => send(watcher, Msg.abandon, { agree: true }), 'spectator');
    await expectRefused(all, host, () => send(host, Msg.abandon, { agree: 'yes' }), 'bad_message');
  });
});

describe('the host', () => {
  test('removes a player during the game: a bot plays the seat, their key stops working, they are sent away', async () => {
    const { host, guest, watcher, everyone: all } = await started();
    const key = guest.seat().seatKey;
    await expectRefused(all, guest, () => send(guest, Msg.removePlayer, { seat: 0 }), 'not_host');
    await expectRefused(all, watcher, () => send(watcher, Msg.removePlayer, { seat: 1 }), 'spectator');
    await expectRefused(all, host, () => send(host, Msg.removePlayer, { seat: 0 }), 'no_person');
    const closed = closeCodeOf(guest);
    expect(await send(host, Msg.removePlayer, { seat: 1 })).toEqual({ ok: true });
    expect(await closed).toBe(TableCloseCode.removed);
    await host.waitFor('a bot in seat 1', () => host.state.seats[1].bot === 'bot');
    await expect(Player.join(server, host.roomId, { seatKey: key })).rejects.toMatchObject({ code: JoinRefusal.bad_link });
    await expectRefused([host, watcher], host, () => send(host, Msg.removePlayer, { seat: 1 }), 'no_person');
  });

  test('removes a player from the lobby: the seat is free again', async () => {
    const host = await Player.create(server, { game: 'guess3', name: 'Ada' });
    everyone.push(host);
    await host.waitFor('links', () => host.links() !== undefined);
    const bob = await Player.join(server, host.roomId, { invite: host.links().invite!, name: 'Bob' });
    everyone.push(bob);
    const closed = closeCodeOf(bob);
    expect(await send(host, Msg.removePlayer, { seat: 1 })).toEqual({ ok: true });
    expect(await closed).toBe(TableCloseCode.removed);
    await host.waitFor('seat 1 free', () => host.state.seats[1].occupied === false);
  });

  test('locks the table against new spectators, and unlocks it', async () => {
    const { host, guest, watcher, links, everyone: all } = await started();
    await expectRefused(all, guest, () => send(guest, Msg.lock, { locked: true }), 'not_host');
    await expectRefused(all, watcher, () => send(watcher, Msg.lock, { locked: true }), 'spectator');
    expect(await send(host, Msg.lock, { locked: true })).toEqual({ ok: true });
    await settleAll(all);
    expect(watcher.state.locked).toBe(true);
    await expect(Player.join(server, host.roomId, { watch: links.watch })).rejects.toMatchObject({ code: JoinRefusal.table_locked });
    expect(await send(host, Msg.lock, { locked: false })).toEqual({ ok: true });
    everyone.push(await Player.join(server, host.roomId, { watch: links.watch }));
  });

  test('pauses the clocks (everyone sees it, nobody moves, nobody is replaced) and resumes them', async () => {
    const { host, guest, watcher, everyone: all } = await started('guess', ['Bob'], 60);
    await host.waitFor('seat 0 on the clock', () => host.state.seats[0].deadline > 0);
    await expectRefused(all, guest, () => send(guest, Msg.pause, { paused: true }), 'not_host');
    await expectRefused(all, watcher, () => send(watcher, Msg.pause, { paused: true }), 'spectator');
    expect(await send(host, Msg.pause, { paused: true })).toEqual({ ok: true });
    await settleAll(all);
    for (const one of all) expect(one.state.paused).toBe(true);
    expect(watcher.state.seats[0].deadline).toBe(0);
    await expectRefused(all, host, () => host.act({ type: 'peek', target: 1 }), 'paused');
    // Bob leaves while paused: no stand-in until the game resumes.
    await guest.leave();
    await host.waitFor('Bob gone', () => host.state.seats[1].connected === false);
    await settleAll([host, watcher]);
    expect(host.state.seats[1].bot).toBe('');
    expect(await send(host, Msg.pause, { paused: false })).toEqual({ ok: true });
    await host.waitFor('running again', () => host.state.paused === false && host.state.seats[0].deadline > 0);
    await host.waitFor('a stand-in for Bob', () => host.state.seats[1].bot === 'standIn');
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  }, 20000);

  test('hands the host role to another person, who then holds the controls', async () => {
    const { host, guest, watcher, everyone: all } = await started();
    await expectRefused(all, guest, () => send(guest, Msg.handHost, { seat: 1 }), 'not_host');
    await expectRefused(all, watcher, () => send(watcher, Msg.handHost, { seat: 0 }), 'spectator');
    await expectRefused(all, host, () => send(host, Msg.handHost, { seat: 0 }), 'no_person');
    await expectRefused(all, host, () => send(host, Msg.handHost, { seat: 5 }), 'no_person');
    expect(await send(host, Msg.handHost, { seat: 1 })).toEqual({ ok: true });
    await settleAll(all);
    expect(watcher.state.seats.map((seat: { host: boolean }) => seat.host)).toEqual([false, true]);
    await expectRefused(all, host, () => send(host, Msg.lock, { locked: true }), 'not_host');
    expect(await send(guest, Msg.lock, { locked: true })).toEqual({ ok: true });
  });
});

describe('play again with this group', () => {
  test('after the game, the others in a seat are invited to the new table; spectators and the sender are not', async () => {
    const { host, guest, watcher, everyone: all } = await started();
    const next = await openTable(server, 'guess3');
    everyone.push(next.host);
    const invitation = { game: 'guess3', roomId: next.host.roomId, invite: next.links.invite };
    await expectRefused(all, host, () => send(host, Msg.playAgain, invitation), 'not_over');
    expect(await send(guest, Msg.concede)).toEqual({ ok: true });
    await settleAll(all);
    await expectRefused(all, watcher, () => send(watcher, Msg.playAgain, invitation), 'spectator');
    await expectRefused(all, host, () => send(host, Msg.playAgain, { ...invitation, roomId: '../x' }), 'bad_message');
    expect(await send(host, Msg.playAgain, invitation)).toEqual({ ok: true });
    await guest.waitFor('the invitation', () => guest.received(Msg.invitation).length > 0);
    expect(guest.last(Msg.invitation)).toEqual({ from: 0, ...invitation });
    await settleAll(all);
    expect(host.received(Msg.invitation)).toEqual([]);
    expect(watcher.received(Msg.invitation)).toEqual([]);
  });

  test('invites only to a new lobby of this server, of the game it names, with its own invite; anything else is refused', async () => {
    const { host, guest, links, everyone: all } = await started();
    const next = await openTable(server, 'guess3');
    everyone.push(next.host);
    expect(await send(guest, Msg.concede)).toEqual({ ok: true });
    await settleAll(all);
    const invitation = { game: 'guess3', roomId: next.host.roomId, invite: next.links.invite };
    for (const bad of [
      { ...invitation, roomId: 'abcDEF123' },
      { ...invitation, game: 'guess' },
      { ...invitation, game: 'no-such-game' },
      { ...invitation, invite: next.links.watch },
      { ...invitation, invite: 'x'.repeat(24) },
      // The table just finished is no new lobby.
      { game: 'guess', roomId: host.roomId, invite: links.invite },
    ])
      await expectRefused(all, host, () => send(host, Msg.playAgain, bad), 'bad_invitation');
    expect(guest.received(Msg.invitation)).toEqual([]);
    expect(await send(host, Msg.playAgain, invitation)).toEqual({ ok: true });
  });
});

describe('a restart', () => {
  async function restart(): Promise<void> {
    await server.close();
    everyone.splice(0);
    server = await startServer({ dataDir, botDelayMs: 0, games: [...fixtureGames, matahari] as unknown as AnyGame[] });
  }

  test.each([
    ['a concession', async (table: StartedTable) => send(table.guest, Msg.concede), { winners: [0], reason: 'conceded' }],
    [
      'an abandon',
      async (table: StartedTable) => {
        await send(table.host, Msg.abandon, { agree: true });
        return send(table.guest, Msg.abandon, { agree: true });
      },
      { winners: [], reason: 'abandoned' },
    ],
  ])('keeps %s: the finished game replays to that end', async (_what, end, result) => {
    const table = await started();
    expect(await end(table)).toEqual({ ok: true });
    await settleAll(table.everyone);
    await restart();
    // A finished table is not restored for play; its replay keeps the end.
    const replay = await fetchReplay(table.host.roomId, table.links.watch);
    expect(replay.views.at(-1)).toMatchObject({ result });
  });

  test("restores a Mata Hari game a seat conceded: its log plays through, the seat stays its bot's, its key stays dead", async () => {
    const { host, players, everyone: all } = await started('matahari', ['Bob', 'Cy']);
    const cy = players[2]!;
    const cyKey = cy.seat().seatKey;
    const closed = closeCodeOf(cy);
    expect(await send(cy, Msg.concede)).toEqual({ ok: true });
    await closed;
    // The bot now in seat 2 is not awaited at once, or has moved already: wait for the table to rest.
    await settleAll(all.filter((one) => one !== cy));
    const adaKey = host.seat().seatKey;
    const roomId = host.roomId;
    await restart();
    const ada = await Player.join(server, roomId, { seatKey: adaKey });
    everyone.push(ada);
    await ada.waitFor('the view', () => ada.hasView());
    await settleAll([ada]);
    expect(ada.state.restored).toBe(true);
    expect(ada.state.seats[2]).toMatchObject({ name: 'Cy', bot: 'bot' });
    expect(ada.view().result).toBeNull();
    await expect(Player.join(server, roomId, { seatKey: cyKey })).rejects.toMatchObject({ code: JoinRefusal.bad_link });
  });
});
