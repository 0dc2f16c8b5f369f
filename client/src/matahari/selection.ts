import { matahariCards, type MatahariFace, type MatahariView } from '@dead-drop/shared';

/**
 * The cards a player has picked while composing an action: from the hand (offer, counter,
 * the Assassin's "take"), from their own offer (the Assassin's "keep") and from the
 * searched pile. The scene and the composer share it; a new phase starts it afresh.
 */
export class Selection {
  readonly hand = new Set<number>();
  readonly keep = new Set<number>();
  readonly search = new Set<number>();
  private phase = '';

  /** Forgets the picks when the turn moves on, so no old pick leaks into a new action. */
  follow(phase: string): void {
    if (phase === this.phase) return;
    this.phase = phase;
    this.hand.clear();
    this.keep.clear();
    this.search.clear();
  }

  toggle(set: Set<number>, index: number, max: number): void {
    if (set.has(index)) set.delete(index);
    else if (set.size < max) set.add(index);
  }
}

/**
 * Which hand cards a tap picks (or unpicks) now, and how many may be picked: the cards of an
 * offer, a counter-offer or the Assassin's change, none of the last two a Mata Hari (only the
 * active player's offer may hold one). Once `max` are picked, only those stay tappable.
 */
export function handPicks(view: MatahariView, chosen: ReadonlySet<number>): { max: number; pickable: boolean[] } {
  const hand = view.hand ?? [];
  const picking = view.legal.find((legal) => legal.type === 'offer' || legal.type === 'counter' || legal.type === 'adjust');
  const max = !picking ? 0 : picking.type === 'offer' ? picking.max : picking.type === 'counter' ? picking.size : hand.length;
  const usable = (face: MatahariFace) => picking?.type === 'offer' || matahariCards.mayCounterOffer(face);
  return { max, pickable: hand.map((face, index) => max > 0 && usable(face) && (chosen.has(index) || chosen.size < max)) };
}
