/**
 * `sampleAction`: a random legal action for bots and the random-game audits, biased towards
 * games that end: face-up plays over face-down ones over refreshing, and "may" declined now
 * and then.
 *
 * `playBot`: the game's bot. Where it may play a card, it plays for compiling: the play that
 * brings an uncompiled line to 10 and above the opponent's there, or else nearest to it;
 * face up, for the card's text, when it is as good. Every other decision it leaves to chance.
 */
import { isSeat } from '../core/viewer';
import type { Action, Legal } from './actions';
import { COMPILE_AT, FACE_DOWN_VALUE } from './cards';
import type { PlayOption } from './plays';
import type { CView } from './view';

const WEIGHT: Partial<Record<Legal['type'], number>> = { refresh: 1, skip: 2 };

function weight(option: Legal): number {
  if (option.type === 'play') return option.up ? 6 : 2;
  return WEIGHT[option.type] ?? 4;
}

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

export function playBot(view: CView, random: () => number): Action {
  const seat = view.viewer;
  const plays = view.legal.filter((option): option is PlayOption => option.type === 'play');
  if (!isSeat(seat) || plays.length === 0) return sampleAction(view, random);
  const score = (play: PlayOption) => {
    const mine = view.sides[seat]!;
    const value = play.up ? view.hand?.[play.hand]?.value ?? 0 : FACE_DOWN_VALUE;
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
