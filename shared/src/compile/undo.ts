import type { GameEvent } from '../core/events';
import type { Action } from './actions';

/**
 * What a Compile step may tell and still be taken back: a protocol drafted, a line's protocols
 * rearranged, a card's text starting to resolve (its face is up already), a card flipped face
 * down, a face-up card shifted. Anything else shows a face (a play face up, a flip face up, a
 * delete, a discard, a hand shown), draws or shuffles, or ends the turn.
 */
const PRIVATE: Readonly<Record<string, (event: GameEvent) => boolean>> = {
  drafted: () => true,
  rearranged: () => true,
  resolving: () => true,
  flipped: (event) => event.up === false,
  shifted: (event) => event.up === true,
};

/** Whether a step of Compile was private and certain (see `GameSpec.undoable`): every event it told is one of `PRIVATE`. */
export function undoable(_before: unknown, _after: unknown, _seat: number, _action: Action, events: readonly GameEvent[]): boolean {
  return events.every((event) => PRIVATE[event.type]?.(event) === true);
}
