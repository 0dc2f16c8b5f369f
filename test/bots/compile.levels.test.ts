/**
 * Compile's levels in order (#44), each bar proved by a 99 % Wilson lower bound over as few
 * seeded games as its margin needs: Easy beats the random player, Normal beats Easy and the
 * outside racer (its highest card face up into its best line). Hard over Normal is
 * compile.hard.test.ts, on its own for time.
 */
import { compile } from '@dead-drop/shared';
import { provenBeats } from '../fixtures/levelMatches';

/** Hard plays no game here. */
const NO_SEARCH = { simulations: 0 };

describe("Compile's levels", () => {
  test('Easy beats the random player (by 20 games)', () => {
    expect(provenBeats(compile, 'easy', 'random', 20, NO_SEARCH)).toBeGreaterThan(0.5);
  });

  test('Normal beats Easy (by 40 games)', () => {
    expect(provenBeats(compile, 'normal', 'easy', 40, NO_SEARCH)).toBeGreaterThan(0.5);
  });

  test('Normal beats the outside racer (by 20 games)', () => {
    expect(provenBeats(compile, 'normal', 'racer', 20, NO_SEARCH)).toBeGreaterThan(0.5);
  });

  test('Easy beats the outside racer at least as often as not (by 60 games)', () => {
    expect(provenBeats(compile, 'easy', 'racer', 60, NO_SEARCH)).toBeGreaterThan(0.5);
  });
});
