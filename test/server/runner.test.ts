/**
 * The table's runner (#46 item 1): whatever the order of a decision's effects, the deed is
 * stored first, then done, then the table's own state is stored, and nothing is told before
 * the store holds all of it; a deed the store refuses leaves nothing done or told.
 */
import { change, record, set, storeState, TableRunner, tell, type StoreWrite } from '../../server/src/table/runner';
import { Msg } from '@dead-drop/shared';
import type { TableLog } from '../../server/src/store/tableLog';
import { TableStore } from '../../server/src/store/tableStore';
import { creator, guessOptions, inProcessTable, joined, ManualClock, player, send } from './inProcessTable';

/** A store across the network: each write answers when the test says so. */
function lateStore(happened: string[]) {
  const answers: (() => void)[] = [];
  const write =
    (name: string): StoreWrite =>
    () => {
      happened.push(name);
      return new Promise<void>((resolve) => answers.push(resolve));
    };
  return { write, answers };
}

/** A runner of a table whose store is in memory (its writes here go elsewhere: they ignore it). */
function runner() {
  const deps = { roomId: 'room', store: TableStore.open(':memory:'), clock: new ManualClock(), log: { bounded: () => {} } };
  const fields = { round: 1, locked: false, shuttingDown: false, gameOptions: guessOptions(), match: null, step: 0, paused: false };
  const ignore = () => {};
  return new TableRunner(deps, fields, () => ignore, ignore, ignore);
}

/** Lets the store's answers reach the runner. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TableRunner', () => {
  test('stores the deed, does it, stores the table, and tells only once every write is held', async () => {
    const happened: string[] = [];
    const { write, answers } = lateStore(happened);
    const ran = runner().run([
      tell(() => happened.push('tell')),
      storeState(write('store')),
      change(() => happened.push('change')),
      record(write('record')),
    ]);
    expect(ran).toBe(true);
    expect(happened).toEqual(['record', 'change', 'store']);
    answers[0]!();
    await settle();
    expect(happened).toEqual(['record', 'change', 'store']);
    answers[1]!();
    await settle();
    expect(happened).toEqual(['record', 'change', 'store', 'tell']);
  });

  test('a later batch is told behind an earlier one that waits for its store', async () => {
    const happened: string[] = [];
    const { write, answers } = lateStore(happened);
    const table = runner();
    table.run([record(write('first')), tell(() => happened.push('told first'))]);
    table.run([tell(() => happened.push('told second'))]);
    expect(happened).toEqual(['first']);
    answers[0]!();
    await settle();
    expect(happened).toEqual(['first', 'told first', 'told second']);
  });

  test('a deed the store refuses is neither done nor told, and the table goes down', () => {
    const happened: string[] = [];
    const table = runner();
    const refused: StoreWrite = () => {
      throw new Error('ENOSPC: no space left on device');
    };
    const ran = table.run([
      record(refused),
      change(() => happened.push('change')),
      storeState(() => {
        happened.push('store');
      }),
      tell(() => happened.push('tell')),
    ]);
    expect(ran).toBe(false);
    expect(happened).toEqual([]);
    expect(table.down).toBe(true);
    table.dispose();
  });

  test("the table's fields change with the batch, and not when its deed is refused", () => {
    const table = runner();
    const refused: StoreWrite = () => {
      throw new Error('ENOSPC: no space left on device');
    };
    expect(table.run([set({ locked: true }), record(refused)])).toBe(false);
    expect(table.fields.locked).toBe(false);
    table.dispose();
    const next = runner();
    const before = next.fields;
    expect(next.run([set({ round: 2 }), set({ locked: true })])).toBe(true);
    expect(next.fields).toMatchObject({ round: 2, locked: true, shuttingDown: false });
    // Whoever read the fields before holds them as they were.
    expect(before.round).toBe(1);
  });
});

/** A table's store across the network: every write waits until the test lets it through. */
class LateTableStore implements TableLog {
  private readonly answers: (() => void)[] = [];
  private readonly later = (): Promise<void> => new Promise((resolve) => this.answers.push(resolve));
  readonly create = this.later;
  readonly seats = this.later;
  readonly start = this.later;
  readonly action = this.later;
  readonly undo = this.later;
  readonly chat = this.later;
  readonly controls = this.later;
  readonly finish = this.later;
  readonly rematch = this.later;
  readonly probe = this.later;
  table = () => null;
  finished = () => null;
  prune = () => 0;
  close = () => {};

  /** Every write so far is done; resolves once the table has heard. */
  async answer(): Promise<void> {
    for (const answer of this.answers.splice(0)) answer();
    await settle();
  }
}

test('a game that ends while paused is told it runs again only once the store holds its end', async () => {
  const store = new LateTableStore();
  const { table, outbox } = inProcessTable({ store });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  expect(send(table, 'ada', Msg.pause, { paused: true })).toBe('ok');
  await store.answer();
  expect(outbox.face.paused).toBe(true);
  expect(send(table, 'bob', Msg.concede)).toBe('ok');
  expect(outbox.face).toMatchObject({ paused: true, phase: 'playing' });
  await store.answer();
  expect(outbox.face).toMatchObject({ paused: false, phase: 'ended' });
});

test("the host's lock is told once the store holds it", async () => {
  const store = new LateTableStore();
  const { table, outbox } = inProcessTable({ store });
  joined(table, 'ada', creator());
  await store.answer();
  expect(send(table, 'ada', Msg.lock, { locked: true })).toBe('ok');
  expect(outbox.face.locked).toBeUndefined();
  await store.answer();
  expect(outbox.face.locked).toBe(true);
});

test("the host's pause is told once the store holds it", async () => {
  const store = new LateTableStore();
  const { table, outbox } = inProcessTable({ store });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  await store.answer();
  expect(send(table, 'ada', Msg.pause, { paused: true })).toBe('ok');
  expect(outbox.face.paused).toBeUndefined();
  await store.answer();
  expect(outbox.face.paused).toBe(true);
});
