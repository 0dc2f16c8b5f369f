import { ErrorCode, MAX_ACTION_BYTES, Msg, type Reply } from '@dead-drop/shared';
import { eachTestAtAStartedTable, expectRefused as refusedToSenderAlone, Player, settleAll } from './harness';

const at = eachTestAtAStartedTable();

const secretOf = (player: Player): number => player.view().seats[player.view().viewer].secret.value;

describe('views', () => {
  test('each client holds exactly its own view entry, and hidden values stay with their owner', async () => {
    expect(at.host.viewKeys()).toEqual(['seat:0']);
    expect(at.guest.viewKeys()).toEqual(['seat:1']);
    expect(at.watcher.viewKeys()).toEqual([]);

    expect(at.host.view()).toMatchObject({
      viewer: 0,
      turn: 0,
      seats: [{ peeks: 0, secret: { value: expect.any(Number) } }, { peeks: 0 }],
    });
    expect(at.host.view().seats[1]).not.toHaveProperty('secret');
    expect(at.host.view().legal.length).toBeGreaterThan(0);
    expect(at.guest.view()).toMatchObject({ viewer: 1, legal: [], seats: [{ peeks: 0 }, { secret: { value: expect.any(Number) } }] });
    expect(at.guest.view().seats[0]).not.toHaveProperty('secret');
    expect(at.watcher.view()).toEqual({
      viewer: 'spectator',
      legal: [],
      result: null,
      turn: 0,
      faces: 6,
      seats: [{ peeks: 0 }, { peeks: 0 }],
      waitingFor: [0],
    });

    expect(at.host.bytes().includes('seats.0.secret')).toBe(true);
    expect(at.host.bytes().includes('seats.1.secret')).toBe(false);
    expect(at.guest.bytes().includes('seats.0.secret')).toBe(false);
    expect(at.watcher.bytes().includes('secret')).toBe(false);
  });

  test('an action sends each viewer its changed view and the events it may see', async () => {
    const bobSecret = secretOf(at.guest);
    expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(at.host.events().at(-1)).toEqual([{ type: 'peeked', seat: 0, target: 1, value: bobSecret }]);
    expect(at.host.view().seats[1]).toEqual({ peeks: 1, secret: { value: bobSecret } });

    for (const other of [at.guest, at.watcher]) {
      await other.waitFor('the events', () => other.events().length === 1);
      expect(other.events().at(-1)).toEqual([{ type: 'peeked', seat: 0, target: 1 }]);
      expect(other.view().seats[1].peeks).toBe(1);
    }
    expect(at.guest.view().turn).toBe(1);
    expect(at.guest.view().legal.length).toBeGreaterThan(0);
    expect(at.guest.view().seats[0]).not.toHaveProperty('secret');
    expect(at.watcher.view().seats.some((seat: object) => 'secret' in seat)).toBe(false);
    expect(at.guest.bytes().includes('seats.0.secret')).toBe(false);
    expect(at.watcher.bytes().includes('secret')).toBe(false);
  });

  test('a spectator who arrives later gets the history as a spectator may see it', async () => {
    const table = at.host.links();
    expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await at.guest.act({ type: 'guess', target: 0, value: secretOf(at.host) === 1 ? 2 : 1 })).toEqual({ ok: true });
    const late = await Player.join(at.server, at.host.roomId, { watch: table.watch });
    at.everyone.push(late);
    await late.waitFor('the history', () => late.received(Msg.history).length === 1);
    expect(late.last(Msg.history).events).toEqual([
      { type: 'peeked', seat: 0, target: 1 },
      { type: 'guessed', seat: 1, target: 0, value: expect.any(Number), correct: false },
    ]);
    await late.waitFor('its view', () => late.hasView());
    expect(late.view()).toEqual(at.watcher.view());
    // Told up to the table's latest step: the batch of events the state holds is in it.
    expect(late.last(Msg.history).at).toBe(late.step());
  });
});

