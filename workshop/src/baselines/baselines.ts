/**
 * The tournament's fixed baselines (`npm run tournament`): each game's Normal bot as it was
 * released before bot levels, frozen on purpose (see each game's file here).
 */
import type { AnyGame } from '@dead-drop/shared';
import { compileBaseline } from './compile';
import { kompromatBaseline } from './kompromat';
import { matahariBaseline } from './matahari';

export const baselines: Readonly<Record<string, AnyGame['bot']>> = {
  kompromat: kompromatBaseline,
  compile: compileBaseline,
  matahari: matahariBaseline,
};
