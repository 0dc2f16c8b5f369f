/** Writes the font the pages ship (see fontSubset.ts). Run after adding a character to a text: `npm run font -w client`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { interSubset, SUBSET_FILE } from './fontSubset.ts';

writeFileSync(new URL(`../${SUBSET_FILE}`, import.meta.url), await interSubset(fileURLToPath(new URL('../..', import.meta.url))));
