import { compile, type AnyGame } from '@dead-drop/shared';
import { compileBaseline } from '../../workshop/src/baselines/compile';
import { provenWinRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: { placement: seed % 2 === 0 ? 'draft' : 'random' } });

describe('the Compile bot', () => {
  test('beats the random player in at least 70% of games, from either seat (99% sure, by 60 games)', () => {
    expect(provenWinRate(compile, 60, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });

  test('beats the frozen Normal bot of the last release in more than half of games, from either seat (99% sure, by 300 games)', () => {
    // The baseline plays in the place of the random player.
    const againstBaseline: AnyGame = { ...compile, sampleAction: compileBaseline };
    expect(provenWinRate(againstBaseline, 300, setup, ['bot', 'random'])).toBeGreaterThan(0.5);
  });
});
