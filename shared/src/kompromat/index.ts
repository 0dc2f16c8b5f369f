import { defineGame } from '../core/match';
import type { GameModule } from '../core/module';
import { easyBotOf } from '../core/easy';
import { sameFlatRecord } from '../core/plain';
import { whyNotFrom } from '../core/whyNot';
import { Action } from './actions';
import { label, play } from './apply';
import { eventLeaks, invariants, scrambleHidden } from './audit';
import { bot } from './bot';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { setup } from './flow';
import { meta } from './meta';
import * as cards from './cards';
import { samples } from './samples';
import { kompromatTutorial } from './tutorial';
export { kompromatTutorial };
import { legality } from './legal';
import type { KState, Options } from './state';
import { openView, publicResult, viewFor, type KView } from './view';
import { whyNot } from './whyNot';
import { KompromatReason } from './whyNot';
export { KompromatReason };

export type { Action as KompromatAction } from './actions';
export type { KState as KompromatState, Options as KompromatOptions } from './state';
export type { KView as KompromatView, CardView, SideView, MissionView, PlayerView } from './view';
export * as kompromatCards from './cards';
export { meta as kompromatMeta } from './meta';
export { KompromatEvent } from './events';
import { KompromatEvent, type MadeEvent } from './events';
import { KViewSchema } from './viewSchema';
import { finalReason, undoable } from './undo';
/** What a client decodes from the wire: the game's view and its events (see `core/decoders.ts`). */
/** A random move among the legal ones, which the game lists in full. */
const randomLegal = ({ legal }: KView, random: () => number): Action => legal[Math.floor(random() * legal.length)]!;

/** The share of an Easy bot's decisions that are mistakes. */
const EASY_MISTAKES = 0.15;

export const kompromatWire = { view: KViewSchema, event: KompromatEvent };

/** "Why not?" alone, for a client that needs no more of the game (`whyNotFrom`). */
export const kompromatWhyNotRules = {
  whyNot: whyNotFrom<Action, Action, KView>(sameFlatRecord, whyNot),
  codes: Object.values(KompromatReason),
};

// Pure, so that a bundle which takes only the game's data and "why not?" drops the rest.
export const kompromat = /* @__PURE__ */ defineGame<typeof meta, KState, Action, Action, KView, MadeEvent>({
  meta,
  actions: Action,
  setup: (seed, _seats, options) => setup(seed, options),
  legality,
  // Legal actions are listed in full, so an action is allowed when it is one of them.
  allows: sameFlatRecord,
  label,
  notYourTurn: 'It is not your turn: the other player is deciding.',
  play,
  whyNot,
  undoable,
  // Listed in full: each is tried (see `GameDefinition.finality`).
  finalOption: (option) => option,
  finalReason,
  viewFor,
  openView,
  result: (state) => publicResult(state.result),
  sampleAction: randomLegal,
  bot,
  easyBot: easyBotOf(bot, randomLegal, EASY_MISTAKES),
  determinize,
  evaluate,
  audit: { invariants, scrambleHidden, eventLeaks },
});

/** The game as the platform holds it (`GameModule`): registered by one line in `shared/src/games.ts`. */
export const kompromatModule = {
  meta,
  rules: kompromat,
  wire: kompromatWire,
  whyNot: kompromatWhyNotRules,
  tutorial: kompromatTutorial,
  cards,
  samples,
} satisfies GameModule<KState, Action, Action, KView, Options, KompromatEvent, typeof cards>;
