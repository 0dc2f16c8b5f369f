import type { IncomingMessage } from 'node:http';

/**
 * Who a request comes from, for per-address limits. `X-Forwarded-For` can be written by
 * anyone, so it counts only behind a proxy that sets it (`trustProxy`); then its first hop
 * is the client.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress || 'unknown';
}
