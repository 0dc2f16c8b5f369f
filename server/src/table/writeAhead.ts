import type { Written } from '../store/tableLog';

/**
 * Write-ahead for one table: nobody is told of a change before the store holds it. The
 * embedded store writes synchronously, so there everything goes out at once; a store across
 * the network (Redis) answers later, and what would tell of a change waits until every
 * write so far is done. It then sees the table as it is by then, all of it stored. While
 * the store refuses writes (`StoreHealth`), what would tell waits for the writes owed.
 */
export class WriteAhead {
  private unsettled = 0;
  private readonly waiting: (() => void)[] = [];
  private broken = false;
  private held = false;

  /** `failed`: a write was refused or lost; what waits on it never runs. */
  constructor(private readonly failed: (error: unknown) => void) {}

  /** A write under way (nothing to wait for when the store is synchronous, or absent). */
  add(write: Written | undefined): void {
    if (!write) return;
    this.unsettled++;
    write.then(
      () => this.settle(),
      (error: unknown) => {
        this.broken = true;
        this.waiting.length = 0;
        this.failed(error);
      },
    );
  }

  /** While held (writes the table owes are not made yet), nothing is told; released, the waiting goes out. */
  hold(held: boolean): void {
    this.held = held;
    this.drain();
  }

  /** Runs `tell` once every write added so far is done: at once when none is under way. */
  afterWrites(tell: () => void): void {
    if (this.broken) return;
    if (this.clear()) tell();
    else this.waiting.push(tell);
  }

  /** `value` once every write added so far is done (a request's reply). */
  settled<T>(value: T): T | Promise<T> {
    if (this.clear() && !this.broken) return value;
    return new Promise((resolve) => this.afterWrites(() => resolve(value)));
  }

  private clear(): boolean {
    return this.unsettled === 0 && this.waiting.length === 0 && !this.held;
  }

  private settle(): void {
    if (--this.unsettled > 0 || this.broken) return;
    this.drain();
  }

  private drain(): void {
    // In order; a change told here may add a write (a bot's move), and what waits behind it
    // then waits for that write too.
    while (this.unsettled === 0 && !this.broken && !this.held && this.waiting.length > 0) this.waiting.shift()!();
  }
}
