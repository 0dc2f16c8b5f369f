import type { MadeEvent } from './events';
import { makeRng, nextInt, shuffle, type Seed } from '../core/rng';
import type { Seat } from '../core/viewer';
import {
  ciMarks,
  DECK_SIZE,
  equipmentRank,
  MISSION_CARDS,
  MISSIONS_PER_ROUND,
  missionCard,
  NOTORIETY_LOSS,
  NOTORIETY_SUPPLY,
  ROUNDS,
  SEATS,
} from './cards';
import { canProduce, canTakeTurn, effectiveTotal, opponent, revealOrder, totalOptions } from './board';
import { itemActions } from './items';
import { finalScores, scoreResult } from './scoring';
import type { KState, Mission, Options, Task } from './state';

/** Steps of one mission's reveal: [what, index into the reveal order]. */
export const REVEAL_STEPS = [
  ['before', 0],
  ['before', 1],
  ['declare', 0],
  ['declare', 1],
  ['after', 0],
  ['after', 1],
] as const;

export function setup(seed: Seed, options: Options): KState {
  const rng = makeRng(seed);
  const firstSeat = options.firstSeat === 'random' ? nextInt(rng, SEATS) : options.firstSeat;
  const state: KState = {
    rng,
    round: 0,
    firstSeat,
    startSeat: firstSeat,
    supply: NOTORIETY_SUPPLY,
    missionDeck: shuffle(
      MISSION_CARDS.map((_, id) => id),
      rng,
    ),
    missionDiscard: [],
    missions: [],
    players: Array.from({ length: SEATS }, () => ({
      deck: [],
      discard: [],
      notoriety: 0,
      items: [],
      pile: [],
      peek: 0,
      noItemsRound: null,
    })),
    turn: null,
    reveal: null,
    prompt: null,
    queue: [],
    result: null,
  };
  // A new round always begins with a turn, so there is nothing to advance yet.
  startRound(state, []);
  return state;
}

function startRound(state: KState, events: MadeEvent[]): void {
  state.round += 1;
  state.startSeat = (state.firstSeat + state.round - 1) % SEATS;
  state.players.forEach((player, seat) => {
    player.deck = shuffle(
      Array.from({ length: DECK_SIZE }, (_, i) => seat * DECK_SIZE + i),
      state.rng,
    );
    player.discard = [];
    player.peek = 0;
  });
  layMissions(state);
  state.turn = null;
  state.reveal = null;
  events.push({ type: 'round', round: state.round, startSeat: state.startSeat });
  beginTurn(state, state.startSeat, events);
}

/** Four missions; a counter-intelligence card gets another mission card on top of it, and
 *  counter-intelligence cards drawn for that are set aside, then shuffled back. */
function layMissions(state: KState): void {
  const isCi = (id: number) => missionCard(id).kind === 'ci';
  const laid = Array.from({ length: MISSIONS_PER_ROUND }, () => state.missionDeck.pop()!);
  const setAside: number[] = [];
  state.missions = laid.map((first): Mission => {
    let card = first;
    let ci: number | null = null;
    if (isCi(first)) {
      ci = first;
      card = state.missionDeck.pop()!;
      while (isCi(card)) {
        setAside.push(card);
        card = state.missionDeck.pop()!;
      }
    }
    return { card, ci, taker: null, resolved: false, sides: Array.from({ length: SEATS }, emptySide) };
  });
  if (setAside.length) {
    state.missionDeck.push(...setAside);
    shuffle(state.missionDeck, state.rng);
  }
}

function emptySide() {
  return { cards: [], attempted: false, newspaper: 0, vesper: 0, declared: null };
}

/** Gives the turn to `seat`, or to the other player, or starts the reveal. */
export function beginTurn(state: KState, preferred: Seat, events: MadeEvent[]): void {
  const seat = [preferred, opponent(preferred)].find((s) => canTakeTurn(state, s));
  if (seat === undefined) {
    state.turn = null;
    state.reveal = { mission: 0, step: 0 };
    events.push({ type: 'reveal' });
    return;
  }
  state.turn = { seat, drawn: null, mission: null };
  events.push({ type: 'turn', seat });
}

