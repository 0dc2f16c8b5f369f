import type { Seat } from '@dead-drop/shared';

/**
 * Which actions come from a state that is gone. Each action names the table's step it was
 * chosen from (`ActMessage.at`); it is stale when its seat has moved since (a double tap's
 * second send; a bot that decided for the seat when its clock ran out, or while its person
 * was away), when a new game began since, or when it names a step the table has not reached.
 *
 * Another seat's move does not make it stale: several seats may answer at once (Mata Hari's
 * answers to an offer), and each answer changes what the others could choose (whom they may
 * accuse), yet the rules judge each answer on the state it reaches, as before.
 *
 * The very move a seat's person made last, sent again from the same step, is no stale choice
 * but the same one asked twice (a page whose request timed out while the store was slow,
 * and that sends it again; a double tap): it is answered as done, and done once.
 */
export class StaleActions {
  /** Per seat: the step from which its decision stands (its last move, or the game's start). */
  private since: number[] = [];
  /** Per seat: its person's last move, while it is the seat's last (the step it was chosen at, and the action as sent). */
  private readonly last = new Map<Seat, { at: number; action: string }>();

  /** A new game at `step`: every seat's choices begin there. */
  reset(seats: number, step: number): void {
    this.since = Array.from({ length: seats }, () => step);
    this.last.clear();
  }

  /** `seat` moved, which made `step`: whatever it chose before is spent. */
  moved(seat: Seat, step: number): void {
    this.since[seat] = step;
    this.last.delete(seat);
  }

  /** The move `seat` just made (see `moved`) was its person's `action`, chosen at step `at`. */
  played(seat: Seat, at: number, action: unknown): void {
    this.last.set(seat, { at, action: JSON.stringify(action) });
  }

  /** Whether `action` from step `at` is the seat's last move asked again. */
  repeated(seat: Seat, at: number, action: unknown): boolean {
    const last = this.last.get(seat);
    return last !== undefined && last.at === at && last.action === JSON.stringify(action);
  }

  /** Whether an action of `seat` chosen at step `at` is stale when the table is at `step`. */
  stale(seat: Seat, at: number, step: number): boolean {
    return at < (this.since[seat] ?? step) || at > step;
  }
}
