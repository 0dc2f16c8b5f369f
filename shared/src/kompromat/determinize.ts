/**
 * A Kompromat state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. Everything on the table is public or in the seat's view: each card whose
 * rank the seat sees keeps it, and the cards it cannot see (both decks, discards, face-down
 * cards, a drawn card) are dealt at random from what is left of their owner's fourteen; the
 * mission deck from the mission cards not in sight.
 *
 * Only a turn is rebuilt: in the reveal and its prompts the view does not carry the steps
 * left to resolve (`KState.queue`), and Normal decides there. An opponent's "no items this
 * round" is unknown and taken as not said; it only changes when the rules wait for them.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat, type Seat } from '../core/viewer';
import { DECK_SIZE, equipmentRank, MISSION_CARDS, SEATS, type MissionCard } from './cards';
import type { KState, Mission, Placed, Player } from './state';
import type { CardView, KView } from './view';

export function determinize(view: KView, _memory: readonly unknown[], random: () => number): KState | null {
  const seat = view.viewer;
  if (!isSeat(seat) || view.result || view.reveal || view.prompt || !view.turn) return null;
  const missionIds = new MissionIds();
  const equipment = Array.from({ length: SEATS }, (_, owner) => new Equipment(owner));

  // Cards with a known rank take their ids first; the unknown ones are dealt after.
  const unknown: ((id: number) => void)[][] = equipment.map(() => []);
  const card = (owner: Seat, shown: CardView, place: (id: number) => void) => {
    if (shown.rank === undefined) unknown[owner]!.push(place);
    else place(equipment[owner]!.take(shown.rank));
  };

  const missions: Mission[] = view.missions.map((m) => ({
    card: m.card && missionIds.take(m.card),
    ci: m.ci === null ? null : missionIds.take({ kind: 'ci', marks: m.ci }),
    sides: m.sides.map((side, owner) => {
      const cards: Placed[] = side.cards.map((shown) => ({ id: -1, up: shown.up, shown: shown.shown === true }));
      side.cards.forEach((shown, i) => card(owner, shown, (id) => { cards[i]!.id = id; }));
      return { cards, attempted: side.attempted, newspaper: side.newspaper, vesper: side.vesper, declared: side.declared };
    }),
    taker: m.taker,
    resolved: m.resolved,
  }));

  const players: Player[] = view.players.map((shown, owner) => {
    const peeked = (shown.peek ?? []).map((rank) => equipment[owner]!.take(rank));
    const hidden = shown.deck - peeked.length;
    const player: Player = {
      // The top is the end, and the peek lists the top first.
      deck: [...Array.from({ length: hidden }, () => -1), ...peeked.reverse()],
      discard: Array.from({ length: shown.discard }, () => -1),
      notoriety: shown.notoriety,
      items: shown.items.map((item) => missionIds.take({ kind: 'item', item })),
      pile: shown.pile.map((pile) => missionIds.take(pile)),
      peek: peeked.length,
      noItemsRound: null,
    };
    for (let i = 0; i < hidden; i++) unknown[owner]!.push((id) => { player.deck[i] = id; });
    player.discard.forEach((_, i) => unknown[owner]!.push((id) => { player.discard[i] = id; }));
    return player;
  });
  const missionDiscard = view.missionDiscard.map((discarded) => missionIds.take(discarded));

  const { turn } = view;
  const drawn = { id: null as number | null };
  if (turn.drawn) card(turn.seat, turn.drawn, (id) => { drawn.id = id; });

  unknown.forEach((places, owner) => {
    const ids = shuffleWith(equipment[owner]!.left(), random);
    places.forEach((place, i) => place(ids[i]!));
  });

  return commitState<KState>({
    rng: scrambledRng(random),
    round: view.round,
    firstSeat: (((view.startSeat - view.round + 1) % SEATS) + SEATS) % SEATS,
    startSeat: view.startSeat,
    supply: view.supply,
    missionDeck: shuffleWith(missionIds.left(), random),
    missionDiscard,
    missions,
    players,
    turn: { seat: turn.seat, drawn: drawn.id, mission: turn.mission },
    reveal: null,
    prompt: null,
    queue: [],
    result: null,
  });
}

/** Mission card ids not yet placed, taken by what a card shows. */
class MissionIds {
  private readonly free = MISSION_CARDS.map((_, id) => id);

  take(card: MissionCard): number {
    const key = JSON.stringify(card);
    const at = this.free.findIndex((id) => JSON.stringify(MISSION_CARDS[id]) === key);
    if (at < 0) throw new Error(`no mission card ${key} is left`);
    return this.free.splice(at, 1)[0]!;
  }

  left(): number[] {
    return this.free.slice();
  }
}

/** One owner's equipment ids not yet placed, taken by rank. */
class Equipment {
  private readonly free: number[];

  constructor(owner: Seat) {
    this.free = Array.from({ length: DECK_SIZE }, (_, i) => owner * DECK_SIZE + i);
  }

  take(rank: number): number {
    const at = this.free.findIndex((id) => equipmentRank(id) === rank);
    if (at < 0) throw new Error(`no equipment card of rank ${rank} is left`);
    return this.free.splice(at, 1)[0]!;
  }

  left(): number[] {
    return this.free.slice();
  }
}
