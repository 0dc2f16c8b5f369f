import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';

/**
 * Who a request comes from, for per-address limits. `X-Forwarded-For` can be written by
 * anyone, so it counts only behind a proxy that sets it (`trustProxy`); then its first hop
 * is the client.
 */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return addressGroup(first || request.socket.remoteAddress || 'unknown');
}

/**
 * What counts as one address for a limit: an IPv4 address (also written as IPv6, `::ffff:…`),
 * or an IPv6 address's /64. One household or one cloud server is handed a whole /64, so
 * counting its addresses one by one would give it billions of allowances.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
