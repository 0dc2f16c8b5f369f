/**
 * The effect engine: primitives that move cards and start texts, and the loop that runs the
 * effect stack until a player must decide (spec, "Resolving effects" and "Decisions for the
 * effect engine"; design: ../shared/notes/compile_engine.md §2); the decisions it asks for are in `decisions.ts`.
 *
 * Work still to do is data on `state.frames`, last in, first out: a primitive changes the
 * field at once and pushes what it set going (an uncovered card's middle box, a landing, an
 * "after" text), so all of it resolves before the next sentence of the text that called it.
 */
import type { MadeEvent } from './events';
import { shuffle } from '../core/rng';
import { cardOf, faceOf, HAND_SIZE, type Box, type CardNo, type Protocol } from './cards';
import { isFaceUp, isTop, isVisible, mayPlay, other, posOf, slotAt, stackOf } from './board';
import type { Cause, CState, Frame, LineIx, Pos, Side, Transit } from './state';

export type Events = MadeEvent[];
export type TextFrame = Extract<Frame, { f: 'text' }>;

/** Automatic steps one action may take: a loop no decision breaks is an engine error. */
export const MAX_STEPS = 20_000;

const METAL_6 = cardOf('metal', 6);
const SPIRIT_3 = cardOf('spirit', 3);
const PLAGUE_1 = cardOf('plague', 1);
const SPEED_1 = cardOf('speed', 1);
export const LIGHT_2 = cardOf('light', 2);

/** Cards with a "when this card would be covered" text, and the box it is in. */
const WHEN_COVERED = new Map<CardNo, Box>([
  [cardOf('fire', 0), 'bottom'],
  [cardOf('life', 3), 'bottom'],
  [METAL_6, 'top'],
]);

// ---------------------------------------------------------------------------------------
// Texts

export function textFrame(card: CardNo, owner: Side, box: Box, cause: Cause): TextFrame {
  return { f: 'text', card, owner, box, cause, pc: 0, vars: {}, refs: {}, list: [] };
}

/** A text goes on only while its box can be seen: a top box while its card is face up on the
 *  field, a middle or bottom box while it is also uncovered (spec decision 1). */
export function textActive(state: CState, frame: TextFrame): boolean {
  return frame.box === 'top' ? isFaceUp(state, frame.card) : isVisible(state, frame.card);
}

/** Texts that start together: one goes on the stack; several wait for the active player to
 *  choose which resolves first. */
export function startTexts(state: CState, texts: TextFrame[]): void {
  if (texts.length === 1) state.frames.push(texts[0]!);
  else if (texts.length > 1) state.frames.push({ f: 'order', chooser: state.turn?.seat ?? 0, items: texts });
}

/** The middle boxes of cards that became uncovered together (their owners resolve them). */
function uncover(state: CState, cards: CardNo[]): void {
  startTexts(
    state,
    cards.filter((card) => isFaceUp(state, card)).map((card) => textFrame(card, posOf(state, card)!.side, 'middle', 'uncover')),
  );
}

// ---------------------------------------------------------------------------------------
// Moving cards

/** Takes a field card out of its stack; returns the card it uncovered, if any. */
function lift(state: CState, pos: Pos): CardNo | null {
  const stack = stackOf(state, pos.side, pos.line);
  const wasTop = isTop(state, pos);
  stack.splice(pos.at, 1);
  return wasTop && stack.length > 0 ? stack[stack.length - 1]!.card : null;
}

function face(card: CardNo): { protocol: Protocol; value: number } {
  const { protocol, value } = faceOf(card);
  return { protocol, value };
}

/** Sends a card on its way to the top of a stack: it lands once what it set going resolves. */
function commit(state: CState, card: CardNo, side: Side, line: LineIx, up: boolean, reveal: Cause | null, waits = false): void {
  const transit: Transit = { card, side, line, up, seq: state.seq++ };
  state.transit.push(transit);
  state.frames.push({ f: 'land', card, reveal, fired: [], waited: waits });
}

/** Plays a card from `seat`'s hand (it may be one the player just chose). */
export function playFromHand(state: CState, seat: Side, card: CardNo, line: LineIx, up: boolean, events: Events): void {
  const hand = state.areas[seat].hand;
  hand.splice(hand.indexOf(card), 1);
  events.push(
    up ? { type: 'played', seat, line, up, ...face(card) } : { type: 'played', seat, line, up, secret: { to: [seat], ...face(card) } },
  );
  commit(state, card, seat, line, up, up ? 'play' : null);
}

/** "Play the top card of your deck face down": nothing with an empty deck (no reshuffle), or
 *  where a restriction forbids it (spec decision 6). */
export function playTop(state: CState, seat: Side, line: LineIx, events: Events): boolean {
  const deck = state.areas[seat].deck;
  if (deck.length === 0) return false;
  if (!mayPlay(state, seat, line, false)) {
    events.push({ type: 'blocked', seat, line });
    return false;
  }
  const card = deck.pop()!;
  events.push({ type: 'played', seat, line, up: false, deck: true, secret: { to: [seat], ...face(card) } });
  commit(state, card, seat, line, false, null);
  return true;
}

