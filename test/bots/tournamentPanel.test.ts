import { compile, kompromat, matahari, type AnyGame } from '@dead-drop/shared';
import { panelFor, playGame } from '../../workshop/src/panel';

/** A game the workshop froze no baseline for, as a fourth game would be when it is added. */
const unfrozen: AnyGame = { ...kompromat, id: 'unfrozen' };
const HARD = { simulations: 4 };

describe("the tournament's panel", () => {
  test('has the frozen baseline in every game that has one, and the outside opponents in Compile only', () => {
    expect(panelFor(compile)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard', 'baseline', 'racer', 'onestep']);
    for (const game of [kompromat, matahari]) expect(panelFor(game)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard', 'baseline']);
  });

  test('plays a game without a frozen baseline without it', () => {
    expect(panelFor(unfrozen)).toEqual(['random', 'greedy', 'easy', 'normal', 'hard']);
    expect(() => playGame(unfrozen, 1, ['normal', 'random'], () => 0.5, HARD)).not.toThrow();
  });

  test('says which game has no baseline when one is asked for all the same', () => {
    expect(() => playGame(unfrozen, 1, ['baseline', 'normal'], () => 0.5, HARD)).toThrow('unfrozen has no frozen baseline');
  });
});
