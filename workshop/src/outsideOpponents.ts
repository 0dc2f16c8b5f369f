/**
 * Two Compile players for the tournament written apart from the levels' code (#44), so that
 * no level is judged only against its siblings. They use only what any client has: the seat's
 * view, its legal actions, and the game's public `determinize`, `apply` and `viewFor`; none of
 * the levels' strategy or evaluation.
 *
 * - The racer: its highest card face up into its best line (the most already, uncompiled
 *   first), anything else at random: the pattern a first-time player finds.
 * - The one-step evaluator: every legal action tried one step and the field that follows
 *   scored: lines toward 10 and compiling, the opponent's a bit higher, control, hand size,
 *   a rough guess at each text's worth. Where the view cannot be rebuilt into a state (in the
 *   middle of a text), the option's effect is pictured on the view's field instead.
 */
import {
  compile,
  compileCards,
  type AnyGame,
  type BaseView,
  type CompileAction,
  type CompileLegal,
  type CompileView,
  type Seat,
} from '@dead-drop/shared';

type Random = () => number;
type Play = Extract<CompileLegal, { type: 'play' }>;

const { COMPILE_AT, FACE_DOWN_VALUE, HAND_SIZE } = compileCards;
/** The opponent's lines count this much more than one's own: its threats come first. */
const THEIRS = 1.2;
/** A compiled protocol, in points of a line. */
const COMPILED = 14;
const CONTROL = 1.5;
const PER_CARD = 0.8;
/** Texts waiting on the effect stack that mean a loop. */
const LOOPING = 12;

export const OUTSIDE = ['racer', 'onestep'] as const;
export type Outsider = (typeof OUTSIDE)[number];

export function isOutsider(name: string): name is Outsider {
  return (OUTSIDE as readonly string[]).includes(name);
}

/** The outsider's move from its seat's view; Compile only. */
export function outsiderMove(game: AnyGame, who: Outsider, view: BaseView<unknown>, random: Random): unknown {
  if (game.id !== compile.id) throw new Error(`the ${who} plays Compile only, not ${game.id}`);
  const seen = view as CompileView;
  // A text that sets itself going again (Speed 0 uncovered, Water 4 returning itself onto it)
  // would loop for ever under the same answer each time: chance breaks it, as a person would.
  if (seen.chain.length >= LOOPING) return compile.sampleAction(seen, random);
  return who === 'racer' ? racer(seen, random) : oneStep(seen, random);
}

function racer(view: CompileView, random: Random): CompileAction {
  const hand = view.hand ?? [];
  const mine = view.sides[view.viewer as Seat]!;
  const ups = view.legal.filter((option): option is Play => option.type === 'play' && option.up);
  if (ups.length === 0) return compile.sampleAction(view, random);
  const rank = (play: Play) =>
    hand[play.hand]!.value * 100 + (mine.protocols[play.line]!.compiled ? 0 : 50) + mine.stacks[play.line]!.total;
  return ups.reduce((best, play) => (rank(play) > rank(best) ? play : best));
}

/** A rough guess at what a card's text adds face up: low cards carry the strong texts. */
function textGuess(value: number): number {
  return Math.max(0, 3 - value);
}

/** The field as the one-step evaluator pictures it. */
interface Picture {
  totals: number[][];
  compiled: boolean[][];
  hands: number[];
  control: number | null;
}

function pictureOf(view: CompileView): Picture {
  return {
    totals: view.sides.map((side) => side.stacks.map((stack) => stack.total)),
    compiled: view.sides.map((side) => side.protocols.map((p) => p.compiled)),
    hands: view.sides.map((side) => side.hand),
    control: view.control,
  };
}

function score(picture: Picture, seat: number): number {
  const side = (s: number) =>
    [0, 1, 2].reduce((sum, line) => {
      if (picture.compiled[s]![line]) return sum + COMPILED;
      const own = picture.totals[s]![line]!;
      const rival = picture.totals[1 - s]![line]!;
      const compiles = own >= COMPILE_AT && own > rival ? COMPILE_AT / 2 : 0;
      return sum + Math.min(own, COMPILE_AT) + compiles;
    }, 0) +
    PER_CARD * Math.min(picture.hands[s]!, HAND_SIZE) +
    (picture.control === s ? CONTROL : 0);
  return side(seat) - THEIRS * side(1 - seat);
}

function oneStep(view: CompileView, random: Random): CompileAction {
  const seat = view.viewer as Seat;
  const options = view.legal.filter((option) => option.type !== 'discard');
  const discard = view.legal.find((option) => option.type === 'discard');
  if (discard) return { type: 'discard', hand: lowest(view, discard.min) };
  if (options.length <= 1) return options[0] ?? compile.sampleAction(view, random);
  const state = compile.determinize?.(view, [], random) ?? null;
  const worth = (option: Exclude<CompileLegal, { type: 'discard' }>): number => {
    const text = option.type === 'play' && option.up ? textGuess(view.hand![option.hand]!.value) : 0;
    if (state) {
      const applied = compile.apply(state, seat, option);
      return applied.ok ? score(pictureOf(compile.viewFor(applied.state, seat)), seat) + text : -Infinity;
    }
    return pictured(view, option, seat) + text;
  };
  const scored = options.map((option) => ({ option, value: worth(option) + random() * 0.01 }));
  return scored.reduce((best, next) => (next.value > best.value ? next : best)).option;
}

/** The score of the field after `option`, pictured on the view (no state to apply it to). */
function pictured(view: CompileView, option: CompileLegal, seat: Seat): number {
  const picture = pictureOf(view);
  if (option.type === 'play') {
    const line = picture.totals[seat]!;
    line[option.line] = line[option.line]! + (option.up ? view.hand![option.hand]!.value : FACE_DOWN_VALUE);
    picture.hands[seat] = picture.hands[seat]! - 1;
  } else if (option.type === 'card') {
    const card = view.sides[option.side]!.stacks[option.line]!.cards[option.at];
    const value = card?.up ? (card.value ?? 0) : FACE_DOWN_VALUE;
    const ask = view.prompt?.ask;
    // A flip turns a face-up card down to 2, or a face-down one up (its value unknown: 3).
    const change = ask === 'flip' ? (card?.up ? FACE_DOWN_VALUE - value : (card?.value ?? 3) - FACE_DOWN_VALUE) : -value;
    const line = picture.totals[option.side]!;
    line[option.line] = line[option.line]! + change;
  } else if (option.type === 'compile') {
    picture.compiled[seat]![option.line] = true;
  }
  return score(picture, seat);
}

function lowest(view: CompileView, count: number): number[] {
  return (view.hand ?? [])
    .map((face, at) => ({ at, value: face.value }))
    .sort((a, b) => a.value - b.value)
    .slice(0, count)
    .map(({ at }) => at)
    .sort((a, b) => a - b);
}
