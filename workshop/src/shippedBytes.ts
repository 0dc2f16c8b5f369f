import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, entriesOf, fontsOf, gamesOf, TABLE, viteManifest } from '@dead-drop/server/dist/clientBuild';
import { CLIENT_DIST } from '@dead-drop/server/dist/clientPages';

/**
 * What the browser table costs a visitor to download (#27, #41): the JavaScript and CSS of the
 * production build gzipped file by file, and the fonts as they are (woff2 is compressed
 * already). Icons are drawn from a module of the JavaScript, so they count there. (The server
 * sends brotli where the browser takes it, smaller still: `npm run bench` weighs what goes over
 * the wire, this weighs the build.)
 *
 * A page downloads the entry chunk and every chunk it imports statically, as Vite's manifest
 * (`dist/.vite/manifest.json`) lists them. A table adds, by `import()`, the part every game's
 * table shares (`src/gameEntry.ts`), its own game's client (`src/<game>/index.ts`), the Colyseus
 * SDK and Pixi's environment, which Pixi loads itself when the canvas starts. `jsGzipBytes` is the heaviest
 * game's table; the chunks no table loads (the card reference, the replay, the QR code, a
 * tutorial's coach, the other games) count apart, in `lazyJsGzipBytes`, so nothing hides there.
 */
export interface ShippedBytes {
  /** The heaviest game's table: the entry chunk, its static imports and the table's own chunks. */
  jsGzipBytes: number;
  /** The landing page's JavaScript: the entry chunk and its static imports. */
  landingJsGzipBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
  /** What a visitor downloads to reach a table: the heaviest table's JavaScript, the CSS and the fonts. */
  shippedBytes: number;
  /** Every other script of the build, loaded only when a page asks for it. */
  lazyJsGzipBytes: number;
  /** The whole build: the table's download and the lazy chunks. */
  totalBytes: number;
}

/** The table's download: JavaScript and CSS gzipped, fonts and icons included. */
export const SHIPPED_BUDGET_BYTES = 450 * 1024;

/** The landing page's JavaScript, gzipped: with the font and the CSS, within the 120 KB a first
 *  visit's landing page may cost over the wire (#41). Pixi alone would take it past. */
export const LANDING_BUDGET_BYTES = 64 * 1024;

/** The whole build, lazy chunks included: room for the pages and coaches loaded later, not for
 *  a library that slipped out of the table's download into a chunk nobody weighs (docs/performance.md). */
export const TOTAL_BUDGET_BYTES = 560 * 1024;

export function shippedBytes(dist: string = CLIENT_DIST): ShippedBytes {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${assets}: build the client first`);
  const gzipped = (name: string) => gzipSync(readFileSync(path.join(assets, name))).length;
  const scripts = files.filter((name) => name.endsWith('.js'));
  const weigh = (names: Iterable<string>) =>
    [...names].filter((name) => name.endsWith('.js')).reduce((total, name) => total + gzipped(name), 0);
  const pages = pageFiles(dist);
  // Without a manifest every script is counted as the table's: the measure never flatters.
  const table = pages
    ? pages.tables.reduce((heaviest, files) => (weigh(files) > weigh(heaviest) ? files : heaviest), pages.landing)
    : new Set(scripts);
  const jsGzipBytes = weigh(table);
  const lazyJsGzipBytes = weigh(scripts.filter((name) => !table.has(name)));
  const cssGzipBytes = files.filter((name) => name.endsWith('.css')).reduce((total, name) => total + gzipped(name), 0);
  const fontBytes = fontsOf(dist).reduce((total, name) => total + readFileSync(path.join(assets, name)).length, 0);
  const shipped = jsGzipBytes + cssGzipBytes + fontBytes;
  return {
    jsGzipBytes,
    landingJsGzipBytes: pages ? weigh(pages.landing) : jsGzipBytes,
    cssGzipBytes,
    fontBytes,
    shippedBytes: shipped,
    lazyJsGzipBytes,
    totalBytes: shipped + lazyJsGzipBytes,
  };
}

/**
 * The names (in `assets/`) of the scripts the landing page downloads, and those of each game's
 * table, or null when the build has no manifest.
 */
export function pageFiles(dist: string = CLIENT_DIST): { landing: Set<string>; tables: Set<string>[] } | null {
  const manifest = viteManifest(dist);
  if (!manifest) return null;
  const entries = entriesOf(manifest);
  return {
    landing: chunkClosure(manifest, entries, false),
    tables: gamesOf(manifest).map((game) => chunkClosure(manifest, [...entries, TABLE, game], true)),
  };
}
