import { missionCard, SET_VP } from './cards';
import type { KResult, KState, Player, Score } from './state';

/** Targets' VP + Document set + Code set + 1 per item (used or not) + 1 per token.
 *  Everything it reads is public, so it is also the running estimate every viewer sees. */
export function scorePlayer(player: Player): Score {
  const cards = [...player.pile, ...player.items].map(missionCard);
  const count = (kind: string) => cards.filter((card) => card.kind === kind).length;
  const targets = cards.reduce((sum, card) => sum + (card.kind === 'target' ? card.vp : 0), 0);
  const documents = SET_VP[count('document')]!;
  const codes = SET_VP[count('code')]!;
  const items = count('item');
  const notoriety = player.notoriety;
  return { targets, documents, codes, items, notoriety, total: targets + documents + codes + items + notoriety };
}

export function finalScores(state: KState): Score[] {
  return state.players.map(scorePlayer);
}

/** Most VP wins; tie: most notoriety tokens; still tied: a draw. */
export function scoreResult(scores: Score[]): KResult {
  const [a, b] = scores as [Score, Score];
  if (a.total !== b.total) return { winners: [a.total > b.total ? 0 : 1], reason: 'score', loser: null, scores };
  if (a.notoriety !== b.notoriety) {
    return { winners: [a.notoriety > b.notoriety ? 0 : 1], reason: 'notorietyTiebreak', loser: null, scores };
  }
  return { winners: [], reason: 'draw', loser: null, scores };
}
