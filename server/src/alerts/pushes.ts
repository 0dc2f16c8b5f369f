import type { Agent } from 'node:https';
import webPush from 'web-push';
import { pushesSent, pushFailures } from '../metrics';
import { endpointRefusal } from './pushEndpoint';
import type { PushTarget, VapidKeys } from '../store/alertStore';

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
export async function sendPush(
  target: PushTarget,
  note: PushNote,
  { keys, subject, services, timeoutMs, agent }: PushSettings,
): Promise<'sent' | 'gone'> {
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
