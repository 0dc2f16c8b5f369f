/**
 * Your-move alerts, delivered for real: a push service runs on loopback in this test, takes
 * the Web Push requests the server makes (with the `web-push` library, over HTTPS, VAPID
 * signed), and each payload is decrypted here with the subscription's own keys (RFC 8291,
 * aes128gcm of RFC 8188), as a browser would.
 */
import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { Msg } from '@dead-drop/shared';
import { Alerts } from '../../server/src/alerts/alerts';
import { MemoryAlertStore } from '../../server/src/store/alertStore';
import { TableStore } from '../../server/src/store/tableStore';
import { act, creator, inProcessTable, joined, ManualClock, player, restoredTable, send } from './inProcessTable';

interface Received {
  readonly seat: number;
  readonly authorization: string;
  readonly note: unknown;
}

/** One browser's subscription: its keys are made here, so only this test can read what is pushed to it. */
function browser(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } },
    /** The payload as the browser reads it: RFC 8291 for the key, RFC 8188 (one record) for the content. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zeros.
      let end = padded.length - 1;
      while (padded[end] === 0) end--;
      expect(padded[end]).toBe(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The push service's host name in these tests; the agent takes its connections to the loopback port it listens on. */
const SERVICE = 'push.test';

let dir: string;
let service: Server;
let cert: Buffer;
/** Settings that reach the loopback push service (or what listens at `port`) as if it were at https://push.test/. */
let atService: (port?: number) => { subject: string; services: string[]; agent: Agent };
const received: Received[] = [];
const browsers: ReturnType<typeof browser>[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'dd-push-'));
  const key = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SERVICE}`,
      '-addext',
      `subjectAltName=DNS:${SERVICE}`,
      '-keyout',
      key,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(certFile);
  service = createServer({ key: readFileSync(key), cert }, (request, response) => {
    if (request.url === '/moved') {
      response.writeHead(307, { location: `https://${SERVICE}/push/0` }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seat = Number(/\/push\/(\d+)$/.exec(request.url ?? '')?.[1]);
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      received.push({
        seat,
        authorization: String(request.headers.authorization),
        note: JSON.parse(browsers[seat]!.decrypt(Buffer.concat(chunks))),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  atService = (at = port) => ({
    subject: 'mailto:host@example.org',
    services: [SERVICE],
    agent: new Agent({ ca: cert, host: '127.0.0.1', port: at }),
  });
  for (let seat = 0; seat < 3; seat++) browsers.push(browser(`https://${SERVICE}/push/${seat}`));
});

afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

