import { compile } from '@dead-drop/shared';
import { expectSoundBot, winRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: { placement: seed % 2 === 0 ? 'draft' : 'random' } });

describe('the Compile bot', () => {
  test('sends only legal actions, against itself and against the random player, and never peeks', () => {
    expectSoundBot(compile, 25, setup, 500);
  });

  test('beats the random player in at least 70% of 200 games, from either seat', () => {
    expect(winRate(compile, 200, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });
});
