/**
 * The client's addresses. Table secrets travel in the fragment (`#invite=…`), which the
 * browser never sends to a server, so they stay out of access logs and referrers.
 */
export type Route =
  | { page: 'landing' }
  | { page: 'table'; roomId: string; invite?: string; watch?: string }
  | { page: 'replay'; id: string; watch?: string }
  | { page: 'notFound' };

const TABLE = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;
const REPLAY = /^\/r\/([A-Za-z0-9_-]{1,80})\/?$/;

export function routeOf(location: Pick<Location, 'pathname' | 'hash'>): Route {
  const secrets = new URLSearchParams(location.hash.slice(1));
  const secret = (name: 'invite' | 'watch') => (secrets.get(name) ? { [name]: secrets.get(name)! } : {});
  const table = TABLE.exec(location.pathname);
  if (table) return { page: 'table', roomId: table[1]!, ...secret('invite'), ...secret('watch') };
  const replay = REPLAY.exec(location.pathname);
  if (replay) return { page: 'replay', id: replay[1]!, ...secret('watch') };
  return location.pathname === '/' || location.pathname === '' ? { page: 'landing' } : { page: 'notFound' };
}

/** Where friends reach this server: the host's own address unless the server says otherwise
 *  (`PUBLIC_URL`, behind a proxy or a tunnel; see `loadPublicOrigin`). */
let publicOrigin: string | null = null;

/** Asks the server once where friends reach it; links made before the answer use this page's address. */
export async function loadPublicOrigin(): Promise<void> {
  const config = await fetch('/api/config').then((response) => response.json() as Promise<{ publicUrl?: unknown }>, () => ({ publicUrl: null }));
  if (typeof config.publicUrl === 'string') publicOrigin = config.publicUrl;
}

function origin(): string {
  return publicOrigin ?? location.origin;
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
