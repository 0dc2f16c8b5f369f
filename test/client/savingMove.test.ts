/**
 * A move that waits on a slow store (#45 item 9): the page hears, after a second, that it is
 * being saved, and hears it no longer once the answer comes; the answer is waited for far
 * longer than the SDK's 10 s, since the server answers once the move is stored (or closes the
 * table, which ends the wait at once).
 */
import type { Room } from '@colyseus/sdk';
import { kompromatWire, type Reply } from '@dead-drop/shared';
import { MOVE_REPLY_MS, SAVING_AFTER_MS, TableSession } from '../../client/src/net/tableSession';

/** As much of a joined room as a session touches when it sends a move: the test answers it. */
class SlowRoom {
  readonly roomId = 'room';
  readonly reconnection = { minUptime: 5000, maxRetries: 15 };
  readonly state = {};
  readonly timeouts: (number | undefined)[] = [];
  private readonly answers: ((reply: Reply) => void)[] = [];

  onStateChange(): void {}
  onMessage(): void {}
  onDrop(): void {}
  onReconnect(): void {}
  onLeave(): void {}

  request(_type: string, _payload: unknown, options?: { timeout?: number }): Promise<Reply> {
    this.timeouts.push(options?.timeout);
    return new Promise((resolve) => this.answers.push(resolve));
  }

  answer(reply: Reply): void {
    this.answers.shift()!(reply);
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a move unanswered for a second says "saving", until its answer comes', async () => {
  const room = new SlowRoom();
  const session = new TableSession(room as unknown as Room, kompromatWire);
  const heard: boolean[] = [];
  session.on('saving', (saving) => heard.push(saving));

  const fast = session.act({ type: 'pass' });
  room.answer({ ok: true });
  await fast;
  jest.advanceTimersByTime(SAVING_AFTER_MS * 2);
  expect(heard).toEqual([]);

  const slow = session.act({ type: 'pass' });
  jest.advanceTimersByTime(SAVING_AFTER_MS - 1);
  expect(heard).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(heard).toEqual([true]);
  room.answer({ ok: true });
  expect(await slow).toEqual({ ok: true });
  expect(heard).toEqual([true, false]);
  expect(room.timeouts).toEqual([MOVE_REPLY_MS, MOVE_REPLY_MS]);
  expect(MOVE_REPLY_MS).toBeGreaterThan(10_000);
});
