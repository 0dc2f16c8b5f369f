import { baselineBots, compile, type AnyGame } from '@dead-drop/shared';
import { winRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: { placement: seed % 2 === 0 ? 'draft' : 'random' } });

describe('the Compile bot', () => {
  test('beats the random player in at least 70% of 200 games, from either seat', () => {
    expect(winRate(compile, 200, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });

  test('beats the frozen Normal bot of the last release in more than half of 300 games, from either seat', () => {
    // The baseline plays in the place of the random player.
    const againstBaseline: AnyGame = { ...compile, sampleAction: baselineBots.compile! };
    expect(winRate(againstBaseline, 300, setup, ['bot', 'random'])).toBeGreaterThan(0.53);
  });
});
