/**
 * `playBot`: Compile's Normal bot, from its seat's view alone. It plays the game's plan by
 * looking one step ahead: where it can rebuild a state consistent with its view (`determinize`:
 * the action phase, and the other decisions no text asks), it plays each legal option there, answers its own texts' questions as it
 * would (`answer`), and judges the field it comes to by `edge`: lines towards 10 and
 * compiling, the opponent's compile let through (the game then stops at the opponent's
 * compile), control, cards in hand. So it blocks a compile where a play can, by value or by
 * text, and never covers its own face-up Metal 6 for nothing (the text deletes it). Questions
 * in the middle of a text it answers by picturing each option on the field (answers.ts);
 * the draft by the texts' measured worth. Nothing is left to chance but a loop of texts that
 * would run for ever (`RUNAWAY_CHAIN`).
 */
import { isSeat, type Seat } from '../core/viewer';
import { deepClone } from '../core/plain';
import type { Action, Legal } from './actions';
import { answer, textWorth } from './answers';
import { allows, play } from './apply';
import { RUNAWAY_CHAIN, sampleAction } from './bot';
import type { Protocol } from './cards';
import { determinize } from './determinize';
import { edge, fieldOf } from './evaluate';
import type { CState } from './state';
import { TEXT_WORTH } from './textWorth';
import { viewFor, type CView } from './view';

/** A finished game, in points of a line: beyond any field. */
const DECIDED = 1000;
/** Questions of its own texts the bot answers in a play's outcome before judging it. */
const OWN_ANSWERS = 4;

export function playBot(view: CView, random: () => number): Action {
  const seat = view.viewer;
  if (!isSeat(seat) || view.chain.length >= RUNAWAY_CHAIN) return sampleAction(view, random);
  if (view.draft) return { type: 'draft', protocol: draftPick(view.draft.pool) };
  const only = view.legal.length === 1 ? view.legal[0]! : null;
  if (only && only.type !== 'discard') return only;
  // A discard is a template: its cards are chosen by their worth in hand, not tried one by one.
  const state = view.legal.some((option) => option.type === 'discard') ? null : determinize(view, [], random);
  return state ? lookAhead(state, view, seat) : answer(view, seat);
}

/** The protocol whose texts are worth most. */
function draftPick(pool: readonly Protocol[]): Protocol {
  const worth = (protocol: Protocol) => TEXT_WORTH[protocol].reduce((sum, points) => sum + points, 0);
  return pool.reduce((best, next) => (worth(next) > worth(best) ? next : best));
}

/** The option whose outcome on the rebuilt state is worth most to the seat (the first among
 *  equals). A card played face down counts 2 whichever it is: only the one least worth keeping
 *  is tried (see `spare`). */
function lookAhead(state: CState, view: CView, seat: Seat): Action {
  const down = spare(view);
  const options = view.legal.filter(
    (option): option is Exclude<Legal, { type: 'discard' }> =>
      option.type !== 'discard' && (option.type !== 'play' || option.up || option.hand === down),
  );
  const scored = options.map((option) => ({ option, value: worth(settled(stepped(state, seat, option, option), seat), seat) }));
  return scored.reduce((best, next) => (next.value > best.value ? next : best)).option;
}

/** The hand card least worth keeping: one that can go face up nowhere, else the lowest in
 *  value and text. */
function spare(view: CView): number {
  const hand = view.hand ?? [];
  const ups = new Set(view.legal.flatMap((option) => (option.type === 'play' && option.up ? [option.hand] : [])));
  const keep = (at: number) => (ups.has(at) ? 100 : 0) + hand[at]!.value + textWorth(hand[at]!);
  return hand.reduce((best, _, at) => (keep(at) < keep(best) ? at : best), 0);
}

/** `state` after the seat's `action` (allowed by `option`), on a copy. */
function stepped(state: CState, seat: Seat, action: Action, option: Legal): CState {
  const next = deepClone(state);
  play(next, seat, action, [], option);
  return next;
}

/** The state once the seat has answered its own texts' questions as it would. */
function settled(start: CState, seat: Seat): CState {
  let state = start;
  for (let asked = 0; asked < OWN_ANSWERS; asked++) {
    const prompt = state.prompt;
    if (state.result || prompt?.seat !== seat || prompt.ask === 'action') break;
    const view = viewFor(state, seat);
    const action = answer(view, seat);
    const option = view.legal.find((candidate) => allows(candidate, action));
    if (!option) break;
    state = stepped(state, seat, action, option);
  }
  return state;
}

function worth(state: CState, seat: Seat): number {
  if (state.result) return state.result.winners.includes(seat === 0 ? 0 : 1) ? DECIDED : -DECIDED;
  return edge(fieldOf(state), seat);
}
