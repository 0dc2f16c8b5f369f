/**
 * A loop of texts ends (#44): Speed 0 uncovered asks for a play, and Water 4 played face up
 * on it returns itself and uncovers it again. The racer (its highest card face up) would run
 * it for ever, the effect stack growing at each turn (a tournament hung on it); past
 * `RUNAWAY_CHAIN` texts it answers at random, as the levels do, and the loop breaks. Normal
 * does not start this one: it judges Water 4's text a loss.
 */
import { compile, levelMove, randomSource, type BaseView, type CompileAction, type CompileState } from '@dead-drop/shared';
import { outsiderMove } from '../../workshop/src/outsideOpponents';
import { RUNAWAY_CHAIN } from '../../shared/src/compile/bot';
import { rig } from '../compile/rig';

type Decide = (view: BaseView<unknown>, random: () => number) => unknown;

/** The longest effect stack seen in `actions` actions of `decide` against the random player. */
function longestChain(decide: Decide, actions: number): number {
  let state: CompileState = rig({
    protocols: [
      ['psychic', 'light', 'speed'],
      ['spirit', 'plague', 'water'],
    ],
    field: [
      [[], [], ['speed 0']],
      [[], [], []],
    ],
    hands: [
      ['water 4', 'psychic 2'],
      ['spirit 1', 'plague 2'],
    ],
  });
  const random = randomSource(3);
  let longest = 0;
  for (let step = 0; step < actions && !state.result; step++) {
    const seat = compile.awaitedSeats(state)[0]!;
    const view = compile.viewFor(state, seat);
    // The deciders are typed for any game; this one is Compile's.
    const action = (seat === 0 ? decide(view, random) : compile.sampleAction(view, random)) as CompileAction;
    const applied = compile.apply(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
    longest = Math.max(longest, compile.viewFor(state, 0).chain.length);
  }
  return longest;
}

test.each([
  ['the racer', (view: BaseView<unknown>, random: () => number) => outsiderMove(compile, 'racer', view, random)],
  ['Normal', (view: BaseView<unknown>, random: () => number) => levelMove(compile, 'normal', view, random)],
] as const)('%s does not run a loop of texts for ever', (_who, decide) => {
  expect(longestChain(decide, 300)).toBeLessThanOrEqual(RUNAWAY_CHAIN + 2);
});