/** Moves a field card to the top of another line on its side. A covered face-up card that
 *  lands uncovered resolves its middle box (spec decision 2). */
export function shift(state: CState, card: CardNo, line: LineIx, events: Events): boolean {
  const pos = posOf(state, card);
  if (!pos || pos.line === line) return false;
  const { up } = slotAt(state, pos)!;
  const wasCovered = !isTop(state, pos);
  events.push({ type: 'shifted', side: pos.side, line: pos.line, at: pos.at, to: line, up, ...(up ? face(card) : {}) });
  const uncovered = lift(state, pos);
  commit(state, card, pos.side, line, up, up && wasCovered ? 'land' : null, uncovered !== null);
  if (uncovered !== null) uncover(state, [uncovered]);
  return true;
}

/** Shifts several cards at once (Light 3): each keeps its order within its stack. */
export function shiftAll(state: CState, cards: CardNo[], line: LineIx, events: Events): void {
  const sides: Side[] = [];
  const uncovered = removeAll(state, cards, (card, pos) => {
    sides[cards.indexOf(card)] = pos.side;
    events.push({ type: 'shifted', side: pos.side, line: pos.line, at: pos.at, to: line, up: false });
  });
  // Committed in the order they lay, bottom first: cards bound for one stack land in the
  // order they were committed (see `runLand`), so each stack keeps its order.
  cards.forEach((card, i) => {
    if (sides[i] !== undefined) commit(state, card, sides[i]!, line, false, null, true);
  });
  uncover(state, uncovered);
}

/**
 * Takes cards off the field together; `each` hears where each one was, top first within a
 * stack so that positions stay true. Returns the cards this uncovered, to resolve together.
 */
function removeAll(state: CState, cards: CardNo[], each: (card: CardNo, pos: Pos) => void): CardNo[] {
  const places = cards.map((card) => ({ card, pos: posOf(state, card)! })).filter((p) => p.pos !== null);
  const stacks = new Map<string, { side: Side; line: LineIx; top: CardNo | undefined }>();
  for (const { pos } of places) {
    const key = `${pos.side}${pos.line}`;
    if (!stacks.has(key)) stacks.set(key, { side: pos.side, line: pos.line, top: stackOf(state, pos.side, pos.line).at(-1)?.card });
  }
  places.sort((a, b) => b.pos.at - a.pos.at);
  for (const { card, pos } of places) {
    each(card, pos);
    stackOf(state, pos.side, pos.line).splice(pos.at, 1);
  }
  const uncovered: CardNo[] = [];
  for (const { side, line, top } of stacks.values()) {
    const now = stackOf(state, side, line).at(-1)?.card;
    if (now !== undefined && now !== top) uncovered.push(now);
  }
  return uncovered;
}

/** Deletes one field card to its owner's trash. */
export function del(state: CState, card: CardNo, events: Events): boolean {
  return deleteAll(state, [card], events, true) > 0;
}

/** Deletes cards together (Death 2, Metal 3, a compile: `middles` false there). */
export function deleteAll(state: CState, cards: CardNo[], events: Events, middles: boolean): number {
  let count = 0;
  const uncovered = removeAll(state, cards, (card, pos) => {
    count++;
    events.push({ type: 'deleted', side: pos.side, line: pos.line, at: pos.at, ...face(card) });
    state.areas[pos.side].trash.push(card);
  });
  if (middles) uncover(state, uncovered);
  return count;
}

/** Returns field cards to their owners' hands together. */
export function returnAll(state: CState, cards: CardNo[], events: Events): number {
  let count = 0;
  const uncovered = removeAll(state, cards, (card, pos) => {
    count++;
    const { up } = slotAt(state, pos)!;
    events.push(
      up
        ? { type: 'returned', side: pos.side, line: pos.line, at: pos.at, up, ...face(card) }
        : { type: 'returned', side: pos.side, line: pos.line, at: pos.at, up, secret: { to: [pos.side], ...face(card) } },
    );
    addToHand(state, pos.side, card);
  });
  uncover(state, uncovered);
  return count;
}

export function addToHand(state: CState, seat: Side, card: CardNo): void {
  const hand = state.areas[seat].hand;
  let i = hand.length;
  while (i > 0 && hand[i - 1]! > card) i--;
  hand.splice(i, 0, card);
}

/** Turns a field card over. A face-up Metal 6 deletes itself instead, which uses the flip up;
 *  a card turned face up while uncovered resolves its middle box (its owner resolves it). */
export function flip(state: CState, card: CardNo, events: Events): boolean {
  const pos = posOf(state, card);
  if (!pos) return false;
  const slot = slotAt(state, pos)!;
  if (slot.up && card === METAL_6) {
    state.frames.push(textFrame(card, pos.side, 'top', 'flip'));
    return true;
  }
  slot.up = !slot.up;
  events.push({ type: 'flipped', side: pos.side, line: pos.line, at: pos.at, up: slot.up, ...face(card) });
  if (slot.up && isTop(state, pos)) state.frames.push(textFrame(card, pos.side, 'middle', 'flip'));
  return true;
}

