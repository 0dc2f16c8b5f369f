/**
 * What a table, not its game, writes into a game's log: a seat concedes, or the people in the
 * seats agreed to abandon the game. The action log is the game, so these are logged beside the
 * game's actions and played back by `Match` the same way (a restore, a replay); no game knows
 * of them, and no game's rules change for them.
 */
import * as z from 'zod/mini';
import type { GameResult } from './contract';
import type { Seat } from './viewer';

/** A table's entry as logged, in place of an action. No game's action has a `table` key alone. */
export const TableEntry = z.strictObject({ table: z.enum(['concede', 'abandon']) });
export type TableEntry = z.infer<typeof TableEntry>;

/** The reasons a table's entry ends a game with (`GameResult.reason`). */
export const TableEnding = { conceded: 'conceded', abandoned: 'abandoned' } as const;

/** The logged `action` as a table's entry, or null for a game's own action. */
export function tableEntryOf(action: unknown): TableEntry | null {
  const parsed = TableEntry.safeParse(action);
  return parsed.success ? parsed.data : null;
}

/**
 * How an entry of `seat` ends a game of `seats` seats: an abandoned game has no winner; a
 * concession of two players leaves the other the winner. Null when the game goes on: at a
 * larger table the seat that conceded is played by its bot from then on.
 */
export function tableEnding(entry: TableEntry, seat: Seat, seats: number): GameResult | null {
  if (entry.table === 'abandon') return { winners: [], reason: TableEnding.abandoned };
  return seats === 2 ? { winners: [1 - seat], reason: TableEnding.conceded } : null;
}
