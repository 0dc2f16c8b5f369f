import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST } from '../clientPages';

/**
 * What the browser table costs a visitor to download (#27): every JavaScript and CSS file of
 * the production build gzipped one by one, as a server sends them, and the fonts as they are
 * (woff2 is compressed already; no server gzips it). Icons are drawn from a module of the
 * JavaScript, so they count there.
 */
export interface ShippedBytes {
  jsGzipBytes: number;
  /** The chunks only a tutorial table downloads (see `TUTORIAL_CHUNK`): not in `shippedBytes`. */
  tutorialGzipBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
  shippedBytes: number;
}

/**
 * The coach of a guided first game (`pages/coachPanel.ts`, each game's `coach.ts`): chunks that
 * only a tutorial table downloads, by their `import()`, so they are counted apart.
 */
const TUTORIAL_CHUNK = /^coach(Panel)?-[\w-]+\.js$/;

/** The whole page's budget: JavaScript and CSS gzipped, fonts and icons included. */
export const SHIPPED_BUDGET_BYTES = 450 * 1024;

export function shippedBytes(dist: string = CLIENT_DIST): ShippedBytes {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${assets}: build the client first`);
  const sum = (ending: RegExp, size: (bytes: Buffer) => number) => files
    .filter((name) => ending.test(name))
    .reduce((total, name) => total + size(readFileSync(path.join(assets, name))), 0);
  const gzipped = (bytes: Buffer) => gzipSync(bytes).length;
  const jsGzipBytes = sum(/\.js$/, gzipped) - sum(TUTORIAL_CHUNK, gzipped);
  const tutorialGzipBytes = sum(TUTORIAL_CHUNK, gzipped);
  const cssGzipBytes = sum(/\.css$/, gzipped);
  const fontBytes = sum(/\.(woff2?|ttf|otf)$/, (bytes) => bytes.length);
  return { jsGzipBytes, tutorialGzipBytes, cssGzipBytes, fontBytes, shippedBytes: jsGzipBytes + cssGzipBytes + fontBytes };
}
