/**
 * The client's addresses. Table secrets travel in the fragment (`#invite=…`), which the
 * browser never sends to a server, so they stay out of access logs and referrers.
 */
import { isPlainObject } from '@dead-drop/shared';
import { getJson } from './net/getJson';

export type Route =
  | { page: 'landing' }
  | { page: 'table'; roomId: string; invite?: string; watch?: string }
  | { page: 'replay'; id: string; watch?: string }
  /** The card reference, at a game's cards, and opened at one of them (`card`, its reference id). */
  | { page: 'cards'; game?: string; card?: string }
  /** A one-time link that takes a seat into this browser (see pwa/seatMove.ts); the token is the fragment. */
  | { page: 'take'; token: string }
  | { page: 'notFound' };

const TABLE = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;
const REPLAY = /^\/r\/([A-Za-z0-9_-]{1,80})\/?$/;
const CARDS = /^\/cards(?:\/([a-z]{1,40})(?:\/([^/]{1,80}))?)?\/?$/;

export function routeOf(location: Pick<Location, 'pathname' | 'hash'>): Route {
  const secrets = new URLSearchParams(location.hash.slice(1));
  const secret = (name: 'invite' | 'watch') => (secrets.get(name) ? { [name]: secrets.get(name)! } : {});
  const table = TABLE.exec(location.pathname);
  if (table) return { page: 'table', roomId: table[1]!, ...secret('invite'), ...secret('watch') };
  const replay = REPLAY.exec(location.pathname);
  if (replay) return { page: 'replay', id: replay[1]!, ...secret('watch') };
  const cards = CARDS.exec(location.pathname);
  if (cards) return { page: 'cards', ...(cards[1] ? { game: cards[1] } : {}), ...(cards[2] ? { card: decoded(cards[2]) } : {}) };
  if (location.pathname === '/take' && location.hash.length > 1) return { page: 'take', token: location.hash.slice(1) };
  return location.pathname === '/' || location.pathname === '' ? { page: 'landing' } : { page: 'notFound' };
}

/** A path's part as written, when it is not escaped as a URL's part must be. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Where friends reach this server: the host's own address unless the server says otherwise
 *  (`PUBLIC_URL`, behind a proxy or a tunnel; see `loadPublicOrigin`). */
let publicOrigin: string | null = null;
const originListeners = new Set<() => void>();

/**
 * Asks the server once where friends reach it. Pages do not wait for the answer: links made
 * before it use this page's address, and `onPublicOrigin` hears when it changes them.
 */
export async function loadPublicOrigin(): Promise<void> {
  const config = (await getJson('/api/config'))?.body;
  if (!isPlainObject(config) || typeof config.publicUrl !== 'string') return;
  const before = origin();
  publicOrigin = config.publicUrl;
  if (origin() !== before) for (const listener of originListeners) listener();
}

/** Called when the links' address changes (see `loadPublicOrigin`); returns the unsubscribe function. */
export function onPublicOrigin(listener: () => void): () => void {
  originListeners.add(listener);
  return () => originListeners.delete(listener);
}

function origin(): string {
  return publicOrigin ?? location.origin;
}

/** The card reference, at one game's cards (the first game's without one). */
export function cardsPath(game?: string): string {
  return game ? `/cards/${game}` : '/cards';
}

/** The card reference, opened at one card (`card`, its id in the game's reference book). */
export function cardPath(game: string, card: string): string {
  return `${cardsPath(game)}/${encodeURIComponent(card)}`;
}

export function tablePath(roomId: string): string {
  return `/t/${roomId}`;
}

export function inviteUrl(roomId: string, secret: string): string {
  return `${origin()}${tablePath(roomId)}#invite=${encodeURIComponent(secret)}`;
}

export function watchUrl(roomId: string, secret: string): string {
  return `${origin()}${tablePath(roomId)}#watch=${encodeURIComponent(secret)}`;
}

/** A finished game's replay (see `replayId`), opened with the table's spectator secret. */
export function replayUrl(id: string, watch: string): string {
  return `/r/${id}#watch=${encodeURIComponent(watch)}`;
}
