import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { LOAD_ROOM } from '../../workshop/src/loadRooms/rooms';
import type { RunningServer } from '../../server/src/app';
import { JoinRefusal, joinRefusalName, Msg, ROOM } from '@dead-drop/shared';
import { leaveAll, openTable, Player, settleAll, startServer } from './harness';

let server: RunningServer;
const players: Player[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await leaveAll(players.splice(0));
});
afterAll(async () => {
  await server.close();
});

async function table(game = 'guess', name = 'Ada') {
  const opened = await openTable(server, game, name);
  players.push(opened.host);
  return opened;
}

async function join(roomId: string, options: Parameters<typeof Player.join>[2]): Promise<Player> {
  const player = await Player.join(server, roomId, options);
  players.push(player);
  await player.waitFor('links', () => player.links() !== undefined);
  return player;
}

function refusedWith(name: keyof typeof JoinRefusal) {
  return expect.objectContaining({ code: JoinRefusal[name], message: expect.stringMatching(/\w+ \w+/) });
}

describe('creating a table', () => {
  test('seats the creator at seat 0 as host and gives it two different secrets and a seat key', async () => {
    const { host, links } = await table();
    expect(links.invite).toEqual(expect.any(String));
    expect(links.watch).toEqual(expect.any(String));
    expect(links.invite).not.toBe(links.watch);
    expect(host.seat()).toEqual({ seat: 0, seatKey: expect.any(String) });
    expect([links.invite, links.watch]).not.toContain(host.seat().seatKey);
    expect(host.state.toJSON()).toMatchObject({ game: 'guess', phase: 'lobby', minSeats: 2, maxSeats: 2 });
    expect(host.seats()).toEqual([
      { name: 'Ada', occupied: true, connected: true, host: true },
      { name: '', occupied: false, connected: false, host: false },
    ]);
    expect(host.received(Msg.history)).toEqual([{ at: 0, events: [] }]);
  });

  test('is private: never listed and never matchmade', async () => {
    const { host } = await table();
    const listed = await matchMaker.query({ name: ROOM.table });
    expect(listed.map((room) => room.roomId)).toContain(host.roomId);
    expect(listed.every((room) => room.private)).toBe(true);
    expect(await matchMaker.query({ name: ROOM.table, private: false })).toEqual([]);
    const stranger = new Client(`ws://127.0.0.1:${server.port}`);
    await expect(stranger.join(ROOM.table, { name: 'Eve' })).rejects.toThrow(/only be joined through its invitation/);
  });

  test("is the only room a default server offers: the load tests' measurement rooms are off", async () => {
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    for (const room of Object.values(LOAD_ROOM)) {
      await expect(client.create(room, { name: 'Eve', game: 'guess', seats: 2 })).rejects.toThrow(/not defined/);
    }
  });

  test('refuses an unknown game, bad game options and a bad name', async () => {
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    await expect(client.create(ROOM.table, { game: 'chess', name: 'Ada' })).rejects.toEqual(refusedWith('unknown_game'));
    await expect(client.create(ROOM.table, { game: 'guess', name: 'Ada', options: { faces: 99 } })).rejects.toEqual(
      refusedWith('bad_options'),
    );
    await expect(client.create(ROOM.table, { game: 'guess', name: 'Ada', options: { jokers: true } })).rejects.toEqual(
      refusedWith('bad_options'),
    );
    await expect(client.create(ROOM.table, { game: 'guess', name: '   ' })).rejects.toEqual(refusedWith('bad_name'));
    await expect(client.create(ROOM.table, { game: 'guess', name: 'x'.repeat(25) })).rejects.toEqual(refusedWith('bad_name'));
  });
});

