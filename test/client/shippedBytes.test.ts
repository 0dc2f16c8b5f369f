/**
 * The page's download budget (#27, #28): what a visitor downloads to reach a table (the entry
 * chunk and its static imports, JavaScript and CSS gzipped, with the fonts and icons) at most
 * 450 KB, and the whole build with the chunks loaded later at most 560 KB, so that nothing hides
 * in them. `npm test` builds the client before jest runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LANDING_BUDGET_BYTES, SHIPPED_BUDGET_BYTES, shippedBytes, TOTAL_BUDGET_BYTES } from '../../workshop/src/shippedBytes';

test("a table's download is at most 450 KB, and the whole build with its lazy chunks at most 560 KB", () => {
  const shipped = shippedBytes();
  expect(shipped.fontBytes).toBeGreaterThan(0);
  expect(shipped.cssGzipBytes).toBeGreaterThan(0);
  expect(shipped.shippedBytes).toBeLessThanOrEqual(SHIPPED_BUDGET_BYTES);
  // The card reference and the replay are loaded when opened, never with a table.
  expect(shipped.lazyJsGzipBytes).toBeGreaterThan(0);
  expect(shipped.totalBytes).toBeLessThanOrEqual(TOTAL_BUDGET_BYTES);
});

test("the landing page's JavaScript is at most 64 KB: no table, no Pixi, no game (#41)", () => {
  const shipped = shippedBytes();
  expect(shipped.landingJsGzipBytes).toBeGreaterThan(0);
  expect(shipped.landingJsGzipBytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
});

/** A build in a temporary folder: `files` under assets/, and the manifest if one is given. */
function withBuild(files: Record<string, string | Buffer>, manifest: object | null, check: (dist: string) => void): void {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  try {
    mkdirSync(path.join(dist, 'assets'));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), bytes);
    if (manifest) {
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    }
    check(dist);
  } finally {
    rmSync(dist, { recursive: true });
  }
}

// Random bytes do not compress: what is planted is what is counted.
const noise = (n: number) => randomBytes(n).toString('base64');

test('each kind of file is counted: a planted font or script shows in the total', () => {
  withBuild({ 'a.js': noise(1000), 'a.css': 'body{}', 'f.woff2': randomBytes(500_000) }, null, (dist) => {
    const shipped = shippedBytes(dist);
    expect(shipped.fontBytes).toBe(500_000);
    expect(shipped.jsGzipBytes).toBeGreaterThan(1000);
    // Without a manifest every script is the table's.
    expect(shipped.lazyJsGzipBytes).toBe(0);
    expect(shipped.shippedBytes).toBeGreaterThan(SHIPPED_BUDGET_BYTES);
  });
});

test("a table's download is the entry's static imports, the tables' shared part, its own game and Pixi's environment; the heaviest game counts, the rest apart", () => {
  const manifest = {
    'index.html': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/pages/later.ts', 'src/gameEntry.ts', 'src/small/index.ts', 'src/big/index.ts'],
    },
    'src/gameEntry.ts': { file: 'assets/table.js', isDynamicEntry: true, imports: ['_pixi.js'] },
    '_pixi.js': {
      file: 'assets/pixi.js',
      dynamicImports: [
        '../node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
        '../node_modules/pixi.js/lib/gpu/WebGPURenderer.mjs',
      ],
    },
    '../node_modules/pixi.js/lib/environment-browser/browserAll.mjs': { file: 'assets/env.js', isDynamicEntry: true },
    '../node_modules/pixi.js/lib/gpu/WebGPURenderer.mjs': { file: 'assets/gpu.js', isDynamicEntry: true },
    'src/small/index.ts': { file: 'assets/small.js', isDynamicEntry: true, imports: ['_pixi.js'] },
    'src/big/index.ts': { file: 'assets/big.js', isDynamicEntry: true, imports: ['_pixi.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
    '_deep.js': { file: 'assets/deep.js' },
    'src/pages/later.ts': { file: 'assets/later.js', isDynamicEntry: true, imports: ['_shared.js'] },
  };
  const files = {
    'entry.js': noise(3000),
    'shared.js': noise(3000),
    'deep.js': noise(3000),
    'table.js': noise(3000),
    'pixi.js': noise(3000),
    'env.js': noise(3000),
    'small.js': noise(1000),
    'big.js': noise(3000),
    'gpu.js': noise(3000),
    'later.js': noise(200_000),
    'a.css': 'body{}',
  };
  withBuild(files, manifest, (dist) => {
    const shipped = shippedBytes(dist);
    // The landing page: the entry and what it imports, three planted scripts of about 3 KB gzipped.
    expect(shipped.landingJsGzipBytes).toBeGreaterThan(3 * 2900);
    expect(shipped.landingJsGzipBytes).toBeLessThan(3 * 3300);
    // The heaviest table: those, the tables' part, Pixi and its environment, and the big game: seven.
    expect(shipped.jsGzipBytes).toBeGreaterThan(7 * 2900);
    expect(shipped.jsGzipBytes).toBeLessThan(7 * 3300);
    // The other game's client, the WebGPU renderer and the page loaded later.
    expect(shipped.lazyJsGzipBytes).toBeGreaterThan(150_000);
    expect(shipped.shippedBytes).toBeLessThan(SHIPPED_BUDGET_BYTES);
    expect(shipped.totalBytes).toBe(shipped.shippedBytes + shipped.lazyJsGzipBytes);
  });
});
