import { ErrorCode } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { MAX_ACTION_BYTES } from '../../server/src/table/limits';
import { Msg, type Reply } from '../../server/src/table/protocol';
import { eachTestAtAStartedTable, Player, settleAll } from './harness';

let server: RunningServer;
let host: Player;
let guest: Player;
let watcher: Player;
let everyone: Player[];

eachTestAtAStartedTable((table) => ({ server, host, guest, watcher, everyone } = table));

const secretOf = (player: Player): number => player.view().seats[player.view().viewer].secret.value;

describe('views', () => {
  test('each client holds exactly its own view entry, and hidden values stay with their owner', async () => {
    expect(host.viewKeys()).toEqual(['seat:0']);
    expect(guest.viewKeys()).toEqual(['seat:1']);
    expect(watcher.viewKeys()).toEqual([]);

    expect(host.view()).toMatchObject({ viewer: 0, turn: 0, seats: [{ peeks: 0, secret: { value: expect.any(Number) } }, { peeks: 0 }] });
    expect(host.view().seats[1]).not.toHaveProperty('secret');
    expect(host.view().legal.length).toBeGreaterThan(0);
    expect(guest.view()).toMatchObject({ viewer: 1, legal: [], seats: [{ peeks: 0 }, { secret: { value: expect.any(Number) } }] });
    expect(guest.view().seats[0]).not.toHaveProperty('secret');
    expect(watcher.view()).toEqual({ viewer: 'spectator', legal: [], result: null, turn: 0, faces: 6, seats: [{ peeks: 0 }, { peeks: 0 }] });

    expect(host.bytes().includes('seats.0.secret')).toBe(true);
    expect(host.bytes().includes('seats.1.secret')).toBe(false);
    expect(guest.bytes().includes('seats.0.secret')).toBe(false);
    expect(watcher.bytes().includes('secret')).toBe(false);
  });

  test('an action sends each viewer its changed view and the events it may see', async () => {
    const bobSecret = secretOf(guest);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(host.events().at(-1)).toEqual([{ type: 'peeked', seat: 0, target: 1, value: bobSecret }]);
    expect(host.view().seats[1]).toEqual({ peeks: 1, secret: { value: bobSecret } });

    for (const other of [guest, watcher]) {
      await other.waitFor('the events', () => other.events().length === 1);
      expect(other.events().at(-1)).toEqual([{ type: 'peeked', seat: 0, target: 1 }]);
      expect(other.view().seats[1].peeks).toBe(1);
    }
    expect(guest.view().turn).toBe(1);
    expect(guest.view().legal.length).toBeGreaterThan(0);
    expect(guest.view().seats[0]).not.toHaveProperty('secret');
    expect(watcher.view().seats.some((seat: object) => 'secret' in seat)).toBe(false);
    expect(guest.bytes().includes('seats.0.secret')).toBe(false);
    expect(watcher.bytes().includes('secret')).toBe(false);
  });

  test('a spectator who arrives later gets the history as a spectator may see it', async () => {
    const table = host.links();
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await guest.act({ type: 'guess', target: 0, value: secretOf(host) === 1 ? 2 : 1 })).toEqual({ ok: true });
    const late = await Player.join(server, host.roomId, { watch: table.watch });
    everyone.push(late);
    await late.waitFor('the history', () => late.received(Msg.history).length === 1);
    expect(late.last(Msg.history)).toEqual([
      { type: 'peeked', seat: 0, target: 1 },
      { type: 'guessed', seat: 1, target: 0, value: expect.any(Number), correct: false },
    ]);
    await late.waitFor('its view', () => late.hasView());
    expect(late.view()).toEqual(watcher.view());
  });
});

