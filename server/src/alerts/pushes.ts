import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import webPush from 'web-push';
import * as z from 'zod/mini';
import { pushesSent, pushFailures } from '../metrics';
import { endpointRefusal } from './pushEndpoint';
import type { VapidKeys } from './vapid';

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushTarget = z.object({
  /** Checked by `endpointRefusal` where it is taken, and again before every push. */
  endpoint: z.string().check(z.maxLength(1000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({ p256dh: z.string().check(z.minLength(80), z.maxLength(100)), auth: z.string().check(z.minLength(16), z.maxLength(40)) }),
});
export type PushTarget = z.infer<typeof PushTarget>;

/** Browsers a seat may have subscribed at once; a new one replaces the oldest past it. */
const PER_SEAT = 4;
const FILE = 'push-subscriptions.json';

const Kept = z.record(z.string(), z.array(PushTarget));

/**
 * Which browsers asked for each seat's alerts, by `roomId/seat`: kept in `dataDir` so that a
 * slow table's players stay subscribed across restarts; forgotten when the game ends.
 */
export class Subscriptions {
  private readonly bySeat: Map<string, PushTarget[]>;
  private readonly file: string | null;

  constructor(dataDir: string | undefined) {
    this.file = dataDir === undefined ? null : path.join(dataDir, FILE);
    const kept = this.file && existsSync(this.file) ? Kept.safeParse(JSON.parse(readFileSync(this.file, 'utf8'))) : null;
    this.bySeat = new Map(kept?.success ? Object.entries(kept.data) : []);
  }

  add(roomId: string, seat: number, target: PushTarget): void {
    const targets = this.of(roomId, seat).filter(({ endpoint }) => endpoint !== target.endpoint);
    this.bySeat.set(`${roomId}/${seat}`, [...targets, target].slice(-PER_SEAT));
    this.save();
  }

  remove(roomId: string, seat: number, endpoint: string): void {
    const left = this.of(roomId, seat).filter((target) => target.endpoint !== endpoint);
    if (left.length > 0) this.bySeat.set(`${roomId}/${seat}`, left);
    else this.bySeat.delete(`${roomId}/${seat}`);
    this.save();
  }

  of(roomId: string, seat: number): readonly PushTarget[] {
    return this.bySeat.get(`${roomId}/${seat}`) ?? [];
  }

  /** The table's game is over: nobody waits for an alert from it any more. */
  forget(roomId: string): void {
    const before = this.bySeat.size;
    for (const id of this.bySeat.keys()) if (id.startsWith(`${roomId}/`)) this.bySeat.delete(id);
    if (this.bySeat.size !== before) this.save();
  }

  private save(): void {
    if (!this.file) return;
    // Written whole and then renamed: a crash mid-write leaves the last good copy.
    writeFileSync(`${this.file}.new`, JSON.stringify(Object.fromEntries(this.bySeat)), { mode: 0o600 });
    renameSync(`${this.file}.new`, this.file);
  }
}

/** What an alert says: which table and which game wait. Never a card, nor anything of a hand. */
export interface PushNote {
  readonly roomId: string;
  readonly game: string;
  readonly title: string;
  readonly url: string;
}

export interface PushSettings {
  readonly keys: VapidKeys;
  /** Who runs this server, for the push services (VAPID's subject): an https: or mailto: URL. */
  readonly subject: string;
  /** The push services' hosts it sends to (see `endpointRefusal`). */
  readonly services: readonly string[];
  /** How long a push service may stay silent before the push is given up. */
  readonly timeoutMs: number;
  /** For tests: how to reach a push service with its own certificate, where it listens. */
  readonly agent?: Agent;
}

/** Push services answer in well under a second: one silent this long is not waited for any longer. */
export const PUSH_TIMEOUT_MS = 5_000;

/**
 * Sends one alert; 'gone' when the push service says the subscription no longer is (404, 410).
 * The endpoint is checked again here, just before `web-push` connects to it: a subscription
 * kept from before a check was tightened is never posted to. A redirect is an answer like
 * any other: `web-push` (Node's `https.request`) does not follow it.
 */
export async function sendPush(target: PushTarget, note: PushNote, { keys, subject, services, timeoutMs, agent }: PushSettings): Promise<'sent' | 'gone'> {
  const refusal = endpointRefusal(target.endpoint, services);
  if (refusal) throw new Error(`the endpoint was refused (${refusal})`);
  try {
    await webPush.sendNotification(target, JSON.stringify(note), {
      vapidDetails: { subject, ...keys },
      // A move that waits a day is still worth telling tomorrow; past that the table says so itself.
      TTL: 86_400,
      urgency: 'normal',
      // The socket's idle time, from connecting on: a silent service ends the push with "Socket timeout".
      timeout: timeoutMs,
      ...(agent ? { agent } : {}),
    });
    pushesSent.inc();
    return 'sent';
  } catch (error) {
    pushFailures.inc();
    if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
    throw error;
  }
}
