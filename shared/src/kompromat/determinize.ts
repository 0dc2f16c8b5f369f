/**
 * A Kompromat state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. Everything on the table is public or in the seat's view: each card whose
 * rank the seat sees keeps it, and the cards it cannot see are dealt from what is left of
 * their owner's fourteen: the face-down cards at a mission as its owner's choices there make
 * likely (`dealSide`), then the rest (both decks, discards, a drawn card) at random; the
 * mission deck from the mission cards not in sight.
 *
 * A turn and the reveal's windows are rebuilt, not its prompts: the steps left to resolve
 * (`KState.queue`) are empty in a window, but the view does not carry them while the rules
 * ask a question in the middle of a resolution, and Normal decides there. An opponent's "no
 * items this round" is unknown and taken as not said; it only changes when the rules wait
 * for them.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat, type Seat } from '../core/viewer';
import { ACE, DECK_SIZE, equipmentRank, LIMIT, MISSION_CARDS, SEATS, type MissionCard } from './cards';
import { REVEAL_STEPS } from './flow';
import type { KState, Mission, Placed, Player } from './state';
import type { CardView, KView } from './view';

export function determinize(view: KView, _memory: readonly unknown[], random: () => number): KState | null {
  const seat = view.viewer;
  if (!isSeat(seat) || view.result || view.prompt || (!view.turn && !view.reveal)) return null;
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
      // A card of unknown rank keeps id -1 here: `dealSide` deals it (below).
      const cards: Placed[] = side.cards.map((shown) => ({
        id: shown.rank === undefined ? -1 : equipment[owner]!.take(shown.rank),
        up: shown.up,
        shown: shown.shown === true,
      }));
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
    for (let i = 0; i < hidden; i++)
      unknown[owner]!.push((id) => {
        player.deck[i] = id;
      });
    player.discard.forEach((_, i) =>
      unknown[owner]!.push((id) => {
        player.discard[i] = id;
      }),
    );
    return player;
  });
  const missionDiscard = view.missionDiscard.map((discarded) => missionIds.take(discarded));

  const { turn, reveal } = view;
  const drawn = { id: null as number | null };
  if (turn?.drawn)
    card(turn.seat, turn.drawn, (id) => {
      drawn.id = id;
    });

  unknown.forEach((places, owner) => {
    const ids = shuffleWith(equipment[owner]!.left(), random);
    // The longest sides first: a long side needs low cards to stay within 21, and a short
    // one dealt before it could have taken them all.
    const hiddenAt = (at: number) => missions[at]!.sides[owner]!.cards.filter((card) => card.id < 0).length;
    const order = missions.map((_, at) => at).sort((a, b) => hiddenAt(b) - hiddenAt(a));
    for (const at of order) dealSide(missions[at]!.sides[owner]!.cards, ids, !(turn?.seat === owner && turn.mission === at), random);
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
    turn: turn && { seat: turn.seat, drawn: drawn.id, mission: turn.mission },
    reveal: reveal && { mission: reveal.mission, step: revealStep(reveal, view.startSeat) },
    prompt: null,
    queue: [],
    result: null,
  });
}

/** The reveal's step its view names: a window or declaration, and whose. */
function revealStep(reveal: NonNullable<KView['reveal']>, startSeat: Seat): number {
  const step = REVEAL_STEPS.findIndex(([kind, order]) => kind === reveal.step && (order === 0 ? startSeat : 1 - startSeat) === reveal.seat);
  if (step < 0) throw new Error(`no reveal step ${reveal.step} of seat ${reveal.seat} waits outside a prompt`);
  return step;
}

/** Deals tried for one side's face-down cards, of which one is kept by its likelihood. */
const SIDE_DEALS = 16;
/**
 * A player is as likely to stop as to draw on at a best total of `STOP_AT` (1/11 as 11 where
 * it fits), or where the next card is likely to bust: a total over `RISKY_AT` counting 1/11
 * as 1 leaves room for six at most, and six of the fourteen ranks are higher. The chances turn
 * around these over `STOP_SOFTNESS` points (a logistic's scale). A sharper model of the
 * Normal bot's own rule would read it better, and people worse.
 */
const STOP_AT = 16.5;
const RISKY_AT = 14.5;
const STOP_SOFTNESS = 0.5;

