import type { GameEvent } from '../core/events';
import { deepClone } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat, type Viewer } from '../core/viewer';
import { CARD_COUNT, cardsOf, LINES, type CardNo } from './cards';
import { compiledCount, SIDES } from './board';
import type { CState, Frame } from './state';

/** Every card of the drafted protocols in exactly one place; hands sorted; a decision open
 *  whenever the game goes on; no engine error. */
export function invariants(state: CState): string[] {
  const problems: string[] = [];
  if (state.result?.reason === 'engine_step_limit') problems.push('the engine reached its step limit');
  if (!state.result && !state.prompt) problems.push('the game goes on but nobody is asked anything');
  if (!state.options.control && state.control !== null) problems.push('the control card is held without the advanced rules');
  const seen = new Array<number>(CARD_COUNT).fill(0);
  const count = (card: CardNo) => {
    if (!Number.isInteger(card) || card < 0 || card >= CARD_COUNT) problems.push(`unknown card ${card}`);
    else seen[card]! += 1;
  };
  for (const side of SIDES) {
    const area = state.areas[side];
    [...area.hand, ...area.deck, ...area.trash].forEach(count);
    area.stacks.forEach((stack) => stack.forEach((slot) => count(slot.card)));
    if (area.hand.some((card, i) => i > 0 && area.hand[i - 1]! >= card)) problems.push(`hand ${side} is not sorted`);
    if (area.stacks.length !== LINES) problems.push(`side ${side} has ${area.stacks.length} lines`);
    if (compiledCount(area) === LINES && !state.result) problems.push(`side ${side} compiled everything but has not won`);
  }
  state.transit.forEach((t) => count(t.card));
  const drafted = state.draft ? [] : state.areas.flatMap((area) => area.protocols.flatMap((p) => cardsOf(p.protocol)));
  const expected = new Set(drafted);
  seen.forEach((n, card) => {
    const want = expected.has(card) ? 1 : 0;
    if (n !== want) problems.push(`card ${card} is in ${n} places`);
  });
  const frameCards = state.frames.flatMap(cardsOfFrame);
  if (frameCards.some((card) => !expected.has(card))) problems.push('a frame names a card not in play');
  return problems;
}

function cardsOfFrame(frame: Frame): CardNo[] {
  switch (frame.f) {
    case 'text':
      return [frame.card];
    case 'land':
      return [frame.card];
    case 'order':
      return frame.items.flatMap(cardsOfFrame);
    default:
      return [];
  }
}

/**
 * The same state with every card `viewer` cannot identify given another such card's number,
 * consistently everywhere it is named (stacks, hands, decks, moving cards, the effect stack),
 * within each owner's cards: both decks' orders, the other seat's hand and face-down cards
 * (for a spectator, both seats'), except a card Light 2 is showing. Positions stay, so a
 * view that changes under this depends on something hidden.
 */
export function scrambleHidden(state: CState, viewer: Viewer, random: () => number): CState {
  const next = deepClone(state);
  next.rng = scrambledRng(random);
  const relabel = new Map<CardNo, CardNo>();
  for (const side of SIDES) {
    const area = next.areas[side];
    const blind = !isSeat(viewer) || viewer !== side;
    const hidden = [...area.deck];
    if (blind) {
      hidden.push(...area.hand);
      for (const stack of area.stacks) for (const slot of stack) if (!slot.up && slot.card !== next.shown) hidden.push(slot.card);
      for (const t of next.transit) if (t.side === side && !t.up) hidden.push(t.card);
    }
    const shuffled = shuffleWith([...hidden], random);
    hidden.forEach((card, i) => relabel.set(card, shuffled[i]!));
  }
  const to = (card: CardNo) => relabel.get(card) ?? card;
  for (const area of next.areas) {
    area.hand = area.hand.map(to).sort((a, b) => a - b);
    area.deck = area.deck.map(to);
    for (const stack of area.stacks) for (const slot of stack) slot.card = to(slot.card);
  }
  for (const t of next.transit) t.card = to(t.card);
  const frame = (f: Frame): void => {
    if (f.f === 'text') {
      f.card = to(f.card);
      for (const key of Object.keys(f.refs)) if (f.refs[key] != null) f.refs[key] = to(f.refs[key]!);
      f.list = f.list.map(to);
    } else if (f.f === 'land') {
      f.card = to(f.card);
      f.fired = f.fired.map(to);
    } else if (f.f === 'order') f.items.forEach(frame);
  };
  next.frames.forEach(frame);
  if (next.prompt?.source != null) next.prompt.source = to(next.prompt.source);
  if (next.noCompile) next.noCompile.card = to(next.noCompile.card);
  return next;
}

/** Events whose public part may carry a face: what lies or lands face up, goes to a trash,
 *  is revealed or was already public. */
const FACES_PUBLIC = new Set(['drafted', 'flipped', 'deleted', 'discarded', 'revealed', 'handShown', 'resolving', 'compiled']);
const FACES_IF_UP = new Set(['played', 'shifted', 'returned', 'landed']);

export function eventLeaks(event: GameEvent): string[] {
  const problems: string[] = [];
  const carriesFace = 'protocol' in event || 'value' in event || 'cards' in event;
  if (carriesFace && !FACES_PUBLIC.has(event.type) && !(FACES_IF_UP.has(event.type) && event.up === true)) {
    problems.push(`event ${event.type} publishes a face`);
  }
  if ('hand' in event) problems.push(`event ${event.type} names a hand position`);
  if (event.secret) {
    const owner = event.seat ?? event.side;
    if (event.secret.to.length !== 1 || event.secret.to[0] !== owner)
      problems.push(`event ${event.type} tells a secret to someone other than its owner`);
  }
  return problems;
}
