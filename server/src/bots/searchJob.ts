/**
 * One Hard move as it crosses to a search worker and back: plain data only. The worker
 * knows the games by id; the view and memory are the seat's own, as a person there has them.
 */
import { findGame, levelMove, randomSource, type BaseView, type Seat, type Seed } from '@dead-drop/shared';

export interface SearchJob {
  readonly id: number;
  readonly game: string;
  readonly view: BaseView<unknown>;
  /** The events the seat was told so far (see `Play.historyFor`). */
  readonly memory: readonly unknown[];
  /** The random source's key (`botKey`, never the game's seed) and stream, so that the same job always finds the same move. */
  readonly key: Seed;
  readonly stream: readonly [number, Seat];
  /** Simulations, and a cap in ms on the search. */
  readonly simulations: number;
  readonly ms: number;
}

export type SearchAnswer =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The Hard move of a job, in whatever thread runs it. */
export function answerJob(job: SearchJob, now: () => number): SearchAnswer {
  const game = findGame(job.game);
  if (!game) return { id: job.id, ok: false, error: `no game ${job.game}` };
  try {
    const action = levelMove(game, 'hard', job.view, randomSource(job.key, job.stream), job.memory, {
      simulations: job.simulations,
      ms: job.ms,
      now,
    });
    return { id: job.id, ok: true, action };
  } catch (error) {
    return { id: job.id, ok: false, error: String(error) };
  }
}
