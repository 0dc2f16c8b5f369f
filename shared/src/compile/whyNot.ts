/**
 * Why a Compile seat may not take an action, from its own view (see `core/whyNot.ts`).
 * Every option but a discard is listed in full, so an action the list holds is allowed; for
 * the rest, the view shows which rule stands in the way: the card's protocol, a card on the
 * field that forbids the play (Plague 0, Psychic 1, Metal 2), a full hand.
 */
import type { Seat } from '../core/viewer';
import { reason, type Reason } from '../core/whyNot';
import type { Action, Legal } from './actions';
import { HAND_SIZE, type Face, type Protocol } from './cards';
import type { PlayOption } from './plays';
import type { CardView, CView } from './view';

export const CompileReason = {
  /** `protocol` is no longer in the draft's pool. */
  protocolTaken: 'protocolTaken',
  /** A hand position the hand does not have. */
  noSuchCard: 'noSuchCard',
  /** An effect's play may go only into other lines than `line`. */
  lineNotOffered: 'lineNotOffered',
  /** An effect's play must be face down. */
  faceDownOnly: 'faceDownOnly',
  /** Face up, card `protocol`/`value` needs its protocol in the line: `line`'s are `mine` and `theirs`. */
  protocolMismatch: 'protocolMismatch',
  /** The other side's face-up `protocol`/`value` forbids this play in `line` (`up`: 1 face up, 0 face down). */
  blockedBy: 'blockedBy',
  /** Refreshing with a full hand (`size` cards). */
  handFull: 'handFull',
  /** Refreshing with deck and trash both empty. */
  nothingToDraw: 'nothingToDraw',
  /** A discard of the wrong number of cards: `min` to `max`. */
  discardCount: 'discardCount',
  /** A decision that may not be skipped. */
  mustChoose: 'mustChoose',
  /** A choice of the kind asked (a card, a line…) that is not among those offered. */
  notAChoice: 'notAChoice',
  /** `line` is not one to compile: 10 or more, and more than the other side, is needed. */
  cannotCompile: 'cannotCompile',
} as const;

export function whyNot(view: CView, action: Action, option: Legal | undefined): Reason | null {
  const seat = view.viewer as Seat;
  if (option) return option.type === 'discard' && action.type === 'discard' ? discardRefusal(view, action.hand, option) : null;
  const offers = (type: Legal['type']) => view.legal.some((legal) => legal.type === type);
  switch (action.type) {
    case 'draft':
      return offers('draft') ? reason(CompileReason.protocolTaken, { protocol: action.protocol }) : null;
    case 'play':
      return offers('play') ? playRefusal(view, seat, action) : null;
    case 'refresh': {
      if (view.prompt?.ask !== 'action') return null;
      const hand = view.hand?.length ?? 0;
      return hand >= HAND_SIZE ? reason(CompileReason.handFull, { size: hand }) : reason(CompileReason.nothingToDraw);
    }
    case 'skip':
      return reason(CompileReason.mustChoose);
    case 'compile':
      return offers('compile') ? reason(CompileReason.cannotCompile, { line: action.line }) : null;
    case 'discard':
      return null;
    default:
      return offers(action.type) ? reason(CompileReason.notAChoice, { type: action.type }) : null;
  }
}

function discardRefusal(view: CView, hand: readonly number[], { min, max }: { min: number; max: number }): Reason | null {
  const size = view.hand?.length ?? 0;
  const picked = new Set(hand);
  const fits = picked.size === hand.length && hand.every((i) => i < size) && picked.size >= min && picked.size <= max;
  return fits ? null : reason(CompileReason.discardCount, { min, max });
}

function playRefusal(view: CView, seat: Seat, { hand, line, up }: PlayOption): Reason | null {
  const card = view.hand?.[hand];
  if (!card) return reason(CompileReason.noSuchCard);
  const { prompt } = view;
  if (prompt?.lines && !prompt.lines.includes(line)) return reason(CompileReason.lineNotOffered, { line });
  if (up && prompt?.faceDown) return reason(CompileReason.faceDownOnly);
  const mine = view.sides[seat]!;
  const theirs = view.sides[1 - seat]!;
  const protocols = [mine.protocols[line]!.protocol, theirs.protocols[line]!.protocol];
  const anywhere = upOn(
    mine.stacks.flatMap((stack) => stack.cards),
    'spirit',
    1,
  );
  if (up && !anywhere && !protocols.includes(card.protocol)) {
    return reason(CompileReason.protocolMismatch, { ...card, line, mine: protocols[0]!, theirs: protocols[1]! });
  }
  const blocker = blockerOf(
    theirs.stacks.map((stack) => stack.cards),
    line,
    up,
  );
  return reason(CompileReason.blockedBy, { ...(blocker ?? {}), line, up: up ? 1 : 0 });
}

/** The other side's card that forbids the play: Plague 0 uncovered in the line forbids any
 *  play there, Psychic 1 face up anywhere forbids playing face up, Metal 2 face up in the
 *  line forbids playing face down there. */
function blockerOf(stacks: readonly (readonly CardView[])[], line: number, up: boolean): Face | null {
  const stack = stacks[line] ?? [];
  const top = stack.at(-1);
  if (top && upOn([top], 'plague', 0)) return { protocol: 'plague', value: 0 };
  if (up && upOn(stacks.flat(), 'psychic', 1)) return { protocol: 'psychic', value: 1 };
  if (!up && upOn(stack, 'metal', 2)) return { protocol: 'metal', value: 2 };
  return null;
}

function upOn(cards: readonly CardView[], protocol: Protocol, value: number): boolean {
  return cards.some((card) => card.up && card.protocol === protocol && card.value === value);
}
