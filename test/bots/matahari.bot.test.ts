import { matahari } from '@dead-drop/shared';
import { provenWinRate } from '../fixtures/botChecks';

const setup = (seats: number) => (seed: number) => ({ game: 'matahari', seed, seats, options: {} });

describe('the Mata Hari bot', () => {
  test('one bot against four random players wins at least 30% of games, a fair share being 20% (99% sure, by 30 games)', () => {
    expect(provenWinRate(matahari, 30, setup(5), ['bot', 'random'])).toBeGreaterThanOrEqual(0.3);
  });
});
