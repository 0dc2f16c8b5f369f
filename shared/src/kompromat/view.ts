import type { BaseView, GameResult } from '../core/contract';
import { isSeat, type Seat, type Viewer } from '../core/viewer';
import type { Action } from './actions';
import { ciMarks, equipmentRank, missionCard, ROUNDS, type ItemKind, type MissionCard } from './cards';
import { effectiveTotal, itemKind, topRanks } from './board';
import { REVEAL_STEPS, revealSeat } from './flow';
import { legalBySeat, seatsWithActions } from './legal';
import { scorePlayer } from './scoring';
import type { KResult, KState, Placed, Score, Side } from './state';

/** A card as one viewer sees it: a back carries nothing but `up: false`. */
export interface CardView {
  up: boolean;
  /** Present only when this viewer may know the value; 1 is the 1/11 card. */
  rank?: number;
  /** Revealed to everyone by a Drone while still face down. */
  shown?: boolean;
}

export interface SideView {
  cards: CardView[];
  attempted: boolean;
  newspaper: number;
  vesper: number;
  declared: number | null;
  /** Declared total with Newspapers and Vesper Martinis, once declared. */
  total: number | null;
}

export interface MissionView {
  card: MissionCard | null;
  /** Marks of the counter-intelligence card under the mission. */
  ci: number | null;
  sides: SideView[];
  resolved: boolean;
  taker: Seat | null;
}

export interface PlayerView {
  deck: number;
  discard: number;
  notoriety: number;
  items: ItemKind[];
  pile: MissionCard[];
  /** VP if the game ended now: from public cards and tokens only. */
  vp: number;
  /** Night Vision: the top cards of your own deck, top first; only in your own view. */
  peek?: number[];
}

export interface KView extends BaseView<Action> {
  game: 'kompromat';
  round: number;
  rounds: number;
  startSeat: Seat;
  phase: 'turn' | 'reveal' | 'over';
  /** Seats that have something to decide now. */
  waitingFor: Seat[];
  turn: { seat: Seat; mission: number | null; drawn: CardView | null } | null;
  reveal: { mission: number; step: 'before' | 'declare' | 'after' | 'resolve'; seat: Seat | null } | null;
  prompt: { kind: 'perfect' | 'chloroform' | 'balaclava'; seat: Seat } | null;
  missions: MissionView[];
  players: PlayerView[];
  missionDeck: number;
  missionDiscard: MissionCard[];
  supply: number;
  scores: Score[] | null;
}

export function viewFor(state: KState, viewer: Viewer): KView {
  const { turn, reveal, prompt } = state;
  const legal = legalBySeat(state);
  return {
    game: 'kompromat',
    viewer,
    round: state.round,
    rounds: ROUNDS,
    startSeat: state.startSeat,
    phase: state.result ? 'over' : turn ? 'turn' : 'reveal',
    waitingFor: seatsWithActions(legal),
    turn: turn && {
      seat: turn.seat,
      mission: turn.mission,
      drawn: turn.drawn === null ? null : cardView(turn.drawn, false, false, viewer === turn.seat),
    },
    reveal: reveal && {
      mission: reveal.mission,
      step: REVEAL_STEPS[reveal.step]?.[0] ?? 'resolve',
      seat: revealSeat(state),
    },
    prompt: prompt && { kind: prompt.kind, seat: prompt.seat },
    missions: state.missions.map((m, mission) => ({
      card: m.card === null ? null : missionCard(m.card),
      ci: m.ci === null ? null : ciMarks(m.ci),
      sides: m.sides.map((side, seat) => sideView(side, ownerSees(state, viewer, seat, mission))),
      resolved: m.resolved,
      taker: m.taker,
    })),
    players: state.players.map((player, seat) => ({
      deck: player.deck.length,
      discard: player.discard.length,
      notoriety: player.notoriety,
      items: player.items.map((id) => itemKind(id)!),
      pile: player.pile.map(missionCard),
      vp: scorePlayer(player).total,
      ...(viewer === seat && player.peek > 0 ? { peek: topRanks(player, player.peek) } : {}),
    })),
    missionDeck: state.missionDeck.length,
    missionDiscard: state.missionDiscard.map(missionCard),
    supply: state.supply,
    legal: isSeat(viewer) ? legal[viewer] ?? [] : [],
    result: publicResult(state.result),
    scores: state.result?.scores ?? null,
  };
}

/** A player sees their own face-down cards only at the mission they are attempting now. */
export function ownerSees(state: KState, viewer: Viewer, seat: Seat, mission: number): boolean {
  return viewer === seat && state.turn?.seat === seat && state.turn.mission === mission;
}

function sideView(side: Side, ownerSeesDown: boolean): SideView {
  return {
    cards: side.cards.map((card: Placed) => cardView(card.id, card.up, card.shown, ownerSeesDown)),
    attempted: side.attempted,
    newspaper: side.newspaper,
    vesper: side.vesper,
    declared: side.declared,
    total: effectiveTotal(side),
  };
}

function cardView(id: number, up: boolean, shown: boolean, viewerMaySee: boolean): CardView {
  if (up) return { up, rank: equipmentRank(id) };
  if (shown) return { up, shown, rank: equipmentRank(id) };
  return viewerMaySee ? { up, rank: equipmentRank(id) } : { up };
}

export function publicResult(result: KResult | null): GameResult | null {
  return result && { winners: result.winners, reason: result.reason };
}
