/**
 * The table in this process, without Colyseus or sockets: its outbox records what everyone
 * would see and hear, its clock moves by hand. The websocket tests beside it test the wire.
 */
import { ErrorCode, Msg, TableErrorCode, type ChatLine } from '@dead-drop/shared';
import { TableStore } from '../../server/src/store/tableStore';
import { act, creator, inProcessTable, joined, player, send, spectator } from './inProcessTable';

/** Ada hosting, Bob seated, a spectator, the game started. */
function started(options: Parameters<typeof inProcessTable>[0] = {}) {
  const made = inProcessTable(options);
  joined(made.table, 'ada', creator());
  joined(made.table, 'bob', player('Bob'));
  joined(made.table, 'eve', spectator);
  expect(send(made.table, 'ada', Msg.start)).toBe('ok');
  return made;
}

describe('lobby and seats', () => {
  test("the creator's options are parsed once, at the edge: starting the game parses none again", () => {
    const { table, game } = inProcessTable({ options: { faces: 9 } });
    const ada = creator();
    const parse = jest.spyOn(game, 'parseOptions');
    joined(table, 'ada', ada);
    joined(table, 'bob', player('Bob'));
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  test('the creator hosts seat 0, a player takes the next, a full table and a spectator are told apart', () => {
    const { table, outbox } = inProcessTable();
    expect(joined(table, 'ada', creator()).seat).toMatchObject({ name: 'Ada', host: true });
    expect(joined(table, 'bob', player('Bob')).seat).toMatchObject({ name: 'Bob', host: false });
    expect(table.join('cid', player('Cid'))).toMatchObject({ refusal: 'table_full' });
    expect(joined(table, 'eve', spectator).seat).toBeNull();
    expect(outbox.seats.map((seat) => seat?.name)).toEqual(['Ada', 'Bob']);
    expect(outbox.received('eve', 'links')).toEqual([{ watch: table.links.watch }]);
    expect(outbox.received('bob', 'links')).toEqual([table.links]);
  });

  test('only the host starts, with enough players; a player leaving the lobby frees the seat and passes the host on', () => {
    const { table, outbox } = inProcessTable();
    joined(table, 'ada', creator());
    expect(send(table, 'ada', Msg.start)).toBe(TableErrorCode.notEnoughPlayers);
    joined(table, 'bob', player('Bob'));
    joined(table, 'eve', spectator);
    expect(send(table, 'bob', Msg.start)).toBe(TableErrorCode.notHost);
    expect(send(table, 'eve', Msg.start)).toBe(TableErrorCode.spectator);
    table.leave('ada');
    expect(outbox.seats.map((seat) => seat && { name: seat.name, host: seat.host })).toEqual([null, { name: 'Bob', host: true }]);
    expect(outbox.face.phase).toBeUndefined();
  });

  test('the host role passes on when the host leaves the lobby: the next person holds it, not the others', () => {
    const { table, outbox } = inProcessTable({ game: 'guess3' });
    joined(table, 'ada', creator());
    joined(table, 'bob', player('Bob'));
    joined(table, 'cy', player('Cy'));
    table.leave('ada');
    expect(send(table, 'cy', Msg.start)).toBe(TableErrorCode.notHost);
    expect(send(table, 'bob', Msg.start)).toBe('ok');
    expect(outbox.seats.map((seat) => seat?.name)).toEqual(['Bob', 'Cy']);
    expect(outbox.received('cy', 'seat').at(-1)).toMatchObject({ seat: 1 });
  });

  test('before the start, a leaving host hands the role to the next person, not to a bot', () => {
    const { table, outbox } = inProcessTable({ game: 'guess3' });
    joined(table, 'ada', creator());
    expect(send(table, 'ada', Msg.addBot)).toBe('ok');
    joined(table, 'bob', player('Bob'));
    table.leave('ada');
    expect(outbox.seats.map((seat) => seat && { name: seat.name, host: seat.host })).toEqual([
      null,
      { name: 'Bot 2', host: false },
      { name: 'Bob', host: true },
    ]);
  });

  test("the game starts once: the host's second start is refused", () => {
    const { table } = started();
    expect(send(table, 'ada', Msg.start)).toBe(TableErrorCode.gameStarted);
  });

  test('the host seats and removes bots before the start, not after', () => {
    const { table, outbox } = inProcessTable();
    joined(table, 'ada', creator());
    expect(send(table, 'ada', Msg.addBot)).toBe('ok');
    expect(outbox.seats[1]).toMatchObject({ name: 'Bot', bot: 'bot' });
    expect(send(table, 'ada', Msg.addBot)).toBe(TableErrorCode.noSeat);
    expect(send(table, 'ada', Msg.removeBot, { seat: 0 })).toBe(TableErrorCode.noSeat);
    expect(send(table, 'ada', Msg.removeBot, { seat: 1 })).toBe('ok');
    expect(outbox.seats[1]).toBeNull();
    expect(send(table, 'ada', Msg.addBot)).toBe('ok');
    expect(send(table, 'ada', Msg.start)).toBe('ok');
    expect(send(table, 'ada', Msg.removeBot, { seat: 1 })).toBe(TableErrorCode.gameStarted);
  });

  test('a seat key takes the seat back: the older session is sent away, the seat stays', () => {
    const { table, outbox } = started();
    const key = outbox.received('bob', 'seat').at(-1) as { seatKey: string };
    const back = joined(table, 'bob2', { kind: 'reclaim', seatKey: key.seatKey });
    expect(outbox.evicted).toEqual(['bob']);
    expect(back.seat).toBe(outbox.held.get('bob'));
    expect(table.join('x', { kind: 'reclaim', seatKey: 'nope' })).toMatchObject({ refusal: 'bad_link' });
  });
});

describe('play', () => {
  test('the start gives every seat its view, and only its own', () => {
    const { outbox } = started();
    expect(outbox.face).toMatchObject({ phase: 'playing', step: 0 });
    expect(outbox.view('ada').seats[0].secret).toEqual({ value: expect.any(Number) });
    expect(outbox.view('ada').seats[1].secret).toBeUndefined();
    expect(outbox.view('eve').seats.every((seat: object) => !('secret' in seat))).toBe(true);
  });

  test('an accepted action moves the step on and tells everyone; a refused one changes nothing', () => {
    const { table, outbox } = started();
    const before = { face: { ...outbox.face }, flushes: outbox.flushes, messages: outbox.messages.length };
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe(ErrorCode.notYourTurn);
    expect(act(table, outbox, 'eve', { type: 'peek', target: 0 })).toBe(TableErrorCode.spectator);
    expect(act(table, outbox, 'ada', { type: 'dance' })).toBe(ErrorCode.unknownAction);
    expect({ face: outbox.face, flushes: outbox.flushes, messages: outbox.messages.length }).toEqual(before);
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
    expect(outbox.face.step).toBe(1);
    expect(outbox.view('ada').seats[1].secret).toEqual({ value: expect.any(Number) });
    expect(outbox.view('bob').turn).toBe(1);
  });

  test('an action before the start is refused', () => {
    const { table, outbox } = inProcessTable();
    joined(table, 'ada', creator());
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe(TableErrorCode.notStarted);
  });
});

describe('stale actions', () => {
  test('the same action sent again from one state (a page that timed out waiting, a double tap) is answered as done and played once', () => {
    const { table, outbox } = started();
    const at = outbox.face.step!;
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 }, at)).toBe('ok');
    const after = { face: { ...outbox.face }, flushes: outbox.flushes, messages: outbox.messages.length };
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 }, at)).toBe('ok');
    expect({ face: outbox.face, flushes: outbox.flushes, messages: outbox.messages.length }).toEqual(after);
    // Another seat's move since changes nothing: it was still done. Another choice from that state is stale.
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 }, at)).toBe('ok');
    expect(act(table, outbox, 'ada', { type: 'guess', target: 1, value: 1 }, at)).toBe(TableErrorCode.staleAction);
    expect(outbox.face.step).toBe(at + 2);
  });

  test('a step the table has not reached is refused too', () => {
    const { table, outbox } = started();
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 }, 5)).toBe(TableErrorCode.staleAction);
  });

  test("a move the seat's bot made when its time ran out makes the person's late choice stale", () => {
    const { table, outbox, time } = started({ clock: 1 });
    const at = outbox.face.step!;
    time.advance(2000);
    expect(outbox.face.step).toBe(at + 1);
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 }, at)).toBe(TableErrorCode.staleAction);
  });
});

