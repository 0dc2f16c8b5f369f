import type { Seat } from '../core/viewer';
import { ACE, equipmentRank, LIMIT, missionCard, type ItemKind } from './cards';
import type { KState, Player, Side } from './state';

export function opponent(seat: Seat): Seat {
  return 1 - seat;
}

/** The round's starting player reveals first, and acts first in every window. */
export function revealOrder(state: KState): [Seat, Seat] {
  return [state.startSeat, opponent(state.startSeat)];
}

/** The total counting every 1/11 as 1: the total that forces a stop above 21. */
function hardTotal(side: Side): number {
  return side.cards.reduce((sum, card) => sum + equipmentRank(card.id), 0);
}

/** Every total a player may declare: each 1/11 card counts 1 or 11. */
export function totalOptions(side: Side): number[] {
  const base = hardTotal(side);
  const aces = side.cards.filter((card) => equipmentRank(card.id) === ACE).length;
  return Array.from({ length: aces + 1 }, (_, k) => base + 10 * k);
}

/** The declared total with Newspapers and Vesper Martinis; null with no cards. */
export function effectiveTotal(side: Side): number | null {
  return side.declared === null ? null : side.declared + side.newspaper + side.vesper;
}

export function isBust(side: Side): boolean {
  return hardTotal(side) > LIMIT;
}

/** A player with an empty deck, or with every mission attempted, takes no more turns. */
export function canTakeTurn(state: KState, seat: Seat): boolean {
  const player = state.players[seat]!;
  return player.deck.length > 0 && state.missions.some((m) => !m.sides[seat]!.attempted);
}

/** Missions whose cards have not been revealed: during the turns all of them; during the
 *  reveal, the later ones and the current one until its cards are turned up. */
export function isUnrevealed(state: KState, mission: number): boolean {
  const m = state.missions[mission];
  if (!m || m.resolved) return false;
  if (!state.reveal) return true;
  return mission > state.reveal.mission || (mission === state.reveal.mission && state.reveal.step < 2);
}

/** The player's top `count` cards, top first, as ranks. */
export function topRanks(player: Player, count: number): number[] {
  return player.deck
    .slice(player.deck.length - count)
    .reverse()
    .map(equipmentRank);
}

export function itemKind(missionId: number): ItemKind | null {
  const card = missionCard(missionId);
  return card.kind === 'item' ? card.item : null;
}

/** Items this player has used (they lie in the scoring pile), which a USB Stick can repeat. */
export function usedKinds(player: Player): ItemKind[] {
  return player.pile.map(itemKind).filter((kind): kind is ItemKind => kind !== null);
}

export function unusedKinds(player: Player): ItemKind[] {
  return player.items.map((id) => itemKind(id)!);
}

/** Whether the player can produce this item's effect now: the item itself, or a USB Stick
 *  and an earlier use of it. */
export function canProduce(player: Player, kind: ItemKind): boolean {
  return unusedKinds(player).includes(kind) || (kind !== 'usb' && unusedKinds(player).includes('usb') && usedKinds(player).includes(kind));
}
