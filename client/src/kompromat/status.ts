import { kompromatCards, type KompromatView } from '@dead-drop/shared';
import type { Affordances } from './affordances';
import type { LogContext } from '../gameClient';
import { kt, seatName } from './text';

const { LIMIT } = kompromatCards;

/**
 * The one line that tells a viewer what is going on and what, if anything, they should
 * do now. It reads only the view and the clickable choices derived from it.
 */
export function statusLine(view: KompromatView, ctx: LogContext, offered: Affordances): string {
  const round = kt('status.round', { round: view.round, rounds: view.rounds });
  return `${round} · ${situation(view, ctx, offered)}`;
}

function situation(view: KompromatView, ctx: LogContext, offered: Affordances): string {
  const me = ctx.viewer;
  if (view.phase === 'over') return kt('status.over');
  if (offered.pending && offered.asking) {
    return `${kt(`item.${offered.pending.item}`)}: ${kt(`pick.${offered.asking}`)}`;
  }
  if (view.prompt) {
    if (view.prompt.seat !== me) return kt('prompt.theirs', { name: seatName(view.prompt.seat, ctx) });
    const marks = view.reveal ? (view.missions[view.reveal.mission]?.ci ?? 0) : 0;
    return kt(`prompt.${view.prompt.kind}`, { marks });
  }
  if (view.turn) {
    const { seat, drawn, mission } = view.turn;
    if (seat !== me) return kt('status.theirTurn', { name: seatName(seat, ctx) });
    if (drawn) return kt('status.yourTurnPlace');
    if (mission === null) return kt('status.yourTurnDraw');
    return kt(`status.${drawOrStop(view, me as number, mission)}`);
  }
  if (view.reveal) {
    const where = kt('status.reveal', { n: view.reveal.mission + 1 });
    const declaring = view.reveal.step === 'declare';
    if (view.waitingFor.includes(me as number)) return `${where} — ${kt(declaring ? 'status.declare' : 'status.yourItems')}`;
    const other = view.waitingFor[0];
    if (other === undefined) return where;
    return `${where} — ${kt(declaring ? 'status.theirDeclare' : 'status.theirItems', { name: seatName(other, ctx) })}`;
  }
  return '';
}

/**
 * Read from the view, not from the actions offered: a replay offers none, and "Seen by" the
 * seat must still say what it was told then. The rules' reasons not to draw on (legal.ts):
 * over 21 counting every 1/11 as 1, or no cards left.
 */
function drawOrStop(view: KompromatView, me: number, mission: number): 'yourTurnMore' | 'mustStop' | 'outOfCards' {
  const hard = view.missions[mission]!.sides[me]!.cards.reduce((sum, card) => sum + (card.rank ?? 0), 0);
  if (hard > LIMIT) return 'mustStop';
  return view.players[me]!.deck === 0 ? 'outOfCards' : 'yourTurnMore';
}
