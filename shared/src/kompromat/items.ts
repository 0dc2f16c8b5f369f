import type { KompromatEvent, MadeEvent } from './events';
import type { Seat } from '../core/viewer';
import type { ItemUse } from './actions';
import { equipmentRank, NIGHT_VISION_CARDS, type ItemKind } from './cards';
import { isUnrevealed, itemKind, opponent, topRanks, unusedKinds, usedKinds } from './board';
import type { KState } from './state';

/**
 * When items may be used (spec, "Timing"): during your own turn, in the reveal windows
 * before a mission is revealed and after both totals are declared, and as reactions.
 */
export type Window = 'turn' | 'before' | 'after' | 'chloroform' | 'balaclava';

type Target = Omit<ItemUse, 'type' | 'item' | 'copy'>;

/** The events that follow a seat's next action (or the turn's end): what Night Vision showed is forgotten then. */
const OWN_NEXT_ACTION: readonly KompromatEvent['type'][] = ['drewFirst', 'drew', 'placed', 'stopped', 'item', 'turn', 'reveal'];

/** Every way `seat` can use each of its items in `window`, a USB Stick included. */
export function itemActions(state: KState, seat: Seat, window: Window): ItemUse[] {
  const player = state.players[seat]!;
  const uses: ItemUse[] = [];
  for (const item of new Set(unusedKinds(player))) {
    if (item === 'usb') {
      for (const copy of new Set(usedKinds(player))) {
        if (copy === 'usb') continue;
        for (const target of targets(state, seat, copy, window)) uses.push({ type: 'item', item, copy, ...target });
      }
    } else {
      for (const target of targets(state, seat, item, window)) uses.push({ type: 'item', item, ...target });
    }
  }
  return uses;
}

function targets(state: KState, seat: Seat, kind: ItemKind, window: Window): Target[] {
  const player = state.players[seat]!;
  const foe = opponent(seat);
  // A reaction offers only the item it reacts with. The turn and both reveal windows offer every
  // item whose target exists: after the totals are declared, the later missions are still unrevealed.
  const reaction = window === 'chloroform' || window === 'balaclava';
  const unrevealed = reaction ? [] : state.missions.map((_, m) => m).filter((m) => isUnrevealed(state, m));
  switch (kind) {
    // Only on your own turn: in the reveal the deck is reshuffled before anyone draws from it again.
    case 'nightVision':
      return window === 'turn' && player.deck.length > 0 ? [{}] : [];
    case 'gps': {
      if (window !== 'turn' || state.turn?.mission == null) return [];
      const last = state.missions[state.turn.mission]!.sides[seat]!.cards.at(-1);
      return last && !last.up ? [{}] : [];
    }
    case 'drone':
      return unrevealed.filter((m) => state.missions[m]!.sides[foe]!.cards.some((c) => !c.up && !c.shown)).map((mission) => ({ mission }));
    case 'stunGun':
      return unrevealed.flatMap((mission) =>
        state.missions[mission]!.sides[foe]!.cards.flatMap((card, index) => (card.up ? [] : [{ mission, index }])),
      );
    case 'newspaper':
      return unrevealed.filter((m) => state.missions[m]!.sides[foe]!.cards.length > 0).map((mission) => ({ mission }));
    case 'jetpack': {
      const mine = (m: number) => state.missions[m]!.sides[seat]!.cards.length > 0;
      return unrevealed
        .filter(mine)
        .flatMap((from) => unrevealed.filter((to) => jetpackDestination(state, seat, to)).map((to) => ({ from, to })));
    }
    case 'balaclava':
      return window !== 'chloroform' && player.notoriety > 0 ? [{}] : [];
    case 'vesper': {
      if (window !== 'after' || !state.reveal) return [];
      return state.missions[state.reveal.mission]!.sides[seat]!.declared === null ? [] : [{ delta: 1 }, { delta: -1 }];
    }
    case 'chloroform':
      return window === 'chloroform' ? [{}] : [];
    case 'usb':
      return [];
  }
}

/** "A mission that is still empty": no cards of either player. Nor one the player has attempted
 *  this round (left by an earlier Jetpack): the book forbids adding cards to such a mission. */
function jetpackDestination(state: KState, seat: Seat, mission: number): boolean {
  const { sides } = state.missions[mission]!;
  return sides.every((side) => side.cards.length === 0) && !sides[seat]!.attempted;
}

/** Uses a (legal) item: the card goes to the scoring pile, then its effect happens. */
export function useItem(state: KState, seat: Seat, use: ItemUse, events: MadeEvent[]): void {
  const player = state.players[seat]!;
  const at = player.items.findIndex((id) => itemKind(id) === use.item);
  player.pile.push(...player.items.splice(at, 1));
  const effect = use.copy ?? use.item;
  const base = { type: 'item' as const, seat, item: use.item, ...(use.copy ? { copy: use.copy } : {}) };
  const foeSide = (mission: number) => state.missions[mission]!.sides[opponent(seat)]!;

  switch (effect) {
    case 'nightVision': {
      player.peek = Math.min(NIGHT_VISION_CARDS, player.deck.length);
      // "until the owner's next action": the log forgets them with the table.
      events.push({
        ...base,
        count: player.peek,
        secret: { to: [seat], ranks: topRanks(player, player.peek), forgottenAt: OWN_NEXT_ACTION },
      });
      return;
    }
    case 'drone': {
      const side = foeSide(use.mission!);
      for (const card of side.cards) if (!card.up) card.shown = true;
      events.push({ ...base, mission: use.mission, ranks: side.cards.map((c) => equipmentRank(c.id)) });
      return;
    }
    case 'stunGun': {
      const [card] = foeSide(use.mission!).cards.splice(use.index!, 1);
      state.players[opponent(seat)]!.discard.push(card!.id);
      events.push({ ...base, mission: use.mission, index: use.index });
      return;
    }
    case 'gps': {
      const card = state.missions[state.turn!.mission!]!.sides[seat]!.cards.pop()!;
      player.deck.push(card.id);
      events.push({ ...base, mission: state.turn!.mission! });
      return;
    }
    case 'jetpack': {
      const from = state.missions[use.from!]!.sides[seat]!;
      const to = state.missions[use.to!]!.sides[seat]!;
      [to.cards, from.cards] = [from.cards, []];
      // Both missions now count as attempted: the one left keeps its mark.
      to.attempted = true;
      if (state.turn && state.turn.mission === use.from) state.turn.mission = use.to!;
      events.push({ ...base, from: use.from, to: use.to });
      return;
    }
    case 'balaclava': {
      const back = Math.min(2, player.notoriety);
      player.notoriety -= back;
      state.supply += back;
      events.push({ ...base, tokens: back });
      return;
    }
    case 'newspaper':
      foeSide(use.mission!).newspaper += 3;
      events.push({ ...base, mission: use.mission });
      return;
    case 'vesper':
      state.missions[state.reveal!.mission]!.sides[seat]!.vesper += use.delta!;
      events.push({ ...base, mission: state.reveal!.mission, delta: use.delta });
      return;
    case 'chloroform':
      events.push({ ...base });
      return;
    case 'usb':
      throw new Error('a USB Stick has no effect of its own');
  }
}
