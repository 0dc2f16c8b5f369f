import type { MadeEvent } from './events';
import type { FinalReason } from '../core/finality';
import type { Action } from './actions';
import type { ItemKind } from './cards';

/**
 * Items whose effect is certain and shows nothing hidden: they move or count what everyone
 * sees. Night Vision and the Drone show cards, a Stun Gun sends a card that may be face down to
 * a discard pile, and a USB Stick is judged by the item it copies.
 */
const PRIVATE_ITEMS: ReadonlySet<ItemKind> = new Set(['gps', 'jetpack', 'balaclava', 'newspaper', 'vesper', 'chloroform']);

/**
 * Whether a step of Kompromat was private and certain (see `GameSpec.undoable`): a total
 * declared, an item window let pass, or one of `PRIVATE_ITEMS` used, where that is all that
 * happened. A draw is chance, a placed card shows its value, stopping reveals the mission,
 * and whatever resolves a mission shows cards.
 */
export function undoable(_before: unknown, _after: unknown, _seat: number, action: Action, events: readonly MadeEvent[]): boolean {
  switch (action.type) {
    case 'declare':
      return events.every((event) => event.type === 'declared');
    case 'pass':
      return events.length === 0;
    case 'item':
      return PRIVATE_ITEMS.has(action.copy ?? action.item) && events.every((event) => event.type === 'item');
    default:
      return false;
  }
}

/** What the first event of each kind that makes a step final says of it (see `finalReason`). */
const FINAL_EVENTS: Readonly<Record<string, FinalReason>> = {
  drew: 'drew',
  drewFirst: 'drew',
  placed: 'revealed',
  stopped: 'revealed',
  reveal: 'revealed',
  revealed: 'revealed',
  took: 'revealed',
  discarded: 'revealed',
  turn: 'passedTurn',
};

/**
 * Why a step of Kompromat that `undoable` refuses is final: what the action itself does (a draw,
 * a card placed face up, a stop that reveals the mission, an item that shows or discards a
 * card), else the first of its events that draws, shows or hands the turn on.
 */
export function finalReason(action: Action, events: readonly MadeEvent[]): FinalReason {
  if (action.type === 'draw') return 'drew';
  if (action.type === 'place' || action.type === 'stop') return 'revealed';
  if (action.type === 'item' && !PRIVATE_ITEMS.has(action.copy ?? action.item)) return 'revealed';
  for (const event of events) {
    const reason = FINAL_EVENTS[event.type];
    if (reason) return reason;
  }
  return 'passedTurn';
}
