/**
 * Operation: Mata Hari (3 to 7 players), spec docs/rules/matahari.md.
 *
 * Decisions where the spec and the German book (seeds/003) leave room — ours:
 * 1. Declarations: "priority v" is read as "priority is one of these values" (`priorityIn`).
 *    A partner has no colour, resource or priority: such predicates are false for it.
 *    Statements may only point at or count cards the offer has.
 * 2. The Double Agent frees the whole declaration of the offer it is in (any statement may
 *    be false); the server checks every other declaration and refuses a false one.
 * 3. A binding demand is "at least N (1..offer size) cards that are <predicate>"; in a
 *    counter-offer each partner counts as matching. A wish has the same form, unenforced.
 * 4. Accusations ("at any time before the resolution phase"): resolution starts when the
 *    active player accepts, rejects or uses Mata Hari. Until then every seat, whether it has
 *    counter-offered, passed or is out of the turn, may accuse any other seat with an offer
 *    on the table, while others are still deciding; only while a right accuser searches the
 *    pile does everyone else wait. Each accuser may accuse each accused at most once a turn.
 *    An accusation is never owed, so the turn waits for nobody to say they will not accuse
 *    (`waitingFor` leaves out a seat that may only accuse): the active player may resolve as
 *    soon as everyone has answered, and that ends the right.
 * 5. A wrong accusation between the active player and another player takes that player out
 *    of the turn: their counter-offer goes back to hand (or they may no longer make one).
 *    A wrong accusation between two non-active players changes nothing else. The shown offer
 *    stays in the accuser's view (`shown`) until the turn ends.
 * 6. A right accusation: the counter-offerer is out of the turn; if the active player was
 *    accused, the turn ends with no exchange and no draw. The accuser may take one card of
 *    the pile or nothing ("darf").
 * 7. Mata Hari may be used only if nobody made a counter-offer this turn (one withdrawn
 *    after an accusation counts as made). Its search takes 0 to 2 cards. Only the active
 *    player plays it: a counter-offer, or an offer the Assassin forces to change, may not
 *    hold one, and a player whose other cards cannot make a counter-offer (or meet the
 *    binding demand) may only pass. An accusation of a counter-offer's Mata Hari stays
 *    allowed (the book does not forbid it); it is always wrong.
 * 8. The Assassin is optional to activate. Its demand is made together with the acceptance.
 *    In that demand partners do not count as matching. The target must adjust only if their
 *    hand and offer together hold enough matching cards and the offer does not already;
 *    otherwise the original swap happens at once.
 * 9. Searched piles are shown to the searcher sorted (never in pile order) and the pile is
 *    shuffled after every search.
 * 10. "At once": a step that takes the last cover or the last card ends the game before the
 *    rest of the action (no second draw, no cover after the last card, no swap after the
 *    Assassin's cover took the last one). Offers then go back to their owners' hands.
 * 11. Visionary Agent: a player "holds" a card in hand or in their own offer. It is checked
 *    after every action and at set-up, and beats the other end conditions reached by the
 *    same action; two at once share the win. The end reveals every hand.
 * 12. Nobody is excluded when the most Compromised covers is 0; if every player is excluded
 *    there is no winner.
 * 13. A player with an empty hand is skipped (it can only follow from repeated right
 *    accusations).
 * 14. Hands are kept sorted (resources by colour, resource, priority; then partners), so
 *    hand order says nothing; actions name cards by their position in that order.
 */
import { defineGame } from '../core/match';
import type { GameModule } from '../core/module';
import type { FinalReason } from '../core/finality';
import { easyBotOf } from '../core/easy';
import { whyNotFrom } from '../core/whyNot';
import { Action } from './actions';
import { play } from './apply';
import { eventLeaks, invariants, scrambleHidden } from './audit';
import { sampleAction } from './bot';
import { playBot } from './strategy';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { setup } from './flow';
import { meta } from './meta';
import * as cards from './cards';
import { samples } from './samples';
import { matahariTutorial } from './tutorial';
export { matahariTutorial };
import { legality, mayLetPass, type Legal } from './legal';
import type { MState, Options } from './state';
import { openView, publicResult, viewFor, type MView } from './view';
import { whyNot } from './whyNot';
import { MatahariReason } from './whyNot';
export { MatahariReason };

