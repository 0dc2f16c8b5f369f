/** The server's settings from its environment (docs/configuration.md lists them). */
import { settingsFromEnv } from '../../server/src/settings';

test('defaults, and the settings of bots and of the public address', () => {
  const defaults = settingsFromEnv({});
  expect(defaults).toMatchObject({ port: 2567, reconnectSeconds: 120, botDelayMs: 1200, dataDir: 'data' });
  expect(defaults).not.toHaveProperty('publicUrl');
  expect(settingsFromEnv({ PUBLIC_URL: 'https://games.example.org/' })).toMatchObject({ publicUrl: 'https://games.example.org' });
  expect(settingsFromEnv({ PUBLIC_URL: 'https://abc.trycloudflare.com:8443/ignored/path' })).toMatchObject({
    publicUrl: 'https://abc.trycloudflare.com:8443',
  });
  expect(settingsFromEnv({ BOT_DELAY_MS: '0' })).toMatchObject({ botDelayMs: 0 });
});

test('a wrong value is named, in a sentence', () => {
  expect(settingsFromEnv({ PUBLIC_URL: 'games.example.org' })).toMatch(/^PUBLIC_URL is not valid/);
  expect(settingsFromEnv({ PUBLIC_URL: 'ftp://games.example.org' })).toMatch(/^PUBLIC_URL is not valid/);
  expect(settingsFromEnv({ BOT_DELAY_MS: '-1' })).toMatch(/^BOT_DELAY_MS is not valid/);
});

test('a scale-out process announces where browsers reach it, and bounds its failover', () => {
  expect(settingsFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toMatch(/^PUBLIC_ADDRESS is needed with REDIS_URL/);
  expect(settingsFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379', PUBLIC_ADDRESS: 'tables-a.example.org' })).toMatchObject({
    redisUrl: 'redis://127.0.0.1:6379',
    publicAddress: 'tables-a.example.org',
    failoverSeconds: 10,
  });
  expect(settingsFromEnv({ FAILOVER_SECONDS: '3' })).toMatchObject({ failoverSeconds: 3 });
  expect(settingsFromEnv({ FAILOVER_SECONDS: '1' })).toMatch(/^FAILOVER_SECONDS is not valid/);
});

test("the alerts' VAPID keys come as a pair, and their subject is a mailto: or https: address", () => {
  expect(settingsFromEnv({ VAPID_PUBLIC_KEY: 'public' })).toMatch(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
  expect(settingsFromEnv({ VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private' })).toMatchObject({
    vapid: { publicKey: 'public', privateKey: 'private' },
  });
  expect(settingsFromEnv({ VAPID_SUBJECT: 'mailto:host@example.org' })).toMatchObject({ vapidSubject: 'mailto:host@example.org' });
  expect(settingsFromEnv({ VAPID_SUBJECT: 'host@example.org' })).toMatch(/^VAPID_SUBJECT is not valid/);
  expect(settingsFromEnv({})).not.toHaveProperty('vapid');
});

test('the create tiers and the lobby time have settings', () => {
  expect(settingsFromEnv({ TABLES_PER_NETWORK_PER_MINUTE: '5', RESERVED_TABLES_PERCENT: '0', LOBBY_SECONDS: '60' })).toMatchObject({
    limits: { tablesPerNetworkPerMinute: 5, reservedTablesPercent: 0, lobbySeconds: 60 },
  });
  expect(settingsFromEnv({})).toMatchObject({ limits: { tablesPerNetworkPerMinute: 20, reservedTablesPercent: 25, lobbySeconds: 1800 } });
  expect(settingsFromEnv({ RESERVED_TABLES_PERCENT: '95' })).toMatch(/^RESERVED_TABLES_PERCENT is not valid/);
});

test("TRUST_PROXY counts the proxies in front, as Express's hop count", () => {
  expect(settingsFromEnv({})).toMatchObject({ limits: { trustProxy: 0 } });
  expect(settingsFromEnv({ TRUST_PROXY: '2' })).toMatchObject({ limits: { trustProxy: 2 } });
  expect(settingsFromEnv({ TRUST_PROXY: 'yes' })).toMatch(/^TRUST_PROXY is not valid/);
});

test('METRICS=1 serves /metrics; off by default', () => {
  expect(settingsFromEnv({})).toMatchObject({ metrics: false });
  expect(settingsFromEnv({ METRICS: '1' })).toMatchObject({ metrics: true });
});
