import { ErrorCode, ruleError, type RuleError } from '../core/errors';
import type { MadeEvent } from './events';
import { sameFlatRecord } from '../core/plain';
import type { Seat } from '../core/viewer';
import type { Action, Legal } from './actions';
import { answer, answerNothing } from './decisions';
import { discard, playFromHand, type TextFrame } from './engine';
import { advance, CACHE, pick } from './flow';
import type { CState, Side } from './state';

/** Whether a legal option allows an action: the same action, or a discard its template fits. */
export function allows(option: Legal, action: Action): boolean {
  return option.type === 'discard' ? action.type === 'discard' : sameFlatRecord(option, action);
}

/** Answers the open decision with `action`, which one of the seat's legal options allows,
 *  then runs the game on to the next decision. */
export function play(state: CState, seat: Seat, action: Action, events: MadeEvent[], option: Legal): RuleError | void {
  const prompt = state.prompt!;
  const top = state.frames.at(-1);
  const frame: TextFrame | null = top?.f === 'text' ? top : null;
  const side = seat as Side;
  state.prompt = null;
  switch (action.type) {
    case 'draft':
      pick(state, side, action.protocol, events);
      break;
    case 'play':
      playFromHand(state, side, state.areas[side].hand[action.hand]!, action.line, action.up, events);
      if (frame) frame.vars[prompt.into] = true;
      break;
    case 'refresh':
      state.frames.push({ f: 'refresh', seat: side, stage: 0 });
      break;
    case 'discard': {
      if (option.type !== 'discard') return;
      const hand = state.areas[side].hand;
      const picked = new Set(action.hand);
      const { min, max } = option;
      if (picked.size !== action.hand.length || action.hand.some((i) => i >= hand.length) || picked.size < min || picked.size > max) {
        return ruleError(
          ErrorCode.illegal,
          min === max ? `Discard exactly ${min} different cards of your hand.` : `Discard ${min} to ${max} different cards of your hand.`,
        );
      }
      const cards = action.hand.map((i) => hand[i]!);
      discard(state, side, cards, events, prompt.into === CACHE);
      if (frame) frame.vars[prompt.into] = cards.length;
      break;
    }
    case 'skip':
      answerNothing(frame, prompt.into);
      break;
    default:
      answer(state, prompt, action, frame, events);
  }
  advance(state, events);
}
