import { missionCard, SET_VP } from './cards';
import type { KResult, KState, Player, Score } from './state';

/** Targets' VP + Document set + Code set + 1 per item (used or not) + 1 per token.
 *  Everything it reads is public, so it is also the running estimate every viewer sees:
 *  every view of every action scores both players, hence plain loops that allocate nothing
 *  but the score (the server's garbage collection follows its allocations, see README). */
export function scorePlayer(player: Player): Score {
  const tally: Tally = { targets: 0, document: 0, code: 0, items: 0 };
  for (const id of player.pile) count(tally, id);
  for (const id of player.items) count(tally, id);
  const { targets, items } = tally;
  const documents = SET_VP[tally.document]!;
  const codes = SET_VP[tally.code]!;
  const notoriety = player.notoriety;
  return { targets, documents, codes, items, notoriety, total: targets + documents + codes + items + notoriety };
}

interface Tally {
  targets: number;
  document: number;
  code: number;
  items: number;
}

function count(tally: Tally, id: number): void {
  const card = missionCard(id);
  if (card.kind === 'target') tally.targets += card.vp;
  else if (card.kind === 'document' || card.kind === 'code') tally[card.kind] += 1;
  else if (card.kind === 'item') tally.items += 1;
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
