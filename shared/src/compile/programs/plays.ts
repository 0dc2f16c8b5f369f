import { ask } from '../decisions';
import type { TextFrame } from '../engine';
import { playOptions } from '../plays';
import type { CState, LineIx } from '../state';
import type { Step } from './steps';

/** "Play 1 card" (Speed 0) and "Play 1 card face down in another line" (Darkness 3): a play
 *  from the owner's hand under every restriction; nothing if none is possible. */
export function playPrompt(faceDown: boolean, lines: (state: CState, frame: TextFrame) => LineIx[]): Step {
  return (state, frame, events) => {
    const allowed = lines(state, frame);
    if (playOptions(state, frame.owner, faceDown, allowed).length === 0) return;
    ask(
      state,
      { seat: frame.owner, ask: 'play', optional: false, source: frame.card, into: 'played', kind: 'play', faceDown, lines: allowed },
      frame,
      events,
    );
  };
}
