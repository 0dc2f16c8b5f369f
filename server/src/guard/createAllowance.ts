import type { ServerLimits } from '../serverLimits';
import { addressGroup, networkGroup } from './address';
import { AddressBuckets } from './addressBuckets';
import { TokenBucket } from './rates';
import type { SeatedAddresses } from './seatedAddresses';

/** The tokens one create took: given back when the create is refused after all. */
export interface CreateCharge {
  giveBack(): void;
}

export type CreateLimits = Pick<
  ServerLimits,
  'tablesPerAddressPerMinute' | 'tablesPerNetworkPerMinute' | 'tablesPerMinute' | 'reservedTablesPercent'
>;

/** A rate of `perMinute`, with a burst of as many. */
const perMinute = (count: number) => ({ perSecond: count / 60, burst: count });

/**
 * How many tables may be opened, in tiers, so that many addresses cannot lock out a host:
 * each address (an IPv4 address, an IPv6 /64) and each network (an IPv4 /24, an IPv6 /48) has
 * its own allowance, and everyone together the server's. Of the server's, a share is kept
 * for addresses that hold a seat here (`SeatedAddresses`): they draw on it once the rest is
 * spent. A create takes a token from every tier or from none, and one refused after all
 * (a bad body, the server full) gives them back: only tables that were opened cost anything.
 */
export class CreateAllowance {
  private readonly addresses: AddressBuckets;
  private readonly networks: AddressBuckets;
  /** Everyone's share of the server's allowance... */
  private readonly open: TokenBucket;
  /** ...and the one kept for seated addresses. */
  private readonly kept: TokenBucket;

  constructor(
    private readonly limits: CreateLimits,
    private readonly seated: SeatedAddresses,
    now: () => number = () => performance.now(),
  ) {
    const kept = Math.floor((limits.tablesPerMinute * limits.reservedTablesPercent) / 100);
    this.addresses = new AddressBuckets(perMinute(limits.tablesPerAddressPerMinute), now);
    this.networks = new AddressBuckets(perMinute(limits.tablesPerNetworkPerMinute), now);
    this.open = new TokenBucket(perMinute(limits.tablesPerMinute - kept), now);
    this.kept = new TokenBucket(perMinute(kept), now);
  }

  /** One create from `ip`: its charge, or why it is refused (and then nothing is taken). */
  take(ip: string): CreateCharge | string {
    const address = addressGroup(ip);
    const network = networkGroup(ip);
    if (!this.addresses.ready(address))
      return `One address may open at most ${this.limits.tablesPerAddressPerMinute} tables a minute: try again shortly.`;
    if (!this.networks.ready(network)) return 'Many tables were opened from your network just now: try again in a minute.';
    const pool = this.open.ready() ? this.open : this.kept.ready() && this.seated.has(address) ? this.kept : null;
    if (!pool) return 'Many tables are being opened right now: try again in a minute.';
    this.addresses.take(address);
    this.networks.take(network);
    pool.take();
    return {
      giveBack: () => {
        this.addresses.giveBack(address);
        this.networks.giveBack(network);
        pool.giveBack();
      },
    };
  }
}
