import type { OptionsOf } from '../core/meta';
import type { Rng } from '../core/rng';
import type { meta } from './meta';
import type { Seat } from '../core/viewer';
import type { PartnerKind } from './cards';
import type { Demand, Request, Statement } from './declarations';

/** Cards on the table in front of a player, in the order placed (statements point at
 *  positions), with what the player declared about them. */
export interface Offer {
  cards: number[];
  declaration: Statement[];
}

/**
 * A non-active player's part in the turn. `pending`: still deciding (may counter-offer, pass
 * or accuse); `offered`: a counter-offer is on the table; `passed`; `out`: no exchange with
 * this player is possible any more this turn (accused rightly, or a wrong accusation
 * between them and the active player).
 */
export interface Answer {
  status: 'pending' | 'offered' | 'passed' | 'out';
  offer: Offer | null;
  /** Whether this player made a counter-offer this turn, even if it was withdrawn since. */
  made: boolean;
}

export interface Accusation {
  accuser: Seat;
  accused: Seat;
  partner: PartnerKind;
  right: boolean;
}

/** A wrong accusation: the accused's offer as shown to the accuser (ids; the view shows faces
 *  to the accuser only). */
export interface Shown {
  accuser: Seat;
  accused: Seat;
  cards: number[];
}

/** A player looking through the draw pile: after Mata Hari (up to 2 cards, then the turn
 *  ends) or after a right accusation (up to 1 card). Either may take nothing. */
export interface Search {
  seat: Seat;
  max: number;
  after: 'continue' | 'endTurn';
}

export interface Turn {
  /** The active player. */
  seat: Seat;
  /** Turns played so far, from 1. */
  number: number;
  offer: Offer | null;
  request: Request | null;
  /** One per seat; null for the active player. */
  answers: (Answer | null)[];
  accusations: Accusation[];
  shown: Shown[];
  search: Search | null;
  /** The Assassin's demand that `target` must now meet by changing their offer. */
  assassin: { target: Seat; demand: Demand } | null;
}

/** Who plays first (`firstSeat`; 'random' draws it from the seed, a seat beyond the table wraps round). */
export type Options = OptionsOf<typeof meta>;

export interface MResult {
  winners: Seat[];
  reason: 'visionary' | 'drawPile' | 'covers';
  /** Visionary Agents and the priority each holds all of. */
  visionary: { seat: Seat; priority: number }[];
  /** Unmasked spies: the most Compromised covers (none when the most is 0). */
  excluded: Seat[];
  /** Scores, null for excluded players; null altogether for a Visionary win. */
  scores: (number | null)[] | null;
}

export interface MState {
  rng: Rng;
  seats: number;
  /** Cards taken out of the operation deck at set-up. */
  removed: number[];
  /** The top is the end of the array. */
  drawPile: number[];
  /** Each hand is kept sorted by id, so its order says nothing but what is in it. */
  hands: number[][];
  /** Each seat's objective, as a resource index. */
  objectives: number[];
  /** Objectives of the resources in play that nobody drew. */
  spareObjectives: number[];
  compromised: number[];
  undercover: number[];
  /** Covers left in the middle. */
  coversLeft: number;
  /** Partners that left the game after a right accusation. */
  outOfGame: number[];
  turn: Turn;
  result: MResult | null;
}

/** The offer a seat has on the table this turn, if any. */
export function offerOf(state: MState, seat: Seat): Offer | null {
  const { turn } = state;
  return turn.seat === seat ? turn.offer : (turn.answers[seat]?.offer ?? null);
}
