import type { GameEvent } from '../core/events';
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
export function undoable(_before: unknown, _after: unknown, _seat: number, action: Action, events: readonly GameEvent[]): boolean {
  switch (action.type) {
    case 'declare': return events.every((event) => event.type === 'declared');
    case 'pass': return events.length === 0;
    case 'item': return PRIVATE_ITEMS.has(action.copy ?? action.item) && events.every((event) => event.type === 'item');
    default: return false;
  }
}