describe('chat', () => {
  test('a player speaks and everyone at the table reads it; a spectator only reads', () => {
    const { table, outbox } = started();
    expect(send(table, 'bob', Msg.chat, { text: '  hello  ' })).toBe('ok');
    for (const member of ['ada', 'bob', 'eve']) {
      expect(outbox.received(member, 'chat')).toEqual([{ seat: 1, name: 'Bob', text: 'hello', after: 0 }]);
    }
    expect(send(table, 'eve', Msg.chat, { text: 'hi' })).toBe(TableErrorCode.spectator);
    expect(send(table, 'bob', Msg.chat, { text: '' })).toBe(TableErrorCode.badChat);
  });

  test('a line a second, five in a row; later ones are refused until time passes', () => {
    const { table, time } = started();
    const said = Array.from({ length: 6 }, (_, i) => send(table, 'ada', Msg.chat, { text: `line ${i}` }));
    expect(said).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', TableErrorCode.chatRateLimited]);
    time.advance(1000);
    expect(send(table, 'ada', Msg.chat, { text: 'again' })).toBe('ok');
  });

  test('someone joining reads the talk so far', () => {
    const { table, outbox } = started();
    send(table, 'ada', Msg.chat, { text: 'first' });
    joined(table, 'fay', spectator);
    expect((outbox.received('fay', 'chatLog')[0] as ChatLine[]).map((line) => line.text)).toEqual(['first']);
  });
});

