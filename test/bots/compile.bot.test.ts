import { compile } from '@dead-drop/shared';
import { checkBots, winRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: { placement: seed % 2 === 0 ? 'draft' : 'random' } });

describe('the Compile bot', () => {
  test('sends only legal actions, against itself and against the random player, and never peeks', () => {
    for (const pattern of [['bot'], ['bot', 'random']] as const) {
      const report = checkBots(compile, 25, setup, pattern);
      expect(report.illegal).toEqual([]);
      expect(report.peeks).toEqual([]);
      expect(report.declined).toEqual([]);
      expect(report.decisions).toBeGreaterThan(500);
    }
  });

  test('beats the random player in at least 70% of 200 games, from either seat', () => {
    expect(winRate(compile, 200, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });
});
