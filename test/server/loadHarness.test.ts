/**
 * The load test always ends (reliability round 3, item 3): every wait of the harness is
 * bounded and names what it waited for, and a small run of each game prints its line and exits.
 */
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { stopChild } from '../../workshop/src/stopChild';
import { within } from '../../server/src/within';

const LOADTEST = join(__dirname, '..', '..', 'workshop', 'dist', 'loadtest.js');

test('a bounded wait gives up and says what it waited for', async () => {
  await expect(within(new Promise(() => undefined), 50, 'a table to open')).rejects.toThrow(
    /gave up after 0 s waiting for a table to open/,
  );
  await expect(within(Promise.resolve(7), 50, 'nothing')).resolves.toBe(7);
});

test('a child that ignores SIGTERM is killed after its grace, and one already gone is no wait', async () => {
  const stubborn = spawn(process.execPath, [
    '-e',
    "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); process.stdout.write('up')",
  ]);
  await new Promise((resolve) => stubborn.stdout.once('data', resolve));
  await stopChild(stubborn, 'SIGTERM', 200);
  expect(stubborn.signalCode).toBe('SIGKILL');
  await stopChild(stubborn);
});

test.each([
  ['kompromat', '2'],
  ['matahari', '5'],
])(
  'a small %s load run prints its line and ends by itself',
  async (game, players) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [LOADTEST, '--game', game, '--tables', '6', '--players', players, '--seconds', '4', '--workers', '1'],
      { timeout: 120_000 },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => 'error' in line)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ loadtest: game, tables: 6, errors: 0 });
  },
  150_000,
);