describe('bots', () => {
  test('against bots: the creator sits down, the game starts, and the bot answers each move', () => {
    const { table, outbox, time } = inProcessTable({ bots: 1 });
    joined(table, 'ada', creator());
    expect(outbox.face.phase).toBe('playing');
    expect(outbox.seats[1]).toMatchObject({ bot: 'bot' });
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
    expect(outbox.view('ada').turn).toBe(1);
    time.advance(0);
    expect(outbox.view('ada').turn).toBe(0);
    expect(outbox.face.step).toBe(2);
  });

  test('a player who leaves during the game is played by a stand-in, until they come back by their key', () => {
    const { table, outbox, time } = started();
    const key = (outbox.received('bob', 'seat').at(-1) as { seatKey: string }).seatKey;
    table.leave('bob');
    expect(outbox.seats[1]).toMatchObject({ bot: 'standIn', connected: false });
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
    time.advance(0);
    expect(outbox.view('ada').turn).toBe(0);
    joined(table, 'bob2', { kind: 'reclaim', seatKey: key });
    expect(outbox.seats[1]).toMatchObject({ bot: '', connected: true });
    expect((outbox.received('ada', 'chat') as ChatLine[]).map((line) => line.note)).toEqual(['standIn', 'back']);
  });
});

describe('clocks', () => {
  test('the seat the game waits for has a deadline; when it and the reserve run out, its bot decides and the log says so', () => {
    const { table, outbox, time } = started({ clock: 1 });
    expect(outbox.clocks[0]).toEqual({ deadline: time.now() + 2000, reserve: 1000 });
    expect(outbox.clocks[1]).toEqual({ deadline: 0, reserve: 1000 });
    time.advance(1999);
    expect(outbox.view('ada').turn).toBe(0);
    time.advance(1);
    expect(outbox.view('ada').turn).toBe(1);
    expect(outbox.clocks[0]).toEqual({ deadline: 0, reserve: 0 });
    expect((outbox.received('ada', 'chat') as ChatLine[]).map((line) => line.note)).toEqual(['timeout']);
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
  });
  test("after a timeout the next seat's clock starts; the spent reserve stays spent at the seat's next decision", () => {
    const { table, outbox, time } = started({ clock: 1 });
    time.advance(2000);
    expect(outbox.seats[0]).toMatchObject({ bot: '' });
    expect(outbox.clocks[1]).toEqual({ deadline: time.now() + 2000, reserve: 1000 });
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
    expect(outbox.clocks[0]).toEqual({ deadline: time.now() + 1000, reserve: 0 });
    expect(outbox.clocks[1]).toEqual({ deadline: 0, reserve: 1000 });
  });
});

