import { performance } from 'node:perf_hooks';
import type express from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Written } from './store/tableLog';

/**
 * What the process counts as it goes, whether or not `/metrics` is served (a count costs next
 * to nothing). Labels are games, phases, refusal codes: never a room id, a name, a link or a key.
 */
const counted = new Registry();

const actions = new Counter({
  name: 'deaddrop_actions_total',
  help: 'Actions done at tables (people and bots), by game: its rate is actions per second.',
  labelNames: ['game'] as const,
  registers: [counted],
});
const actionSeconds = new Histogram({
  name: 'deaddrop_action_update_seconds',
  help: 'From an action taken by the rules to its update sent to the table, its store write included.',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [counted],
});
const storeSeconds = new Histogram({
  name: 'deaddrop_store_write_seconds',
  help: 'How long a table store write took, until the store answered.',
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 2.5, 10],
  registers: [counted],
});
const storeFailures = new Counter({
  name: 'deaddrop_store_failures_total',
  help: 'Table store writes refused or lost.',
  registers: [counted],
});
/** A message a table refused, by its code (`TableErrorCode`). */
export const refusals = new Counter({
  name: 'deaddrop_refusals_total',
  help: 'Messages refused by tables, by refusal code.',
  labelNames: ['code'] as const,
  registers: [counted],
});
/** Tables this process took over from one that died or left. */
export const failovers = new Counter({
  name: 'deaddrop_failover_tables_total',
  help: 'Tables taken over from a process that died or left.',
  registers: [counted],
});
export const pushesSent = new Counter({
  name: 'deaddrop_push_sends_total',
  help: 'Your-move alerts a push service took.',
  registers: [counted],
});
export const pushFailures = new Counter({
  name: 'deaddrop_push_failures_total',
  help: 'Your-move alerts that failed (a push service refused or did not answer).',
  registers: [counted],
});

/** An action of `game` taken at `began` (`performance.now()`) has just been told to its table. */
export function actionTold(game: string, began: number): void {
  actions.inc({ game });
  actionSeconds.observe((performance.now() - began) / 1000);
}

/** A store write, timed until the store answered, and counted if it failed. */
export function timedWrite(write: () => Written): Written {
  const began = performance.now();
  const answered = () => storeSeconds.observe((performance.now() - began) / 1000);
  const failed = (error: unknown): never => {
    storeFailures.inc();
    throw error;
  };
  let written: Written;
  try {
    written = write();
  } catch (error) {
    return failed(error);
  }
  if (!written) return answered();
  return written.then(answered, failed);
}

/** A table as the census sees it (a `TableRoom`): its game, phase, seats and connections. */
export interface CountedTable {
  readonly state: { readonly game: string; readonly phase: string; readonly seats: Iterable<{ readonly connected: boolean }> };
  readonly clients: { readonly length: number };
}

/**
 * `/metrics` in Prometheus' text format: what the process counted (above), the tables it
 * holds now by game and phase, the people connected to them in seats and as spectators, and
 * Node's own figures (CPU, memory, event loop, garbage collection). A table process is
 * usually reached only through the proxy, so this is served only when asked for (`METRICS=1`):
 * the proxy should then keep it from the public.
 */
export function serveMetrics(app: express.Application, census: () => Iterable<CountedTable>): void {
  const own = new Registry();
  collectDefaultMetrics({ register: own });
  new Gauge({
    name: 'deaddrop_tables',
    help: 'Tables this process holds, by game and phase.',
    labelNames: ['game', 'phase'] as const,
    registers: [own],
    collect() {
      this.reset();
      for (const { state } of census()) if (state.game) this.inc({ game: state.game, phase: state.phase });
    },
  });
  new Gauge({
    name: 'deaddrop_connected',
    help: "People connected to this process's tables, in seats and as spectators.",
    labelNames: ['as'] as const,
    registers: [own],
    collect() {
      let seated = 0;
      let connections = 0;
      for (const table of census()) {
        for (const seat of table.state.seats) if (seat.connected) seated++;
        connections += table.clients.length;
      }
      this.set({ as: 'seat' }, seated);
      this.set({ as: 'spectator' }, connections - seated);
    },
  });
  const registry = Registry.merge([counted, own]);
  app.get('/metrics', (_request, response, next) => {
    registry.metrics().then((text) => {
      response.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text);
    }, next);
  });
}
