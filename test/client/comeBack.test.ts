/**
 * A table page comes back by itself after a restart or a failover (client/src/net/comeBack.ts):
 * which closes it comes back after, the pauses between tries, which refusals end it, and
 * that it ends within its budget. The clock is a fake one: a test takes no time.
 */
import { JoinRefusal, TableCloseCode } from '@dead-drop/shared';
import { COME_BACK, comeBack, comesBackAfter, pauseBefore, realClock, type Clock, type Schedule } from '../../client/src/net/comeBack';
import { problemOf } from '../../client/src/net/tableProblem';

/** Failures as the SDK throws them, read by the same `problemOf` the page uses. */
const noAnswer = () => problemOf({ message: 'Failed to fetch' });
const notFound = () => problemOf({ code: 522, message: 'room "abc" not found' });
const refused = (code: number) => problemOf({ code, message: 'no' });

/** A clock whose pauses pass at once, and which remembers them. */
function fakeClock(): Clock & { pauses: number[] } {
  let now = 1_000_000;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => now,
    pause: async (ms) => {
      pauses.push(ms);
      now += ms;
    },
  };
}

/** An `enter` that fails with each of `failures` in turn, then succeeds, or keeps failing with the last one. */
function tries(failures: (() => unknown)[], afterwards: 'succeed' | 'keepFailing' = 'succeed') {
  const made: number[] = [];
  const enter = async () => {
    made.push(made.length + 1);
    const failure = failures[made.length - 1] ?? (afterwards === 'keepFailing' ? failures.at(-1) : undefined);
    if (failure) throw failure();
    return 'at the table';
  };
  return { enter, made };
}

const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

test('a restart, a failover or a reconnection that gave up comes back; an idle table, a refusal, another tab or a seat moved away does not', () => {
  expect([4001, 4003, 1006, 1000].map(comesBackAfter)).toEqual([true, true, true, true]);
  expect(
    [TableCloseCode.idle, TableCloseCode.lobbyExpired, TableCloseCode.garbage, TableCloseCode.tooManyConnections, 4000].map(comesBackAfter),
  ).toEqual([false, false, false, false, false]);
  expect([TableCloseCode.removed, TableCloseCode.moved].map(comesBackAfter)).toEqual([false, false]);
});

test('the pause grows by a second per try up to five, and is never nothing', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => pauseBefore(attempt))).toEqual([1000, 1000, 2000, 3000, 4000, 5000, 5000, 5000]);
});

test('a server that is down for a while: tried again with growing pauses until it answers', async () => {
  const clock = fakeClock();
  const { enter, made } = tries([noAnswer, noAnswer, noAnswer]);
  expect(await comeBack(enter, new AbortController().signal, clock)).toEqual({ kind: 'back', value: 'at the table' });
  expect(made).toHaveLength(4);
  expect(clock.pauses).toEqual([1000, 2000, 3000, 4000]);
});

test('a refusal that cannot get better ends it at once, with the refusal for its page', async () => {
  for (const failure of [
    () => refused(JoinRefusal.table_lost),
    () => refused(JoinRefusal.bad_link),
    () => refused(JoinRefusal.table_full),
    () => refused(JoinRefusal.game_started),
    () => new Error('a bug of the page'),
  ]) {
    const clock = fakeClock();
    const { enter, made } = tries([failure], 'keepFailing');
    const outcome = await comeBack(enter, new AbortController().signal, clock);
    expect(outcome).toEqual({ kind: 'refused', failure: expect.objectContaining({ message: failure().message }) });
    expect(made).toHaveLength(1);
  }
});

test('a server at its limit may have room again: tried again', async () => {
  const clock = fakeClock();
  const { enter, made } = tries([() => refused(JoinRefusal.server_full), () => refused(JoinRefusal.too_many_connections)]);
  expect((await comeBack(enter, new AbortController().signal, clock)).kind).toBe('back');
  expect(made).toHaveLength(3);
});

test('a table not found is "not back yet" for the grace, then gone', async () => {
  const clock = fakeClock();
  const { enter, made } = tries([notFound], 'keepFailing');
  const outcome = await comeBack(enter, new AbortController().signal, clock);
  expect(outcome).toMatchObject({ kind: 'refused', failure: { problem: 'gone' } });
  // 1 + 2 + 3 + 4 + 5 + 5 s: the try at 20 s is the first past the grace.
  expect(sum(clock.pauses)).toBe(COME_BACK.goneGraceMs);
  expect(made).toHaveLength(6);

  // Found within the grace: back at the table.
  const again = tries([notFound, notFound, noAnswer, notFound]);
  expect((await comeBack(again.enter, new AbortController().signal, fakeClock())).kind).toBe('back');
});

test('it ends within its budget, with a pause before every try, when the server never answers', async () => {
  const clock = fakeClock();
  const { enter, made } = tries([noAnswer], 'keepFailing');
  expect(await comeBack(enter, new AbortController().signal, clock)).toEqual({ kind: 'timedOut' });
  expect(sum(clock.pauses)).toBeLessThanOrEqual(COME_BACK.budgetMs);
  expect(sum(clock.pauses)).toBeGreaterThan(COME_BACK.budgetMs - COME_BACK.maxPauseMs);
  expect(clock.pauses.every((pause) => pause >= 1000)).toBe(true);
  expect(made).toHaveLength(clock.pauses.length);
  expect(made.length).toBeGreaterThan(10);
});

test('a page that goes stops it, and the real clock waits no longer once it has', async () => {
  const going = new AbortController();
  const clock = fakeClock();
  let made = 0;
  const outcome = await comeBack(
    async () => {
      made++;
      going.abort();
      throw noAnswer();
    },
    going.signal,
    clock,
  );
  expect(outcome).toEqual({ kind: 'cancelled' });
  expect(made).toBe(1);

  const slow: Schedule = { ...COME_BACK, stepMs: 60_000, maxPauseMs: 60_000, budgetMs: 120_000 };
  const page = new AbortController();
  const started = Date.now();
  const waiting = comeBack(async () => 'never', page.signal, realClock, slow);
  setTimeout(() => page.abort(), 20);
  expect(await waiting).toEqual({ kind: 'cancelled' });
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('a refusal says whether the server answered: no answer is no refusal', () => {
  expect(noAnswer()).toMatchObject({ problem: 'other', answered: false });
  expect(refused(JoinRefusal.table_lost)).toMatchObject({ problem: 'other', refusal: 'table_lost', answered: true });
  expect(notFound()).toMatchObject({ problem: 'gone', answered: true });
  expect(refused(JoinRefusal.bad_link)).toMatchObject({ problem: 'bad_link', refusal: 'bad_link', answered: true });
});
