/**
 * `playBot`: Compile's Normal bot, from its seat's view alone. It weighs a decision by what
 * it does to the lines, as the Hard bot's `evaluate` judges a position: a line brought nearer
 * to 10 and ahead of the opposing line, most of all one that will compile, and a card taken
 * from (or turned down on) the opponent's line nearest to compiling. A card's text counts as
 * measured (`TEXT_WORTH`). Decisions it cannot read that way (a line to name, a choice of
 * words, the draft) it leaves to chance, as before.
 */
import { isSeat, type Seat } from '../core/viewer';
import type { Action, Legal } from './actions';
import { sampleAction } from './bot';
import { CARDS_PER_PROTOCOL, cardOf, COMPILE_AT, FACE_DOWN_VALUE, type Face } from './cards';
import type { PlayOption } from './plays';
import { TEXT_WORTH } from './textWorth';
import type { CardView, CView } from './view';

type Random = () => number;
type CardOption = Extract<Legal, { type: 'card' }>;

/** What a line that will compile (10 or more, and ahead) is worth, in points of a line. */
const COMPILES = 2 * COMPILE_AT;
/** What a face-down card of the opponent likely is worth to it face up (and its text runs then). */
const HIDDEN_GAIN = 2;

export function playBot(view: CView, random: Random): Action {
  const seat = view.viewer;
  if (!isSeat(seat)) return sampleAction(view, random);
  const plays = view.legal.filter((option): option is PlayOption => option.type === 'play');
  if (plays.length > 0) return best(plays, (play) => playWorth(view, seat, play), random);
  const cards = view.legal.filter((option): option is CardOption => option.type === 'card');
  const verb = view.prompt?.ask;
  if (cards.length > 0 && (verb === 'delete' || verb === 'return' || verb === 'flip' || verb === 'shift')) {
    const choice = best(cards, (option) => cardWorth(view, seat, verb, option), random);
    // A text that "may" is declined when every card it may take is the bot's own to lose.
    const skip = view.legal.some((option) => option.type === 'skip');
    return skip && cardWorth(view, seat, verb, choice) < 0 ? { type: 'skip' } : choice;
  }
  const discard = view.legal.find((option) => option.type === 'discard');
  if (discard) return { type: 'discard', hand: cheapest(view, discard.min) };
  const compiles = view.legal.filter((option) => option.type === 'compile');
  if (compiles.length > 0) return best(compiles, (option) => (view.sides[seat]!.protocols[option.line]!.compiled ? 0 : 1), random);
  return sampleAction(view, random);
}

/** The option worth most; ties at random. */
function best<T>(options: readonly T[], worth: (option: T) => number, random: Random): T {
  const scored = options.map((option) => ({ option, value: worth(option) + random() * 0.01 }));
  return scored.reduce((top, next) => (next.value > top.value ? next : top)).option;
}

/** How much a line is worth to its owner per point of its total: an uncompiled one near 10
 *  most, a compiled one (it can compile again, but that no longer brings the win nearer) little. */
function pressure(view: CView, side: Seat, line: number): number {
  if (view.sides[side]!.protocols[line]!.compiled) return 0.2;
  return 1 + view.sides[side]!.stacks[line]!.total / COMPILE_AT;
}

/** A play: the line's way to 10, its lead over the opposing line, and whether it will compile. */
function playWorth(view: CView, seat: Seat, play: PlayOption): number {
  const mine = view.sides[seat]!;
  const face = view.hand?.[play.hand];
  const value = play.up ? face?.value ?? 0 : FACE_DOWN_VALUE;
  const text = play.up && face ? textWorth(face) : 0;
  const before = mine.stacks[play.line]!.total;
  const after = before + value;
  const rival = view.sides[1 - seat]!.stacks[play.line]!.total;
  if (mine.protocols[play.line]!.compiled) return value * 0.2 + text;
  const compiles = after >= COMPILE_AT && after > rival && !(before >= COMPILE_AT && before > rival);
  const nearer = Math.min(after, COMPILE_AT) - Math.min(before, COMPILE_AT);
  const lead = Math.max(-COMPILE_AT, Math.min(COMPILE_AT, after - rival)) - Math.max(-COMPILE_AT, Math.min(COMPILE_AT, before - rival));
  return (compiles ? COMPILES : 0) + nearer + lead + text;
}

/** What the card's text adds when it is played face up (see `TEXT_WORTH`). */
function textWorth(face: Face): number {
  return TEXT_WORTH[face.protocol][cardOf(face.protocol, face.value) % CARDS_PER_PROTOCOL] ?? 0;
}

/** What taking, turning or moving a card of the field does for the seat: a card leaves its
 *  owner's total, or a face-up card turns down to 2 (and a face-down one up to its value). */
function cardWorth(view: CView, seat: Seat, verb: 'delete' | 'return' | 'flip' | 'shift', option: CardOption): number {
  const card: CardView | undefined = view.sides[option.side]!.stacks[option.line]!.cards[option.at];
  if (!card) return 0;
  const own = option.side === seat;
  const counted = card.up ? card.value ?? 0 : FACE_DOWN_VALUE;
  // What the card's owner loses from the line.
  const loss = verb === 'flip'
    ? (card.up ? counted - FACE_DOWN_VALUE : -(card.protocol === undefined || card.value === undefined
      ? HIDDEN_GAIN : card.value - FACE_DOWN_VALUE + textWorth({ protocol: card.protocol, value: card.value })))
    : verb === 'shift' ? counted / 2 : counted;
  const weighted = loss * pressure(view, option.side, option.line);
  return own ? -weighted : weighted;
}

/** The `count` hand cards worth least (lowest values), by their position in the hand. */
function cheapest(view: CView, count: number): number[] {
  const hand = view.hand ?? [];
  return hand.map((face, at) => ({ at, value: face.value })).sort((a, b) => a.value - b.value).slice(0, count)
    .map(({ at }) => at).sort((a, b) => a - b);
}
