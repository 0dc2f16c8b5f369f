/**
 * Why a move, once taken, cannot be taken back (see `GameDefinition.finality`): a client asks
 * before such a move where a player wants it to, and tells why no Undo follows it. Each reason
 * says only what kind of thing the move does, which its player knows already: that a card will
 * be drawn or shown, that the others play on, that the game ends.
 */
import * as z from 'zod/mini';
import { canonicalJson } from './plain';

export const FINAL_REASONS = ['drew', 'revealed', 'passedTurn', 'endsGame'] as const;
export type FinalReason = (typeof FINAL_REASONS)[number];
export const FinalReasonSchema = z.enum(FINAL_REASONS);

/** What a seat's view offers, with the finality of each offer (`BaseView.finality`). */
interface Offers {
  readonly legal: readonly unknown[];
  readonly finality?: readonly (FinalReason | null)[];
}

/**
 * Whether the view offers `action` and, if so, why it would be final (null: it could be taken
 * back); undefined when it does not offer it. The offer is the action itself where the game
 * lists its actions in full, else the only option of its type: a template, of which a game
 * lists at most one per type (see each game's `allows`).
 */
export function offeredFinality(view: Offers, action: unknown): FinalReason | null | undefined {
  const wanted = canonicalJson(action);
  let index = view.legal.findIndex((option) => canonicalJson(option) === wanted);
  if (index < 0) {
    const type = typeOf(action);
    const sameType = view.legal.flatMap((option, at) => (type !== undefined && typeOf(option) === type ? [at] : []));
    if (sameType.length !== 1) return undefined;
    index = sameType[0]!;
  }
  return view.finality?.[index] ?? null;
}

function typeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
}
