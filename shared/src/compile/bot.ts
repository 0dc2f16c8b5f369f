/**
 * `sampleAction`: a random legal action for bots and the random-game audits, biased towards
 * games that end: face-up plays over face-down ones over refreshing, and "may" declined now
 * and then. The game's Normal bot is `playBot` (strategy.ts).
 */
import type { Action, Legal } from './actions';
import type { CView } from './view';

const WEIGHT: Partial<Record<Legal['type'], number>> = { refresh: 1, skip: 2 };

function weight(option: Legal): number {
  if (option.type === 'play') return option.up ? 6 : 2;
  return WEIGHT[option.type] ?? 4;
}

/**
 * Texts waiting on the effect stack beyond which a bot answers at random. A text can set itself
 * going again (Speed 0 uncovered asks for a play; Water 4 played on it returns itself and
 * uncovers it), and a bot that answers the same position the same way would loop for ever,
 * the stack growing at every turn of it; a person breaks such a loop, and so does chance.
 */
export const RUNAWAY_CHAIN = 12;

export function sampleAction(view: CView, random: () => number): Action {
  const { legal } = view;
  const sum = legal.reduce((total, option) => total + weight(option), 0);
  let roll = random() * sum;
  const option = legal.find((candidate) => (roll -= weight(candidate)) < 0) ?? legal[legal.length - 1]!;
  if (option.type !== 'discard') return option;
  const held = view.hand?.length ?? 0;
  const count = option.min + Math.floor(random() * (option.max - option.min + 1));
  const indices = Array.from({ length: held }, (_, i) => i);
  for (let i = indices.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return { type: 'discard', hand: indices.slice(0, count).sort((a, b) => a - b) };
}
