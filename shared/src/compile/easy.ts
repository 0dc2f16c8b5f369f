/**
 * Compile's Easy bot: Normal with a mistake in some decisions (`easyBotOf`), a learner's
 * mistake but not an obvious blunder: never a play that covers its own face-up Metal 6 (whose
 * text deletes it) while another play is open.
 */
import { easyBotOf } from '../core/easy';
import { isSeat } from '../core/viewer';
import type { Action, Legal } from './actions';
import { sampleAction } from './bot';
import { playBot } from './strategy';
import type { CView } from './view';

/** The share of an Easy bot's decisions that are mistakes. */
const EASY_MISTAKES = 0.35;

/** A random action, as `sampleAction`, but for a play onto the seat's own face-up Metal 6. */
function mistake(view: CView, random: () => number): Action {
  const seat = view.viewer;
  if (!isSeat(seat)) return sampleAction(view, random);
  const covers = (option: Legal) => {
    if (option.type !== 'play') return false;
    const top = view.sides[seat]!.stacks[option.line]!.cards.at(-1);
    return top?.up === true && top.protocol === 'metal' && top.value === 6;
  };
  const sound = view.legal.filter((option) => !covers(option));
  return sampleAction(sound.length > 0 ? { ...view, legal: sound } : view, random);
}

export const easyBot = easyBotOf(playBot, mistake, EASY_MISTAKES);