describe('bad input never changes the game', () => {
  /** Refused to its sender alone; nobody's state or view changes and nobody else hears of it. */
  async function expectRefused(sender: Player, send: () => Promise<Reply>, code: string): Promise<void> {
    await settleAll(everyone);
    const before = everyone.map((player) => player.snapshot());
    const frames = everyone.map((player) => player.frameCount());
    const messages = everyone.map((player) => player.messages.length);

    expect(await send()).toEqual({ ok: false, error: { code, message: expect.any(String) } });

    await settleAll(everyone);
    expect(everyone.map((player) => player.snapshot())).toEqual(before);
    everyone.forEach((player, i) => {
      expect(player.messages.length).toBe(messages[i]);
      // the sender's one extra frame is the reply to its request
      expect(player.frameCount()).toBe(frames[i]! + (player === sender ? 1 : 0));
    });
  }

  test('a malformed payload', async () => {
    await expectRefused(host, () => host.room.request(Msg.act, 'garbage'), ErrorCode.malformed);
    await expectRefused(host, () => host.room.request(Msg.act, {}), ErrorCode.malformed);
    await expectRefused(host, () => host.act(5), ErrorCode.malformed);
    await expectRefused(host, () => host.act({ type: 'peek' }), ErrorCode.malformed);
    await expectRefused(host, () => host.act({ type: 'peek', target: '1' }), ErrorCode.malformed);
  });

  test('an unknown action type', async () => {
    await expectRefused(host, () => host.act({ type: 'dance' }), ErrorCode.unknownAction);
  });

  test('an illegal action', async () => {
    await expectRefused(host, () => host.act({ type: 'peek', target: 0 }), ErrorCode.illegal);
  });

  test('an action out of turn', async () => {
    await expectRefused(guest, () => guest.act({ type: 'peek', target: 0 }), ErrorCode.notYourTurn);
  });

  test('an action for another seat: the seat comes from the connection', async () => {
    await expectRefused(guest, () => guest.room.request(Msg.act, { action: { type: 'peek', target: 1 }, seat: 0 }), ErrorCode.malformed);
    await expectRefused(guest, () => guest.act({ type: 'peek', target: 1, seat: 0 }), ErrorCode.malformed);
  });

  test('an action from a spectator', async () => {
    await expectRefused(watcher, () => watcher.act({ type: 'peek', target: 1 }), 'spectator');
  });

  test('a payload over the size limit', async () => {
    const padding = 'x'.repeat(MAX_ACTION_BYTES);
    await expectRefused(host, () => host.act({ type: 'peek', target: 1, padding }), 'payload_too_large');
  });

  test('an action after the game ended', async () => {
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
    expect(await host.act({ type: 'guess', target: 1, value: host.view().seats[1].secret.value })).toEqual({ ok: true });
    await Promise.all(everyone.map((player) => player.waitFor('the end', () => player.state.phase === 'ended')));
    await settleAll(everyone);
    expect(watcher.view().result).toEqual({ winners: [0], reason: 'guessed' });
    expect(guest.events().at(-1)).toEqual([
      { type: 'guessed', seat: 0, target: 1, value: secretOf(guest), correct: true },
    ]);

    await expectRefused(guest, () => guest.act({ type: 'peek', target: 0 }), ErrorCode.gameOver);
    await expectRefused(host, () => host.act({ type: 'peek', target: 1 }), ErrorCode.gameOver);
  });

  test('a refused plain message gets an error message, to its sender only', async () => {
    await settleAll(everyone);
    const before = everyone.map((player) => player.snapshot());
    host.room.send(Msg.act, { action: { type: 'dance' } });
    host.room.send('cheat', { seat: 1 });
    await settleAll(everyone);
    expect(host.received(Msg.error)).toEqual([
      { code: ErrorCode.unknownAction, message: expect.any(String) },
      { code: 'unknown_message', message: expect.any(String) },
    ]);
    expect(guest.received(Msg.error)).toEqual([]);
    expect(watcher.received(Msg.error)).toEqual([]);
    expect(everyone.map((player) => player.snapshot())).toEqual(before);
  });

  test('the table goes on after refusals', async () => {
    await expectRefused(guest, () => guest.act({ type: 'peek', target: 0 }), ErrorCode.notYourTurn);
    expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  });
});