/**
 * The face-down cards of one side (id -1) dealt from `pool` (their owner's unseen ids), the
 * dealt ids taken out of it. A side is a record of choices: after each card but the last its
 * owner drew again, which the rules forbid over 21, and after the last it stopped (`stopped`:
 * unless the turn is still going there). So each of `SIDE_DEALS` deals gives a card that is
 * not the side's last only from those that keep it within 21, and one deal is kept in
 * proportion to how likely a player who draws while short of about 17 is to have placed it
 * (weighed back by how few cards each step allowed, so that the deals stand for the uniform
 * ones the rules allow): a side an opponent stopped at early is likely high, one drawn on long
 * likely low. The seat's own forgotten cards are dealt so too: it too stopped for a reason.
 */
function dealSide(cards: Placed[], pool: number[], stopped: boolean, random: () => number): void {
  if (cards.every((card) => card.id >= 0)) return;
  const rankOf = pool.map(equipmentRank);
  const deal = () => {
    const left = pool.map((_, i) => i);
    const picked: number[] = [];
    let total = 0;
    let allowed = 1;
    const ranks = cards.map((card, at) => {
      const rank = card.id >= 0 ? equipmentRank(card.id) : rankOf[pickFor(at)]!;
      total += rank;
      return rank;
    });
    /** A card for the face-down place `at`, within 21 with the lowest of those left for the
     *  face-down places after it but the last: a deal never comes to a dead end then. */
    function pickFor(at: number): number {
      const after = hiddenAfter(cards, at);
      const sorted = left.map((i) => rankOf[i]!).sort((a, b) => a - b);
      const lowest = sorted.slice(0, after).reduce((sum, rank) => sum + rank, 0);
      // The lowest `after` once a card is taken: one of them was its rank, or none was (the
      // pool holds every hidden card of the side, so `sorted[after]` is there).
      const rest = (rank: number) => (after > 0 && rank <= sorted[after - 1]! ? lowest + sorted[after]! - rank : lowest);
      const fitting = at === cards.length - 1 ? left : left.filter((i) => total + rankOf[i]! + rest(rankOf[i]!) <= LIMIT);
      const from = fitting.length > 0 ? fitting : left;
      allowed *= from.length / left.length;
      const index = from[Math.floor(random() * from.length)]!;
      left.splice(left.indexOf(index), 1);
      picked.push(index);
      return index;
    }
    return { picked, weight: sideLikelihood(ranks, stopped) * allowed };
  };
  const deals = Array.from({ length: SIDE_DEALS }, deal);
  const sum = deals.reduce((total, deal) => total + deal.weight, 0);
  let pick = random() * sum;
  const chosen = sum > 0 ? (deals.find((deal) => (pick -= deal.weight) < 0) ?? deals.at(-1)!) : deals[0]!;
  let next = 0;
  for (const card of cards) if (card.id < 0) card.id = pool[chosen.picked[next++]!]!;
  for (const index of [...chosen.picked].sort((a, b) => b - a)) pool.splice(index, 1);
}

/** The face-down cards after `at` that are not the side's last: each was drawn within 21. */
function hiddenAfter(cards: readonly Placed[], at: number): number {
  return cards.slice(at + 1, -1).filter((card) => card.id < 0).length;
}

/** How likely a player is to have drawn each of `ranks` after the first, then stopped. */
function sideLikelihood(ranks: readonly number[], stopped: boolean): number {
  let weight = 1;
  let hard = 0;
  let aces = 0;
  for (const [i, rank] of ranks.entries()) {
    if (i > 0) weight *= drawChance(hard, aces);
    hard += rank;
    if (rank === ACE) aces++;
  }
  return stopped ? weight * (1 - drawChance(hard, aces)) : weight;
}

/** The chance a player draws again at a side of `hard` total (1/11 as 1) with `aces` 1/11s. */
function drawChance(hard: number, aces: number): number {
  if (hard > LIMIT) return 0;
  const best = aces > 0 && hard + 10 <= LIMIT ? hard + 10 : hard;
  return 1 / (1 + Math.exp(Math.max(best - STOP_AT, hard - RISKY_AT) / STOP_SOFTNESS));
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
