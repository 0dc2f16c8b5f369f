import type { MatahariView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { countLabel, mt, seatName } from './text';
import { mu } from './uiText';

/** The composer's line of what is going on, for this viewer: whose turn it is and what they do. */
export function statusText(view: MatahariView, ctx: LogContext): string {
  const line = phaseText(view, ctx);
  // A seat the turn does not wait for may still accuse until resolution: say so, as the accuse
  // panel alone is easy to miss.
  const mayAccuse = view.legal.some((legal) => legal.type === 'accuse') && !view.waitingFor.includes(ctx.viewer as number);
  return mayAccuse ? `${line} ${mu('status.mayAccuse')}` : line;
}

function phaseText(view: MatahariView, ctx: LogContext): string {
  const me = ctx.viewer;
  const name = (seat: number) => seatName(seat, ctx);
  switch (view.phase) {
    case 'over':
      return mu('status.over');
    case 'offer':
      return view.active === me ? mu('status.offer.you') : mu('status.offer.other', { name: name(view.active) });
    case 'counter': {
      const size = view.players[view.active]?.offer?.size ?? 0;
      if (view.waitingFor.includes(me as number)) return mu('status.counter.you', { cards: countLabel('card', size) });
      return mu('status.counter.other', { names: view.waitingFor.map(name).join(', ') });
    }
    case 'resolve':
      return view.active === me ? mu('status.resolve.you') : mu('status.resolve.other', { name: name(view.active) });
    case 'adjust':
      return view.assassin?.target === me
        ? mu('status.adjust.you', { assassin: mt('partner.assassin') })
        : mu('status.adjust.other', { name: name(view.assassin?.target ?? view.active), assassin: mt('partner.assassin') });
    case 'search':
      return view.searching?.seat === me
        ? mu('status.search.you', { cards: countLabel('card', view.searching.max) })
        : mu('status.search.other', { name: name(view.searching?.seat ?? view.active) });
  }
}

/** A seat's state in a word or two, on its plate and on one's own status line: whose turn it is, who offered, passed, thinks or is out. */
export function seatState(view: MatahariView, player: MatahariView['players'][number], seat: number): string {
  if (view.active === seat) return mu('seat.active');
  switch (player.answer) {
    case 'offered':
      return mu('seat.offered');
    case 'passed':
      return mu('seat.passed');
    case 'pending':
      return mu('seat.thinking');
    case 'out':
      return mu('seat.out');
    default:
      return '';
  }
}
