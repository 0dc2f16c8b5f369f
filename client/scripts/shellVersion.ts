/**
 * Names the service worker's cache (public/sw.js) for the build: a hash of the names of its
 * assets, which change whenever their content does. A deploy then changes sw.js, so browsers
 * install the new worker, whose activation deletes the old build's cache. With one fixed
 * name, sw.js never changed, the worker never reinstalled, and old hashed assets piled up.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What public/sw.js names its cache before a build names it (and while `vite` serves it in development). */
export const UNBUILT_SHELL = 'dead-drop-shell-dev';

export function shellVersion(): Plugin {
  let outDir = '';
  let assets: string[] = [];
  return {
    name: 'dead-drop-shell-version',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/'))
        .sort();
    },
    // After every file is written, the public folder's copy of sw.js included.
    closeBundle() {
      const file = path.join(outDir, 'sw.js');
      const worker = readFileSync(file, 'utf8');
      if (!worker.includes(UNBUILT_SHELL)) throw new Error(`${file} does not name its cache ${UNBUILT_SHELL}`);
      const version = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      writeFileSync(file, worker.replace(UNBUILT_SHELL, `dead-drop-shell-${version}`));
    },
  };
}
