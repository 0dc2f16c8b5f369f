/**
 * Tables that never stall, over real websockets: bots the host seats, bots that stand in for
 * a player who left until they come back, and turn clocks whose bot decides when time runs
 * out. The fixture game's bot only peeks, so no game ends by a bot's hand. Bots move without
 * a pause here (`botDelayMs: 0`); every assertion is about order, never about time.
 */
import { Msg, TableErrorCode, type BotLevel, type ChatLine } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { expectRefused, leaveAll, Player, settleAll, startServer } from './harness';

let server: RunningServer;
const everyone: Player[] = [];

beforeAll(async () => {
  server = await startServer({ botDelayMs: 0, reconnectSeconds: 1 });
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await leaveAll(everyone.splice(0));
});

interface SeatSeen {
  name: string;
  bot: string;
  level: string;
  deadline: number;
  reserve: number;
}

function seat(player: Player, index: number): SeatSeen {
  const { name, bot, level, deadline, reserve } = player.state.seats[index];
  return { name, bot, level, deadline, reserve };
}

/** The table's notes this client has: those in the talk it got on joining, then those said since. */
function notes(player: Player): Pick<ChatLine, 'seat' | 'note'>[] {
  const lines: ChatLine[] = [...(player.last(Msg.chatLog) ?? []), ...player.received(Msg.chat)];
  return lines.filter((line) => line.note).map(({ seat: at, note }) => ({ seat: at, note }));
}

/** The seat to act in the fixture game, as `player` sees it. */
function turn(player: Player): number {
  return player.view().turn;
}

async function table(
  options: { clock?: number; bots?: number; botLevel?: BotLevel } = {},
): Promise<{ host: Player; watch: string; invite: string }> {
  const host = await Player.create(server, { game: 'guess3', name: 'Ada', options: { faces: 20 }, ...options });
  everyone.push(host);
  await host.waitFor('links', () => host.links() !== undefined);
  const { invite, watch } = host.links();
  return { host, invite: invite!, watch };
}

describe('bots the host seats', () => {
  test('the host adds and removes bots in the lobby, nobody else can, and a game with a bot starts and goes on', async () => {
    const { host, invite, watch } = await table();
    const guest = await Player.join(server, host.roomId, { invite, name: 'Bob' });
    const watcher = await Player.join(server, host.roomId, { watch });
    everyone.push(guest, watcher);

    expect(await host.addBot()).toEqual({ ok: true });
    await watcher.waitFor('the bot seated', () => watcher.state.seats[2]?.occupied === true);
    expect(seat(watcher, 2)).toMatchObject({ name: 'Bot 3', bot: 'bot' });
    await expectRefused([host, guest, watcher], host, () => host.addBot(), TableErrorCode.noSeat);
    await expectRefused([host, guest, watcher], guest, () => guest.removeBot(2), TableErrorCode.notHost);
    await expectRefused([host, guest, watcher], host, () => host.removeBot(1), TableErrorCode.noSeat);
    await expectRefused([host, guest, watcher], watcher, () => watcher.addBot(), TableErrorCode.spectator);

    expect(await host.removeBot(2)).toEqual({ ok: true });
    await watcher.waitFor('the seat free', () => watcher.state.seats[2]?.occupied === false);
    await guest.leave();
    expect(await host.addBot()).toEqual({ ok: true });
    expect(await host.start()).toEqual({ ok: true });
    await watcher.waitFor('a view', () => watcher.hasView());
    expect(seat(watcher, 1)).toMatchObject({ name: 'Bot 2', bot: 'bot' });
    await expectRefused([host, watcher], host, () => host.addBot(), TableErrorCode.gameStarted);

    // Ada peeks, and the bot's turn is played without anyone: the turn comes back to her.
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await host.waitFor('the bot to move', () => host.events().length === 2);
    expect(turn(host)).toBe(0);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await host.waitFor('the bot to move again', () => host.events().length === 4);
    expect(host.events().map(([event]) => event?.seat)).toEqual([0, 1, 0, 1]);
  });

  test('the host chooses how well each bot plays; nobody else can, and only for a bot', async () => {
    const { host, invite } = await table();
    const guest = await Player.join(server, host.roomId, { invite, name: 'Bob' });
    everyone.push(guest);
    expect(await host.addBot()).toEqual({ ok: true });
    await host.waitFor('the bot seated', () => host.state.seats[2]?.occupied === true);
    expect(seat(host, 2).level).toBe('normal');
    expect(await host.setBotLevel(2, 'easy')).toEqual({ ok: true });
    await guest.waitFor('the level seen', () => guest.state.seats[2]?.level === 'easy');
    await expectRefused([host, guest], guest, () => guest.setBotLevel(2, 'hard'), TableErrorCode.notHost);
    await expectRefused([host, guest], host, () => host.setBotLevel(1, 'hard'), TableErrorCode.noSeat);
  });

  test('"play against bots" seats bots of the level asked for, and a Hard bot plays its turns', async () => {
    const { host } = await table({ bots: 2, botLevel: 'hard' });
    await host.waitFor('a view', () => host.hasView());
    expect([1, 2].map((index) => seat(host, index).level)).toEqual(['hard', 'hard']);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await host.waitFor('both bots to move', () => turn(host) === 0 && host.view().seats[0].peeks === 2);
  });

  test('"play against bots" is refused for more seats than the game has', async () => {
    await expect(Player.create(server, { game: 'guess3', name: 'Ada', bots: 3 })).rejects.toMatchObject({ code: 465 });
  });
});

