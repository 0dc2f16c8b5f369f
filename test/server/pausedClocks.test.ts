/**
 * A paused game's clocks, in this process with a clock moved by hand: while paused no time
 * passes on them and no bot decides for a seat; once resumed each clock goes on from where it
 * stood.
 */
import { Msg, type ChatLine } from '@dead-drop/shared';
import { act, creator, inProcessTable, joined, player, send, spectator } from './inProcessTable';

test('a paused clock neither runs out nor counts the pause; resumed, it runs out when its time is spent', () => {
  const { table, outbox, time } = inProcessTable({ clock: 1 });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  joined(table, 'eve', spectator);
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  expect(outbox.clocks[0]).toEqual({ deadline: time.now() + 2000, reserve: 1000 });
  time.advance(500);
  expect(send(table, 'ada', Msg.pause, { paused: true })).toBe('ok');
  expect(outbox.face.paused).toBe(true);
  expect(outbox.clocks[0]).toEqual({ deadline: 0, reserve: 1000 });
  // Shorter than the 1500 ms left: a clock still counting would run out soon after the resume.
  time.advance(1000);
  expect(outbox.view('ada').turn).toBe(0);
  expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('paused');
  expect(send(table, 'ada', Msg.pause, { paused: false })).toBe('ok');
  // 500 ms were spent before the pause: 1500 are left.
  expect(outbox.clocks[0]).toEqual({ deadline: time.now() + 1500, reserve: 1000 });
  time.advance(1499);
  expect(outbox.view('ada').turn).toBe(0);
  time.advance(1);
  expect(outbox.view('ada').turn).toBe(1);
  expect((outbox.received('ada', 'chat') as ChatLine[]).map((line) => line.note)).toEqual(['paused', 'resumed', 'timeout']);
});
