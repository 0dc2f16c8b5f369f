/**
 * The font the pages ship: Inter's Latin variable woff2 from `@fontsource-variable/inter`, cut
 * to what Dead Drop writes (#41: 48 KB of a table's first visit, 23 KB after). It keeps
 * - every character of ASCII and Latin-1 (the names people type, mostly), and every other
 *   character the sources write (dashes, quotes, arrows, ✓…) that Inter has;
 * - the weight axis from 400 to 900, the weights the pages and scenes use;
 * - no glyph that only an OpenType feature reaches (fractions, stylistic sets): kerning stays.
 * A character Inter lacks, or a name in another script, is drawn by the browser's fallback,
 * on the page and on the canvas alike. The cut is made by `subset-font` (HarfBuzz's subsetter).
 * `npm run font -w client` writes it (scripts/font.ts); a test checks it is the cut of today's sources.
 */
/// <reference path="./subsetFont.d.ts" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/** Where the cut goes, under the client's folder. */
export const SUBSET_FILE = 'src/art/fonts/inter.woff2';

/** The folders and files, under the repository's root, whose words the font must draw. */
const WRITTEN = ['client/src', 'client/index.html', 'client/public', 'shared/src'];

/** Every character from space to "~" and all of Latin-1's letters and signs. */
function latin(): string {
  const codes = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)];
  return String.fromCodePoint(...codes);
}

/** `at`, a file, or every file under the folder `at`. */
function files(at: string): string[] {
  if (statSync(at).isFile()) return [at];
  return readdirSync(at, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The characters the font keeps, in code point order, for the repository at `root`. */
export function fontText(root: string): string {
  const chars = new Set(latin());
  for (const place of WRITTEN.map((item) => path.join(root, item))) {
    for (const file of files(place).filter((name) => /\.(ts|css|html)$/.test(name)))
      for (const char of readFileSync(file, 'utf8')) chars.add(char);
  }
  return [...chars]
    .filter((char) => char.codePointAt(0)! >= 0x20)
    .sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!)
    .join('');
}

/** The cut, made from the installed Inter, for the repository at `root`. */
export function interSubset(root: string): Promise<Buffer> {
  const inter = readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
  return subsetFont(inter, fontText(root), {
    targetFormat: 'woff2',
    noLayoutClosure: true,
    variationAxes: { wght: { min: 400, max: 900 } },
  });
}
