/**
 * Compile's Hard beats Normal (#44), proved by a 99 % Wilson lower bound over seeded games,
 * each deal played twice with the seats swapped; Hard searches by count only (a small budget,
 * for time: the server's budget wins more, see docs/performance.md).
 */
import { compile } from '@dead-drop/shared';
import { provenBeats } from '../fixtures/levelMatches';

const HARD = { simulations: 24 };

test("Compile's Hard beats Normal (by 16 games)", () => {
  const bound = provenBeats(compile, 'hard', 'normal', 16, HARD);
  expect(bound).toBeGreaterThan(0.5);
});
