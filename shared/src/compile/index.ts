/**
 * Compile, base set Main 1 (2 players), spec docs/rules/compile.md; the engine's design
 * is ../shared/notes/compile_engine.md. Decisions beyond the spec are listed in
 * docs/compile.md.
 */
import { defineGame } from '../core/match';
import type { GameModule } from '../core/module';
import { whyNotFrom } from '../core/whyNot';
import { Action, type Legal } from './actions';
import { allows, play } from './apply';
import { eventLeaks, invariants, scrambleHidden } from './audit';
import { sampleAction } from './bot';
import { easyBot } from './easy';
import { playBot } from './strategy';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { setup } from './flow';
import { meta } from './meta';
import * as cards from './cards';
import { samples } from './samples';
import { compileTutorial } from './tutorial';
export { compileTutorial };
import { legality } from './legal';
import type { CState, Options } from './state';
import { openView, publicResult, viewFor, type CView } from './view';
import { whyNot } from './whyNot';
import { CompileReason } from './whyNot';
export { CompileReason };

export type { Action as CompileAction, Legal as CompileLegal } from './actions';
export type { CState as CompileState, Options as CompileOptions } from './state';
export type { CView as CompileView, CardView as CompileCardView, ChainEntry, PromptView, SideView as CompileSideView } from './view';
export * as compileCards from './cards';
export { meta as compileMeta } from './meta';
export { CompileEvent } from './events';
import { CompileEvent, type MadeEvent } from './events';
import { CViewSchema } from './viewSchema';
import { finalReason, undoable } from './undo';
/** What a client decodes from the wire: the game's view and its events (see `core/decoders.ts`). */

export const compileWire = { view: CViewSchema, event: CompileEvent };

/** "Why not?" alone, for a client that needs no more of the game (`whyNotFrom`). */
export const compileWhyNotRules = { whyNot: whyNotFrom<Legal, Action, CView>(allows, whyNot), codes: Object.values(CompileReason) };

// Pure, so that a bundle which takes only the game's data and "why not?" drops the rest.
export const compile = /* @__PURE__ */ defineGame<typeof meta, CState, Action, Legal, CView, MadeEvent>({
  meta,
  actions: Action,
  setup: (seed, _seats, options) => setup(seed, options),
  legality,
  allows,
  notYourTurn: 'It is not your decision: the other player is deciding.',
  play,
  whyNot,
  undoable,
  // Listed in full but for a discard, whose cards go face up to the discard pile. A face-up
  // play shows its card first, whatever follows: judged without playing it out, for the server
  // marks every offer at every patch (a Compile turn offers up to about 30).
  finalOption: (option) => (option.type === 'discard' || (option.type === 'play' && option.up) ? 'revealed' : option),
  finalReason,
  viewFor,
  openView,
  result: (state) => publicResult(state.result),
  sampleAction,
  bot: playBot,
  easyBot,
  determinize,
  evaluate,
  // A few turns: Compile's texts make each action dear, and a search has 200 ms.
  searchHorizon: 12,
  audit: { invariants, scrambleHidden, eventLeaks },
});

/** The game as the platform holds it (`GameModule`): registered by one line in `shared/src/games.ts`. */
export const compileModule = {
  meta,
  rules: compile,
  wire: compileWire,
  whyNot: compileWhyNotRules,
  tutorial: compileTutorial,
  cards,
  samples,
} satisfies GameModule<CState, Action, Legal, CView, Options, CompileEvent, typeof cards>;
