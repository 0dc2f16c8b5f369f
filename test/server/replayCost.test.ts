/**
 * Replays are cheap (faults that lose games, item 5): a finished game's replay is worked out
 * once per viewer and kept, its secret still checked; and one address may ask only so often.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replayId, SPECTATOR } from '@dead-drop/shared';
import { askReplay } from '../fixtures/secretApis';
import type { RunningServer } from '../../server/src/app';
import { ReplayCache } from '../../server/src/replayCache';
import { REPLAY_RATE } from '../../server/src/replays';
import { leaveAll, Player, settleAll, startServer } from './harness';

describe('the replay cache', () => {
  test('keeps replays within its budget, dropping the least recently asked first', () => {
    const cache = new ReplayCache(10);
    cache.set('a', 'w', '1234');
    cache.set('b', 'w', '1234');
    expect(cache.get('a')?.body).toBe('1234');
    cache.set('c', 'w', '1234');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('1234');
    expect(cache.get('c')?.body).toBe('1234');
    cache.set('huge', 'w', '12345678901');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });
});

describe('replays over HTTP', () => {
  let dataDir: string;
  let server: RunningServer;
  const everyone: Player[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-replays-'));
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await leaveAll(everyone);
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a replay asked again is the same, a wrong secret still gets none, and a flood from one address is refused', async () => {
    const host = await Player.create(server, { game: 'guess', name: 'Ada', options: { faces: 20 } });
    await host.waitFor('links', () => host.links() !== undefined);
    const { invite, watch } = host.links();
    const guest = await Player.join(server, host.roomId, { invite: invite!, name: 'Bob' });
    everyone.push(host, guest);
    expect(await host.start()).toEqual({ ok: true });
    await settleAll(everyone);
    const secret = guest.view().seats[1].secret.value;
    expect(await host.act({ type: 'guess', target: 1, value: secret })).toEqual({ ok: true });
    await settleAll(everyone);

    const ask = (secretWatch: string) => askReplay(`http://127.0.0.1:${server.port}`, replayId(host.roomId, 1), secretWatch, SPECTATOR);
    const first = await ask(watch);
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(await (await ask(watch)).text()).toBe(body);
    expect((await ask('not-the-secret')).status).toBe(404);
    // The secret opens the replay from a request's body only: a URL, which logs keep, opens nothing.
    const inUrl = await fetch(
      `http://127.0.0.1:${server.port}/api/replay/${replayId(host.roomId, 1)}?watch=${encodeURIComponent(watch)}&viewer=spectator`,
    );
    expect(inUrl.ok).toBe(false);

    const flood = await Promise.all(Array.from({ length: REPLAY_RATE.burst + 10 }, () => ask(watch)));
    const refused = flood.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toEqual({ code: 'replay_rate_limited', message: expect.any(String) });
  });
});
