import { ruleError, TableErrorCode } from '@dead-drop/shared';
import type { TableClock, Timer } from './tableClock';

/** The refusal of what someone did whose write the store refused: nothing was done. */
export const STORE_FAILED = ruleError(
  TableErrorCode.storeFailed,
  'The table could not be saved, so nothing was done: it goes on once it can save again.',
);

/** How long a table whose store refused a write waits before it tries again. */
export const STORE_RETRY_MS = 2000;

/** A write to make again: true once the store took it. */
export type Attempt = () => boolean;

/**
 * Whether a table's store takes its writes (a full disk refuses them). After a refusal the
 * table is down: it accepts nothing, and every so often it makes again, in order, the writes
 * it owes (those of its own state: seats, start, finish), then `probe`, a write that changes
 * nothing; once they pass, it is up again and goes on by itself. A write that records what
 * someone did (an action, a chat line) is not owed: it is refused, and what it recorded was
 * never done.
 */
export class StoreHealth {
  private readonly owed: Attempt[] = [];
  private timer: Timer | null = null;

  constructor(
    private readonly clock: TableClock,
    private readonly probe: Attempt,
    /** Told when the table goes down, and when it is up again. */
    private readonly changed: (down: boolean) => void,
  ) {}

  get down(): boolean {
    return this.timer !== null;
  }

  /** A write was refused; `owed`, if given, is made again before anything else. */
  refused(owed: Attempt | null): void {
    if (owed) this.owed.push(owed);
    if (this.timer) return;
    this.schedule();
    this.changed(true);
  }

  dispose(): void {
    this.timer?.clear();
  }

  private schedule(): void {
    this.timer = this.clock.after(STORE_RETRY_MS, () => this.retry());
  }

  private retry(): void {
    while (this.owed.length > 0 && this.owed[0]!()) this.owed.shift();
    if (this.owed.length > 0 || !this.probe()) {
      this.schedule();
      return;
    }
    this.timer = null;
    this.changed(false);
  }
}
