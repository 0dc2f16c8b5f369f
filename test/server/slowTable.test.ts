/**
 * Slow tables (12 h, 24 h or 72 h a move): their deadlines outlive a restart unchanged, they
 * never close for being idle while the game runs, and a clock that runs out has the stand-in
 * bot move, as at any table. Time moves by hand here: nobody waits twelve hours.
 */
import { CreateTableOptions, Msg } from '@dead-drop/shared';
import { TableStore } from '../../server/src/store/tableStore';
import { act, creator, inProcessTable, joined, ManualClock, player, restoredTable, send } from './inProcessTable';

const HOUR = 3_600_000;

function slowTable() {
  const store = TableStore.open(':memory:');
  const made = inProcessTable({ clock: 43_200, store });
  joined(made.table, 'ada', creator());
  joined(made.table, 'bob', player('Bob'));
  expect(send(made.table, 'ada', Msg.start)).toBe('ok');
  return { ...made, store };
}

test('a 12 h table restored after a restart keeps its deadlines to the millisecond', () => {
  const { table, outbox, time, store } = slowTable();
  const started = time.now();
  expect(outbox.clocks[0]).toEqual({ deadline: started + 24 * HOUR, reserve: 12 * HOUR });
  // Ada takes 14 h: two of them come off her reserve.
  time.advance(14 * HOUR);
  expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
  const bobsDeadline = time.now() + 24 * HOUR;
  expect(outbox.clocks[1]).toEqual({ deadline: bobsDeadline, reserve: 12 * HOUR });
  expect(outbox.clocks[0]).toEqual({ deadline: 0, reserve: 10 * HOUR });
  time.advance(5 * HOUR);
  table.shutDown();
  table.dispose();

  // The server is down for three hours, then brings the table back from its store.
  const later = new ManualClock();
  later.time = time.now() + 3 * HOUR;
  const back = restoredTable(store.table('room1')!, later);
  expect(back.outbox.clocks[1]).toEqual({ deadline: bobsDeadline, reserve: 12 * HOUR });
  expect(back.outbox.clocks[0]).toEqual({ deadline: 0, reserve: 10 * HOUR });
  // Bob's time runs out when it would have without the restart: his stand-in moves for him.
  const step = back.outbox.face.step;
  later.advance(bobsDeadline - later.now() - 1);
  expect(back.outbox.face.step).toBe(step);
  later.advance(1);
  expect(back.outbox.face.step).toBe((step ?? 0) + 1);
  back.table.dispose();
  store.close();
});

test("a slow table nobody has open stays open, and its players' seats wait for them, not for a stand-in", () => {
  const { table, outbox, time, store } = slowTable();
  table.leave('ada');
  table.leave('bob');
  time.advance(11 * HOUR);
  expect(outbox.closed).toBeNull();
  expect(outbox.seats.map((seat) => seat?.bot)).toEqual(['', '']);
  // Nobody moved: no stand-in played for the seats left empty.
  expect(outbox.face.step).toBe(0);
  table.dispose();
  store.close();
});

test('a table is created with a slow clock of 12, 24 or 72 hours, and with no clock between an hour and those', () => {
  const clock = (seconds: number) => CreateTableOptions.safeParse({ game: 'guess', name: 'Ada', clock: seconds }).success;
  expect([0, 30, 3600, 43_200, 86_400, 259_200].map(clock)).toEqual([true, true, true, true, true, true]);
  expect([3601, 7200, 43_201, 604_800].map(clock)).toEqual([false, false, false, false]);
});