/**
 * Moves the game forward through everything that needs nobody's decision: empty item
 * windows, declarations without a 1/11 choice, resolution, the next mission and round.
 * Stops where a seat has to act.
 */
export function advance(state: KState, events: MadeEvent[]): void {
  while (!state.result && !state.prompt) {
    const task = state.queue.shift();
    if (task) {
      runTask(state, task, events);
      continue;
    }
    if (!state.reveal) {
      if (!outOfMissions(state)) return;
      beginTurn(state, opponent(state.turn!.seat), events);
      continue;
    }
    const { mission, step } = state.reveal;
    const m = state.missions[mission]!;
    if (step === 0 && m.sides.every((side) => side.cards.length === 0)) {
      discardMission(state, mission, events);
      nextMission(state, events);
      continue;
    }
    const spec = REVEAL_STEPS[step];
    if (!spec) {
      startResolution(state);
      continue;
    }
    const seat = revealOrder(state)[spec[1]];
    if (spec[0] === 'declare') {
      if (!declareStep(state, seat, events)) return;
    } else if (itemActions(state, seat, spec[0]).length > 0 && state.players[seat]!.noItemsRound !== state.round) {
      return;
    }
    state.reveal.step += 1;
  }
}

/** A Jetpack used before the first draw can leave its user no mission to attempt (both of its
 *  missions count as attempted): that turn cannot be taken and passes. */
function outOfMissions(state: KState): boolean {
  const turn = state.turn;
  return turn !== null && turn.drawn === null && turn.mission === null && !canTakeTurn(state, turn.seat);
}

/** The seat whose window or declaration the reveal is waiting for, if any. */
export function revealSeat(state: KState): Seat | null {
  const spec = state.reveal && REVEAL_STEPS[state.reveal.step];
  return spec ? revealOrder(state)[spec[1]] : null;
}

/** Turns the seat's cards up; declares at once when there is only one possible total.
 *  Returns false when the seat has to choose. */
function declareStep(state: KState, seat: Seat, events: MadeEvent[]): boolean {
  const mission = state.reveal!.mission;
  const side = state.missions[mission]!.sides[seat]!;
  if (side.cards.length === 0) return true;
  if (side.cards.some((card) => !card.up)) {
    for (const card of side.cards) card.up = true;
    events.push({ type: 'revealed', seat, mission, ranks: side.cards.map((c) => equipmentRank(c.id)) });
  }
  const options = totalOptions(side);
  if (options.length > 1) return false;
  declare(state, seat, options[0]!, events);
  return true;
}

export function declare(state: KState, seat: Seat, total: number, events: MadeEvent[]): void {
  const mission = state.reveal!.mission;
  state.missions[mission]!.sides[seat]!.declared = total;
  events.push({ type: 'declared', seat, mission, total });
}

/** Failed and perfect missions in reveal order, then the mission card goes to its taker. */
function startResolution(state: KState): void {
  const mission = state.reveal!.mission;
  const sides = state.missions[mission]!.sides;
  const tasks: Task[] = [];
  for (const seat of revealOrder(state)) {
    const total = effectiveTotal(sides[seat]!);
    if (total === null) continue;
    if (total > 21) tasks.push({ t: 'fail', seat, mission });
    else if (total === 21) tasks.push({ t: 'perfect', seat });
  }
  tasks.push({ t: 'take', mission, seat: missionWinner(state, mission) }, { t: 'next' });
  state.queue.push(...tasks);
  state.reveal!.step = REVEAL_STEPS.length;
}

/** Highest total not over 21; tie: more cards; still tied: nobody. */
function missionWinner(state: KState, mission: number): Seat | null {
  const contenders = state.missions[mission]!.sides.map((side, seat) => ({
    seat,
    total: effectiveTotal(side),
    cards: side.cards.length,
  })).filter((c): c is { seat: number; total: number; cards: number } => c.total !== null && c.total <= 21);
  contenders.sort((a, b) => b.total - a.total || b.cards - a.cards);
  const [best, next] = contenders;
  if (!best) return null;
  if (next && next.total === best.total && next.cards === best.cards) return null;
  return best.seat;
}

