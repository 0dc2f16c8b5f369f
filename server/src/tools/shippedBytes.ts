import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST } from '../clientPages';

/**
 * What the browser table costs a visitor to download (#27): the JavaScript and CSS of the
 * production build gzipped file by file, as a server sends them, and the fonts as they are
 * (woff2 is compressed already; no server gzips it). Icons are drawn from a module of the
 * JavaScript, so they count there.
 *
 * What a visitor downloads to reach a table is the entry chunk and every chunk it imports
 * statically, as Vite's manifest (`dist/.vite/manifest.json`) lists them, with the CSS and the
 * fonts; and Pixi's environment, which Pixi itself loads with `import()` when a table's canvas
 * starts. The chunks our pages load later with `import()` (the card reference, the replay, the
 * QR code, a tutorial's coach) are counted apart, in `lazyJsGzipBytes`, so nothing hides there.
 */
export interface ShippedBytes {
  /** The table's JavaScript: the entry chunk and its static imports. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
  /** What a visitor downloads to reach a table: the three above. */
  shippedBytes: number;
  /** Every other script of the build, loaded only when a page asks for it. */
  lazyJsGzipBytes: number;
  /** The whole build: the table's download and the lazy chunks. */
  totalBytes: number;
}

/** The table's download: JavaScript and CSS gzipped, fonts and icons included. */
export const SHIPPED_BUDGET_BYTES = 450 * 1024;

/** The whole build, lazy chunks included: room for the pages and coaches loaded later, not for
 *  a library that slipped out of the table's download into a chunk nobody weighs (docs/performance.md). */
export const TOTAL_BUDGET_BYTES = 560 * 1024;

/** A chunk of Vite's manifest, as far as the measure reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Pixi's own lazy imports (its browser environment): every table's canvas loads one at its start. */
const PIXI = /node_modules\/pixi\.js\//;

export function shippedBytes(dist: string = CLIENT_DIST): ShippedBytes {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets);
  if (!files.some((name) => name.endsWith('.js'))) throw new Error(`no JavaScript in ${assets}: build the client first`);
  const gzipped = (name: string) => gzipSync(readFileSync(path.join(assets, name))).length;
  const table = tableFiles(dist);
  // Without a manifest every script is counted as the table's: the measure never flatters.
  const ofTable = (name: string) => table === null || table.has(name);
  const scripts = files.filter((name) => name.endsWith('.js'));
  const jsGzipBytes = scripts.filter(ofTable).reduce((total, name) => total + gzipped(name), 0);
  const lazyJsGzipBytes = scripts.filter((name) => !ofTable(name)).reduce((total, name) => total + gzipped(name), 0);
  const cssGzipBytes = files.filter((name) => name.endsWith('.css')).reduce((total, name) => total + gzipped(name), 0);
  const fontBytes = files.filter((name) => /\.(woff2?|ttf|otf)$/.test(name))
    .reduce((total, name) => total + readFileSync(path.join(assets, name)).length, 0);
  const shipped = jsGzipBytes + cssGzipBytes + fontBytes;
  return { jsGzipBytes, cssGzipBytes, fontBytes, shippedBytes: shipped, lazyJsGzipBytes, totalBytes: shipped + lazyJsGzipBytes };
}

/** The names (in `assets/`) of the entry chunk and everything it imports statically, or null
 *  when the build has no manifest. */
function tableFiles(dist: string): Set<string> | null {
  const at = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(at)) return null;
  const manifest = JSON.parse(readFileSync(at, 'utf8')) as Record<string, ManifestChunk>;
  const names = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || names.has(path.basename(chunk.file))) return;
    names.add(path.basename(chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) if (PIXI.test(loaded)) visit(loaded);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return names;
}
