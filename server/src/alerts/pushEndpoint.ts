import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';

/**
 * The push services of the browsers people use. The server sends only to these, so that a
 * subscription cannot make it post to any address at all (another host's, or one inside the
 * network it runs in).
 */
export const PUSH_SERVICES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const;

/** A host name of letters, digits and hyphens, as every push service's is: nothing a parser could read two ways. */
const PLAIN_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export type EndpointRefusal = 'bad_push_endpoint' | 'unknown_push_service';

/**
 * Why the server will not post to `endpoint`, or null when it will. `web-push` connects to the
 * host that Node's legacy `url.parse` reads, which is not always the one WHATWG `URL` reads
 * (`https://127.0.0.1%2Efcm.googleapis.com/` is 127.0.0.1 to the one and a host under
 * fcm.googleapis.com to the other). So the endpoint must be written as `URL` writes it, both
 * parsers must read the same plain host name, on the default port, with no user, over
 * https; and that host must be one of `services` or under one. A browser's endpoint is all
 * of that.
 */
export function endpointRefusal(endpoint: string, services: readonly string[]): EndpointRefusal | null {
  const host = plainHost(endpoint);
  if (host === null) return 'bad_push_endpoint';
  return services.some((service) => host === service || host.endsWith(`.${service}`)) ? null : 'unknown_push_service';
}

function plainHost(endpoint: string): string | null {
  let url: URL;
  let legacy: ReturnType<typeof legacyParse>;
  try {
    url = new URL(endpoint);
    legacy = legacyParse(endpoint);
  } catch {
    return null;
  }
  const readAlike =
    url.href === endpoint &&
    legacy.protocol === url.protocol &&
    legacy.hostname === url.hostname &&
    legacy.port === null &&
    legacy.auth === null;
  const plain =
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    isIP(url.hostname) === 0 &&
    PLAIN_HOST.test(url.hostname);
  return readAlike && plain ? url.hostname : null;
}
