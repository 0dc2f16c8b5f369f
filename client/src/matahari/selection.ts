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
