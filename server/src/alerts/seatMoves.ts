import { newSecret } from '../table/links';

/** How long a link that takes a seat to another device works. */
export const MOVE_LINK_MS = 10 * 60_000;
/** How long a move is remembered, for the old browser to hear of it when it next looks. */
const REMEMBER_MS = 7 * 86_400_000;
/** Links open at once on this server: past it the oldest goes. */
const OPEN_LINKS = 10_000;

interface Offer {
  readonly roomId: string;
  readonly seatKey: string;
  readonly until: number;
}

/** A seat taken by a link: its table and key, and the move's id, which the new browser keeps. */
export interface Taken {
  readonly roomId: string;
  readonly seatKey: string;
  readonly move: string;
}

/**
 * "Take my seat to another device": a one-time link (10 minutes, used once) hands the seat's
 * key to whichever browser opens it. The move is remembered by seat, so that the old
 * browser, when the new one has taken the seat from it, hears that the seat moved rather
 * than that its connection was lost. The link's token is a secret of its own: the seat key
 * never appears in a link.
 */
export class SeatMoves {
  private readonly offers = new Map<string, Offer>();
  /** The latest move of each seat (`roomId` and key), and when it is forgotten. */
  private readonly moves = new Map<string, { move: string; until: number }>();

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
    const move = newSecret();
    this.moves.set(`${offer.roomId} ${offer.seatKey}`, { move, until: this.now() + REMEMBER_MS });
    return { roomId: offer.roomId, seatKey: offer.seatKey, move };
  }

  /** The latest move of the seat with this key, or null when it never moved (lately). */
  latest(roomId: string, seatKey: string): string | null {
    const moved = this.moves.get(`${roomId} ${seatKey}`);
    return moved && moved.until > this.now() ? moved.move : null;
  }

  private sweep(): void {
    const now = this.now();
    for (const [token, { until }] of this.offers) if (until <= now) this.offers.delete(token);
    for (const [seat, { until }] of this.moves) if (until <= now) this.moves.delete(seat);
  }
}