describe('a player who leaves', () => {
  async function playing(): Promise<{ host: Player; guest: Player; watcher: Player }> {
    const { host, invite, watch } = await table();
    const guest = await Player.join(server, host.roomId, { invite, name: 'Bob' });
    const watcher = await Player.join(server, host.roomId, { watch });
    everyone.push(guest, watcher);
    expect(await host.start()).toEqual({ ok: true });
    await Promise.all([host, guest, watcher].map((one) => one.waitFor('a view', () => one.hasView())));
    return { host, guest, watcher };
  }

  test('is replaced by a bot when the reconnection window passes; the game goes on; coming back stops the bot', async () => {
    const { host, guest, watcher } = await playing();
    const { seatKey } = guest.seat();
    guest.room.reconnection.enabled = false;
    guest.dropConnection();

    // Everyone sees how long the table waits for him.
    await watcher.waitFor('Bob away', () => watcher.state.seats[1].awayUntil > 0);
    expect(watcher.state.seats[1].awayUntil).toBeGreaterThan(watcher.last(Msg.clock).now);
    // The window (1 s here) passes: a stand-in takes the seat, and the log says so.
    await watcher.waitFor('a stand-in', () => seat(watcher, 1).bot === 'standIn');
    expect(watcher.state.seats[1].awayUntil).toBe(0);
    await watcher.waitFor('the note', () => notes(watcher).length === 1);
    expect(notes(watcher)).toEqual([{ seat: 1, note: 'standIn' }]);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await host.waitFor('the stand-in to move', () => host.view().seats[0].peeks === 1);
    expect(turn(host)).toBe(0);

    // Bob comes back with his seat key: the bot steps aside at once, and everyone sees it.
    const back = await Player.join(server, host.roomId, { seatKey });
    everyone.push(back);
    await watcher.waitFor('the seat his again', () => seat(watcher, 1).bot === '');
    await watcher.waitFor('the second note', () => notes(watcher).length === 2);
    expect(notes(watcher)[1]).toEqual({ seat: 1, note: 'back' });
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    await settleAll([host, back, watcher]);
    expect(turn(back)).toBe(1);
    expect(await back.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
    expect(back.view().seats[0].peeks).toBe(1);
  });
});

describe('turn clocks', () => {
  test("a clock stands through a reconnect and a reload: the deadline is the server's", async () => {
    const { host, invite } = await table({ clock: 60 });
    const guest = await Player.join(server, host.roomId, { invite, name: 'Bob' });
    everyone.push(guest);
    expect(await host.start()).toEqual({ ok: true });
    await host.waitFor('seat 0 on the clock', () => seat(host, 0).deadline > 0);
    expect(host.state.clock).toBe(60);
    const { deadline } = seat(host, 0);
    expect(host.last(Msg.clock)).toEqual({ now: expect.any(Number) });

    host.room.reconnection.enabled = false;
    const token = host.room.reconnectionToken;
    host.dropConnection();
    await guest.waitFor('Ada away', () => guest.seats()[0]?.connected === false);
    const reloaded = await Player.reconnect(server, token);
    everyone.push(reloaded);
    await reloaded.waitFor('the table', () => reloaded.hasView());
    expect(seat(reloaded, 0).deadline).toBe(deadline);
    expect(seat(guest, 0).deadline).toBe(deadline);
    expect(reloaded.received(Msg.clock)).toHaveLength(1);
  });
});

test('the only player of a game against bots can leave and come back to it', async () => {
  const { host } = await table({ bots: 1 });
  await host.waitFor('a view', () => host.hasView());
  const { seatKey } = host.seat();
  await host.leave();
  const back = await Player.join(server, host.roomId, { seatKey });
  everyone.push(back);
  await back.waitFor('the table', () => back.hasView());
  expect(seat(back, 0).bot).toBe('');
  expect(notes(back).map(({ note }) => note)).toEqual(['standIn', 'back']);
});
