import { newSecret } from '../table/links';

/** How long a link that takes a seat to another device works. */
export const MOVE_LINK_MS = 10 * 60_000;
/** Links open at once on this server: past it the oldest goes. */
const OPEN_LINKS = 10_000;

interface Offer {
  readonly roomId: string;
  readonly seatKey: string;
  readonly until: number;
}

/** A seat whose link was taken: its table, and the key it had until now. */
export interface Taken {
  readonly roomId: string;
  readonly seatKey: string;
}

/**
 * "Take my seat to another device": a one-time link (10 minutes, used once) moves the seat to
 * whichever browser opens it, which the table then gives a new key (`Table.moveSeat`): the old
 * browser is sent away and its key is dead. The link's token is a secret of its own: no seat
 * key ever appears in a link.
 */
export class SeatMoves {
  private readonly offers = new Map<string, Offer>();

  constructor(private readonly now: () => number) {}

  offer(roomId: string, seatKey: string): { token: string; until: number } {
    this.sweep();
    while (this.offers.size >= OPEN_LINKS) this.offers.delete(this.offers.keys().next().value!);
    const token = newSecret();
    const until = this.now() + MOVE_LINK_MS;
    this.offers.set(token, { roomId, seatKey, until });
    return { token, until };
  }

  /** The seat behind the link, once: a second use, or one after ten minutes, is null. */
  take(token: string): Taken | null {
    const offer = this.offers.get(token);
    this.offers.delete(token);
    if (!offer || offer.until <= this.now()) return null;
    return { roomId: offer.roomId, seatKey: offer.seatKey };
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, { until }] of this.offers) if (until <= now) this.offers.delete(token);
  }
}
