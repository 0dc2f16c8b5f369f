import type { GameDefinition } from '../core/contract';
import { ErrorCode, ruleError, type RuleError } from '../core/errors';
import { isPlainObject } from '../core/plain';
import { parseAction, type Action } from './actions';
import { SEATS } from './cards';
import { apply } from './apply';
import { eventLeaks, invariants, scrambleHidden } from './audit';
import { setup } from './flow';
import { actingSeats, legalActions } from './legal';
import type { KState, Options } from './state';
import { publicResult, viewFor, type KView } from './view';

export type { Action as KompromatAction } from './actions';
export type { KState as KompromatState, Options as KompromatOptions } from './state';
export type { KView as KompromatView, CardView, SideView, MissionView, PlayerView } from './view';
export * as kompromatCards from './cards';

function parseOptions(raw: unknown): Options | RuleError {
  const input = raw ?? {};
  if (!isPlainObject(input)) return ruleError(ErrorCode.badOptions, 'Options must be an object.');
  const unknown = Object.keys(input).find((key) => key !== 'firstSeat');
  if (unknown) return ruleError(ErrorCode.badOptions, `Kompromat has no option "${unknown.slice(0, 40)}".`);
  const firstSeat = input.firstSeat ?? 'random';
  if (firstSeat !== 'random' && firstSeat !== 0 && firstSeat !== 1) {
    return ruleError(ErrorCode.badOptions, 'firstSeat is 0, 1 or "random".');
  }
  return { firstSeat };
}

export const kompromat: GameDefinition<KState, Action, Action, KView, Options> = {
  id: 'kompromat',
  title: 'Kompromat',
  minSeats: SEATS,
  maxSeats: SEATS,
  parseOptions,
  setup: (seed, _seats, options) => setup(seed, options),
  parseAction,
  legalActions,
  actingSeats,
  apply,
  viewFor,
  result: (state) => publicResult(state.result),
  sampleAction: ({ legal }, random) => legal[Math.floor(random() * legal.length)]!,
  audit: { invariants, scrambleHidden, eventLeaks },
};
