/** The bots' bars are proved by the lower end of a Wilson score interval (#43 item 6). */
import { wilsonLower } from '../fixtures/botChecks';

test('the Wilson lower bound is the textbook one', () => {
  // 8 wins of 10: [0.490, 0.943] at 95 %; at 99 %, from 0.401.
  expect(wilsonLower(8, 10, 1.96)).toBeCloseTo(0.49, 3);
  expect(wilsonLower(8, 10)).toBeCloseTo(0.401, 3);
  // Every game won still leaves room below 1 in a short run.
  expect(wilsonLower(20, 20)).toBeCloseTo(0.751, 3);
});
