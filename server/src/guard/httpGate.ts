import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { JoinRefusal, type JoinRefusalName } from '@dead-drop/shared';
import type { Socket } from 'node:net';
import type { ServerLimits } from '../serverLimits';
import { addressGroup, clientIp } from './address';
import { CreateAllowance } from './createAllowance';
import { descriptorLimit, socketBudget } from './socketBudget';
import type { SeatedAddresses } from './seatedAddresses';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;
type WithBody = IncomingMessage & { body?: string };

/** How long a request's headers, a whole request, and an idle kept-alive socket may take. */
const HEADERS_MS = 10_000;
const REQUEST_MS = 30_000;
const KEEP_ALIVE_MS = 5_000;

/** Where the SDK asks for a new table. Tables are never matchmade, so this is the only way. */
const CREATE_PATH = /^\/matchmake\/create\//;

/**
 * Headers for a page that loads nothing from elsewhere. The client loads Pixi's
 * `unsafe-eval` module, so Pixi needs no `eval`; Pixi starts a worker from a blob: URL to
 * check image decoding, and the canvas reads textures it made itself (data:, blob:). The
 * websocket goes to the page's own host, or, in a scale-out, to the process that holds the
 * table, at the address it announces (`peers`).
 */
const headersFor = (peers: () => readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'connect-src': [
          "'self'",
          (request) =>
            [hostOf(request as IncomingMessage), ...peers().filter(isHost)].flatMap((host) => [`ws://${host}`, `wss://${host}`]).join(' '),
        ],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // The server speaks plain HTTP; whoever terminates TLS in front of it decides on HSTS.
    strictTransportSecurity: false,
  });

/**
 * Puts a gate in front of everything the HTTP server answers, pages and Colyseus'
 * matchmaking alike (Colyseus routes matchmaking around express, so an express middleware
 * would never see it): security headers, a cap on request bodies, and the allowance of
 * table creates (`CreateAllowance`), charged once the body is read. Call it once the server
 * listens, when every listener of Colyseus and express is in place.
 */
export function gateHttp(
  server: HttpServer,
  limits: ServerLimits,
  seated: SeatedAddresses,
  peers: () => readonly string[] = () => [],
): void {
  const headers = headersFor(peers);
  const creates = new CreateAllowance(limits, seated);
  capSockets(server, limits);
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const pass: Listener = (request, response) => {
    for (const listener of listeners) listener.call(server, request, response);
  };

  server.on('request', (request: WithBody, response: ServerResponse) => {
    if (isAsset(request)) {
      assetHeaders(response);
      pass(request, response);
      return;
    }
    headers(request, response, () => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
        pass(request, response);
        return;
      }
      readBody(request, limits.maxBodyBytes).then(
        (body) => {
          if (body === null) {
            response.setHeader('connection', 'close');
            refuse(response, 'request_too_large', `A request may carry at most ${limits.maxBodyBytes} bytes.`);
            return;
          }
          // Colyseus' router reads a body it finds here instead of the stream (better-call).
          request.body = body;
          if (request.method === 'POST' && CREATE_PATH.test(request.url ?? '')) {
            const charge = creates.take(clientIp(request, limits.trustProxy));
            if (typeof charge === 'string') {
              refuse(response, 'too_many_tables', charge);
              return;
            }
            // Only a create that opened a table costs anything: Colyseus answers 200 with its seat
            // reservation, and a refusal (any reason, ours or the room's) with its code.
            response.once('close', () => {
              if (response.statusCode !== 200) charge.giveBack();
            });
          }
          pass(request, response);
        },
        () => response.destroy(),
      );
    });
  });
}

/**
 * Slow sockets cannot starve the process: a request's headers must arrive within
 * `HEADERS_MS` and the whole request within `REQUEST_MS`, an idle kept-alive socket closes,
 * the process holds no more sockets than its descriptors allow (`socketBudget`: Node closes
 * one past `maxConnections` at once), and one address holds at most its share of them
 * (`socketsPerAddress`, or less), plain HTTP and websockets alike; past that a new one is
 * closed at once. Behind a proxy every socket is the proxy's, so the proxy must cap them
 * per address there.
 */
function capSockets(server: HttpServer, limits: ServerLimits): void {
  server.headersTimeout = HEADERS_MS;
  server.requestTimeout = REQUEST_MS;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const budget = socketBudget(descriptorLimit(), limits.socketsPerAddress);
  if (Number.isFinite(budget.total)) server.maxConnections = budget.total;
  if (limits.trustProxy) return;
  const held = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressGroup(socket.remoteAddress ?? 'unknown');
    const count = held.get(address) ?? 0;
    if (count >= budget.perAddress) {
      socket.destroy();
      return;
    }
    held.set(address, count + 1);
    socket.once('close', () => {
      const left = (held.get(address) ?? 1) - 1;
      if (left > 0) held.set(address, left);
      else held.delete(address);
    });
  });
}

/** The body as text, or null (and the rest left unread) once it passes `max` bytes. */
function readBody(request: IncomingMessage, max: number): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > max) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        request.pause();
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The shape the SDK turns into an error with this code and message. */
/**
 * A built, hashed asset (`/assets/…`: scripts, styles, fonts, pictures), fetched by a page and
 * never opened as one: a page's policy (CSP, framing, referrer) means nothing on it, and its
 * kilobyte of headers was about a tenth of a friend's first visit to a table (34 requests,
 * docs/performance.md).
 */
function isAsset(request: IncomingMessage): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.url ?? '').startsWith('/assets/');
}

/** What still matters on an asset: it is read as its own type only, and by this origin's pages only. */
function assetHeaders(response: ServerResponse): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
}

function refuse(response: ServerResponse, name: JoinRefusalName, message: string): void {
  if (response.headersSent) return;
  response.writeHead(JoinRefusal[name], { 'content-type': 'application/json' });
  response.end(JSON.stringify({ code: JoinRefusal[name], error: message }));
}

/** The host the page was asked for; a header no browser would send is never echoed. */
function hostOf(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return isHost(host) ? host : 'localhost';
}

/** A host, with its port and a path if any: nothing that could end a policy's directive. */
function isHost(address: string): boolean {
  return /^[A-Za-z0-9.\-:[\]/_]{1,255}$/.test(address);
}
