import { TokenBucket } from '../../server/src/guard/rates';
import { jsonSize } from '../../server/src/table/limits';
import { displayName } from '@dead-drop/shared';

test('a token bucket allows a burst, then refills at its rate', () => {
  let now = 0;
  const bucket = new TokenBucket({ perSecond: 10, burst: 3 }, () => now);
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  now += 50;
  expect(bucket.take()).toBe(false);
  now += 50;
  expect([bucket.take(), bucket.take()]).toEqual([true, false]);
  now += 60_000;
  expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
});

test('jsonSize counts bytes, and has no answer for what JSON cannot carry', () => {
  expect(jsonSize({ a: 'é' })).toBe(10);
  expect(jsonSize(10n)).toBeNull();
  expect(jsonSize(undefined)).toBeNull();
});

test('display names are trimmed, cleaned and 1 to 24 characters', () => {
  expect(displayName('  Ada  ')).toBe('Ada');
  expect(displayName('A\u202Eda\u0007 <b>Lovelace</b>')).toBe('Ada bLovelace/b');
  expect(displayName('Zoë   \n  K')).toBe('Zoë K');
  expect(displayName('😀'.repeat(24))).toBe('😀'.repeat(24));
  expect(displayName('x'.repeat(25))).toBeNull();
  expect(displayName(' \u200B ')).toBeNull();
  expect(displayName(42)).toBeNull();
});
