/**
 * A Mata Hari state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. Its hand, its objective, its offer and the offers shown to it after its
 * wrong accusations are known, with everything public; the other hands, offers and the draw
 * pile are dealt at random from the cards left, and the other objectives from those left.
 *
 * Not rebuilt: a search of the draw pile (the view does not say what follows it), and the
 * game's end. Whether a seat made a counter-offer it has since withdrawn is not in the view:
 * it is taken from its answer.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat } from '../core/viewer';
import { OPERATION_CARDS, partnerIds, RESOURCES, removedCards, resourceId, SEAT_PLANS, type Face } from './cards';
import { sortHand } from './flow';
import type { Answer, MState, Offer, Shown } from './state';
import type { MView } from './view';

export function determinize(view: MView, _memory: readonly unknown[], random: () => number): MState | null {
  const seat = view.viewer;
  const seats = view.players.length;
  const plan = SEAT_PLANS[seats];
  if (!isSeat(seat) || view.result || view.searching || !view.hand || !view.objective || !plan) return null;
  const removed = removedCards(plan);
  const free = new Set(Array.from({ length: OPERATION_CARDS }, (_, id) => id).filter((id) => !removed.includes(id)));
  const take = (face: Face): number => {
    const candidates = 'partner' in face ? partnerIds(face.partner) : [resourceId(face.resource, face.priority)];
    const id = candidates.find((candidate) => free.has(candidate));
    if (id === undefined) throw new Error(`no card ${JSON.stringify(face)} is left`);
    free.delete(id);
    return id;
  };
  const outOfGame = view.outOfGame.map((partner) => take({ partner }));
  const hands: number[][] = view.players.map((player, at) => (at === seat ? view.hand!.map(take) : Array.from({ length: player.hand }, () => -1)));
  const shownTo = new Map((view.shown ?? []).map((shown) => [shown.seat, shown.cards]));
  const offers = view.players.map((player, at): number[] | null => {
    if (!player.offer) return null;
    const faces = at === seat ? player.offer.cards : shownTo.get(at);
    return faces && faces.length === player.offer.size ? faces.map(take) : Array.from({ length: player.offer.size }, () => -1);
  });
  const pool = shuffleWith([...free], random);
  const deal = (cards: number[]) => cards.forEach((card, i) => { if (card < 0) cards[i] = pool.pop()!; });
  hands.forEach((hand, at) => { if (at !== seat) deal(hand); });
  offers.forEach((offer) => offer && deal(offer));
  if (pool.length !== view.drawPile) return null;
  hands.forEach((hand, at) => { if (at !== seat) sortHand(hand); });

  const own = RESOURCES.indexOf(view.objective.resource);
  const others = shuffleWith(RESOURCES.flatMap((name, r) => (plan.removedResources.includes(name) || r === own ? [] : [r])), random);
  const objectives = view.players.map((_, at) => (at === seat ? own : others.pop()!));
  const offerOf = (at: number): Offer | null => {
    const cards = offers[at];
    return cards ? { cards, declaration: view.players[at]!.offer!.declaration } : null;
  };
  const answers = view.players.map((player, at): Answer | null => (at === view.active || player.answer === null
    ? null
    : { status: player.answer, offer: offerOf(at), made: player.answer === 'offered' }));
  const shown: Shown[] = [...shownTo.keys()].map((accused) => ({ accuser: seat, accused, cards: offers[accused] ?? [] }));
  return commitState<MState>({
    rng: scrambledRng(random),
    seats,
    removed,
    drawPile: pool,
    hands,
    objectives,
    spareObjectives: others,
    compromised: view.players.map((player) => player.compromised),
    undercover: view.players.map((player) => player.undercover),
    coversLeft: view.coversLeft,
    outOfGame,
    turn: {
      seat: view.active,
      number: view.turn,
      offer: offerOf(view.active),
      request: view.request,
      answers,
      accusations: view.accusations.map((accusation) => ({ ...accusation })),
      shown,
      search: null,
      assassin: view.assassin && { target: view.assassin.target, demand: view.assassin.demand },
    },
    result: null,
  });
}
