/**
 * The table's runner (#46 item 1): whatever the order of a decision's effects, the deed is
 * stored first, then done, then the table's own state is stored, and nothing is told before
 * the store holds all of it; a deed the store refuses leaves nothing done or told.
 */
import { change, record, storeState, TableRunner, tell, type StoreWrite } from '../../server/src/table/runner';
import { TableStore } from '../../server/src/store/tableStore';
import { ManualClock } from './inProcessTable';

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

function runner(failures: unknown[] = []) {
  const deps = { roomId: 'room', store: TableStore.open(':memory:'), clock: new ManualClock(), log: { bounded: () => {} } };
  return new TableRunner(
    deps,
    () => () => {},
    (error) => failures.push(error),
    () => {},
  );
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
});
