import * as z from 'zod/mini';

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushTarget = z.object({
  /** Checked by `endpointRefusal` where it is taken, and again before every push. */
  endpoint: z.string().check(z.maxLength(1000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    p256dh: z.string().check(z.minLength(80), z.maxLength(100)),
    auth: z.string().check(z.minLength(16), z.maxLength(40)),
  }),
});
export type PushTarget = z.infer<typeof PushTarget>;

/** The server's own key pair for Web Push (VAPID, RFC 8292): push services trust no one else to push to its subscriptions. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** A one-time link that moves a seat to another device (see `SeatMoves`), as kept until it is taken or runs out. */
export interface MoveOffer {
  readonly roomId: string;
  readonly seatKey: string;
  /** When the link stops working (epoch ms). */
  readonly until: number;
}

/**
 * What alerts keep beyond one process's life: each seat's push subscriptions and the open
 * seat-move links. It lives in the table store (SQLite in one process, Redis in a cluster),
 * so that whichever process holds a table, now or after a failover, sends its alerts, and a
 * link offered through one process is taken through any other. Only the process that holds
 * a table writes its subscriptions (`serveAlerts` routes each request there).
 */
export interface AlertStore {
  targets(roomId: string, seat: number): Promise<PushTarget[]>;
  /** The seat's subscriptions from now on; none forgets the seat. */
  setTargets(roomId: string, seat: number, targets: readonly PushTarget[]): Promise<void>;
  /** The table's game is over: nobody waits for an alert from it any more. */
  forget(roomId: string): Promise<void>;
  offerMove(token: string, offer: MoveOffer): Promise<void>;
  /** The link's offer, once: it is gone from the store at the first take. */
  takeMove(token: string): Promise<MoveOffer | null>;
}

/** Links kept at once: past it the oldest goes (in memory, where nothing else bounds them; a taken or late one is refused anyway). */
const OPEN_LINKS = 10_000;

/** The alert store of a server without a table store: it lasts as long as the process. */
export class MemoryAlertStore implements AlertStore {
  private readonly bySeat = new Map<string, PushTarget[]>();
  private readonly moves = new Map<string, MoveOffer>();

  targets(roomId: string, seat: number): Promise<PushTarget[]> {
    return Promise.resolve(this.bySeat.get(`${roomId}/${seat}`) ?? []);
  }

  setTargets(roomId: string, seat: number, targets: readonly PushTarget[]): Promise<void> {
    if (targets.length > 0) this.bySeat.set(`${roomId}/${seat}`, [...targets]);
    else this.bySeat.delete(`${roomId}/${seat}`);
    return Promise.resolve();
  }

  forget(roomId: string): Promise<void> {
    for (const id of this.bySeat.keys()) if (id.startsWith(`${roomId}/`)) this.bySeat.delete(id);
    return Promise.resolve();
  }

  offerMove(token: string, offer: MoveOffer): Promise<void> {
    while (this.moves.size >= OPEN_LINKS) this.moves.delete(this.moves.keys().next().value!);
    this.moves.set(token, offer);
    return Promise.resolve();
  }

  takeMove(token: string): Promise<MoveOffer | null> {
    const offer = this.moves.get(token) ?? null;
    this.moves.delete(token);
    return Promise.resolve(offer);
  }
}
