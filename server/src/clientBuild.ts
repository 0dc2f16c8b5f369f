import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built client's chunk graph, as Vite's manifest (`dist/.vite/manifest.json`) lists it:
 * which scripts a page downloads. The table pages name theirs ahead (`clientPages.ts`), and
 * `npm run bench` weighs them (`workshop/src/shippedBytes.ts`).
 */

/** A chunk of Vite's manifest, as far as we read it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What a table loads with import() from a library: Pixi's browser environment, which every
 *  canvas loads at its start, and the Colyseus SDK, which the first table opened loads. (Pixi's
 *  WebGPU and Canvas renderers are loaded only where WebGL is missing, its web worker
 *  environment only in a worker.) */
const TABLE_LIBRARIES = /node_modules\/(?:pixi\.js\/lib\/environment-browser\/|@colyseus\/sdk\/)/;
/** What every table loads beside its game's client (client/src/games.ts). */
export const TABLE = 'src/gameEntry.ts';
/** A game's client, loaded by its tables alone. */
const GAME = /^src\/[^/]+\/index\.ts$/;

/** The build's chunk graph by source, or null when it has none. */
export function viteManifest(dist: string): Manifest | null {
  const at = path.join(dist, '.vite', 'manifest.json');
  return existsSync(at) ? (JSON.parse(readFileSync(at, 'utf8')) as Manifest) : null;
}

/** The names (in `assets/`) of `roots` and of what they import statically; with `table`, also
 *  the libraries a table loads by import(). */
export function chunkClosure(manifest: Manifest, roots: readonly string[], table: boolean): Set<string> {
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
}

/** The page's entry scripts. */
export function entriesOf(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
}

/** Each game's client, by source. */
export function gamesOf(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => GAME.test(key));
}

/** The build's fonts, by name in `assets/`. */
export function fontsOf(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  return existsSync(assets) ? readdirSync(assets).filter((name) => /\.(woff2?|ttf|otf)$/.test(name)) : [];
}
