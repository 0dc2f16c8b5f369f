import { matahari } from '@dead-drop/shared';
import { winRate } from '../fixtures/botChecks';

const setup = (seats: number) => (seed: number) => ({ game: 'matahari', seed, seats, options: {} });

describe('the Mata Hari bot', () => {
  test('one bot against four random players wins at least 30% of 200 games (a fair share is 20%)', () => {
    expect(winRate(matahari, 200, setup(5), ['bot', 'random'])).toBeGreaterThanOrEqual(0.3);
  });
});
