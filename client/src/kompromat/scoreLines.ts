/** The end screen: the score table and the sentence saying who won and why. */
import { kompromatCards, type KompromatView } from '@dead-drop/shared';
import { kt, ofSeat, seatName } from './text';
import type { LogContext } from '../gameClient';

/** One player's final score, as the view carries it. */
export type Score = NonNullable<KompromatView['scores']>[number];

/** The table's rows, top to bottom, in the order the rules add them up. */
const SCORE_LINES = ['targets', 'documents', 'codes', 'items', 'notoriety', 'total'] as const satisfies readonly (keyof Score)[];

export function scoreRows(scores: readonly Score[]): { label: string; values: number[] }[] {
  return SCORE_LINES.map((line) => ({ label: kt(`score.${line}`), values: scores.map((score) => score[line]) }));
}

/** "You win on points", "Anna wins: you reached 9 notoriety tokens", "A draw: …". */
export function resultLine(result: { readonly winners: readonly number[]; readonly reason: string }, ctx: LogContext): string {
  const [winner] = result.winners;
  switch (result.reason) {
    case 'draw':
      return kt('result.draw');
    case 'score':
    case 'notorietyTiebreak':
      if (winner !== undefined) return ofSeat(`result.${result.reason}`, winner, ctx);
      break;
    case 'notoriety':
      if (winner !== undefined) return notorietyLoss(winner, ctx);
      break;
  }
  return kt('result.unknown');
}

/** The game ended at once because the other seat (of two) reached the notoriety limit. */
function notorietyLoss(winner: number, ctx: LogContext): string {
  const loser = 1 - winner;
  const params = { winner: seatName(winner, ctx), loser: seatName(loser, ctx), limit: kompromatCards.NOTORIETY_LOSS };
  if (winner === ctx.viewer) return kt('result.notoriety.won', params);
  if (loser === ctx.viewer) return kt('result.notoriety.lost', params);
  return kt('result.notoriety.watched', params);
}
