/**
 * FROZEN ON PURPOSE: the Normal bot of the release before bot levels (#30), copied once
 * verbatim as the tournament's fixed baseline (`npm run tournament`). Do not improve or share
 * code with it: the game's own bot (bot.ts) is the one to improve, and this copy is what
 * its progress is measured against.
 */
/**
 * Kompromat's bot. It plays from its seat's view alone: what it cannot see of its own deck it
 * counts from the fourteen ranks every deck has, less the cards it can see.
 *
 * - A turn: the first card goes to the unattempted mission worth most, where the opponent is
 *   least ahead; then it draws while a bust is unlikely and the total is short of its aim,
 *   keeping a card for each mission still to attempt.
 * - The reveal: it declares the best total that does not bust; a Vesper Martini saves a bust
 *   or wins a mission; a Newspaper goes on an opponent's total that is likely high already.
 * - Notoriety tokens score, so it keeps them, but it never risks reaching nine: it takes
 *   counter-intelligence only with room to spare, and uses Balaclava and Chloroform to stay
 *   clear.
 */
import { isSeat, type Seat } from '@dead-drop/shared/dist/core/viewer';
import type { Action, ItemUse } from '@dead-drop/shared/dist/kompromat/actions';
import { EQUIPMENT_RANKS, LIMIT, NOTORIETY_LOSS, SET_VP, type MissionCard } from '@dead-drop/shared/dist/kompromat/cards';
import type { KView, MissionView, SideView } from '@dead-drop/shared/dist/kompromat/view';

type Random = () => number;

/** Draw on while at most this share of the cards that may come next would bust. */
const BUST_RISK = 0.4;
/** A total the bot is content to stop at. */
const AIM = 17;
/** Notoriety the bot keeps below; at nine it loses. */
const SAFE_NOTORIETY = NOTORIETY_LOSS - 2;
/** What an item is worth to take: its point, and its use. */
const ITEM_VP = 2;

export function kompromatBaseline(view: KView, random: Random): Action {
  const { legal } = view;
  const seat = view.viewer;
  if (!isSeat(seat) || legal.length === 0) throw new Error('the Kompromat bot plays a seat that has something to do');
  return prompted(view, seat) ?? turn(view, seat, random) ?? reveal(view, seat) ?? legal[0]!;
}

/** The questions the rules ask in the middle of a resolution. */
function prompted(view: KView, seat: Seat): Action | null {
  const { prompt } = view;
  if (!prompt) return null;
  const notoriety = view.players[seat]!.notoriety;
  // Tokens score a point each: one goes back only when nine comes close.
  if (prompt.kind === 'perfect') return notoriety >= SAFE_NOTORIETY ? { type: 'returnToken' } : PASS;
  // Balaclava is asked for only when the gain would reach nine: losing is worse than anything.
  if (prompt.kind === 'balaclava') return itemOf(view, 'balaclava') ?? PASS;
  // Chloroform: keep the tokens (they score) unless they bring nine close.
  const ci = ciTaken(view);
  return notoriety + ci >= SAFE_NOTORIETY ? (itemOf(view, 'chloroform') ?? PASS) : PASS;
}

function turn(view: KView, seat: Seat, random: Random): Action | null {
  const { turn, legal } = view;
  if (turn?.seat !== seat) return null;
  if (turn.drawn) return place(view, seat, turn.drawn.rank ?? 0, random);
  if (turn.mission === null) return DRAW;
  const side = view.missions[turn.mission]!.sides[seat]!;
  const drawAllowed = legal.some((action) => action.type === 'draw');
  return drawAllowed && wantsCard(view, seat, turn.mission, side) ? DRAW : STOP;
}

/** The mission for the turn's first card: most worth winning, and most likely won. */
function place(view: KView, seat: Seat, rank: number, random: Random): Action {
  const places = view.legal.filter((action): action is Extract<Action, { type: 'place' }> => action.type === 'place');
  const score = (mission: number) => {
    const m = view.missions[mission]!;
    const foe = estimate(m.sides[1 - seat]!);
    // A rival total well above what this card can reach in a few draws is a mission lost.
    const chance = foe === null ? 0.7 : foe > LIMIT ? 1 : Math.max(0.1, 1 - Math.max(0, foe - rank - 8) / 10);
    return worth(view, seat, m) * chance + random() * 0.01;
  };
  return places.reduce((best, action) => (score(action.mission) > score(best.mission) ? action : best), places[0]!);
}

/**
 * Whether to draw again at `mission`: not when the total is at its aim or a bust is likely,
 * nor when the deck is needed for the missions still to attempt (those worth something).
 */
function wantsCard(view: KView, seat: Seat, mission: number, side: SideView): boolean {
  const ranks = side.cards.map((card) => card.rank ?? 0);
  const hard = ranks.reduce((sum, rank) => sum + rank, 0);
  const best = bestTotal(ranks, side.newspaper);
  const foe = estimate(view.missions[mission]!.sides[1 - seat]!);
  const aim = foe !== null && foe <= LIMIT ? Math.max(AIM, Math.min(LIMIT, Math.ceil(foe) + 1)) : AIM;
  if (best >= aim) return false;
  const player = view.players[seat]!;
  const toAttempt = view.missions.filter((m, i) => i !== mission && !m.sides[seat]!.attempted && worth(view, seat, m) > 0).length;
  if (player.deck <= toAttempt) return false;
  const room = LIMIT - side.newspaper - hard;
  const peek = player.peek;
  if (peek && peek.length > 0) return peek[0]! <= room;
  const unseen = unseenRanks(view, seat);
  const risk = unseen.filter((rank) => rank > room).length / Math.max(1, unseen.length);
  return risk <= BUST_RISK;
}

