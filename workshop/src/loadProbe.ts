/**
 * Loaded into a measured server with `node --require …/loadProbe.js` (the load test does so):
 * once a second it appends a JSON line to `LOAD_PROBE_FILE` with the server's event-loop delay
 * in that second and the garbage collector's pauses, so that a slow second of the latency
 * can be told apart: a late server loop, a long collection, or neither (the machine or the
 * load generator). The server's own code knows nothing of it.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/** One second of a server's life, as the probe writes it. */
export interface ProbeSecond {
  /** The second's end, epoch ms. */
  at: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** The sum and the longest of the collector's pauses in the second, and how many were major (mark-compact). */
  gcMs: number;
  gcMaxMs: number;
  majorGcs: number;
  heapMB: number;
  rssMB: number;
}

const file = process.env.LOAD_PROBE_FILE;
if (file) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let pauses: PerformanceEntry[] = [];
  new PerformanceObserver((list) => {
    pauses.push(...list.getEntries());
  }).observe({ entryTypes: ['gc'] });
  const MAJOR = 4; // perf_hooks.constants.NODE_PERFORMANCE_GC_MAJOR
  setInterval(() => {
    const memory = process.memoryUsage();
    const second: ProbeSecond = {
      at: Date.now(),
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
      gcMs: pauses.reduce((sum, entry) => sum + entry.duration, 0),
      gcMaxMs: pauses.reduce((max, entry) => Math.max(max, entry.duration), 0),
      majorGcs: pauses.filter((entry) => entry.toJSON().detail?.kind === MAJOR).length,
      heapMB: memory.heapUsed / 2 ** 20,
      rssMB: memory.rss / 2 ** 20,
    };
    appendFileSync(file, `${JSON.stringify(second)}\n`);
    loop.reset();
    pauses = [];
  }, 1000).unref();
}
