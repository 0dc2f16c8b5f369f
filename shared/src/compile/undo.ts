import type { MadeEvent } from './events';
import type { FinalReason } from '../core/finality';
import type { Action } from './actions';

/**
 * What a Compile step may tell and still be taken back: a protocol drafted, a line's protocols
 * rearranged, a card's text starting to resolve (its face is up already), a card flipped face
 * down, a face-up card shifted. Anything else shows a face (a play face up, a flip face up, a
 * delete, a discard, a hand shown), draws or shuffles, or ends the turn.
 */
const PRIVATE: Readonly<Record<string, (event: MadeEvent) => boolean>> = {
  drafted: () => true,
  rearranged: () => true,
  resolving: () => true,
  flipped: (event) => 'up' in event && event.up === false,
  shifted: (event) => 'up' in event && event.up === true,
};

/** Whether a step of Compile was private and certain (see `GameSpec.undoable`): every event it told is one of `PRIVATE`. */
export function undoable(_before: unknown, _after: unknown, _seat: number, _action: Action, events: readonly MadeEvent[]): boolean {
  return events.every((event) => PRIVATE[event.type]?.(event) === true);
}

/** What the first event that makes a step final says of it (see `finalReason`): a draw or a
 *  shuffle, a face shown, or the turn handed on. */
const FINAL: Readonly<Record<string, (event: MadeEvent) => FinalReason | null>> = {
  drew: () => 'drew',
  reshuffled: () => 'drew',
  played: (event) => ('up' in event && event.up === true ? 'revealed' : null),
  landed: (event) => ('up' in event && event.up === true ? 'revealed' : null),
  flipped: (event) => ('up' in event && event.up === true ? 'revealed' : null),
  revealed: () => 'revealed',
  handShown: () => 'revealed',
  deleted: () => 'revealed',
  discarded: () => 'revealed',
  returned: () => 'revealed',
  recompiled: () => 'revealed',
  turn: () => 'passedTurn',
};

/** Why a step of Compile that `undoable` refuses is final: its first event that draws, shows a face or hands the turn on. */
export function finalReason(_action: Action, events: readonly MadeEvent[]): FinalReason {
  for (const event of events) {
    const reason = FINAL[event.type]?.(event);
    if (reason) return reason;
  }
  return 'passedTurn';
}
