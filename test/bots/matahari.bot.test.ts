import { matahari } from '@dead-drop/shared';
import { expectSoundBot, winRate } from '../fixtures/botChecks';

const setup = (seats: number) => (seed: number) => ({ game: 'matahari', seed, seats, options: {} });

describe('the Mata Hari bot', () => {
  test.each([3, 4, 5, 6, 7])('sends only legal actions at %i seats, against itself and against random players, and never peeks', (seats) => {
    // It lets only accusations pass, which are never owed: whatever the game waits for, it does.
    expectSoundBot(matahari, 10, setup(seats), 20);
  });

  test('one bot against four random players wins at least 30% of 200 games (a fair share is 20%)', () => {
    expect(winRate(matahari, 200, setup(5), ['bot', 'random'])).toBeGreaterThanOrEqual(0.3);
  });
});
