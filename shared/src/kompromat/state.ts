import type { OptionsOf } from '../core/meta';
import type { Rng } from '../core/rng';
import type { meta } from './meta';
import type { Seat } from '../core/viewer';

/** An equipment card at a mission. `up`: face up (the first card, or revealed at
 *  resolution). `shown`: a face-down card revealed to everyone by a Drone. */
export interface Placed {
  id: number;
  up: boolean;
  shown: boolean;
}

/** One player's side of a mission. */
export interface Side {
  cards: Placed[];
  attempted: boolean;
  /** +3 per Newspaper placed here by the opponent; not a card for tie-breaks. */
  newspaper: number;
  /** Vesper Martini changes, after the reveal. */
  vesper: number;
  /** The card total the player declared at the reveal (1/11 choices made). */
  declared: number | null;
}

export interface Mission {
  /** The mission card, null once it has been taken or discarded. */
  card: number | null;
  /** A counter-intelligence card lying under the mission card. */
  ci: number | null;
  sides: Side[];
  /** Who took the mission card; set when the mission is resolved. */
  taker: Seat | null;
  resolved: boolean;
}

export interface Player {
  /** Top of the deck is the end of the array. */
  deck: number[];
  /** Equipment cards out of play until the round ends (failed missions, Stun Gun). */
  discard: number[];
  notoriety: number;
  /** Unused items in front of the player (mission card ids). */
  items: number[];
  /** Face-down scoring pile: targets, documents, codes and used items. */
  pile: number[];
  /** Night Vision: the top `peek` cards are visible to this player until their next action. */
  peek: number;
  /** The round in which the player said "no items this round": their reveal windows pass
   *  without asking until it ends (prompts still ask). */
  noItemsRound: number | null;
}

/** The active player's turn. `drawn`: the first card, seen but not yet placed. */
export interface Turn {
  seat: Seat;
  drawn: number | null;
  mission: number | null;
}

/** The reveal phase walks each mission through fixed steps (see flow.ts). */
export interface Reveal {
  mission: number;
  step: number;
}

/** A decision the rules ask of one seat in the middle of resolving a mission. */
export type Prompt =
  | { kind: 'perfect'; seat: Seat }
  | { kind: 'chloroform'; seat: Seat; marks: number }
  | { kind: 'balaclava'; seat: Seat };

/** Work left in resolving a mission, done in order; a task may stop to prompt a seat. */
export type Task =
  | { t: 'fail'; seat: Seat; mission: number }
  | { t: 'perfect'; seat: Seat }
  | { t: 'take'; mission: number; seat: Seat | null }
  | { t: 'gain'; seat: Seat; n: number; asked: boolean }
  | { t: 'next' };

/** Who starts round 1 (`firstSeat`; 'random' draws it from the seed). */
export type Options = OptionsOf<typeof meta>;

export interface KState {
  rng: Rng;
  round: number;
  firstSeat: Seat;
  /** The starting player of the current round. */
  startSeat: Seat;
  supply: number;
  missionDeck: number[];
  missionDiscard: number[];
  missions: Mission[];
  players: Player[];
  turn: Turn | null;
  reveal: Reveal | null;
  prompt: Prompt | null;
  queue: Task[];
  result: KResult | null;
}

export interface Score {
  targets: number;
  documents: number;
  codes: number;
  items: number;
  notoriety: number;
  total: number;
}

export interface KResult {
  winners: Seat[];
  reason: 'notoriety' | 'score' | 'notorietyTiebreak' | 'draw';
  /** The seat that reached 9 notoriety, when that ended the game. */
  loser: Seat | null;
  scores: Score[] | null;
}
