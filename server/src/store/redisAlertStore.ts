import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import { PushTarget, type AlertStore, type MoveOffer, type VapidKeys } from './alertStore';
import { readJson } from '../jsonBody';

const Targets = z.array(PushTarget);
const Offer = z.strictObject({ roomId: z.string(), seatKey: z.string(), until: z.number() });
const Keys = z.strictObject({ publicKey: z.string(), privateKey: z.string() });

/**
 * Alerts' subscriptions and seat-move links in the cluster's Redis (see `AlertStore`): a
 * table's subscriptions are a hash by seat (`dd:push:<roomId>`), so that the process that
 * takes a table over after a failover sends its alerts; a link is a key that expires with it
 * (`dd:move:<token>`) and is read and deleted in one step (GETDEL), so it is taken once
 * whichever processes race for it.
 */
export class RedisAlertStore implements AlertStore {
  constructor(private readonly redis: Redis) {}

  async targets(roomId: string, seat: number): Promise<PushTarget[]> {
    const stored = await this.redis.hget(pushKey(roomId), String(seat));
    return stored === null ? [] : (parsed(Targets, stored) ?? []);
  }

  async setTargets(roomId: string, seat: number, targets: readonly PushTarget[]): Promise<void> {
    if (targets.length > 0) await this.redis.hset(pushKey(roomId), String(seat), JSON.stringify(targets));
    else await this.redis.hdel(pushKey(roomId), String(seat));
  }

  async forget(roomId: string): Promise<void> {
    await this.redis.del(pushKey(roomId));
  }

  async offerMove(token: string, offer: MoveOffer): Promise<void> {
    await this.redis.set(moveKey(token), JSON.stringify(offer), 'PX', Math.max(1, offer.until - Date.now()));
  }

  async takeMove(token: string): Promise<MoveOffer | null> {
    const stored = await this.redis.getdel(moveKey(token));
    return stored === null ? null : parsed(Offer, stored);
  }
}

/**
 * The cluster's one VAPID key pair: a subscription is bound to the public key the page
 * subscribed with, so every process must sign with the same. The first process to start
 * keeps `made` (its own); every other takes that one.
 */
export async function sharedVapidKeys(redis: Redis, made: VapidKeys): Promise<VapidKeys> {
  await redis.set(VAPID_KEY, JSON.stringify(made), 'NX');
  const kept = parsed(Keys, (await redis.get(VAPID_KEY)) ?? '');
  if (!kept)
    throw new Error(`Redis's ${VAPID_KEY} does not hold VAPID keys: delete it to have them made again (browsers then subscribe again).`);
  return kept;
}

/** What `stored` holds, if it reads as `shape`. */
function parsed<T>(shape: z.ZodMiniType<T>, stored: string): T | null {
  const result = shape.safeParse(readJson(stored));
  return result.success ? result.data : null;
}

const VAPID_KEY = 'dd:vapid';
const pushKey = (roomId: string) => `dd:push:${roomId}`;
const moveKey = (token: string) => `dd:move:${token}`;
