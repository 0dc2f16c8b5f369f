/**
 * Why a Kompromat seat may not take an action, from its own view (see `core/whyNot.ts`).
 * Every legal action is listed in full, so an action the list holds is allowed; for the rest,
 * the view says which rule stands in the way.
 */
import type { Seat } from '../core/viewer';
import { reason, type Reason } from '../core/whyNot';
import type { Action, ItemUse } from './actions';
import type { KView } from './view';

export const KompromatReason = {
  /** A card drawn first in the turn waits to be placed at a mission. */
  placeDrawn: 'placeDrawn',
  /** Drawing from an empty deck. */
  deckEmpty: 'deckEmpty',
  /** Over 21 at this mission: no more cards. */
  bust: 'bust',
  /** Placing, with no card drawn to place. */
  drawFirst: 'drawFirst',
  /** `mission` (0-based) was attempted already this round. */
  missionAttempted: 'missionAttempted',
  noSuchMission: 'noSuchMission',
  /** Stopping before any card is at a mission. */
  nothingToStop: 'nothingToStop',
  /** `total` is not a total the seat's cards make. */
  declareTotal: 'declareTotal',
  /** `item` is not in the seat's hand of items. */
  noItem: 'noItem',
  /** `item` (the effect, a USB Stick's copy included) has no use in this window. */
  itemNotNow: 'itemNotNow',
  /** `item` may be used now, but not on that target. */
  itemTarget: 'itemTarget',
} as const;

export function whyNot(view: KView, action: Action, option: Action | undefined): Reason | null {
  if (option) return null;
  const seat = view.viewer as Seat;
  const myTurn = view.prompt === null && view.turn?.seat === seat ? view.turn : null;
  switch (action.type) {
    case 'draw':
      if (!myTurn) return null;
      if (myTurn.drawn) return reason(KompromatReason.placeDrawn);
      return reason(view.players[seat]!.deck === 0 ? KompromatReason.deckEmpty : KompromatReason.bust);
    case 'place': {
      if (!myTurn) return null;
      if (!myTurn.drawn) return reason(KompromatReason.drawFirst);
      const mission = view.missions[action.mission];
      if (!mission) return reason(KompromatReason.noSuchMission);
      return mission.sides[seat]!.attempted ? reason(KompromatReason.missionAttempted, { mission: action.mission }) : null;
    }
    case 'stop':
      if (!myTurn) return null;
      return reason(myTurn.drawn ? KompromatReason.placeDrawn : KompromatReason.nothingToStop);
    case 'declare':
      return view.legal.some((legal) => legal.type === 'declare') ? reason(KompromatReason.declareTotal, { total: action.total }) : null;
    case 'item':
      return itemRefusal(view, seat, action);
    default:
      return null;
  }
}

function itemRefusal(view: KView, seat: Seat, use: ItemUse): Reason {
  if (!view.players[seat]!.items.includes(use.item)) return reason(KompromatReason.noItem, { item: use.item });
  const effect = use.copy ?? use.item;
  const usable = view.legal.some((legal) => legal.type === 'item' && legal.item === use.item && legal.copy === use.copy);
  return reason(usable ? KompromatReason.itemTarget : KompromatReason.itemNotNow, { item: effect });
}
