/**
 * The tournament's fixed baselines (`npm run tournament`): each game's Normal bot as it was
 * released before bot levels, frozen on purpose (see each `baselineBot.ts`).
 */
import type { AnyGame } from './core/contract';
import { baselineBot as compileBaseline } from './compile/baselineBot';
import { baselineBot as kompromatBaseline } from './kompromat/baselineBot';
import { baselineBot as matahariBaseline } from './matahari/baselineBot';

export const baselineBots: Readonly<Record<string, AnyGame['bot']>> = {
  kompromat: kompromatBaseline,
  compile: compileBaseline,
  matahari: matahariBaseline,
};
