/**
 * Finished games' replays, as the JSON they are sent as, kept while they fit in a budget of
 * bytes; the least recently asked go first. A finished game never changes, so an entry never
 * goes stale: the cost of working a replay out (15–70 ms of the event loop and most of a
 * megabyte for a long Mata Hari game) is paid once per game and viewer, not per request.
 */
export class ReplayCache {
  private readonly entries = new Map<string, { watch: string; body: string }>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string): { watch: string; body: string } | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Asked again: it moves to the back of the queue to go.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, watch: string, body: string): void {
    if (body.length > this.budgetBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { watch, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}