export type { Action as MatahariAction } from './actions';
export type { Legal as MatahariLegal, Phase as MatahariPhase } from './legal';
export type { MState as MatahariState, Options as MatahariOptions } from './state';
export type { MView as MatahariView, OfferView as MatahariOfferView, PlayerView as MatahariPlayerView } from './view';
export type { Atom, Demand, Predicate, Request, Statement } from './declarations';
export type { Face as MatahariFace, Objective as MatahariObjective } from './cards';
export * as matahariCards from './cards';
export { meta as matahariMeta } from './meta';
export { MatahariEvent } from './events';
import { MatahariEvent, type MadeEvent } from './events';
import { MViewSchema } from './viewSchema';
/** What a client decodes from the wire: the game's view and its events (see `core/decoders.ts`). */
/** The share of an Easy bot's decisions that are mistakes. */
const EASY_MISTAKES = 0.3;

export const matahariWire = { view: MViewSchema, event: MatahariEvent };
export { ownOfferCards as matahariOwnOffer } from './view';
export { meetsDemand as matahariMeetsDemand } from './declarations';
export { scoreLines as matahariScoreLines, type ScoreLines as MatahariScoreLines } from './scoring';

/** Why each kind of action is final (see `undoable` below): it hands the decision to others,
 *  shows cards to someone, or searches the deck. */
const FINAL: Readonly<Record<Legal['type'], FinalReason>> = {
  offer: 'passedTurn',
  counter: 'passedTurn',
  pass: 'passedTurn',
  reject: 'passedTurn',
  accept: 'revealed',
  accuse: 'revealed',
  mataHari: 'revealed',
  adjust: 'revealed',
  search: 'drew',
};

/** An action is allowed by the legal template of its type. */
const allows = (template: Legal, action: Action) => template.type === action.type;

/** "Why not?" alone, for a client that needs no more of the game (`whyNotFrom`). */
export const matahariWhyNotRules = { whyNot: whyNotFrom<Legal, Action, MView>(allows, whyNot), codes: Object.values(MatahariReason) };

// Pure, so that a bundle which takes only the game's data and "why not?" drops the rest.
export const matahari = /* @__PURE__ */ defineGame<typeof meta, MState, Action, Legal, MView, MadeEvent>({
  meta,
  actions: Action,
  setup,
  legality,
  // Templates: a seat has at most one of each type, and `play` checks the rest against it.
  allows,
  optional: mayLetPass,
  play,
  whyNot,
  // Never: every action either hands a decision to other seats (an offer, a counter-offer, a
  // pass, an acceptance), shows cards (a swap, a wrong accusation, Mata Hari), or draws or
  // searches; and any seat may accuse at any time, so no seat is ever the only one asked.
  undoable: () => false,
  finalOption: (option) => FINAL[option.type],
  viewFor,
  openView,
  result: (state) => publicResult(state.result),
  sampleAction,
  bot: playBot,
  easyBot: easyBotOf(playBot, sampleAction, EASY_MISTAKES),
  determinize,
  evaluate,
  // About two turns at five seats (an offer, its answers, the resolution): a playout of Mata
  // Hari's bots is dear, and a search that plays longer ones has too few deals to tell moves apart.
  searchHorizon: 12,
  audit: { invariants, scrambleHidden, eventLeaks },
});

/** The game as the platform holds it (`GameModule`): registered by one line in `shared/src/games.ts`. */
export const matahariModule = {
  meta,
  rules: matahari,
  wire: matahariWire,
  whyNot: matahariWhyNotRules,
  tutorial: matahariTutorial,
  cards,
  samples,
} satisfies GameModule<MState, Action, Legal, MView, Options, MatahariEvent, typeof cards>;
