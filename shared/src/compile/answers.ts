/**
 * The Normal bot's answer to a decision in the middle of a text (a card to delete, flip,
 * return or shift, a line, a discard, words, a compile, a rearrangement), where its view
 * cannot be rebuilt into a state to play each option on (`determinize` rebuilds only the
 * action phase). Each option's outcome is pictured on the field as the view shows it, and
 * judged by `edge`, as the bot judges a play's outcome.
 */
import type { Seat } from '../core/viewer';
import type { Action, Legal } from './actions';
import { CARDS_PER_PROTOCOL, cardOf, COMPILE_AT, FACE_DOWN_VALUE, HAND_SIZE, type Face } from './cards';
import { edge, type Field } from './evaluate';
import type { LineIx, Side } from './state';
import { TEXT_WORTH } from './textWorth';
import type { CardView, CView } from './view';

type Choice = Exclude<Legal, { type: 'discard' }>;

/** What a face-down card of the opponent likely adds to its line face up, text and all. */
const HIDDEN_GAIN = 2;
/** Metal 6 deletes itself when it would be covered or flipped. */
const SELF_DELETING = { protocol: 'metal', value: 6 } as const;

export function answer(view: CView, seat: Seat): Action {
  const discard = view.legal.find((option) => option.type === 'discard');
  if (discard) return { type: 'discard', hand: cheapest(view, discard.min) };
  const choices = view.legal.filter((option): option is Choice => option.type !== 'discard');
  const scored = choices.map((choice) => ({ choice, value: outcome(view, seat as Side, choice) }));
  // The first among equals: the same view always gets the same answer.
  return scored.reduce((best, next) => (next.value > best.value ? next : best)).choice;
}

/** What a card's text adds when it runs (`TEXT_WORTH`). */
export function textWorth(face: Face): number {
  return TEXT_WORTH[face.protocol][cardOf(face.protocol, face.value) % CARDS_PER_PROTOCOL] ?? 0;
}

/** The field as the view shows it. */
function fieldOfView(view: CView): Field {
  return {
    totals: view.sides.map((side) => side.stacks.map((stack) => stack.total)),
    compiled: view.sides.map((side) => side.protocols.map((protocol) => protocol.compiled)),
    hands: view.sides.map((side) => side.hand),
    control: view.control,
    compiling: view.prompt?.ask === 'compile' ? view.prompt.seat : null,
  };
}

function counted(card: CardView): number {
  return card.up ? (card.value ?? 0) : FACE_DOWN_VALUE;
}

/** The seat's edge after `choice`, pictured on the view's field, with what texts it sets off. */
function outcome(view: CView, seat: Side, choice: Choice): number {
  const field = fieldOfView(view);
  const add = (side: Side, line: LineIx, points: number) => {
    const totals = field.totals[side]!;
    totals[line] = Math.max(0, totals[line]! + points);
  };
  // Points a text is worth to the seat beyond the field's change.
  let texts = 0;
  switch (choice.type) {
    case 'play': {
      const face = view.hand![choice.hand]!;
      add(seat, choice.line, choice.up ? face.value : FACE_DOWN_VALUE);
      field.hands[seat] = field.hands[seat]! - 1;
      if (choice.up) texts += textWorth(face);
      break;
    }
    case 'refresh':
      field.hands[seat] = HAND_SIZE;
      break;
    case 'card':
      texts += cardChange(view, seat, choice, add);
      break;
    case 'line':
      lineChange(view, seat, choice.line, field, add);
      break;
    case 'choose':
      if (choice.option === 'draw') field.hands[seat] = field.hands[seat]! + 1;
      if (choice.option === 'discard') field.hands[seat] = field.hands[seat]! - 1;
      break;
    case 'rearrange': {
      const before = field.compiled[choice.side]!;
      field.compiled[choice.side] = [...choice.order].map((i) => before[Number(i)]!);
      break;
    }
    case 'swap': {
      const flags = field.compiled[seat]!;
      [flags[choice.a], flags[choice.b]] = [flags[choice.b]!, flags[choice.a]!];
      break;
    }
    case 'compile': {
      // Compiling again only draws a card: an uncompiled protocol first.
      if (!field.compiled[seat]![choice.line]) field.compiled[seat]![choice.line] = true;
      else texts -= COMPILE_AT;
      field.compiling = null;
      for (const totals of field.totals) totals[choice.line] = 0;
      break;
    }
    default:
      break;
  }
  return edge(field, seat) + texts;
}

/** A field card deleted, returned, flipped or shifted: its line's change, and the text points
 *  (to the seat) of a card turned face up. */
function cardChange(
  view: CView,
  seat: Side,
  choice: Extract<Choice, { type: 'card' }>,
  add: (side: Side, line: LineIx, points: number) => void,
): number {
  const card = view.sides[choice.side]!.stacks[choice.line]!.cards[choice.at];
  if (!card) return 0;
  const own = choice.side === seat;
  const value = counted(card);
  switch (view.prompt?.ask) {
    case 'delete':
    case 'return':
      add(choice.side, choice.line, -value);
      return 0;
    case 'flip': {
      if (card.up) {
        const deletes = card.protocol === SELF_DELETING.protocol && card.value === SELF_DELETING.value;
        add(choice.side, choice.line, deletes ? -value : FACE_DOWN_VALUE - value);
        return 0;
      }
      if (card.protocol === undefined || card.value === undefined) {
        add(choice.side, choice.line, HIDDEN_GAIN);
        return 0;
      }
      add(choice.side, choice.line, card.value - FACE_DOWN_VALUE);
      const text = textWorth({ protocol: card.protocol, value: card.value });
      return own ? text : -text;
    }
    case 'shift':
      // Where it goes is the next question: judged as the card leaving its line.
      add(choice.side, choice.line, -value);
      return 0;
    default:
      return 0;
  }
}

/** A line chosen: deleted whole, a card shifted into it, or a card played face down into it. */
function lineChange(view: CView, seat: Side, line: LineIx, field: Field, add: (side: Side, line: LineIx, points: number) => void): void {
  const ask = view.prompt?.ask;
  if (ask === 'delete') {
    for (const totals of field.totals) totals[line] = 0;
    return;
  }
  const source = view.prompt?.source;
  if (ask === 'shift' && source && source.line !== line) {
    const card = view.sides[source.side]!.stacks[source.line]!.cards[source.at];
    const value = card ? counted(card) : FACE_DOWN_VALUE;
    add(source.side, source.line, -value);
    add(source.side, line, value);
    return;
  }
  // Another line of the seat's own: a card played face down into it (Life 3, Darkness 3).
  if (ask !== 'shift') add(seat, line, FACE_DOWN_VALUE);
}

/** The `count` hand cards worth least (lowest values), by their position in the hand. */
function cheapest(view: CView, count: number): number[] {
  const hand = view.hand ?? [];
  return hand
    .map((face, at) => ({ at, value: face.value }))
    .sort((a, b) => a.value - b.value)
    .slice(0, count)
    .map(({ at }) => at)
    .sort((a, b) => a - b);
}
