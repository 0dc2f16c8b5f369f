/**
 * Hard bots think in worker threads, never on the event loop that serves the tables: a search
 * takes up to its budget (`HARD_BUDGET`), and a table of people beside many tables of Hard
 * bots must keep its latency. Jobs queue for the next free worker; Normal and Easy bots
 * decide inline, as they take a millisecond or so (Compile's Normal, which tries each
 * option one step ahead: 0.3 ms on average, p95 1.2 ms, 2026-12-07).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchAnswer, SearchJob } from './searchJob';

/** What one Hard move may cost: simulations, and a cap in ms that ends the search sooner. */
export const HARD_BUDGET = { simulations: 200, ms: 200 } as const;

/** How long past its cap a job may take, queued and run, before its table plays Normal instead. */
const GRACE_MS = 5_000;

/**
 * The worker's compiled file. Tests run the TypeScript sources, where there is no compiled
 * sibling: they use the build's (`npm run build` first).
 */
const WORKER_FILE = __filename.endsWith('.ts')
  ? join(__dirname, '..', '..', 'dist', 'bots', 'searchWorker.js')
  : join(__dirname, 'searchWorker.js');

interface Pending {
  readonly job: SearchJob;
  resolve(action: unknown): void;
  reject(error: Error): void;
}

export class SearchPool {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Pending>();
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  /** `threads`: workers to run; one core is left to the event loop where there are several. */
  constructor(
    private readonly threads = Math.max(1, availableParallelism() - 1),
    private readonly file = WORKER_FILE,
  ) {}

  /** The Hard move for a job; rejects when no worker answers in time. */
  choose(request: Omit<SearchJob, 'id'>): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the search pool is closed'));
    const job: SearchJob = { ...request, id: this.nextId++ };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no search answer within ${job.ms + GRACE_MS} ms`)), job.ms + GRACE_MS);
      timer.unref();
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      this.queue.push({ job, resolve: settle(resolve), reject: settle(reject) });
      this.dispatch();
    });
  }

  /** Stops every worker; queued and running jobs reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.queue.splice(0), ...this.running.values()]) pending.reject(new Error('the search pool closed'));
    const workers = [...this.idle.splice(0), ...this.running.keys()];
    this.running.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.running.size < this.threads ? this.spawn() : null);
      if (!worker) return;
      const pending = this.queue.shift()!;
      this.running.set(worker, pending);
      worker.postMessage(pending.job);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.file);
    // An idle pool never holds a process that is done.
    worker.unref();
    worker.on('message', (answer: SearchAnswer) => {
      const pending = this.running.get(worker);
      this.running.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (pending?.job.id === answer.id) {
        if (answer.ok) pending.resolve(answer.action);
        else pending.reject(new Error(answer.error));
      }
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.running.get(worker)?.reject(error);
      this.running.delete(worker);
      this.dispatch();
    });
    return worker;
  }
}

let shared: SearchPool | null = null;

/** The process's pool, made at the first Hard move. */
export function searchPool(): SearchPool {
  shared ??= new SearchPool();
  return shared;
}
