import { compileReference } from '../compile/reference';
import { kompromatReference } from '../kompromat/reference';
import { matahariReference } from '../matahari/reference';
import type { ReferenceBook } from './book';

/** Each game's card reference, made in the reader's language when asked for. */
export const REFERENCE_BOOKS: Readonly<Record<string, () => ReferenceBook>> = {
  kompromat: kompromatReference,
  matahari: matahariReference,
  compile: compileReference,
};
