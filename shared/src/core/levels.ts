/**
 * How well a bot plays: Easy makes mistakes on purpose (to learn against), Normal is the
 * game's own bot (`GameDefinition.bot`), Hard searches (`searchMove`). A host picks one per
 * bot seat; a bot standing in for a person who left plays Normal.
 */
import type { AnyGame, BaseView } from './contract';
import type { SearchBudget } from './search';
import { searchMove } from './search';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

export function isBotLevel(value: unknown): value is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(value);
}

/**
 * The move of a bot of `level` from its seat's view and what the seat was told so far
 * (`memory`: its own events, as `eventFor` gave them to it). Hard needs a clock for its time
 * cap (`budget.now`); the rules stay free of one.
 */
export function levelMove(
  game: AnyGame,
  level: BotLevel,
  view: BaseView<unknown>,
  random: () => number,
  memory: readonly unknown[] = [],
  budget?: SearchBudget,
): unknown {
  switch (level) {
    case 'easy':
      return game.easyBot(view, random);
    case 'hard':
      return searchMove(game, view, memory, random, budget);
    default:
      return game.bot(view, random);
  }
}