describe('joining by link', () => {
  test('the invite seats a player in the next free seat and gives both secrets', async () => {
    const { host, links } = await table();
    const guest = await join(host.roomId, { invite: links.invite, name: '  Bo\u0000b <x>  ' });
    expect(guest.links()).toEqual(links);
    expect(guest.seat()).toEqual({ seat: 1, seatKey: expect.any(String) });
    expect(guest.seat().seatKey).not.toBe(host.seat().seatKey);
    await host.waitFor('the guest in seat 1', () => host.seats()[1]?.occupied === true);
    expect(host.seats()[1]).toEqual({ name: 'Bob x', occupied: true, connected: true, host: false });
  });

  test('the spectator link only lets one watch, and tells only itself', async () => {
    const { host, links } = await table();
    const watcher = await join(host.roomId, { watch: links.watch });
    expect(watcher.links()).toEqual({ watch: links.watch });
    expect(watcher.received(Msg.seat)).toEqual([]);
    await settleAll([host, watcher]);
    expect(watcher.seats().filter((seat) => seat.occupied)).toHaveLength(1);
    expect(watcher.viewKeys()).toEqual([]);
  });

  test('a wrong, edited, swapped or missing secret is refused', async () => {
    const { host, links } = await table();
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    const edited = links.watch.slice(0, -1) + (links.watch.endsWith('A') ? 'B' : 'A');
    await expect(client.joinById(host.roomId, { watch: edited })).rejects.toEqual(refusedWith('bad_link'));
    await expect(client.joinById(host.roomId, { invite: links.watch, name: 'Eve' })).rejects.toEqual(refusedWith('bad_link'));
    await expect(client.joinById(host.roomId, { invite: 'guess', name: 'Eve' })).rejects.toEqual(refusedWith('bad_link'));
    await expect(client.joinById(host.roomId, { name: 'Eve' })).rejects.toEqual(refusedWith('bad_link'));
    await expect(client.joinById(host.roomId, { seatKey: links.invite })).rejects.toEqual(refusedWith('bad_link'));
    await expect(client.joinById(host.roomId, { invite: links.invite, name: '' })).rejects.toEqual(refusedWith('bad_name'));
    await settleAll([host]);
    expect(host.seats().filter((seat) => seat.occupied)).toHaveLength(1);
  });

  test('a third player on a full table is refused with table_full', async () => {
    const { host, links } = await table();
    await join(host.roomId, { invite: links.invite, name: 'Bob' });
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    const refusal = client.joinById(host.roomId, { invite: links.invite, name: 'Cy' });
    await expect(refusal).rejects.toEqual(refusedWith('table_full'));
    await expect(refusal).rejects.toThrow(/full/);
    const code = await refusal.then(
      () => 0,
      (error: { code: number }) => error.code,
    );
    expect(joinRefusalName(code)).toBe('table_full');
    const watcher = await join(host.roomId, { watch: links.watch });
    expect(watcher.links()).toEqual({ watch: links.watch });
    // The refused player holds only the invite: it lets them watch, never more than that.
    const invitedWatcher = await join(host.roomId, { watch: links.invite });
    expect(invitedWatcher.links()).toEqual({ watch: links.watch });
    await settleAll([host, invitedWatcher]);
    expect(invitedWatcher.viewKeys()).toEqual([]);
    expect(invitedWatcher.seats().filter((seat) => seat.occupied)).toHaveLength(2);
  });
});

describe('starting', () => {
  test('after the start new players are refused with game_started, but watching works', async () => {
    const { host, links } = await table('guess3');
    await join(host.roomId, { invite: links.invite, name: 'Bob' });
    expect(await host.start()).toEqual({ ok: true });
    const client = new Client(`ws://127.0.0.1:${server.port}`);
    await expect(client.joinById(host.roomId, { invite: links.invite, name: 'Cy' })).rejects.toEqual(refusedWith('game_started'));
    const watcher = await join(host.roomId, { watch: links.watch });
    await watcher.waitFor('the spectator view', () => watcher.hasView());
    expect(watcher.viewKeys()).toEqual([]);
  });

  test('a player leaving the lobby frees the seat; the start closes the gaps', async () => {
    const { host, links } = await table('guess3');
    const bob = await join(host.roomId, { invite: links.invite, name: 'Bob' });
    const cy = await join(host.roomId, { invite: links.invite, name: 'Cy' });
    expect(cy.seat().seat).toBe(2);
    await bob.leave();
    await host.waitFor('seat 1 freed', () => host.seats()[1]?.occupied === false);

    expect(await host.start()).toEqual({ ok: true });
    await cy.waitFor('the new seat', () => cy.seat().seat === 1);
    await cy.waitFor('its view', () => cy.hasView());
    expect(cy.viewKeys()).toEqual(['seat:1']);
    expect(cy.view()).toMatchObject({ viewer: 1, seats: [{ peeks: 0 }, { peeks: 0, secret: { value: expect.any(Number) } }] });
    expect(host.seats().map((seat) => seat.name)).toEqual(['Ada', 'Cy']);
  });
});
