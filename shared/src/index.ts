export * from './core/bots';
export * from './core/contract';
export * from './core/decoders';
export * from './core/defineGame';
export * from './core/easy';
export * from './core/errors';
export * from './core/events';
export * from './core/finality';
export * from './core/golden';
export * from './core/leaves';
export * from './core/levels';
export * from './core/legality';
export * from './core/match';
export * from './core/meta';
export * from './core/options';
export * from './core/plain';
export * from './core/playtest';
export * from './core/projection';
export * from './core/rng';
export * from './core/tableEntries';
export * from './core/search';
export * from './core/viewer';
export * from './core/whyNot';
export * from './core/wire';
export * from './core/viewDecoder';
export * from './core/tutorial';
export {
  kompromat,
  kompromatWhyNotRules,
  KompromatReason,
  kompromatCards,
  kompromatMeta,
  kompromatWire,
  KompromatEvent,
} from './kompromat';
export type {
  CardView,
  KompromatAction,
  KompromatOptions,
  KompromatState,
  KompromatView,
  MissionView,
  PlayerView,
  SideView,
} from './kompromat';
export {
  matahari,
  matahariWhyNotRules,
  MatahariReason,
  matahariCards,
  matahariMeta,
  matahariWire,
  MatahariEvent,
  matahariOwnOffer,
  matahariMeetsDemand,
  matahariScoreLines,
} from './matahari';
export type {
  Atom,
  Demand,
  MatahariAction,
  MatahariFace,
  MatahariObjective,
  MatahariLegal,
  MatahariOfferView,
  MatahariOptions,
  MatahariPhase,
  MatahariPlayerView,
  MatahariScoreLines,
  MatahariState,
  MatahariView,
  Predicate,
  Request,
  Statement,
} from './matahari';
export { compile, compileWhyNotRules, CompileReason, compileCards, compileMeta, compileWire, CompileEvent } from './compile';
export type {
  ChainEntry,
  CompileAction,
  CompileCardView,
  CompileLegal,
  CompileOptions,
  CompileSideView,
  CompileState,
  CompileView,
  PromptView,
} from './compile';
export { games, findGame, type GameId } from './games';
export * from './table/protocol';
export * from './table/messages';
export { displayName, chatText, MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from './table/names';
export { tutorials, findTutorial } from './tutorials';
export { kompromatTutorial } from './kompromat/tutorial';
export { matahariTutorial } from './matahari/tutorial';