describe('bad input never changes the game', () => {
  const expectRefused = (sender: Player, send: () => Promise<Reply>, code: string) => refusedToSenderAlone(at.everyone, sender, send, code);

  test('a malformed payload', async () => {
    await expectRefused(at.host, () => at.host.room.request(Msg.act, 'garbage'), ErrorCode.malformed);
    await expectRefused(at.host, () => at.host.room.request(Msg.act, {}), ErrorCode.malformed);
    await expectRefused(at.host, () => at.host.act(5), ErrorCode.malformed);
    await expectRefused(at.host, () => at.host.act({ type: 'peek' }), ErrorCode.malformed);
    await expectRefused(at.host, () => at.host.act({ type: 'peek', target: '1' }), ErrorCode.malformed);
  });

  test('an illegal action', async () => {
    await expectRefused(at.host, () => at.host.act({ type: 'peek', target: 0 }), ErrorCode.illegal);
  });

  test('an action for another seat: the seat comes from the connection', async () => {
    await expectRefused(
      at.guest,
      () => at.guest.room.request(Msg.act, { action: { type: 'peek', target: 1 }, at: at.guest.step(), seat: 0 }),
      ErrorCode.malformed,
    );
    await expectRefused(at.guest, () => at.guest.act({ type: 'peek', target: 1, seat: 0 }), ErrorCode.malformed);
  });

  test('a payload over the size limit', async () => {
    const padding = 'x'.repeat(MAX_ACTION_BYTES);
    await expectRefused(at.host, () => at.host.act({ type: 'peek', target: 1, padding }), 'payload_too_large');
  });

  test('an action after the game ended', async () => {
    expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await at.guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
    expect(await at.host.act({ type: 'guess', target: 1, value: at.host.view().seats[1].secret.value })).toEqual({ ok: true });
    await Promise.all(at.everyone.map((player) => player.waitFor('the end', () => player.state.phase === 'ended')));
    await settleAll(at.everyone);
    expect(at.watcher.view().result).toEqual({ winners: [0], reason: 'guessed' });
    expect(at.guest.events().at(-1)).toEqual([{ type: 'guessed', seat: 0, target: 1, value: secretOf(at.guest), correct: true }]);

    await expectRefused(at.guest, () => at.guest.act({ type: 'peek', target: 0 }), ErrorCode.gameOver);
    await expectRefused(at.host, () => at.host.act({ type: 'peek', target: 1 }), ErrorCode.gameOver);
  });

  test('a refused plain message gets an error message, to its sender only', async () => {
    await settleAll(at.everyone);
    const before = at.everyone.map((player) => player.snapshot());
    at.host.room.send(Msg.act, { action: { type: 'dance' }, at: at.host.step() });
    at.host.room.send('cheat', { seat: 1 });
    await settleAll(at.everyone);
    expect(at.host.received(Msg.error)).toEqual([
      { code: ErrorCode.unknownAction, message: expect.any(String) },
      { code: 'unknown_message', message: expect.any(String) },
    ]);
    expect(at.guest.received(Msg.error)).toEqual([]);
    expect(at.watcher.received(Msg.error)).toEqual([]);
    expect(at.everyone.map((player) => player.snapshot())).toEqual(before);
  });

  test('the table goes on after refusals', async () => {
    await expectRefused(at.guest, () => at.guest.act({ type: 'peek', target: 0 }), ErrorCode.notYourTurn);
    expect(await at.host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
    expect(await at.guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  });
});

describe('a stale action', () => {
  test('a double tap (or a page that timed out waiting and sends again): the same action sent twice from one state is played once, and both are answered as done', async () => {
    await settleAll(at.everyone);
    const tap = { action: { type: 'peek', target: 1 }, at: at.host.step() };
    const first = at.host.room.request(Msg.act, tap);
    const second = at.host.room.request(Msg.act, tap);
    expect(await first).toEqual({ ok: true });
    expect(await second).toEqual({ ok: true });
    await settleAll(at.everyone);
    // Played once: one peek, one batch of events, and the step one further.
    expect(at.watcher.view().seats[1].peeks).toBe(1);
    expect(at.watcher.events()).toHaveLength(1);
    expect(at.everyone.map((player) => player.step())).toEqual([tap.at + 1, tap.at + 1, tap.at + 1]);
    expect(at.everyone.flatMap((player) => player.received(Msg.error))).toEqual([]);
  });
});
