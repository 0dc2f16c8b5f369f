import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from 'proxy-addr';

/**
 * The address a request comes from. `X-Forwarded-For` can be written by anyone: a proxy
 * appends the address it saw to whatever the client sent, so only the last `trustProxy`
 * hops are the proxies' own. The client is the right-most entry they did not write, as
 * Express's `trust proxy` with a hop count reads it (`proxy-addr`, Express's own): the
 * socket's address with no proxy (0), the proxy's last entry behind one (1), and so on.
 */
export function clientIp(request: IncomingMessage, trustProxy: number): string {
  if (!request.socket.remoteAddress) return 'unknown';
  return proxyAddr(request, (_address, hop) => hop < trustProxy);
}

/** Who a request comes from, for per-address limits (see `addressGroup`). */
export function clientAddress(request: IncomingMessage, trustProxy: number): string {
  return addressGroup(clientIp(request, trustProxy));
}

/**
 * What counts as one address for a limit: an IPv4 address (also written as IPv6, `::ffff:…`),
 * or an IPv6 address's /64. One household or one cloud server is handed a whole /64, so
 * counting its addresses one by one would give it billions of allowances.
 */
export function addressGroup(address: string): string {
  return prefixOf(address, 4, 4);
}

/**
 * What counts as one network, for the limit above the per-address one: an IPv4 /24, or an
 * IPv6 /48, what a site is usually handed (65,536 /64s): holding many addresses of one network
 * does not multiply its allowance past the network's.
 */
export function networkGroup(address: string): string {
  return prefixOf(address, 3, 3);
}

/** The first `octets` bytes of an IPv4 address, or the first `groups` 16-bit groups of an IPv6 one; anything else as it is. */
function prefixOf(address: string, octets: number, groups: number): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ipv4 = mapped ? mapped[1]! : address;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ipv4)) {
    return octets === 4 ? ipv4 : `${ipv4.split('.').slice(0, octets).join('.')}.0/${octets * 8}`;
  }
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, groups)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/${groups * 16}`;
}
