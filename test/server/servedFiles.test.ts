/**
 * How the built client goes out (#41): compressed as the browser accepts, brotli first, from
 * the copies made at build; hashed assets kept a year, everything else asked again each visit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { compressAnswers, IMMUTABLE, REVALIDATE, serveClient } from '../../server/src/clientPages';

const dist = mkdtempSync(path.join(tmpdir(), 'dead-drop-served-'));
const script = Buffer.from(`export const words = ${JSON.stringify('a sentence of the game '.repeat(400))};\n`);
// Big enough to be worth compressing on the fly.
const page = `<!doctype html><head><title>Dead Drop</title></head>${'<!-- the page -->'.repeat(200)}`;
/** The chunk graph as Vite's manifest lists it: the entry, the tables' part with Pixi and its
 *  renderers, the Colyseus SDK, and two games sharing their icons. */
const manifest = {
  'src/main.ts': {
    file: 'assets/entry-Ab12Cd34.js',
    isEntry: true,
    imports: ['_i18n.js'],
    dynamicImports: ['src/gameEntry.ts', 'src/kompromat/index.ts', 'src/compile/index.ts', '../node_modules/@colyseus/sdk/build/index.mjs'],
  },
  '_i18n.js': { file: 'assets/i18n-1.js' },
  'src/gameEntry.ts': { file: 'assets/gameEntry-1.js', imports: ['_pixi.js'], dynamicImports: ['src/pages/replayPage.ts'] },
  '_pixi.js': {
    file: 'assets/pixi-1.js',
    dynamicImports: [
      '../node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
      '../node_modules/pixi.js/lib/environment-webworker/webworkerAll.mjs',
      '../node_modules/pixi.js/lib/rendering/renderers/gpu/WebGPURenderer.mjs',
    ],
  },
  '../node_modules/pixi.js/lib/environment-browser/browserAll.mjs': { file: 'assets/browserAll-1.js', imports: ['_pixi.js'] },
  '../node_modules/pixi.js/lib/environment-webworker/webworkerAll.mjs': { file: 'assets/webworkerAll-1.js' },
  '../node_modules/pixi.js/lib/rendering/renderers/gpu/WebGPURenderer.mjs': { file: 'assets/WebGPURenderer-1.js' },
  '../node_modules/@colyseus/sdk/build/index.mjs': { file: 'assets/sdk-1.js' },
  'src/pages/replayPage.ts': { file: 'assets/replayPage-1.js' },
  'src/kompromat/index.ts': { file: 'assets/kompromat-1.js', imports: ['_icons.js', '_i18n.js'] },
  'src/compile/index.ts': { file: 'assets/compile-1.js', imports: ['_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
};
let listener: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // As the build leaves them: each script with its brotli and gzip copies beside it.
  writeFileSync(path.join(dist, 'assets', 'entry-Ab12Cd34.js'), script);
  writeFileSync(path.join(dist, 'assets', 'entry-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'entry-Ab12Cd34.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'inter-1.woff2'), 'a font');
  writeFileSync(path.join(dist, 'index.html'), page);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dist, 'sw.js'), '// the worker\n');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
  const app = express();
  compressAnswers(app);
  serveClient(app, dist);
  listener = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});

afterAll(() => {
  listener.close();
  rmSync(dist, { recursive: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser makes it, the body left as it came over the wire (fetch would decode it). */
function fetchRaw(at: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${base}${at}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('a hashed asset goes out in brotli when the browser accepts it, kept a year and never asked again', async () => {
  const answer = await fetchRaw('/assets/entry-Ab12Cd34.js', 'gzip, deflate, br');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
  expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  expect(answer.headers['cache-control']).toBe(IMMUTABLE);
  expect(brotliDecompressSync(answer.body)).toEqual(script);
});

test('in gzip when only gzip is accepted, and as it is when nothing is', async () => {
  const gzipped = await fetchRaw('/assets/entry-Ab12Cd34.js', 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzipped.body)).toEqual(script);
  expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
  const plain = await fetchRaw('/assets/entry-Ab12Cd34.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toEqual(script);
});

test.each(['/', '/index.html', '/t/abc123', '/sw.js', '/manifest.webmanifest'])('%s is asked again at each visit', async (at) => {
  const answer = await fetchRaw(at, 'gzip, br');
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe(REVALIDATE);
});

test("the page at a table's address is compressed on the fly", async () => {
  const answer = await fetchRaw('/t/abc123', 'gzip');
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gunzipSync(answer.body).toString()).toContain('<!-- the page -->'.repeat(200));
});

test("the page at a table's address names ahead what every table loads, and no game of its own", async () => {
  const answer = await fetchRaw('/t/abc123', 'identity');
  const named = (rel: string) =>
    [...answer.body.toString().matchAll(new RegExp(`<link rel="${rel}"[^>]* href="/assets/([^"]+)"`, 'g'))].map((link) => link[1]);
  // Not the entry's own imports (the page names those already), nor what only some tables load,
  // nor Pixi, which the entry asks for as it starts.
  expect(named('modulepreload').sort()).toEqual(['browserAll-1.js', 'gameEntry-1.js', 'icons-1.js', 'sdk-1.js']);
  expect(named('preload')).toEqual(['inter-1.woff2']);
});