test('only the awaited seats with no page on screen are told, once a move, of the table and game and no card', async () => {
  const time = new ManualClock();
  const alerts = new Alerts({
    dataDir: dir,
    ...atService(),
    log: {
      bounded: (_level, _key, message) => {
        throw new Error(message);
      },
    },
    clock: time,
  });
  const { table, outbox } = inProcessTable({ game: 'guess3', turns: alerts, time });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  joined(table, 'cid', player('Cid'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  const names = ['ada', 'bob', 'cid'];
  const keyOf = (seat: number) => (outbox.received(names[seat]!, 'seat').at(-1) as { seatKey: string }).seatKey;
  for (let seat = 0; seat < 3; seat++) {
    expect(alerts.board.seatOf('room1', keyOf(seat))).toBe(seat);
    await alerts.subscribe('room1', seat, browsers[seat]!.subscription);
  }
  // Ada's page is on screen, Bob's is in a tab behind another, Cid has none open.
  alerts.seen('room1', 0, 'ada-page', true);
  alerts.seen('room1', 1, 'bob-page', false);
  const told = async () => {
    await alerts.settled();
    return received.splice(0).map(({ seat }) => seat);
  };
  // The game waits for Ada, who sees it.
  expect(await told()).toEqual([]);
  const peek = (who: string, target: number) => expect(act(table, outbox, who, { type: 'peek', target })).toBe('ok');
  peek('ada', 1);
  expect(await told()).toEqual([1]);
  peek('bob', 2);
  expect(await told()).toEqual([2]);
  // Cid's page comes up and goes again while it is still his move: he was told of it already.
  alerts.seen('room1', 2, 'cid-page', true);
  alerts.seen('room1', 2, 'cid-page', false);
  expect(await told()).toEqual([]);
  peek('cid', 0);
  expect(await told()).toEqual([]);
  // Ada switches away while the game waits for her: now she is told, and only once.
  alerts.seen('room1', 0, 'ada-page', false);
  alerts.seen('room1', 0, 'ada-page', false);
  expect(await told()).toEqual([0]);
  // A page that reported itself visible and then said nothing more counts as gone after a while.
  alerts.seen('room1', 1, 'bob-page', true);
  peek('ada', 2);
  expect(await told()).toEqual([]);
  time.advance(10 * 60_000);
  expect(await told()).toEqual([1]);
  // Each new move is a new alert; a seat the game does not wait for hears nothing.
  peek('bob', 0);
  peek('cid', 1);
  expect(await told()).toEqual([2, 0]);
  table.dispose();
});

test("what a push carries: the table and its game, signed with the server's VAPID key, and nothing of any hand", async () => {
  const time = new ManualClock();
  const alerts = new Alerts({ dataDir: dir, ...atService(), log: { bounded: () => undefined }, clock: time });
  const { table, outbox } = inProcessTable({ game: 'guess3', turns: alerts, time });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  await alerts.subscribe('room1', 1, browsers[1]!.subscription);
  expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
  await alerts.settled();
  const [push] = received.splice(0);
  expect(push!.note).toEqual({ roomId: 'room1', game: 'guess3', title: table.game.title, url: '/t/room1' });
  expect(push!.authorization).toContain(`k=${alerts.publicKey}`);
  // The keys were made on the first start and kept: a second start signs with the same.
  expect(new Alerts({ dataDir: dir, subject: 'mailto:host@example.org', log: { bounded: () => undefined } }).publicKey).toBe(
    alerts.publicKey,
  );
  table.dispose();
});

/** A started two-seat table whose seat 1 is subscribed at `endpoint` and is then told of its move; what the log warned of. */
async function pushToSeat1(alerts: Alerts, endpoint: string, warned: string[]): Promise<string[]> {
  const time = new ManualClock();
  const { table, outbox } = inProcessTable({ game: 'guess3', turns: alerts, time });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  await alerts.subscribe('room1', 1, { ...browsers[1]!.subscription, endpoint });
  expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
  await alerts.settled();
  table.dispose();
  return warned;
}

const warnings = (warned: string[]) => ({
  bounded: (_level: string, _key: string, message: string) => {
    warned.push(message);
  },
});

test('a push service that never answers is given up after the timeout', async () => {
  const held: Socket[] = [];
  const silent = createTcpServer((socket) => {
    held.push(socket);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const warned: string[] = [];
    const alerts = new Alerts({ ...atService((silent.address() as AddressInfo).port), pushTimeoutMs: 100, log: warnings(warned) });
    // Settled at all is the point: jest's timeout fails a push that waits for ever.
    expect(await pushToSeat1(alerts, browsers[1]!.subscription.endpoint, warned)).toEqual([
      expect.stringMatching(/not delivered: Socket timeout/),
    ]);
    expect(held.length).toBe(1);
  } finally {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});

test('a redirect is not followed, and an endpoint kept from before the check is never posted to', async () => {
  const pushed = (endpoint: string) => {
    const warned: string[] = [];
    return pushToSeat1(new Alerts({ ...atService(), log: warnings(warned) }), endpoint, warned);
  };
  expect(await pushed(`https://${SERVICE}/moved`)).toEqual([expect.stringMatching(/unexpected response code/)]);
  expect(await pushed(`https://127.0.0.1%2E${SERVICE}/push/1`)).toEqual([expect.stringMatching(/refused \(bad_push_endpoint\)/)]);
  expect(received).toEqual([]);
});

test("a seat key answers for its own table only: another table's key, or a made-up one, learns nothing", () => {
  const time = new ManualClock();
  const alerts = new Alerts({ subject: 'mailto:host@example.org', log: { bounded: () => undefined }, clock: time });
  const { table, outbox } = inProcessTable({ game: 'guess3', turns: alerts, time });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  const adaKey = (outbox.received('ada', 'seat').at(-1) as { seatKey: string }).seatKey;
  time.advance(60_000);
  expect(alerts.board.summary('room1', adaKey)).toEqual({
    roomId: 'room1',
    game: 'guess3',
    seat: 0,
    yourMove: true,
    waitingSince: time.now() - 60_000,
    waitingFor: ['Ada'],
    ended: false,
  });
  expect(alerts.board.summary('room1', 'not-a-key')).toBeNull();
  expect(alerts.board.summary('room2', adaKey)).toBeNull();
  table.dispose();
  expect(alerts.board.summary('room1', adaKey)).toBeNull();
});

test('a one-time link to a seat works once, within ten minutes', async () => {
  const time = new ManualClock();
  const alerts = new Alerts({ subject: 'mailto:host@example.org', log: { bounded: () => undefined }, clock: time });
  const { moves } = alerts;
  const first = await moves.offer('room1', 'key-1');
  expect(await moves.take(first.token)).toEqual({ roomId: 'room1', seatKey: 'key-1' });
  expect(await moves.take(first.token)).toBeNull();
  const late = await moves.offer('room1', 'key-1');
  time.advance(10 * 60_000);
  expect(await moves.take(late.token)).toBeNull();
});

test('a table taken over by another process: its alerts go on from there, to the subscriptions kept in the shared store', async () => {
  const time = new ManualClock();
  // What the processes of a cluster share: the alerts' store (Redis) and one key pair.
  const shared = {
    store: new MemoryAlertStore(),
    vapid: webPush.generateVAPIDKeys(),
    ...atService(),
    log: { bounded: () => undefined },
    clock: time,
  };
  const first = new Alerts(shared);
  const tables = TableStore.open(':memory:');
  const { table, outbox } = inProcessTable({ game: 'guess3', turns: first, time, store: tables });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  await first.subscribe('room1', 1, browsers[1]!.subscription);
  const adaKey = (outbox.received('ada', 'seat').at(-1) as { seatKey: string }).seatKey;
  // The first process dies while the game waits for Ada; the second brings the table back.
  table.dispose();
  const second = new Alerts(shared);
  const restored = restoredTable(tables.table('room1')!, time, second);
  restored.table.join('ada', { kind: 'reclaim', seatKey: adaKey });
  expect(act(restored.table, restored.outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
  await second.settled();
  const [push] = received.splice(0);
  expect(push).toMatchObject({ seat: 1, note: { roomId: 'room1' } });
  expect(push!.authorization).toContain(`k=${shared.vapid.publicKey}`);
  restored.table.dispose();
  tables.close();
});
