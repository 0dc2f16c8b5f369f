import type { GameResult } from '../core/contract';
import { asOneEntry } from '../core/leaves';
import { stateMemo } from '../core/plain';
import { isSeat, SPECTATOR, type Seat, type Viewer } from '../core/viewer';
import { facesOf, objectiveOf, partnerOf, SEAT_PLANS, type Face } from './cards';
import { sortHand } from './flow';
import { legality, mayLetPass, phaseOf } from './legal';
import { offerOf, type MResult, type MState } from './state';
import type { FinalView, MView, OfferView, PlayerView } from './viewSchema';

export type { FinalView, MView, OfferView, PlayerView };

/**
 * Offers, requests, demands, hands and templates only ever change whole, so each travels as
 * one entry (`asOneEntry`, templates marked in `legality`) rather than one per field.
 *
 * The view of `viewer`: the public view, with what only this seat may see laid over it. The
 * public view is built once per state (see `stateMemo`), and a seat's view shares every part
 * of it that is the same, so the room's comparison of the two skips those parts at once.
 */
export function viewFor(state: MState, viewer: Viewer): MView {
  const seen = publicView(state);
  if (!isSeat(viewer)) return seen;
  const { turn } = state;
  const shown = turn.shown.filter((s) => s.accuser === viewer).map((s) => asOneEntry({ seat: s.accused, cards: facesOf(s.cards) }));
  return {
    ...seen,
    viewer,
    players: offerOf(state, viewer)
      ? seen.players.map((player, seat) => (seat === viewer ? withOfferCards(state, player, seat) : player))
      : seen.players,
    hand: asOneEntry(facesOf(state.hands[viewer]!)),
    objective: objectiveOf(state.objectives[viewer]!),
    ...(shown.length > 0 ? { shown } : {}),
    ...(turn.search?.seat === viewer ? { search: asOneEntry(facesOf(sortHand([...state.drawPile]))) } : {}),
    legal: legality.legalActions(state, viewer),
  };
}

/**
 * Every card face up, for the replay of a finished game (see `GameDefinition.openView`): every
 * hand, objective and offer with its faces. The draw pile stays a count.
 */
export function openView(state: MState): MView {
  const seen = publicView(state);
  return {
    ...seen,
    open: true,
    players: seen.players.map((player, seat) => withOfferCards(state, player, seat)),
    hands: handsOf(state),
    objectives: state.objectives.map(objectiveOf),
  };
}

/** The seat's player with the faces of its offer, if it has one, in the order they lie. */
function withOfferCards(state: MState, player: PlayerView, seat: Seat): PlayerView {
  const offer = offerOf(state, seat);
  return offer ? { ...player, offer: asOneEntry({ ...player.offer!, cards: facesOf(offer.cards) }) } : player;
}

function handsOf(state: MState): Face[][] {
  return state.hands.map((hand) => asOneEntry(facesOf(hand)));
}

/** The faces of the viewer's own offer, in the order they lie (none for a spectator or
 *  without an offer): what an Assassin's adjustment picks from. */
export function ownOfferCards(view: MView): Face[] {
  return (isSeat(view.viewer) ? view.players[view.viewer]?.offer?.cards : undefined) ?? [];
}

const publicView = stateMemo((state: MState): MView => {
  const { turn } = state;
  const plan = SEAT_PLANS[state.seats]!;
  return {
    game: 'matahari',
    viewer: SPECTATOR,
    phase: phaseOf(state),
    active: turn.seat,
    turn: turn.number,
    waitingFor: legality.actingSeats(state).filter((seat) => legality.legalActions(state, seat).some((legal) => !mayLetPass(legal))),
    drawPile: state.drawPile.length,
    coversLeft: state.coversLeft,
    removed: { resources: [...plan.removedResources], partnersEach: plan.partnersRemoved },
    outOfGame: sortHand([...state.outOfGame]).map((id) => partnerOf(id)!),
    request: asOneEntry(turn.request),
    players: state.hands.map((hand, seat) => {
      const offer = offerOf(state, seat);
      return {
        hand: hand.length,
        compromised: state.compromised[seat]!,
        undercover: state.undercover[seat]!,
        offer: asOneEntry(offer && { size: offer.cards.length, declaration: offer.declaration }),
        answer: turn.answers[seat]?.status ?? null,
      };
    }),
    accusations: turn.accusations,
    assassin: assassinView(state),
    searching: turn.search && { seat: turn.search.seat, max: turn.search.max },
    final: state.result && finalView(state, state.result),
    legal: [],
    result: publicResult(state.result),
  };
});

function assassinView(state: MState): MView['assassin'] {
  const { turn } = state;
  return asOneEntry(turn.assassin && { seat: turn.seat, target: turn.assassin.target, demand: turn.assassin.demand });
}

function finalView(state: MState, result: MResult): FinalView {
  return {
    hands: handsOf(state),
    objectives: state.objectives.map(objectiveOf),
    excluded: result.excluded,
    scores: result.scores,
    visionary: result.visionary,
  };
}

export function publicResult(result: MResult | null): GameResult | null {
  return result && { winners: result.winners, reason: result.reason };
}
