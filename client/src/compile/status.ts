import type { CompileView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { Arrangement, Picking } from './choices';
import {
  askTarget,
  askText,
  cardName,
  cardText,
  ct,
  discardText,
  endText,
  ofSeat,
  phaseName,
  protocolName,
  seatName,
  waitingText,
} from './text';

/**
 * What the viewer reads at the top: first what is asked of whom (for the decider: the card
 * whose text asks and what to pick, and what the highlights mean; for everyone else: whom the
 * table waits for, never the options), then whose turn and phase it is, or the sentence being
 * resolved, or what is shown for the decision (Light 2's revealed card, a rearrange's order).
 */
export function statusLines(view: CompileView, ctx: LogContext, picking: Picking, arrangement: Arrangement | null = null): string[] {
  if (view.result) return [endText(view.result, ctx)];
  if (view.draft) {
    const picks = view.draft.picks[0]!.length + view.draft.picks[1]!.length;
    const seat = view.waitingFor[0];
    const who = seat === undefined ? '' : ofSeat('draft.picks', seat, ctx);
    return [`${ct('draft.title')} — ${who}`, `${ct('draft.pick', { n: picks + 1, total: 6 })} · ${ct('draft.order')}`];
  }
  const prompt = view.prompt;
  const turn = view.turn ? ofSeat('status.turn', view.turn.seat, ctx, { phase: phaseName(view.turn.phase) }) : '';
  if (!prompt) return [turn];
  const mine = prompt.seat === ctx.viewer;
  const target = askTarget(prompt);
  let asked = mine ? askText(prompt.ask, prompt.optional, target) : waitingText(prompt.ask, seatName(prompt.seat, ctx), target);
  if (mine && prompt.ask === 'discard' && prompt.min !== undefined && prompt.max !== undefined) asked = discardText(prompt.min, prompt.max);
  if (mine && prompt.ask === 'action' && picking.hand !== null) asked = ct('ask.play');
  // Light 2's follow-up: the highlighted lines shift the revealed card.
  if (mine && prompt.ask === 'choice' && view.shown) asked = ct(prompt.optional ? 'askMay.reveal.choice' : 'ask.reveal.choice');
  if (mine && arrangement?.side != null) asked = ct('arrange.pick');
  const resolving = view.chain.at(-1);
  const source = resolving ? `${cardName(resolving.protocol, resolving.value)}: ` : '';
  const sentence = resolving
    ? `${cardName(resolving.protocol, resolving.value)} — ${cardText(resolving.protocol, resolving.value, resolving.box)}`
    : turn;
  if (view.shown) return [`${source}${asked}`, ct('reveal.card', { card: cardName(view.shown.protocol, view.shown.value) })];
  if (mine && arrangement?.side != null && arrangement.order.length > 0) return [`${source}${asked}`, arrangedOrder(view, arrangement)];
  return [`${source}${asked}`, sentence];
}

/** "New order: Water · Fire · Light", or that it is the order they have now. */
function arrangedOrder(view: CompileView, arrangement: Arrangement): string {
  const side = view.sides[arrangement.side!]!;
  const placed = arrangement.order;
  const order = [...placed, ...[0, 1, 2].filter((old) => !placed.includes(old))];
  const list = order.map((old) => protocolName(side.protocols[old]!.protocol)).join(' · ');
  if (placed.length === 3 && !arrangement.action) return `${ct('arrange.preview', { list })} — ${ct('arrange.unchanged')}`;
  return ct('arrange.preview', { list });
}
