/**
 * The HTTP side of alerts, "your tables" and seat moves on the real server: each request is
 * validated, a seat key answers only for its own table, and a subscription names one of the
 * browsers' push services or is refused (the server posts to nowhere else).
 */
import { eachTestAtAStartedTable } from './harness';

const at = eachTestAtAStartedTable();

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`http://127.0.0.1:${at.server.port}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

test('your tables: a key gets its own table, the other keys nothing, and a malformed ask is refused whole', async () => {
  const { roomId } = at.host;
  const adaKey: string = at.host.last('seat').seatKey;
  const bobKey: string = at.guest.last('seat').seatKey;
  const mine = await post('/api/tables/mine', {
    seats: [
      { roomId, seatKey: adaKey },
      { roomId, seatKey: 'made-up' },
      { roomId: 'elsewhere', seatKey: bobKey },
    ],
  });
  expect(mine.status).toBe(200);
  expect(mine.body.tables).toEqual([expect.objectContaining({ roomId, game: 'guess', seat: 0, yourMove: true, waitingFor: ['Ada'] })]);
  expect((await post('/api/tables/mine', { seats: [{ roomId, seatKey: adaKey, extra: 1 }] })).status).toBe(400);
  expect((await post('/api/tables/mine', 'not json')).status).toBe(400);
});

test('a subscription to anything but a push service, or with a key of no seat, is refused', async () => {
  const { roomId } = at.host;
  const seatKey: string = at.host.last('seat').seatKey;
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  const to = (endpoint: string, key = seatKey) => post('/api/alerts/subscribe', { roomId, seatKey: key, subscription: { endpoint, keys } });
  expect((await to('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(200);
  expect((await to('https://internal.example.org/admin')).body.code).toBe('unknown_push_service');
  expect((await to('https://fcm.googleapis.com/fcm/send/abc', 'made-up')).status).toBe(404);
});

test('an endpoint that one URL parser could read as another host, an address, a port or a user is refused', async () => {
  const { roomId } = at.host;
  const seatKey: string = at.host.last('seat').seatKey;
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
  const hostile = [
    // Node's url.parse, which web-push connects with, reads 127.0.0.1 or localhost in these two.
    'https://127.0.0.1%2Efcm.googleapis.com/x',
    "https://localhost'.push.apple.com/x",
    'https://127.0.0.1\\.fcm.googleapis.com/x',
    'https://fcm.googleapis.com\\@127.0.0.1/x',
    'https://fcm.googleapis.com%2F@127.0.0.1/x',
    'https://fcm.googleapis.com@127.0.0.1/x',
    'https://user:pass@fcm.googleapis.com/x',
    'https://127.0.0.1 .fcm.googleapis.com/x',
    'https://FCM.googleapis.com/x',
    'https://fcm.googleapis.com./x',
    'https://fcm.googleapis.com\t/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://fcm.googleapis.com:8443/x',
    'https://fcm.googleapis.com:443/x',
    'http://fcm.googleapis.com/x',
    'wss://fcm.googleapis.com/x',
    'not a url',
  ];
  for (const endpoint of hostile) {
    const answer = await post('/api/alerts/subscribe', { roomId, seatKey, subscription: { endpoint, keys } });
    expect({ endpoint, status: answer.status, code: answer.body.code }).toEqual({ endpoint, status: 400, code: 'bad_push_endpoint' });
  }
  // A host that only ends in a service's name is not under it.
  const lookalike = await post('/api/alerts/subscribe', {
    roomId,
    seatKey,
    subscription: { endpoint: 'https://evilfcm.googleapis.com/x', keys },
  });
  expect(lookalike.body.code).toBe('unknown_push_service');
});

test("a seat's one-time link: offered to its key only, taken once, for a new key", async () => {
  const { roomId } = at.host;
  const seatKey: string = at.guest.last('seat').seatKey;
  expect((await post('/api/seat/offer', { roomId, seatKey: 'made-up' })).status).toBe(404);
  const { token } = (await post('/api/seat/offer', { roomId, seatKey })).body;
  const taken = await post('/api/seat/take', { token });
  expect(taken.body).toEqual({ roomId, seatKey: expect.any(String) });
  expect(taken.body.seatKey).not.toBe(seatKey);
  expect((await post('/api/seat/take', { token })).status).toBe(410);
});
