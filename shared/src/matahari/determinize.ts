/**
 * A Mata Hari state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. Its hand, its objective, its offer and the offers shown to it after its
 * wrong accusations are known, with everything public; and what it remembers (memory.ts):
 * cards shown to it in earlier turns that their holder still has, and the colour each player
 * last demanded. The other hands, offers and the draw pile are dealt at random from the cards
 * left, and the other objectives from those left, of the colour demanded where there is one.
 *
 * Not rebuilt: a search of the draw pile (the view does not say what follows it), and the
 * game's end. Whether a seat made a counter-offer it has since withdrawn is not in the view:
 * it is taken from its answer.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat } from '../core/viewer';
import { colourOf, OPERATION_CARDS, partnerIds, RESOURCES, removedCards, resourceId, SEAT_PLANS, type Face } from './cards';
import { sortHand } from './flow';
import type { Answer, MState, Offer, Shown } from './state';
import { rememberedBy } from './memory';
import type { MView } from './view';

export function determinize(view: MView, memory: readonly unknown[], random: () => number): MState | null {
  const seat = view.viewer;
  const seats = view.players.length;
  const plan = SEAT_PLANS[seats];
  if (!isSeat(seat) || view.result || view.searching || !view.hand || !view.objective || !plan) return null;
  const removed = removedCards(plan);
  const free = new Set(Array.from({ length: OPERATION_CARDS }, (_, id) => id).filter((id) => !removed.includes(id)));
  const tryTake = (face: Face): number | null => {
    const candidates = 'partner' in face ? partnerIds(face.partner) : [resourceId(face.resource, face.priority)];
    const id = candidates.find((candidate) => free.has(candidate));
    if (id === undefined) return null;
    free.delete(id);
    return id;
  };
  const take = (face: Face): number => {
    const id = tryTake(face);
    if (id === null) throw new Error(`no card ${JSON.stringify(face)} is left`);
    return id;
  };
  const outOfGame = view.outOfGame.map((partner) => take({ partner }));
  const hands: number[][] = view.players.map((player, at) =>
    at === seat ? view.hand!.map(take) : Array.from({ length: player.hand }, () => -1),
  );
  const shownTo = new Map((view.shown ?? []).map((shown) => [shown.seat, shown.cards]));
  const offers = view.players.map((player, at): number[] | null => {
    if (!player.offer) return null;
    const faces = at === seat ? player.offer.cards : shownTo.get(at);
    return faces && faces.length === player.offer.size ? faces.map(take) : Array.from({ length: player.offer.size }, () => -1);
  });
  const { holds, wants } = rememberedBy(memory, seat);
  // Cards shown to the seat in an earlier turn lie somewhere among their holder's unknown cards.
  for (const [holder, faces] of holds) {
    const slots = shuffleWith(
      [hands[holder], offers[holder]].flatMap((cards) => cards?.flatMap((card, i) => (card < 0 ? [{ cards, i }] : [])) ?? []),
      random,
    );
    for (const face of faces) {
      const slot = slots.pop();
      const id = slot && tryTake(face);
      if (slot && id !== null && id !== undefined) slot.cards[slot.i] = id;
    }
  }
  const pool = shuffleWith([...free], random);
  const deal = (cards: number[]) =>
    cards.forEach((card, i) => {
      if (card < 0) cards[i] = pool.pop()!;
    });
  hands.forEach((hand, at) => {
    if (at !== seat) deal(hand);
  });
  offers.forEach((offer) => offer && deal(offer));
  if (pool.length !== view.drawPile) return null;
  hands.forEach((hand, at) => {
    if (at !== seat) sortHand(hand);
  });

  const own = RESOURCES.indexOf(view.objective.resource);
  const others = shuffleWith(
    RESOURCES.flatMap((name, r) => (plan.removedResources.includes(name) || r === own ? [] : [r])),
    random,
  );
  // A player who demanded a colour likely collects it: its objective is drawn from that colour
  // where one is left; the others' from what remains.
  const objectives = view.players.map((_, at) => (at === seat ? own : -1));
  for (const [at, colour] of wants) {
    const fitting = others.findIndex((r) => colourOf(RESOURCES[r]!) === colour);
    if (at !== seat && objectives[at] === -1 && fitting >= 0) objectives[at] = others.splice(fitting, 1)[0]!;
  }
  objectives.forEach((objective, at) => {
    if (objective < 0) objectives[at] = others.pop()!;
  });
  const offerOf = (at: number): Offer | null => {
    const cards = offers[at];
    return cards ? { cards, declaration: view.players[at]!.offer!.declaration } : null;
  };
  const answers = view.players.map((player, at): Answer | null =>
    at === view.active || player.answer === null ? null : { status: player.answer, offer: offerOf(at), made: player.answer === 'offered' },
  );
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
