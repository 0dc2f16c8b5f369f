import { matahari } from '@dead-drop/shared';
import { checkBots, winRate } from '../fixtures/botChecks';

const setup = (seats: number) => (seed: number) => ({ game: 'matahari', seed, seats, options: {} });

describe('the Mata Hari bot', () => {
  test.each([3, 4, 5, 6, 7])('sends only legal actions at %i seats, against itself and against random players, and never peeks', (seats) => {
    for (const pattern of [['bot'], ['bot', 'random']] as const) {
      const report = checkBots(matahari, 10, setup(seats), pattern);
      expect(report.illegal).toEqual([]);
      expect(report.peeks).toEqual([]);
      expect(report.decisions).toBeGreaterThan(20);
      // It lets only accusations pass, which are never owed: whatever the game waits for, it does.
      expect(report.declined).toEqual([]);
    }
  });

  test('one bot against four random players wins at least 30% of 200 games (a fair share is 20%)', () => {
    expect(winRate(matahari, 200, setup(5), ['bot', 'random'])).toBeGreaterThanOrEqual(0.3);
  });
});
