/** The words the Kompromat table draws that the view does not hold as they are: sums, missions' fates, buttons. */
import type { KompromatView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { Button } from './affordances';
import { kt, seatName, totalLabel } from './text';

type ItemKind = KompromatView['players'][number]['items'][number];

/**
 * During one's own turn, the sum of the cards one can see at the mission being attempted,
 * with the 1/11 cards as 1 and, where it fits under 21, one of them as 11. Only values
 * on this viewer's screen go in, so it tells nothing new.
 */
export function runningSum(view: KompromatView, mission: number, seat: number, viewer: LogContext['viewer']): string {
  if (seat !== viewer || view.turn?.seat !== seat || view.turn.mission !== mission) return '';
  const ranks = view.missions[mission]!.sides[seat]!.cards.map((card) => card.rank ?? 0);
  const low = ranks.reduce((sum, rank) => sum + rank, 0);
  const high = ranks.includes(1) && low + 10 <= 21 ? ` / ${totalLabel(low + 10)}` : '';
  return `Σ ${totalLabel(low)}${high}`;
}

export function takenText(taker: number | null, context: LogContext): string {
  return taker === null ? kt('mission.discarded') : kt('mission.taken', { name: seatName(taker, context) });
}

export function buttonCaption(spec: Button, view: KompromatView): string {
  switch (spec.kind) {
    case 'stop':
      return kt('button.stop');
    case 'pass':
      return view.prompt?.kind === 'perfect' ? kt('button.keep') : view.prompt ? kt('button.pass') : kt('button.done');
    case 'passRound':
      return kt('button.noItemsRound');
    case 'declare':
      return kt('button.declare', { total: totalLabel(spec.value as number) });
    case 'returnToken':
      return kt('button.returnToken');
    case 'copy':
      return kt('button.use', { item: kt(`item.${spec.value as ItemKind}`) });
    case 'delta':
      return spec.value === 1 ? kt('button.plus') : kt('button.minus');
    case 'cancel':
      return kt('button.cancel');
  }
}