// ---------------------------------------------------------------------------------------
// Hands and decks

/** Draws `count` as one batch, shuffling the trash into the deck only when a draw needs it.
 *  Spirit 3 ("After you draw cards") follows. Returns how many were drawn. */
export function draw(state: CState, seat: Side, count: number, events: Events): number {
  const drawn: CardNo[] = [];
  for (let i = 0; i < count; i++) {
    const card = takeTop(state, seat, events);
    if (card === null) break;
    drawn.push(card);
    addToHand(state, seat, card);
  }
  if (drawn.length === 0) return 0;
  events.push({ type: 'drew', seat, count: drawn.length, secret: { to: [seat], cards: drawn.map(face) } });
  afterDrawing(state, seat);
  return drawn.length;
}

/** Spirit 3: "After you draw cards: You may shift this card, even if this card is covered." */
export function afterDrawing(state: CState, seat: Side): void {
  if (isFaceUp(state, SPIRIT_3) && posOf(state, SPIRIT_3)!.side === seat) state.frames.push(textFrame(SPIRIT_3, seat, 'top', 'after'));
}

/** The top card of a deck, after shuffling the trash in if the deck is empty; null if both are. */
export function takeTop(state: CState, seat: Side, events: Events): CardNo | null {
  const area = state.areas[seat];
  if (area.deck.length === 0 && area.trash.length > 0) {
    area.deck = shuffle(area.trash, state.rng);
    area.trash = [];
    events.push({ type: 'reshuffled', seat, count: area.deck.length });
  }
  return area.deck.pop() ?? null;
}

/** Discards chosen hand cards as one batch. Plague 1 of the other side follows, and after a
 *  clear cache the discarder's Speed 1 too, together (spec decision 9). */
export function discard(state: CState, seat: Side, cards: CardNo[], events: Events, cache: boolean): void {
  if (cards.length === 0) return;
  const area = state.areas[seat];
  for (const card of cards) {
    area.hand.splice(area.hand.indexOf(card), 1);
    area.trash.push(card);
  }
  events.push({ type: 'discarded', seat, cards: cards.map(face), ...(cache ? { cache } : {}) });
  const after: TextFrame[] = [];
  if (cache && isFaceUp(state, SPEED_1) && posOf(state, SPEED_1)!.side === seat) after.push(textFrame(SPEED_1, seat, 'top', 'after'));
  if (isFaceUp(state, PLAGUE_1) && posOf(state, PLAGUE_1)!.side === other(seat))
    after.push(textFrame(PLAGUE_1, other(seat), 'top', 'after'));
  startTexts(state, after);
}

// ---------------------------------------------------------------------------------------
// Decisions

/** Where the moving card `card` lands now, if it is moving. */
export function transitOf(state: CState, card: CardNo): Transit | undefined {
  return state.transit.find((t) => t.card === card);
}

/**
 * One step of a landing: a card bound for the same stack earlier lands first (spec decision
 * 3); a "would be covered" text of the card beneath runs first, once per landing, and the new
 * top is checked again after it (Metal 6 deleting itself may bare a Fire 0); then the card
 * lands, and resolves its middle box if it is face up and its middle was not visible before.
 */
export function runLand(state: CState, frame: Extract<Frame, { f: 'land' }>, events: Events): void {
  const moving = transitOf(state, frame.card)!;
  const earlier = state.transit.find((t) => t.side === moving.side && t.line === moving.line && t.seq < moving.seq);
  if (earlier) {
    const below = state.frames.findIndex((f) => f.f === 'land' && f.card === earlier.card);
    frame.waited = true;
    state.frames.pop();
    state.frames.splice(below, 0, frame);
    return;
  }
  const stack = stackOf(state, moving.side, moving.line);
  const top = stack.at(-1);
  const box = top?.up ? WHEN_COVERED.get(top.card) : undefined;
  if (top && box && !frame.fired.includes(top.card)) {
    frame.fired.push(top.card);
    frame.waited = true;
    state.frames.push(textFrame(top.card, moving.side, box, 'covered'));
    return;
  }
  state.frames.pop();
  state.transit.splice(state.transit.indexOf(moving), 1);
  stack.push({ card: moving.card, up: moving.up });
  // A card that lands at once needs no word of its own: its play or shift said where it goes.
  if (frame.waited)
    events.push({
      type: 'landed',
      side: moving.side,
      line: moving.line,
      at: stack.length - 1,
      up: moving.up,
      ...(moving.up ? face(moving.card) : {}),
    });
  if (moving.up && frame.reveal) state.frames.push(textFrame(moving.card, moving.side, 'middle', frame.reveal));
}

/** Hand cards as events name them: faces, never hand positions. */
export function faces(cards: readonly CardNo[]): { protocol: Protocol; value: number }[] {
  return cards.map(face);
}

export function fillHand(state: CState, seat: Side, events: Events): void {
  draw(state, seat, Math.max(0, HAND_SIZE - state.areas[seat].hand.length), events);
}
