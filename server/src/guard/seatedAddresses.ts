/** How long an address still counts as seated after its last seat here was left: one who just played. */
export const SEATED_MEMORY_MS = 10 * 60_000;

/** Past this many remembered addresses, those whose memory ran out are forgotten. */
const REMEMBERED = 10_000;

/**
 * The addresses (each an `addressGroup`) of people who hold a seat at a table of this process,
 * or held one within `SEATED_MEMORY_MS`: a host who already has friends at a table, or who just
 * played. Part of the create allowance is kept for them (see `CreateAllowance`). Filled by the
 * tables as people sit down and leave; one process knows only its own tables.
 */
export class SeatedAddresses {
  private readonly held = new Map<string, number>();
  /** Addresses with no seat left, until when they still count. */
  private readonly lately = new Map<string, number>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** `address` holds one more seat; the returned function gives it up (once, however often it is called). */
  sit(address: string): () => void {
    this.held.set(address, (this.held.get(address) ?? 0) + 1);
    this.lately.delete(address);
    let seated = true;
    return () => {
      if (!seated) return;
      seated = false;
      const left = (this.held.get(address) ?? 1) - 1;
      if (left > 0) {
        this.held.set(address, left);
        return;
      }
      this.held.delete(address);
      if (this.lately.size >= REMEMBERED) this.forgetPast();
      this.lately.set(address, this.now() + SEATED_MEMORY_MS);
    };
  }

  has(address: string): boolean {
    return this.held.has(address) || (this.lately.get(address) ?? -Infinity) > this.now();
  }

  private forgetPast(): void {
    const now = this.now();
    for (const [address, until] of this.lately) if (until <= now) this.lately.delete(address);
  }
}
