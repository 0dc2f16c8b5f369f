/**
 * Decide, then run (#46 item 1): what a table decides on a member's order is a refusal or a
 * list of effects, and deciding changes nothing: no seat, view, message or stored row moves
 * until the table's runner applies the effects. Every message a member may send is tried,
 * each where the table accepts it.
 */
import { Msg, TO_SERVER, type ToServerName } from '@dead-drop/shared';
import { pack } from 'msgpackr';
import { isRefusal } from '../../server/src/table/runner';
import { readOrder } from '../../server/src/table/orders';
import type { Table } from '../../server/src/table/Table';
import { TableStore } from '../../server/src/store/tableStore';
import { act, creator, inProcessTable, joined, player, send, spectator, type RecordingOutbox } from './inProcessTable';

/** A table where `sessionId` may send `payload` as its message, and be obeyed. */
interface Case {
  readonly game?: string;
  /** Brings the table to where the order is taken; the order's sender and payload. */
  setUp(table: Table, outbox: RecordingOutbox): { sessionId: string; payload: unknown };
}

/** Ada hosting and Bob seated at a two-seat table; `started`: the game on. */
function seated(table: Table, started: boolean): void {
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  joined(table, 'eve', spectator);
  if (started) expect(send(table, 'ada', Msg.start)).toBe('ok');
}

/** The game over, Bob having conceded. */
function over(table: Table): void {
  seated(table, true);
  expect(send(table, 'bob', Msg.concede)).toBe('ok');
}

const CASES: Record<ToServerName, Case> = {
  act: {
    setUp: (table, outbox) => {
      seated(table, true);
      return { sessionId: 'ada', payload: { action: { type: 'peek', target: 1 }, at: outbox.face.step } };
    },
  },
  start: {
    setUp: (table) => {
      seated(table, false);
      return { sessionId: 'ada', payload: {} };
    },
  },
  chat: {
    setUp: (table) => {
      seated(table, false);
      return { sessionId: 'bob', payload: { text: 'hello' } };
    },
  },
  addBot: {
    setUp: (table) => {
      joined(table, 'ada', creator());
      return { sessionId: 'ada', payload: {} };
    },
  },
  removeBot: {
    setUp: (table) => {
      joined(table, 'ada', creator());
      expect(send(table, 'ada', Msg.addBot)).toBe('ok');
      return { sessionId: 'ada', payload: { seat: 1 } };
    },
  },
  botLevel: {
    setUp: (table) => {
      joined(table, 'ada', creator());
      expect(send(table, 'ada', Msg.addBot)).toBe('ok');
      return { sessionId: 'ada', payload: { seat: 1, level: 'hard' } };
    },
  },
  rematch: {
    setUp: (table) => {
      over(table);
      return { sessionId: 'ada', payload: {} };
    },
  },
  undo: {
    // The guessing game takes nothing back; a Compile draft pick followed by another of the
    // same seat's is: the second drafter's first pick.
    game: 'compile',
    setUp: (table, outbox) => {
      seated(table, true);
      const pick = () => {
        const drafter = ['ada', 'bob'].find((sessionId) => outbox.view(sessionId).legal.length > 0)!;
        expect(act(table, outbox, drafter, outbox.view(drafter).legal[0])).toBe('ok');
        return drafter;
      };
      pick();
      return { sessionId: pick(), payload: { at: outbox.face.step } };
    },
  },
  concede: {
    setUp: (table) => {
      seated(table, true);
      return { sessionId: 'bob', payload: {} };
    },
  },
  abandon: {
    setUp: (table) => {
      seated(table, true);
      expect(send(table, 'bob', Msg.abandon, { agree: true })).toBe('ok');
      return { sessionId: 'ada', payload: { agree: true } };
    },
  },
  removePlayer: {
    setUp: (table) => {
      seated(table, true);
      return { sessionId: 'ada', payload: { seat: 1 } };
    },
  },
  lock: {
    setUp: (table) => {
      seated(table, false);
      return { sessionId: 'ada', payload: { locked: true } };
    },
  },
  pause: {
    setUp: (table) => {
      seated(table, true);
      return { sessionId: 'ada', payload: { paused: true } };
    },
  },
  handHost: {
    setUp: (table) => {
      seated(table, false);
      return { sessionId: 'ada', payload: { seat: 1 } };
    },
  },
  playAgain: {
    setUp: (table) => {
      over(table);
      return { sessionId: 'ada', payload: { game: 'guess', roomId: 'next1', invite: 'a'.repeat(24) } };
    },
  },
  letBack: {
    setUp: (table) => {
      seated(table, false);
      expect(send(table, 'ada', Msg.removePlayer, { seat: 1 })).toBe('ok');
      return { sessionId: 'ada', payload: { index: 0 } };
    },
  },
};

/** All that anyone could learn of the table: what its outbox holds and sent, and its stored rows. */
function seen(outbox: RecordingOutbox, store: TableStore): string {
  const { seats, clocks, keptOutNames, face, shared, messages, evicted, flushes, closed, keptOpen } = outbox;
  const own = [...outbox.own].map(([seat, entry]) => [seat, [...entry.leaves], entry.events]);
  return JSON.stringify({
    seats,
    clocks,
    keptOutNames,
    face,
    shared: [...shared.leaves, shared.events],
    own,
    messages,
    evicted,
    flushes,
    closed,
    keptOpen,
    stored: store.table('room1'),
  });
}

describe('a decision changes nothing until the runner applies it', () => {
  test.each(TO_SERVER.map((type) => ({ type, ...CASES[type] })))('$type', ({ type, game, setUp }) => {
    const store = TableStore.open(':memory:');
    const { table, outbox } = inProcessTable({ game, store });
    const { sessionId, payload } = setUp(table, outbox);
    const order = readOrder(type, { payload, bytes: pack(payload).length });
    if (!('type' in order)) throw new Error(`the ${type} payload is refused: ${order.code}`);

    const before = seen(outbox, store);
    const decision = table.orders.decide(sessionId, order);
    if (isRefusal(decision)) throw new Error(`${type} is refused: ${decision.code}`);
    expect(seen(outbox, store)).toBe(before);

    // The same order, received, is done: the decision was what did it.
    expect(send(table, sessionId, type, payload)).toBe('ok');
    expect(seen(outbox, store)).not.toBe(before);
    store.close();
  });
});
