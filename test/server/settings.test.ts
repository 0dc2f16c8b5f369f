/** The server's settings from its environment (the README lists them). */
import { settingsFromEnv } from '../../server/src/settings';

test('defaults, and the settings of bots and of the public address', () => {
  const defaults = settingsFromEnv({});
  expect(defaults).toMatchObject({ port: 2567, reconnectSeconds: 120, botDelayMs: 1200, dataDir: 'data' });
  expect(defaults).not.toHaveProperty('publicUrl');
  expect(settingsFromEnv({ PUBLIC_URL: 'https://games.example.org/' })).toMatchObject({ publicUrl: 'https://games.example.org' });
  expect(settingsFromEnv({ PUBLIC_URL: 'https://abc.trycloudflare.com:8443/ignored/path' })).toMatchObject({ publicUrl: 'https://abc.trycloudflare.com:8443' });
  expect(settingsFromEnv({ BOT_DELAY_MS: '0' })).toMatchObject({ botDelayMs: 0 });
});

test('a wrong value is named, in a sentence', () => {
  expect(settingsFromEnv({ PUBLIC_URL: 'games.example.org' })).toMatch(/^PUBLIC_URL is not valid/);
  expect(settingsFromEnv({ PUBLIC_URL: 'ftp://games.example.org' })).toMatch(/^PUBLIC_URL is not valid/);
  expect(settingsFromEnv({ BOT_DELAY_MS: '-1' })).toMatch(/^BOT_DELAY_MS is not valid/);
});
