/**
 * The page's download budget (#27): the production build's JavaScript and CSS gzipped, with its
 * fonts and icons, at most 450 KB. `npm test` builds the client before jest runs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { SHIPPED_BUDGET_BYTES, shippedBytes } from '../../server/src/tools/shippedBytes';

test('the production build ships at most 450 KB: JavaScript and CSS gzipped, fonts included', () => {
  const shipped = shippedBytes();
  expect(shipped.fontBytes).toBeGreaterThan(0);
  expect(shipped.cssGzipBytes).toBeGreaterThan(0);
  expect(shipped.shippedBytes).toBeLessThanOrEqual(SHIPPED_BUDGET_BYTES);
});

test('each kind of file is counted: a planted font or script shows in the total', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  try {
    mkdirSync(path.join(dist, 'assets'));
    // Random bytes do not compress: what is planted is what is counted.
    writeFileSync(path.join(dist, 'assets', 'a.js'), randomBytes(1000).toString('base64'));
    writeFileSync(path.join(dist, 'assets', 'a.css'), 'body{}');
    writeFileSync(path.join(dist, 'assets', 'f.woff2'), randomBytes(500_000));
    // A tutorial's coach is counted apart: only a tutorial table downloads it.
    writeFileSync(path.join(dist, 'assets', 'coach-AbC1.js'), randomBytes(3000).toString('base64'));
    const shipped = shippedBytes(dist);
    expect(shipped.fontBytes).toBe(500_000);
    expect(shipped.jsGzipBytes).toBeGreaterThan(1000);
    expect(shipped.jsGzipBytes).toBeLessThan(3000);
    expect(shipped.tutorialGzipBytes).toBeGreaterThan(3000);
    expect(shipped.shippedBytes).toBeGreaterThan(SHIPPED_BUDGET_BYTES);
  } finally {
    rmSync(dist, { recursive: true });
  }
});
