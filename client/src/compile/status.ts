import type { CompileView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { Picking } from './choices';
import { askTarget, askText, cardName, cardText, ct, discardText, endText, ofSeat, phaseName, seatName, waitingText } from './text';

/**
 * What the viewer reads at the top: first what is asked of whom (for the decider: the card
 * whose text asks and what to pick; for everyone else: whom the table waits for, never the
 * options), then whose turn and phase it is, or the sentence being resolved.
 */
export function statusLines(view: CompileView, ctx: LogContext, picking: Picking): string[] {
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
  const resolving = view.chain.at(-1);
  const source = resolving ? `${cardName(resolving.protocol, resolving.value)}: ` : '';
  const sentence = resolving ? `${cardName(resolving.protocol, resolving.value)} — ${cardText(resolving.protocol, resolving.value, resolving.box)}` : turn;
  return [`${source}${asked}`, sentence];
}
