/**
 * #19, readability of a Kompromat table: a stack of five on a phone shows every card's corner
 * value (the Σ total stands at the outer end of a stack, where it covers no value).
 */
import { cornerSize, layoutFor, stackStep } from '../../client/src/kompromat/layout';

const SCREENS = [[1280, 720], [390, 844], [844, 390], [1920, 1080]] as const;

test.each(SCREENS)('at %i×%i five stacked cards each show their corner value', (width, height) => {
  const layout = layoutFor(width, height, 4);
  const { w, h } = layout.card;
  for (const stack of layout.stacks) {
    const step = stackStep(5, Math.abs(stack.from - stack.to), h);
    // A corner value is drawn 1 px in from the edge, `cornerSize` px high.
    expect(step).toBeGreaterThanOrEqual(cornerSize(w) + 1);
  }
});
