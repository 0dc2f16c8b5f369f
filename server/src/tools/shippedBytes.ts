import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST } from '../clientPages';

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

/** A chunk of Vite's manifest, as far as the measure reads it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** What a table loads with import() from a library: Pixi's environment, which every canvas loads
 *  at its start, and the Colyseus SDK, which the first table opened loads. (Pixi's WebGPU and
 *  Canvas renderers are loaded only where WebGL is missing: not counted.) */
const TABLE_LIBRARIES = /node_modules\/(?:pixi\.js\/lib\/environment-|@colyseus\/sdk\/)/;
/** What every table loads beside its game's client (client/src/games.ts). */
const TABLE = 'src/gameEntry.ts';
/** A game's client, loaded by its tables alone. */
const GAME = /^src\/[^/]+\/index\.ts$/;

export function shippedBytes(dist: string = CLIENT_DIST): ShippedBytes {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${assets}: build the client first`);
  const gzipped = (name: string) => gzipSync(readFileSync(path.join(assets, name))).length;
  const scripts = files.filter((name) => name.endsWith('.js'));
  const weigh = (names: Iterable<string>) => [...names].filter((name) => name.endsWith('.js')).reduce((total, name) => total + gzipped(name), 0);
  const pages = pageFiles(dist);
  // Without a manifest every script is counted as the table's: the measure never flatters.
  const table = pages ? pages.tables.reduce((heaviest, files) => (weigh(files) > weigh(heaviest) ? files : heaviest), pages.landing) : new Set(scripts);
  const jsGzipBytes = weigh(table);
  const lazyJsGzipBytes = weigh(scripts.filter((name) => !table.has(name)));
  const cssGzipBytes = files.filter((name) => name.endsWith('.css')).reduce((total, name) => total + gzipped(name), 0);
  const fontBytes = files.filter((name) => /\.(woff2?|ttf|otf)$/.test(name))
    .reduce((total, name) => total + readFileSync(path.join(assets, name)).length, 0);
  const shipped = jsGzipBytes + cssGzipBytes + fontBytes;
  return {
    jsGzipBytes, landingJsGzipBytes: pages ? weigh(pages.landing) : jsGzipBytes, cssGzipBytes, fontBytes,
    shippedBytes: shipped, lazyJsGzipBytes, totalBytes: shipped + lazyJsGzipBytes,
  };
}

/**
 * The names (in `assets/`) of the scripts the landing page downloads, and those of each game's
 * table, or null when the build has no manifest.
 */
export function pageFiles(dist: string = CLIENT_DIST): { landing: Set<string>; tables: Set<string>[] } | null {
  const manifest = viteManifest(dist);
  if (!manifest) return null;
  /** `roots` and what they import statically, with the libraries a table loads when `table`. */
  const closure = (roots: string[], table: boolean) => {
    const names = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || names.has(path.basename(chunk.file))) return;
      names.add(path.basename(chunk.file));
      for (const imported of chunk.imports ?? []) visit(imported);
      if (table) for (const loaded of chunk.dynamicImports ?? []) if (TABLE_LIBRARIES.test(loaded)) visit(loaded);
    };
    roots.forEach(visit);
    return names;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const games = Object.keys(manifest).filter((key) => GAME.test(key));
  return {
    landing: closure(entries, false),
    tables: games.map((game) => closure([...entries, TABLE, game], true)),
  };
}

/** The build's chunk graph by source (`dist/.vite/manifest.json`), or null when it has none. */
export function viteManifest(dist: string = CLIENT_DIST): Record<string, ManifestChunk> | null {
  const at = path.join(dist, '.vite', 'manifest.json');
  return existsSync(at) ? JSON.parse(readFileSync(at, 'utf8')) as Record<string, ManifestChunk> : null;
}
