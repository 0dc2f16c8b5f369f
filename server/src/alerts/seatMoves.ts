import { newSecret } from '../table/links';
import type { AlertStore } from '../store/alertStore';

/** How long a link that takes a seat to another device works. */
export const MOVE_LINK_MS = 10 * 60_000;

/** A seat whose link was taken: its table, and the key it had until now. */
export interface Taken {
  readonly roomId: string;
  readonly seatKey: string;
}

/**
 * "Take my seat to another device": a one-time link (10 minutes, used once) moves the seat to
 * whichever browser opens it, which the table then gives a new key (`Table.moveSeat`): the old
 * browser is sent away and its key is dead. The link's token is a secret of its own: no seat
 * key ever appears in a link. Links are kept in the alert store, so that one offered through
 * one process of a cluster is taken through any other.
 */
export class SeatMoves {
  constructor(
    private readonly now: () => number,
    private readonly store: AlertStore,
  ) {}

  async offer(roomId: string, seatKey: string): Promise<{ token: string; until: number }> {
    const token = newSecret();
    const until = this.now() + MOVE_LINK_MS;
    await this.store.offerMove(token, { roomId, seatKey, until });
    return { token, until };
  }

  /** The seat behind the link, once: a second use, or one after ten minutes, is null. */
  async take(token: string): Promise<Taken | null> {
    const offer = await this.store.takeMove(token);
    if (!offer || offer.until <= this.now()) return null;
    return { roomId: offer.roomId, seatKey: offer.seatKey };
  }
}
