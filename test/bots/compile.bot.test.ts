import { compile } from '@dead-drop/shared';
import { winRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: { placement: seed % 2 === 0 ? 'draft' : 'random' } });

describe('the Compile bot', () => {
  test('beats the random player in at least 70% of 200 games, from either seat', () => {
    expect(winRate(compile, 200, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });
});
