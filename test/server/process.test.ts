/**
 * The built server as `npm start` runs it, in its own process: module loading differs from
 * jest's (Node 24 loads Colyseus as ES modules, see singleSchema.ts), so secrecy is checked
 * here too, against server/dist.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { kompromat, randomSource, type KompromatView } from '@dead-drop/shared';
import { gameDriver } from '../../workshop/src/drivers';
import { ServerProcess } from '../../workshop/src/serverProcess';
import type { TableClient } from '../../workshop/src/tableClient';

let server: ServerProcess;
let table: TableClient[];

beforeAll(async () => {
  server = await ServerProcess.start(20_000 + Math.floor(Math.random() * 10_000));
  table = await gameDriver(kompromat).open(server.endpoint, 2);
});

afterAll(async () => {
  await Promise.all((table ?? []).map((client) => client.leave()));
  server?.stop();
});

const entries = (client: TableClient) => [...((client.room.state as { views?: Map<string, unknown> }).views?.keys() ?? [])];

test('each seat of the running server holds its own view entry and no other; a spectator none', () => {
  expect(table.map(entries)).toEqual([['seat:0'], ['seat:1'], []]);
});

test('through a turn, face-down values reach their owner only, and only during the turn', async () => {
  const driver = gameDriver(kompromat);
  const random = randomSource(5);
  const view = (client: TableClient) => client.view as unknown as KompromatView;
  const active = () => table.findIndex((client, seat) => seat < 2 && view(client).legal.length > 0);
  const act = async (seat: number, action: unknown) => {
    const client = table[seat]!;
    const frames = table.map((c) => c.frames);
    client.send('act', { action, at: client.step() });
    while (table.some((c, i) => c.frames === frames[i])) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  const seat = active();
  await act(seat, { type: 'draw' });
  await act(seat, { type: 'place', mission: 0 });
  await act(seat, { type: 'draw' });
  const downAt = (viewer: number) => view(table[viewer]!).missions[0]!.sides[seat]!.cards[1]!;
  expect(downAt(seat).rank).toEqual(expect.any(Number));
  expect(downAt(1 - seat)).toEqual({ up: false });
  expect(downAt(2)).toEqual({ up: false });

  await act(seat, { type: 'stop' });
  for (const viewer of [0, 1, 2]) expect(downAt(viewer)).toEqual({ up: false });
  expect(driver.nextAction(table[1 - seat]!, 1 - seat, random)).not.toBeNull();
});

test('a second server on a busy port says so and exits non-zero', async () => {
  const second = spawn(process.execPath, [join(__dirname, '../../server/dist/main.js')], {
    env: { ...process.env, PORT: String(server.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [second.stdout, second.stderr])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
  expect(code).toBe(1);
  expect(output).toMatch(/EADDRINUSE/);
});

test('a setting that is not valid stops the server before it starts', async () => {
  const wrong = spawn(process.execPath, [join(__dirname, '../../server/dist/main.js')], {
    env: { ...process.env, PORT: '0', MAX_TABLES: 'many' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  wrong.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  expect(await new Promise<number | null>((resolve) => wrong.once('exit', resolve))).toBe(1);
  expect(output).toMatch(/MAX_TABLES is not valid/);
});
