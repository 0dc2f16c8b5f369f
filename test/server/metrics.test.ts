/**
 * `/metrics` (#45 item 4): off unless asked for; on, Prometheus' text format with the tables by
 * game and phase, the people connected, actions and their latency, store writes, refusals by
 * code and the counts of failures, failovers and alerts, and nothing that names a person or a
 * table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { leaveAll, startedTable, startServer, type StartedTable } from './harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-metrics-'));
// One server at a time: the servers of one process share Colyseus' matchmaker, and the last
// one started would hold every table.
let server: RunningServer | null = null;
let table: StartedTable | null = null;

afterEach(async () => {
  await leaveAll(table?.everyone ?? []);
  await server?.close();
  server = null;
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The value of one sample, by its name and labels as written (`name{label="value"}`). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('off by default', async () => {
  server = await startServer({});
  expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(404);
});

test('a scrape: tables, people, actions and their latency, store writes, refusals, failures', async () => {
  server = await startServer({ dataDir, metrics: true });
  table = await startedTable(server);
  const { host, guest, links } = table;
  expect(await host.act({ type: 'peek', target: 1 })).toEqual({ ok: true });
  expect(await guest.act({ type: 'peek', target: 0 })).toEqual({ ok: true });
  expect(await host.act({ type: 'peek', target: 0 })).toEqual({ ok: false, error: expect.objectContaining({ code: ErrorCode.illegal }) });

  const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await answer.text();
  expect(sample(text, 'deaddrop_tables{game="guess",phase="playing"}')).toBe(1);
  expect(sample(text, 'deaddrop_connected{as="seat"}')).toBe(2);
  expect(sample(text, 'deaddrop_connected{as="spectator"}')).toBe(1);
  expect(sample(text, 'deaddrop_actions_total{game="guess"}')).toBe(2);
  expect(sample(text, 'deaddrop_action_update_seconds_count')).toBe(2);
  expect(sample(text, 'deaddrop_store_write_seconds_count')).toBeGreaterThan(2);
  expect(sample(text, `deaddrop_refusals_total{code="${ErrorCode.illegal}"}`)).toBe(1);
  for (const counter of [
    'deaddrop_store_failures_total',
    'deaddrop_failover_tables_total',
    'deaddrop_push_sends_total',
    'deaddrop_push_failures_total',
  ]) {
    expect(sample(text, counter)).toBe(0);
  }
  expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  // Nobody's name, no table's id, link or seat key.
  const secrets = [host.roomId, 'Ada', 'Bob', links.invite, links.watch, host.seat().seatKey, guest.seat().seatKey];
  for (const secret of secrets) expect(text).not.toContain(secret);
});
