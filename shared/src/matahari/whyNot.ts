/**
 * Why a Mata Hari seat may not take an action, from its own view (see `core/whyNot.ts`).
 * Its legal actions are templates, so an action of an allowed type is checked here the way
 * `play` (apply.ts) checks it, on the faces the seat's view holds: its hand, its offer.
 */
import { isSeat } from '../core/viewer';
import { reason, type Reason } from '../core/whyNot';
import type { Action } from './actions';
import { mayCounterOffer, type Face } from './cards';
import { countForDemand, countMatching, declarationHolds, fitsOffer, type Statement } from './declarations';
import type { Legal } from './legal';
import { ownOfferCards, type MView } from './view';

export const MatahariReason = {
  /** An offer of 1 to `max` different cards of the hand is needed. */
  offerCards: 'offerCards',
  /** A counter-offer of exactly `size` different cards of the hand is needed. */
  counterCards: 'counterCards',
  /** The Assassin's target offers `size` cards: positions of the offer to keep and of the hand to add. */
  adjustCards: 'adjustCards',
  /** A search takes up to `max` different cards of those shown. */
  searchCards: 'searchCards',
  /** Mata Hari may not go into a counter-offer (or an offer the Assassin forces to change). */
  mataHariActiveOnly: 'mataHariActiveOnly',
  /** The demand asks for at least `count` matching cards. */
  demandNotMet: 'demandNotMet',
  /** A statement points at or counts more cards than the offer has. */
  declarationTooBig: 'declarationTooBig',
  /** The declaration is not true of these cards, and no Double Agent is among them. */
  falseDeclaration: 'falseDeclaration',
  /** A request or a demand for more than the `size` cards a counter-offer has. */
  requestTooBig: 'requestTooBig',
  /** The hand cannot make a counter-offer (too few cards that may go in, or not enough matching the demand). */
  cannotCounter: 'cannotCounter',
  /** Accusing oneself. */
  accuseSelf: 'accuseSelf',
  /** `seat` has no offer on the table. */
  noOffer: 'noOffer',
  /** `seat` was accused by this seat already this turn. */
  alreadyAccused: 'alreadyAccused',
  /** `seat` made no counter-offer that can be accepted. */
  noCounterOffer: 'noCounterOffer',
  /** Activating an Assassin with none in the offer. */
  noAssassin: 'noAssassin',
  /** A demand at the swap without activating the Assassin. */
  demandNeedsAssassin: 'demandNeedsAssassin',
  /** Mata Hari used with none in the offer. */
  noMataHari: 'noMataHari',
  /** Mata Hari used after someone made a counter-offer this turn. */
  mataHariAfterCounter: 'mataHariAfterCounter',
} as const;

export function whyNot(view: MView, action: Action, template: Legal | undefined): Reason | null {
  const seat = view.viewer;
  if (!isSeat(seat)) return null;
  if (!template) return missingTemplate(view, action);
  const hand = view.hand ?? [];
  switch (action.type) {
    case 'offer': {
      const { max } = template as Extract<Legal, { type: 'offer' }>;
      const picked = pick(hand, action.cards, max);
      if (!picked) return reason(MatahariReason.offerCards, { max });
      const size = picked.length;
      return (
        declarationRefusal(picked, action.declaration ?? []) ??
        (action.request && action.request.count > size ? reason(MatahariReason.requestTooBig, { size }) : null)
      );
    }
    case 'counter': {
      const { size, demand } = template as Extract<Legal, { type: 'counter' }>;
      const picked = pick(hand, action.cards, size);
      if (!picked || picked.length !== size) return reason(MatahariReason.counterCards, { size });
      if (!picked.every(mayCounterOffer)) return reason(MatahariReason.mataHariActiveOnly);
      if (demand && countForDemand(picked, demand.predicate) < demand.count)
        return reason(MatahariReason.demandNotMet, { count: demand.count });
      return declarationRefusal(picked, action.declaration ?? []);
    }
    case 'accuse': {
      const { seats } = template as Extract<Legal, { type: 'accuse' }>;
      if (seats.includes(action.seat)) return null;
      if (action.seat === seat) return reason(MatahariReason.accuseSelf);
      if (!view.players[action.seat]?.offer) return reason(MatahariReason.noOffer, { seat: action.seat });
      return reason(MatahariReason.alreadyAccused, { seat: action.seat });
    }
    case 'accept': {
      const { seats, assassin } = template as Extract<Legal, { type: 'accept' }>;
      const size = view.players[seat]?.offer?.size ?? 0;
      if (!seats.includes(action.seat)) return reason(MatahariReason.noCounterOffer, { seat: action.seat });
      if (action.assassin && !assassin) return reason(MatahariReason.noAssassin);
      if (action.demand && !action.assassin) return reason(MatahariReason.demandNeedsAssassin);
      return action.demand && action.demand.count > size ? reason(MatahariReason.requestTooBig, { size }) : null;
    }
    case 'adjust': {
      const { demand } = template as Extract<Legal, { type: 'adjust' }>;
      const offer = ownOfferCards(view);
      const { keep, take } = action;
      if (!distinctBelow(keep, offer.length) || !distinctBelow(take, hand.length) || keep.length + take.length !== offer.length) {
        return reason(MatahariReason.adjustCards, { size: offer.length });
      }
      const cards = [...keep.map((i) => offer[i]!), ...take.map((i) => hand[i]!)];
      if (!cards.every(mayCounterOffer)) return reason(MatahariReason.mataHariActiveOnly);
      return countMatching(cards, demand.predicate) < demand.count ? reason(MatahariReason.demandNotMet, { count: demand.count }) : null;
    }
    case 'search': {
      const { count, max } = template as Extract<Legal, { type: 'search' }>;
      return action.cards.length > max || !distinctBelow(action.cards, count) ? reason(MatahariReason.searchCards, { max }) : null;
    }
    default:
      return null;
  }
}

/** The seat may act, but no template has this action's type: where the view says why. */
function missingTemplate(view: MView, action: Action): Reason | null {
  const has = (type: Legal['type']) => view.legal.some((legal) => legal.type === type);
  switch (action.type) {
    case 'counter':
      return has('pass') ? reason(MatahariReason.cannotCounter) : null;
    case 'accept':
      return has('reject') ? reason(MatahariReason.noCounterOffer, { seat: action.seat }) : null;
    case 'mataHari':
      if (!has('reject')) return null;
      return reason(ownOfferCards(view).some(isMataHari) ? MatahariReason.mataHariAfterCounter : MatahariReason.noMataHari);
    default:
      return null;
  }
}

function isMataHari(face: Face): boolean {
  return 'partner' in face && face.partner === 'mataHari';
}

/** The hand's faces at `indices`, or null when they are not 1 to `max` distinct positions in it. */
function pick(hand: readonly Face[], indices: readonly number[], max: number): Face[] | null {
  if (indices.length === 0 || indices.length > max || !distinctBelow(indices, hand.length)) return null;
  return indices.map((i) => hand[i]!);
}

function distinctBelow(indices: readonly number[], bound: number): boolean {
  return new Set(indices).size === indices.length && indices.every((i) => Number.isInteger(i) && i >= 0 && i < bound);
}

/** A declaration must fit the offer and be true, unless the offer holds a Double Agent. */
function declarationRefusal(cards: readonly Face[], declaration: readonly Statement[]): Reason | null {
  if (!fitsOffer(declaration, cards.length)) return reason(MatahariReason.declarationTooBig);
  const free = cards.some((face) => 'partner' in face && face.partner === 'doubleAgent');
  return free || declarationHolds(cards, declaration) ? null : reason(MatahariReason.falseDeclaration);
}
