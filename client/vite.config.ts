import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { appIcons } from './scripts/appIcons';
import { pixiTableEnvironment } from './scripts/pixiEnvironment';
import { pixiRenderersOnDemand } from './scripts/pixiRenderers';
import { shellVersion } from './scripts/shellVersion';

/** Pixi and the libraries it draws with; its environment as a table needs it (scripts/pixiEnvironment.ts). */
const PIXI = /node_modules[\\/](pixi\.js|@pixi|earcut|eventemitter3|tiny-lru|parse-svg-path|ismobilejs)[\\/]|pixi-table-environment/;
/** What Pixi loads only where it is used: the WebGPU and Canvas renderers, the web worker environment. */
const PIXI_ON_DEMAND = /renderers[\\/](gpu|canvas)[\\/]|environment-webworker/;
const OURS = /[\\/](client|shared)[\\/]src[\\/]/;
/** Each game's own modules stay in its chunk: a table loads no other game's. */
const GAMES = /[\\/]src[\\/](kompromat|matahari|compile)[\\/]/;

export default defineConfig({
  // The rules package as TypeScript source: ES modules, so the bundle keeps only what the table uses.
  resolve: { alias: { '@dead-drop/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) } },
  // Pixi alone is about 500 KB minified, and only a table loads it: each page downloads what it
  // draws (client/src/games.ts), which `npm run bench` reports and a test checks (`shippedBytes`:
  // a table at most 450 KB gzipped with CSS and fonts, the landing page's scripts 64 KB).
  // The home screen's icons are drawn at build time (scripts/appIcons.ts); the service worker's
  // cache is named for the build (scripts/shellVersion.ts). Scripts, styles and the page are
  // compressed once here, brotli and gzip beside each file, for the server to send as they are
  // (server/src/clientPages.ts): brotli's best takes seconds, too long for each request.
  // sw.js is left out: shellVersion writes it after this runs, and the server compresses it.
  // Pixi's WebGPU and Canvas renderers are left to Pixi's own import() (scripts/pixiRenderers.ts),
  // and its browser environment is cut to what a table uses (scripts/pixiEnvironment.ts).
  plugins: [appIcons(), shellVersion(), pixiRenderersOnDemand(), pixiTableEnvironment(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg)$/, exclude: /sw\.js$/, threshold: 1024 })],
  // The manifest is the chunk graph `shippedBytes` reads: what a table needs, apart from what loads later.
  build: {
    outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 700, manifest: true,
    // Fewer, larger chunks (#41): Rolldown made a chunk of each module two chunks share, 34
    // requests for a table, each a round trip on a phone and about 700 bytes of headers. A table
    // now loads 13: the page's start (everything the landing page needs at once), Pixi's parts a
    // table draws with, what the table chunks share outside the games, and its game's chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'pixi', test: (id) => PIXI.test(id) && !PIXI_ON_DEMAND.test(id) },
            { name: 'common', test: (id) => OURS.test(id) && !GAMES.test(id), minShareCount: 2 },
          ],
        },
      },
    },
  },
});
