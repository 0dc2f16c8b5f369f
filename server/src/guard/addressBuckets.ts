import { TokenBucket, type RateLimit } from './rates';

/** Past this many addresses, those not heard from in a minute are forgotten (their buckets are full again). */
const REMEMBERED = 10_000;
const FORGET_AFTER_MS = 60_000;

/** One token bucket per client address, so that one address cannot use up everyone's allowance. */
export class AddressBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; at: number }>();

  constructor(
    private readonly rate: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(address: string): boolean {
    return this.bucketOf(address).take();
  }

  /** Whether `address` has a token to spend now; spends none. */
  ready(address: string): boolean {
    return this.bucketOf(address).ready();
  }

  /** Gives back a token `address` spent; one forgotten meanwhile has a full bucket anyway. */
  giveBack(address: string): void {
    this.buckets.get(address)?.bucket.giveBack();
  }

  private bucketOf(address: string): TokenBucket {
    const now = this.now();
    let entry = this.buckets.get(address);
    if (!entry) {
      if (this.buckets.size >= REMEMBERED) this.forgetQuiet(now);
      entry = { bucket: new TokenBucket(this.rate, this.now), at: now };
      this.buckets.set(address, entry);
    }
    entry.at = now;
    return entry.bucket;
  }

  private forgetQuiet(now: number): void {
    for (const [address, { at }] of this.buckets) if (now - at > FORGET_AFTER_MS) this.buckets.delete(address);
  }
}
