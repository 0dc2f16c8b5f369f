import type { GameResult } from '../core/contract';
import { asOneEntry } from '../core/leaves';
import { stateMemo } from '../core/plain';
import { isSeat, SPECTATOR, type Seat, type Viewer } from '../core/viewer';
import type { Action } from './actions';
import { ciMarks, EQUIPMENT_RANKS, equipmentRank, missionCard, ROUNDS } from './cards';
import { effectiveTotal, itemKind, topRanks } from './board';
import { REVEAL_STEPS, revealSeat } from './flow';
import { legality } from './legal';
import { scorePlayer } from './scoring';
import type { KResult, KState, Mission, Placed, Side, Turn } from './state';
import type { CardView, KView, MissionView, PlayerView, SideView } from './viewSchema';

export type { CardView, KView, MissionView, PlayerView, SideView };

/**
 * The view of `viewer`: the public view, with what only this seat may see laid over it. The
 * public view is built once per state (see `stateMemo`) and a seat's view shares every part
 * of it that is the same, so the room's comparison of the two skips those parts at once.
 */
export function viewFor(state: KState, viewer: Viewer): KView {
  const shown = publicView(state);
  if (!isSeat(viewer)) return shown;
  const { turn } = state;
  const own = state.players[viewer]!;
  // Lists are copied only when this seat sees one of their items differently: a list that is
  // the public one is skipped whole when the room compares the views.
  return {
    ...shown,
    viewer,
    turn: turn?.seat === viewer ? turnSeen(shown.turn!, turn) : shown.turn,
    missions:
      turn?.seat === viewer && turn.mission !== null
        ? shown.missions.map((m, mission) =>
            ownerSees(state, viewer, viewer, mission) ? seenBy(m, state.missions[mission]!, (seat) => seat === viewer) : m,
          )
        : shown.missions,
    players:
      own.peek > 0
        ? shown.players.map((player, seat) => (seat === viewer ? { ...player, peek: topRanks(own, own.peek) } : player))
        : shown.players,
    legal: legality.legalActions(state, viewer),
  };
}

/**
 * Every card face up, for the replay of a finished game (see `GameDefinition.openView`): each
 * face-down card with its value, drawn as its owner sees it at its turn, and the card just
 * drawn. Decks stay counts.
 */
export function openView(state: KState): KView {
  const shown = publicView(state);
  return {
    ...shown,
    open: true,
    turn: state.turn && turnSeen(shown.turn!, state.turn),
    missions: shown.missions.map((m, mission) => seenBy(m, state.missions[mission]!, () => true)),
  };
}

const publicView = stateMemo((state: KState): KView => {
  const { turn, reveal, prompt } = state;
  return {
    game: 'kompromat',
    viewer: SPECTATOR,
    round: state.round,
    rounds: ROUNDS,
    startSeat: state.startSeat,
    phase: state.result ? 'over' : turn ? 'turn' : 'reveal',
    waitingFor: legality.actingSeats(state),
    turn: turn && {
      seat: turn.seat,
      mission: turn.mission,
      drawn: turn.drawn === null ? null : FACE_DOWN,
    },
    reveal: reveal && {
      mission: reveal.mission,
      step: REVEAL_STEPS[reveal.step]?.[0] ?? 'resolve',
      seat: revealSeat(state),
    },
    prompt: prompt && { kind: prompt.kind, seat: prompt.seat },
    missions: state.missions.map((m) => ({
      card: m.card === null ? null : missionCard(m.card),
      ci: m.ci === null ? null : ciMarks(m.ci),
      sides: m.sides.map((side) => sideView(side, false)),
      resolved: m.resolved,
      taker: m.taker,
    })),
    players: state.players.map((player) => ({
      deck: player.deck.length,
      discard: player.discard.length,
      notoriety: player.notoriety,
      items: player.items.map((id) => itemKind(id)!),
      pile: player.pile.map(missionCard),
      vp: scorePlayer(player).total,
    })),
    missionDeck: state.missionDeck.length,
    missionDiscard: state.missionDiscard.map(missionCard),
    supply: state.supply,
    legal: NO_ACTIONS,
    result: publicResult(state.result),
    scores: state.result?.scores ?? null,
  };
});

/** A player sees their own face-down cards only at the mission they are attempting now. */
export function ownerSees(state: KState, viewer: Viewer, seat: Seat, mission: number): boolean {
  return viewer === seat && state.turn?.seat === seat && state.turn.mission === mission;
}

/** The turn with its drawn card seen, as by the seat whose turn it is. */
function turnSeen(shown: NonNullable<KView['turn']>, turn: Turn): KView['turn'] {
  return turn.drawn === null ? shown : { ...shown, drawn: cardView(turn.drawn, false, false, true) };
}

/** The mission with the face-down cards of the seats that `see` them shown with their values. */
function seenBy(shown: MissionView, m: Mission, sees: (seat: Seat) => boolean): MissionView {
  return { ...shown, sides: shown.sides.map((side, seat) => (sees(seat) ? sideView(m.sides[seat]!, true) : side)) };
}

function sideView(side: Side, ownerSeesDown: boolean): SideView {
  if (side.cards.length === 0 && !side.attempted && side.newspaper === 0 && side.vesper === 0 && side.declared === null)
    return UNTOUCHED_SIDE;
  return {
    cards: side.cards.map((card: Placed) => cardView(card.id, card.up, card.shown, ownerSeesDown)),
    attempted: side.attempted,
    newspaper: side.newspaper,
    vesper: side.vesper,
    declared: side.declared,
    total: effectiveTotal(side),
  };
}

/**
 * A seat's legal actions travel as one entry: they change together at almost every action,
 * and one entry costs the server less than an entry per action added and removed.
 */
const NO_ACTIONS: readonly Action[] = Object.freeze(asOneEntry([]));

/** A side nobody has played to, as most are early in a round: made once and shared, so that
 *  comparing two views skips it at once. */
const UNTOUCHED_SIDE: SideView = Object.freeze({
  cards: Object.freeze([]) as unknown as CardView[],
  attempted: false,
  newspaper: 0,
  vesper: 0,
  declared: null,
  total: null,
});

/** Each way of seeing a card, made once: views share them rather than allocate cards. */
const FACE_DOWN: CardView = Object.freeze({ up: false });
const FACES = new Map(
  EQUIPMENT_RANKS.map((rank) => [
    rank,
    Object.freeze({
      up: Object.freeze({ up: true, rank }),
      shown: Object.freeze({ up: false, shown: true, rank }),
      seen: Object.freeze({ up: false, rank }),
    }),
  ]),
);

function cardView(id: number, up: boolean, shown: boolean, viewerMaySee: boolean): CardView {
  if (!up && !shown && !viewerMaySee) return FACE_DOWN;
  const faces = FACES.get(equipmentRank(id))!;
  return up ? faces.up : shown ? faces.shown : faces.seen;
}

export function publicResult(result: KResult | null): GameResult | null {
  return result && { winners: result.winners, reason: result.reason };
}
