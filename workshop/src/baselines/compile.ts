/**
 * FROZEN ON PURPOSE: the Normal bot of the release before bot levels (#30), copied once
 * verbatim as the tournament's fixed baseline (`npm run tournament`). Do not improve or share
 * code with it: the game's own bot (`playBot` in bot.ts) is the one to improve, and this copy is what
 * its progress is measured against.
 */
import { isSeat } from '@dead-drop/shared/dist/core/viewer';
import type { Action } from '@dead-drop/shared/dist/compile/actions';
import { sampleAction } from '@dead-drop/shared/dist/compile/bot';
import { COMPILE_AT, FACE_DOWN_VALUE } from '@dead-drop/shared/dist/compile/cards';
import type { PlayOption } from '@dead-drop/shared/dist/compile/plays';
import type { CView } from '@dead-drop/shared/dist/compile/view';

export function compileBaseline(view: CView, random: () => number): Action {
  const seat = view.viewer;
  const plays = view.legal.filter((option): option is PlayOption => option.type === 'play');
  if (!isSeat(seat) || plays.length === 0) return sampleAction(view, random);
  const score = (play: PlayOption) => {
    const mine = view.sides[seat]!;
    const value = play.up ? (view.hand?.[play.hand]?.value ?? 0) : FACE_DOWN_VALUE;
    const after = mine.stacks[play.line]!.total + value;
    const rival = view.sides[1 - seat]!.stacks[play.line]!.total;
    // A compiled protocol can compile again, but it no longer brings the win nearer.
    const open = !mine.protocols[play.line]!.compiled;
    const compiles = open && after >= COMPILE_AT && after > rival;
    return (compiles ? 2 * COMPILE_AT : 0) + (open ? Math.min(after, COMPILE_AT) : 0) + (play.up ? 1 : 0) + random() * 0.1;
  };
  const scored = plays.map((play) => ({ play, value: score(play) }));
  return scored.reduce((top, next) => (next.value > top.value ? next : top)).play;
}
