/**
 * The service worker's cache is named for the build (client/scripts/shellVersion.ts), so a
 * deploy installs a new worker that deletes the old build's cache. `npm test` builds the
 * client before jest runs.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(__dirname, '../../client/dist');

test('the built service worker names its cache for the build: a hash of the asset names', () => {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // The compressed copies beside each asset (.br, .gz) are the same assets, as the server sends them.
  const assets = readdirSync(path.join(dist, 'assets'))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `assets/${name}`)
    .sort();
  const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
  expect(worker).toContain(`const SHELL = 'dead-drop-shell-${version}';`);
  // The worker deletes every cache but its own when it takes over.
  expect(worker).toMatch(/if \(name !== SHELL\) await caches\.delete\(name\)/);
});
