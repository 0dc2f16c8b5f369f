/**
 * What each thing on the Compile table is called where it is offered: the action bar's
 * buttons and a screen reader read these words, so each says whose card it is, its face
 * as this viewer may know it, and where it lies ("Bob's face-down card, line 2, top"). A
 * face the viewer may not see is never named.
 */
import type { CompileAction, CompileCardView, CompileView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { cardName, ct, lineName, ofSeat, protocolName } from './text';

/** "Bob's face-down card", "your Fire 3", "your face-down Fire 3". */
function cardOf(card: CompileCardView, side: number, revealed: boolean, ctx: LogContext): string {
  if (card.protocol === undefined || card.value === undefined) return ofSeat('where.down', side, ctx);
  const params = { card: cardName(card.protocol, card.value) };
  if (card.up) return ofSeat('where.up', side, ctx, params);
  return ofSeat(revealed ? 'where.revealed' : 'where.downSeen', side, ctx, params);
}

function capitalised(words: string): string {
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** A card in a stack: `at` counts from the bottom of a stack of `count` (a moving card: `count` is null). */
export function fieldCardLabel(
  card: CompileCardView,
  where: { side: number; line: number; at: number; count: number | null; revealed?: boolean },
  ctx: LogContext,
): string {
  const named = cardOf(card, where.side, where.revealed === true, ctx);
  const line = where.line + 1;
  if (where.count === null) return capitalised(ct('place.moving', { card: named, line }));
  const below = where.count - 1 - where.at;
  return capitalised(below === 0 ? ct('place.top', { card: named, line }) : ct('place.covered', { card: named, line, n: below }));
}

/** One's own hand card: "Fire 3 in your hand", and whether it is picked (to play, or among
 *  the cards to discard), which a screen reader and the coach read from the words alone. */
export function handCardLabel(protocol: Parameters<typeof cardName>[0], value: number, picked = false): string {
  return ct(picked ? 'place.handPicked' : 'place.hand', { card: cardName(protocol, value) });
}

/** A line as the open decision offers it: what choosing it does ("Shift it to line 2"). */
export function lineLabel(view: CompileView, line: number, action: CompileAction | undefined): string {
  const n = line + 1;
  if (action?.type === 'play') return ct('lineFor.play', { n });
  if (action?.type === 'compile') return ct('lineFor.compile', { n });
  if (action?.type === 'line') {
    switch (view.prompt?.ask) {
      case 'shift':
      case 'choice':
        return ct('lineFor.shift', { n });
      case 'delete':
        return ct('lineFor.delete', { n });
      case 'return':
        return ct('lineFor.return', { n });
    }
  }
  return lineName(line);
}

/**
 * What a player's strip says beside the name: the draft's picks, or the control card, hand,
 * deck and trash. The control card comes first: a narrow strip cuts its line at the end
 * ("Contro…" was all a phone showed of it), and whether one holds it matters most.
 */
export function stripFacts(view: CompileView, seat: number): string {
  const picks = view.draft?.picks[seat];
  if (picks) return picks.map(protocolName).join(' · ');
  const side = view.sides[seat]!;
  return [
    ...(view.control === seat ? [ct('label.control')] : []),
    ...(view.noCompile === seat ? ['⊘'] : []),
    `${ct('label.hand')} ${side.hand}`,
    `${ct('label.deck')} ${side.deck}`,
    `${ct('label.trash')} ${side.trash.length}`,
  ].join('  ·  ');
}

/** The words on a decision's button: what taking `action` does, with `side`'s protocols named. */
export function buttonCaption(view: CompileView, action: CompileAction, side: number): string {
  const protocolAt = (line: number) => {
    const protocol = view.sides[side]?.protocols[line];
    return protocol ? protocolName(protocol.protocol) : '';
  };
  switch (action.type) {
    case 'skip':
      return ct('button.skip');
    case 'refresh':
      return ct('button.refresh');
    case 'choose':
      return ct(`option.${action.option}`);
    case 'swap':
      return ct('option.swap', { a: protocolAt(action.a), b: protocolAt(action.b) });
    default:
      return action.type;
  }
}