function reveal(view: KView, seat: Seat): Action | null {
  const { reveal, legal } = view;
  if (!reveal || reveal.seat !== seat) return null;
  const m = view.missions[reveal.mission]!;
  if (reveal.step === 'declare') return declare(legal, m.sides[seat]!);
  if (reveal.step === 'after') return vesper(view, seat, m) ?? newspaper(view, seat) ?? PASS;
  return newspaper(view, seat) ?? PASS;
}

/** The highest total that does not bust with the Newspapers on it; the lowest if all do. */
function declare(legal: readonly Action[], side: SideView): Action {
  const totals = legal.flatMap((action) => (action.type === 'declare' ? [action.total] : []));
  const fitting = totals.filter((total) => total + side.newspaper <= LIMIT);
  const total = fitting.length > 0 ? Math.max(...fitting) : Math.min(...totals);
  return { type: 'declare', total };
}

/** A Vesper Martini (±1) when it turns a bust or a lost mission into a won one. */
function vesper(view: KView, seat: Seat, m: MissionView): Action | null {
  const mine = m.sides[seat]!;
  const foe = m.sides[1 - seat]!;
  const wins = (delta: number) => {
    const total = (mine.total ?? 0) + delta;
    if (mine.total === null || total > LIMIT) return false;
    if (foe.total === null || foe.total > LIMIT) return true;
    return total > foe.total || (total === foe.total && mine.cards.length > foe.cards.length);
  };
  if (wins(0) || worth(view, seat, m) <= 0) return null;
  return [-1, 1].map((delta) => (wins(delta) ? itemOf(view, 'vesper', delta) : null)).find((use) => use) ?? null;
}

/** A Newspaper on the opponent's side of a mission worth having whose total is likely high
 *  already: +3 busts it or nearly. */
function newspaper(view: KView, seat: Seat): Action | null {
  const uses = itemUses(view, 'newspaper');
  const hurt = (use: ItemUse) => {
    const m = view.missions[use.mission!]!;
    const foe = estimate(m.sides[1 - seat]!);
    return foe !== null && foe + 3 > LIMIT - 1 && foe <= LIMIT ? worth(view, seat, m) : 0;
  };
  return uses.reduce<ItemUse | null>((top, use) => (hurt(use) > (top ? hurt(top) : 0) ? use : top), null);
}

/** What winning mission `m` is worth to `seat`: its points, and the points the opponent does
 *  not get; a counter-intelligence card under it scores its tokens, or loses the game. */
function worth(view: KView, seat: Seat, m: MissionView): number {
  if (!m.card) return 0;
  const gain = (who: Seat) => cardVp(m.card!, view.players[who]!.pile);
  const notoriety = view.players[seat]!.notoriety;
  const ci = m.ci ?? 0;
  const danger = ci > 0 && notoriety + ci > SAFE_NOTORIETY && !view.players[seat]!.items.includes('chloroform') ? -20 : ci;
  return gain(seat) + gain(1 - seat) / 2 + danger;
}

function cardVp(card: MissionCard, pile: readonly MissionCard[]): number {
  switch (card.kind) {
    case 'target':
      return card.vp;
    case 'document':
    case 'code': {
      const held = pile.filter((c) => c.kind === card.kind).length;
      return (SET_VP[held + 1] ?? SET_VP[SET_VP.length - 1]!) - SET_VP[Math.min(held, SET_VP.length - 1)]!;
    }
    case 'item':
      return ITEM_VP;
    case 'ci':
      return card.marks;
  }
}

/** A side's likely total: the cards that can be seen, and an average for the others; null
 *  when nobody has played there. */
function estimate(side: SideView): number | null {
  if (side.total !== null) return side.total;
  if (side.cards.length === 0) return null;
  return side.cards.reduce((sum, card) => sum + (card.rank ?? AVERAGE_RANK), side.newspaper);
}

const AVERAGE_RANK = EQUIPMENT_RANKS.reduce((sum, rank) => sum + rank, 0) / EQUIPMENT_RANKS.length;

/** The best total not over the limit, counting a 1/11 as 11 where it fits. */
function bestTotal(ranks: readonly number[], extra: number): number {
  const hard = ranks.reduce((sum, rank) => sum + rank, extra);
  return ranks.includes(1) && hard + 10 <= LIMIT ? hard + 10 : hard;
}

/** The ranks of the seat's deck that it has not seen this round: its deck and its face-down
 *  cards lie among them. */
function unseenRanks(view: KView, seat: Seat): number[] {
  const unseen = [...EQUIPMENT_RANKS];
  const seen = view.missions.flatMap((m) => m.sides[seat]!.cards.flatMap((card) => (card.rank === undefined ? [] : [card.rank])));
  for (const rank of seen) {
    const at = unseen.indexOf(rank);
    if (at >= 0) unseen.splice(at, 1);
  }
  return unseen;
}

/** The marks of the counter-intelligence card being taken, which a Chloroform would cancel:
 *  it has just gone to the discard, which everyone sees. */
function ciTaken(view: KView): number {
  const card = view.missionDiscard.at(-1);
  return card?.kind === 'ci' ? card.marks : 0;
}

/** A legal use of the item (or of a USB Stick repeating it), with this change for a Vesper
 *  Martini; null when there is none. */
function itemOf(view: KView, item: ItemUse['item'], delta?: number): ItemUse | null {
  return itemUses(view, item).find((use) => delta === undefined || use.delta === delta) ?? null;
}

function itemUses(view: KView, item: ItemUse['item']): ItemUse[] {
  return view.legal.filter((action): action is ItemUse => action.type === 'item' && (action.copy ?? action.item) === item);
}

const DRAW: Action = { type: 'draw' };
const STOP: Action = { type: 'stop' };
const PASS: Action = { type: 'pass' };