function runTask(state: KState, task: Task, events: MadeEvent[]): void {
  switch (task.t) {
    case 'fail': {
      const side = state.missions[task.mission]!.sides[task.seat]!;
      state.players[task.seat]!.discard.push(...side.cards.map((c) => c.id));
      side.cards = [];
      events.push({ type: 'failed', seat: task.seat, mission: task.mission });
      queueGain(state, task.seat, 1);
      return;
    }
    case 'perfect':
      events.push({ type: 'perfect', seat: task.seat, mission: state.reveal!.mission });
      if (state.players[task.seat]!.notoriety > 0) state.prompt = { kind: 'perfect', seat: task.seat };
      return;
    case 'take':
      takeMission(state, task.mission, task.seat, events);
      return;
    case 'next':
      nextMission(state, events);
      return;
    case 'gain': {
      const player = state.players[task.seat]!;
      if (!task.asked && player.notoriety + task.n >= NOTORIETY_LOSS && canProduce(player, 'balaclava')) {
        // The gain waits at the head of the queue until the Balaclava question is answered.
        state.queue.unshift({ ...task, asked: true });
        state.prompt = { kind: 'balaclava', seat: task.seat };
        return;
      }
      const n = Math.min(task.n, state.supply);
      player.notoriety += n;
      state.supply -= n;
      events.push({ type: 'notoriety', seat: task.seat, gained: n, total: player.notoriety });
      if (player.notoriety >= NOTORIETY_LOSS) {
        state.result = { winners: [opponent(task.seat)], reason: 'notoriety', loser: task.seat, scores: null };
        state.queue = [];
        state.turn = null;
        events.push({ type: 'gameOver', winners: state.result.winners, reason: 'notoriety' });
      }
      return;
    }
  }
}

function takeMission(state: KState, mission: number, seat: Seat | null, events: MadeEvent[]): void {
  const m = state.missions[mission]!;
  m.resolved = true;
  m.taker = seat;
  if (seat === null) {
    discardMission(state, mission, events);
    return;
  }
  const player = state.players[seat]!;
  const card = m.card!;
  if (missionCard(card).kind === 'item') player.items.push(card);
  else player.pile.push(card);
  const ci = m.ci;
  m.card = null;
  m.ci = null;
  events.push({ type: 'took', seat, mission });
  if (ci === null) return;
  state.missionDiscard.push(ci);
  const marks = ciMarks(ci);
  if (canProduce(player, 'chloroform')) state.prompt = { kind: 'chloroform', seat, marks };
  else queueGain(state, seat, marks);
}

/** Notoriety to take next, before anything else still to resolve. */
export function queueGain(state: KState, seat: Seat, n: number): void {
  state.queue.unshift({ t: 'gain', seat, n, asked: false });
}

/** A mission nobody takes: its card and any counter-intelligence card are discarded. */
function discardMission(state: KState, mission: number, events: MadeEvent[]): void {
  const m = state.missions[mission]!;
  for (const id of [m.card, m.ci]) if (id !== null) state.missionDiscard.push(id);
  m.card = null;
  m.ci = null;
  m.resolved = true;
  events.push({ type: 'discarded', mission });
}

/** The next mission's reveal; after the fourth, the next round or the final scoring. */
function nextMission(state: KState, events: MadeEvent[]): void {
  const mission = state.reveal!.mission + 1;
  if (mission < MISSIONS_PER_ROUND) {
    state.reveal = { mission, step: 0 };
    return;
  }
  if (state.round < ROUNDS) {
    startRound(state, events);
    return;
  }
  state.reveal = null;
  state.result = scoreResult(finalScores(state));
  events.push({ type: 'gameOver', winners: state.result.winners, reason: state.result.reason, scores: state.result.scores });
}
