/**
 * The font the pages ship is cut to the characters the sources write (#41, client/scripts/fontSubset.ts).
 * A text with a new character (a symbol, a language's letter) needs the cut made again, else
 * that character is drawn in the fallback font: `npm run font -w client`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fontText, interSubset, SUBSET_FILE } from '../../client/scripts/fontSubset';

const root = path.join(__dirname, '../..');

test("the shipped font is the cut of today's sources: every character a text writes, Latin-1 and the weights 400 to 900", async () => {
  const kept = fontText(root);
  expect([...'ÄÖÜäöüß–—…→✓'].filter((char) => !kept.includes(char))).toEqual([]);
  const shipped = readFileSync(path.join(root, 'client', SUBSET_FILE));
  expect(Buffer.compare(await interSubset(root), shipped)).toBe(0);
});