describe('rematch', () => {
  test('once the game is over and both agree, the next game begins: a new round, an empty log, the other seat first', () => {
    const { table, outbox } = started();
    expect(send(table, 'ada', Msg.rematch)).toBe(TableErrorCode.notOver);
    const secret = () => outbox.view('ada').seats[1].secret.value as number;
    expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
    expect(act(table, outbox, 'ada', { type: 'guess', target: 1, value: secret() })).toBe('ok');
    expect(outbox.face.phase).toBe('ended');
    const ended = outbox.face.step!;
    expect(send(table, 'eve', Msg.rematch)).toBe(TableErrorCode.spectator);
    expect(send(table, 'ada', Msg.rematch)).toBe('ok');
    expect(outbox.face.round).toBeUndefined();
    expect(send(table, 'bob', Msg.rematch)).toBe('ok');
    expect(outbox.face).toMatchObject({ phase: 'playing', round: 2 });
    expect(outbox.face.step).toBeGreaterThan(ended);
    expect(outbox.received('eve', 'history').at(-1)).toMatchObject({ events: [] });
    expect(outbox.view('ada').turn).toBe(1);
    expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
  });
});

describe('a vote to abandon', () => {
  test('a seat whose connection dropped does not agree: the vote waits, the one back sees it, and only a stand-in agrees', () => {
    const { table, outbox, time } = started();
    table.drop('bob');
    expect(send(table, 'ada', Msg.abandon, { agree: true })).toBe('ok');
    time.advance(119_000);
    expect(outbox.face.phase).toBe('playing');
    table.reconnect('bob');
    expect(outbox.seats[0]).toMatchObject({ abandon: true });
    expect(outbox.view('bob').result).toBeNull();
    // Away past the reconnection window, the room makes the session leave: a stand-in plays, and agrees.
    table.drop('bob');
    table.leave('bob');
    expect(outbox.face.phase).toBe('ended');
    expect(outbox.view('ada').result).toEqual({ winners: [], reason: 'abandoned' });
  });

  test('at a paused table a person who left agrees once the game resumes and a stand-in plays for them', () => {
    const { table, outbox } = started();
    expect(send(table, 'ada', Msg.pause, { paused: true })).toBe('ok');
    table.leave('bob');
    expect(send(table, 'ada', Msg.abandon, { agree: true })).toBe('ok');
    expect(outbox.face.phase).toBe('playing');
    expect(send(table, 'ada', Msg.pause, { paused: false })).toBe('ok');
    expect(outbox.face.phase).toBe('ended');
  });
});

describe('idle', () => {
  test('a table with nobody connected in a seat closes after the idle limit; a spectator does not keep it', () => {
    const { table, outbox, time } = started({ settings: { idleSeconds: 60 } });
    table.drop('ada');
    table.drop('bob');
    time.advance(59_999);
    expect(outbox.closed).toBeNull();
    table.reconnect('bob');
    time.advance(60_000);
    expect(outbox.closed).toBeNull();
    table.drop('bob');
    time.advance(60_000);
    expect(outbox.closed).toBe('idle');
  });

  test('a game on waits the idle limit for its players; once it is over, nobody at it closes it within a minute', () => {
    const { table, outbox, time } = started({ settings: { idleSeconds: 600 } });
    table.drop('ada');
    table.drop('bob');
    time.advance(120_000);
    expect(outbox.closed).toBeNull();
    table.reconnect('ada');
    const secret = outbox.view('bob').seats[1].secret.value;
    expect(act(table, outbox, 'ada', { type: 'guess', target: 1, value: secret })).toBe('ok');
    expect(outbox.face.phase).toBe('ended');
    table.drop('ada');
    time.advance(59_999);
    expect(outbox.closed).toBeNull();
    time.advance(1);
    expect(outbox.closed).toBe('idle');
  });

  test('a lobby everyone left closes within a minute, and is marked finished in the store so that it is not restored', () => {
    const store = TableStore.open(':memory:');
    const { table, outbox, time } = inProcessTable({ store, settings: { idleSeconds: 600 } });
    joined(table, 'ada', creator());
    table.drop('ada');
    time.advance(60_000);
    expect(outbox.closed).toBe('idle');
    expect(store.unfinished()).toEqual([]);
  });

  test('a lobby never started closes after the lobby time with its people connected, and is not restored; a started game does not', () => {
    const store = TableStore.open(':memory:');
    const { table, outbox, time } = inProcessTable({ store, settings: { lobbySeconds: 1800 } });
    joined(table, 'ada', creator());
    joined(table, 'bob', player('Bob'));
    time.advance(1_799_999);
    expect(outbox.closed).toBeNull();
    time.advance(1);
    expect(outbox.closed).toBe('lobbyExpired');
    expect(store.unfinished()).toEqual([]);
    const game = started({ settings: { lobbySeconds: 1800 } });
    game.time.advance(3_600_000);
    expect(game.outbox.closed).toBeNull();
  });
});
