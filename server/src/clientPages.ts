import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import type express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { chunkClosure, entriesOf, fontsOf, gamesOf, TABLE, viteManifest } from './clientBuild';

/** Where `npm run build -w client` puts the browser table. */
export const CLIENT_DIST = path.resolve(__dirname, '../../client/dist');

const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Dead Drop</title></head>
<body><h1>Dead Drop</h1><p>The table UI arrives soon.</p></body>
</html>
`;

/** A table's address (see `tablePage`). */
const TABLE_PATH = '/t/:roomId';
/** A finished game's replay, the card reference (at a game, at a card), a seat's move: the
 *  pages are the client's own, which read the id from it. */
const PAGE_PATHS = ['/r/:id', '/cards', '/cards/:game', '/cards/:game/:card', '/take'];

/** What the pages need to know of the server before a table: where friends reach it (see
 *  `TableServerOptions.publicUrl`; null: the address they opened). */
export function servePageConfig(app: express.Application, publicUrl: string | undefined): void {
  app.get('/api/config', (_request, response) => {
    response.json({ publicUrl: publicUrl ?? null });
  });
}

/** Hashed names (Vite's `assets/`) never change their content: kept a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every other file (the page, sw.js, the manifest, icons) is asked again at each visit; an
 *  unchanged one costs a 304 (its ETag), and a deploy reaches everyone at once. */
export const REVALIDATE = 'no-cache';

/**
 * Compresses the answers made on the fly that are worth it (a replay's JSON, the page at a
 * table's address), for whoever accepts it. Files built compressed (see client/vite.config.ts)
 * go out as they are: an answer with a `Content-Encoding` already is left alone.
 */
export function compressAnswers(app: express.Application): void {
  app.use(compression());
}

/** Serves the built client, or a placeholder page until there is one. */
export function serveClient(app: express.Application, dist: string): void {
  if (existsSync(path.join(dist, 'index.html'))) {
    // The brotli or gzip copy built beside a file, as the browser accepts, with `Vary: Accept-Encoding`.
    app.use(
      expressStaticGzip(dist, {
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { cacheControl: false, setHeaders: (response, file) => response.setHeader('Cache-Control', cachingOf(dist, file)) },
      }),
    );
    const page = { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } };
    app.get(PAGE_PATHS, (_request, response) => {
      response.sendFile(path.join(dist, 'index.html'), page);
    });
    const table = tablePage(dist);
    app.get(TABLE_PATH, (_request, response) => {
      response.set('Cache-Control', REVALIDATE).type('html').send(table);
    });
    // Any other page is the app's own "not found" page (the client draws it for an unknown
    // path), with the status that says so; an unknown API path answers in JSON.
    app.get('/api/{*rest}', (_request, response) => {
      response.status(404).json({ code: 'not_found', message: 'There is no such API.' });
    });
    // A missing asset is no page: it goes out with an asset's headers (guard/httpGate.ts), not a page's policy.
    app.get('/assets/{*rest}', (_request, response) => {
      response.status(404).type('text/plain').send('There is no such file.');
    });
    app.get('/{*rest}', (_request, response) => {
      response.status(404).sendFile(path.join(dist, 'index.html'), page);
    });
  } else {
    app.get('/', (_request, response) => {
      response.type('html').send(PLACEHOLDER);
    });
  }
}

/**
 * Pixi's chunk (client/vite.config.ts names it), not named ahead: the entry script asks for it as
 * it starts (`main.ts`), and a phone's slow line meanwhile brings first what the join waits for
 * (the Colyseus SDK, the page's scripts). Measured on the phone profile: the first frame about
 * 100 ms sooner (2.70-2.77 s against 2.78-2.86 s).
 */
const FETCHED_BY_THE_ENTRY = /^pixi-/;

/**
 * The page at a table's address names ahead what its script will ask for (#41): what every
 * table loads, whatever its game (the table page, the Colyseus SDK, what all the games'
 * clients share), as `modulepreload`, and the font as `preload`, so that a phone fetches them
 * while the entry script still downloads rather than after it ran. One page for every table:
 * the game a table plays is not told to whoever knows only its address, and the game's own
 * client loads when the join names it.
 */
function tablePage(dist: string): string {
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = viteManifest(dist);
  if (!manifest) return page;
  const entries = entriesOf(manifest);
  const landing = chunkClosure(manifest, entries, false);
  const ahead = chunkClosure(manifest, [...entries, TABLE], true);
  // What every game's client imports too (the parts of a scene they share).
  const [first = new Set<string>(), ...others] = gamesOf(manifest).map((game) => chunkClosure(manifest, [game], false));
  for (const name of first) if (others.every((game) => game.has(name))) ahead.add(name);
  const links = [
    ...fontsOf(dist).map((name) => `<link rel="preload" as="font" crossorigin href="/assets/${name}">`),
    ...[...ahead]
      .filter((name) => !landing.has(name) && !FETCHED_BY_THE_ENTRY.test(name))
      .map((name) => `<link rel="modulepreload" crossorigin href="/assets/${name}">`),
  ];
  return page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

function cachingOf(dist: string, file: string): string {
  return path.relative(dist, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE;
}
