import type express from 'express';
import type { Redis } from 'ioredis';
import type { ServerLog } from './log';
import type { TableLog } from './store/tableLog';
import { within } from './within';

/** How long `/readyz` waits for the store or Redis before it takes them for not answering. */
const ANSWER_MS = 2000;
/**
 * How long one look at the store and Redis stands for `/readyz`. The page is public and each
 * look writes to the store, so however often it is asked, the store is written at most once in
 * this time; a proxy that polls every few seconds still sees each change.
 */
export const FRESH_MS = 1000;

/** What a process needs to take a new table. */
export interface ReadinessChecks {
  /** The process is stopping (SIGTERM): it takes no new tables. */
  stopping(): boolean;
  /** Its store, asked to take a probe write. */
  readonly store: Pick<TableLog, 'probe'> | null;
  /** In a scale-out: the connection that tables and matchmaking go through. */
  readonly redis: Redis | null;
  readonly log: ServerLog;
}

/** Why a process is not ready, for a proxy or an orchestrator (and a person) to read. */
export type NotReady = 'stopping' | 'redis' | 'store';

export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: NotReady; readonly message: string };

/**
 * `/healthz`: the process is alive (its event loop answers), for a supervisor that restarts a
 * hung one. `/readyz`: it can take a table now (the store takes a write, Redis answers in a
 * scale-out, it is not stopping), for a proxy or an orchestrator that sends people to it:
 * 200 or 503, with the reason in JSON. Neither tells anything an operator would keep private:
 * the error behind a reason goes to the log only.
 */
export function serveHealth(app: express.Application, checks: ReadinessChecks): void {
  const ready = readinessOf(checks);
  app.get('/healthz', (_request, response) => {
    response.json({ ok: true });
  });
  app.get('/readyz', (_request, response, next) => {
    ready().then((answer) => {
      response
        .set('Cache-Control', 'no-store')
        .status(answer.ready ? 200 : 503)
        .json(answer);
    }, next);
  });
}

const STOPPING: Readiness = { ready: false, reason: 'stopping', message: 'This process is stopping: it takes no new tables.' };

/**
 * Whether the process can take a table now: stopping is read at each call; the store and Redis
 * are looked at once per `FRESH_MS` (by `now`, in ms), and calls in between share that look.
 */
export function readinessOf(checks: ReadinessChecks, now: () => number = () => performance.now()): () => Promise<Readiness> {
  let last: { readonly at: number; readonly answer: Promise<Readiness> } | null = null;
  return () => {
    if (checks.stopping()) return Promise.resolve(STOPPING);
    const at = now();
    if (!last || at - last.at >= FRESH_MS) last = { at, answer: looked(checks) };
    return last.answer;
  };
}

/** One look at what a table needs: Redis answers in a scale-out, the store takes a write. */
async function looked({ store, redis, log }: ReadinessChecks): Promise<Readiness> {
  // Not connected: a command would wait in the client's queue rather than fail.
  if (redis && redis.status !== 'ready') return { ready: false, reason: 'redis', message: 'Redis does not answer.' };
  try {
    if (redis) await within(redis.ping(), ANSWER_MS, 'Redis');
  } catch (error) {
    log.bounded('warn', 'readyz', `not ready: Redis did not answer (${messageOf(error)})`);
    return { ready: false, reason: 'redis', message: 'Redis does not answer.' };
  }
  try {
    if (store) await within(Promise.resolve(store.probe()), ANSWER_MS, 'the store');
  } catch (error) {
    log.bounded('warn', 'readyz', `not ready: the store refused a write (${messageOf(error)})`);
    return { ready: false, reason: 'store', message: 'The table store refuses writes.' };
  }
  return { ready: true };
}

/** The error's own words (one from `node:sqlite` may come from another realm than `Error`'s). */
function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);
}
