/**
 * Coming back to a table by itself after its connection was lost for good: the server
 * restarted (it brings its tables back under the same room ids) or, in a scale-out, the
 * process holding the table died and a survivor took it over. The SDK's own reconnection
 * cannot follow either (its room is gone), so the page enters again the way a reload does
 * (`returnToTable`), with a growing pause between tries, for about a minute. Pure: the
 * entering, the clock and the pause are given, so the decisions are tested without a browser.
 */
import { TableCloseCode } from '@dead-drop/shared';
import { TableProblem } from './tableProblem';

/** Colyseus' close code for a leave with consent. From the server it means another tab took
 *  the seat with its key: coming back would take it back, and the two would take turns. */
const CONSENTED = 4000;

/** Closes after which the page stays away: an idle table or a lobby never started is gone, a
 *  connection closed for what it sent or for too many connections from the address would only
 *  be closed again, and one who conceded, was removed or whose seat moved to another device has
 *  no seat to come back to. */
const STAY_AWAY = new Set<number>([
  TableCloseCode.idle,
  TableCloseCode.lobbyExpired,
  TableCloseCode.garbage,
  TableCloseCode.tooManyConnections,
  TableCloseCode.removed,
  TableCloseCode.moved,
  CONSENTED,
]);

export function comesBackAfter(closeCode: number): boolean {
  return !STAY_AWAY.has(closeCode);
}

export interface Schedule {
  /** The pause before the first try; each next pause is this much longer... */
  readonly stepMs: number;
  /** ...up to this. */
  readonly maxPauseMs: number;
  /** No try starts later than this after the loss. */
  readonly budgetMs: number;
  /** Until this long after the loss, "no such table" means "not back yet": a restarted server
   *  lists its tables a moment after it listens, and a failover takes a few seconds (10 by default). */
  readonly goneGraceMs: number;
}

export const COME_BACK: Schedule = { stepMs: 1000, maxPauseMs: 5000, budgetMs: 60_000, goneGraceMs: 20_000 };

/** The pause before try number `attempt` (from 1): 1 s, 2 s, 3 s… up to the cap, never none. */
export function pauseBefore(attempt: number, schedule: Schedule = COME_BACK): number {
  return Math.min(Math.max(1, attempt) * schedule.stepMs, schedule.maxPauseMs);
}

/** Refusals that may pass by themselves: the server or this address is at its limit for now. */
const MAY_PASS = new Set<TableProblem['refusal']>(['server_full', 'too_many_connections']);

/**
 * Whether a failed try ends the coming back: a refusal that cannot get better (a bad link,
 * a table that could not be brought back, one taken by others) ends it; no answer at all (the
 * server is down or starting) does not; a table not found ends it only after the grace.
 */
function givesUp(failure: unknown, sinceLossMs: number, schedule: Schedule = COME_BACK): boolean {
  // Not a refusal: something in this page failed, which another try would repeat.
  if (!(failure instanceof TableProblem)) return true;
  if (failure.problem === 'gone') return sinceLossMs >= schedule.goneGraceMs;
  if (!failure.answered) return false;
  return !MAY_PASS.has(failure.refusal);
}

export type Outcome<T> =
  /** Also when `signal` aborted while the try that succeeded was under way: the caller lets go of `value`. */
  | { readonly kind: 'back'; readonly value: T }
  /** `failure` is what the last try threw: the page a reload would show for it. */
  | { readonly kind: 'refused'; readonly failure: unknown }
  | { readonly kind: 'timedOut' }
  | { readonly kind: 'cancelled' };

export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` is aborted. */
  pause(ms: number, signal: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  pause: (ms, signal) =>
    new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done);
    }),
};

/**
 * Tries `enter` after a pause, again after a longer one, until it succeeds, a failure gives
 * up (see `givesUp`), the budget is spent, or `signal` is aborted (the page went away).
 */
export async function comeBack<T>(
  enter: () => Promise<T>,
  signal: AbortSignal,
  clock: Clock = realClock,
  schedule: Schedule = COME_BACK,
): Promise<Outcome<T>> {
  const lost = clock.now();
  for (let attempt = 1; ; attempt++) {
    const pause = pauseBefore(attempt, schedule);
    if (clock.now() + pause - lost > schedule.budgetMs) return { kind: 'timedOut' };
    await clock.pause(pause, signal);
    if (signal.aborted) return { kind: 'cancelled' };
    try {
      return { kind: 'back', value: await enter() };
    } catch (failure) {
      if (signal.aborted) return { kind: 'cancelled' };
      if (givesUp(failure, clock.now() - lost, schedule)) return { kind: 'refused', failure };
    }
  }
}
