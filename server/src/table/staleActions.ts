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
 */
export class StaleActions {
  /** Per seat: the step from which its decision stands (its last move, or the game's start). */
  private since: number[] = [];

  /** A new game at `step`: every seat's choices begin there. */
  reset(seats: number, step: number): void {
    this.since = Array.from({ length: seats }, () => step);
  }

  /** `seat` moved, which made `step`: whatever it chose before is spent. */
  moved(seat: Seat, step: number): void {
    this.since[seat] = step;
  }

  /** Whether an action of `seat` chosen at step `at` is stale when the table is at `step`. */
  stale(seat: Seat, at: number, step: number): boolean {
    return at < (this.since[seat] ?? step) || at > step;
  }
}
