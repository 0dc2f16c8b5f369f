/**
 * The client's addresses. Table secrets travel in the fragment (`#invite=…`), which the
 * browser never sends to a server, so they stay out of access logs and referrers.
 */
export type Route =
  | { page: 'landing' }
  | { page: 'table'; roomId: string; invite?: string; watch?: string };

const TABLE = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;

export function routeOf(location: Pick<Location, 'pathname' | 'hash'>): Route {
  const match = TABLE.exec(location.pathname);
  if (!match) return { page: 'landing' };
  const secrets = new URLSearchParams(location.hash.slice(1));
  return {
    page: 'table',
    roomId: match[1]!,
    ...(secrets.get('invite') ? { invite: secrets.get('invite')! } : {}),
    ...(secrets.get('watch') ? { watch: secrets.get('watch')! } : {}),
  };
}

export function tablePath(roomId: string): string {
  return `/t/${roomId}`;
}

export function inviteUrl(roomId: string, secret: string): string {
  return `${location.origin}${tablePath(roomId)}#invite=${encodeURIComponent(secret)}`;
}

export function watchUrl(roomId: string, secret: string): string {
  return `${location.origin}${tablePath(roomId)}#watch=${encodeURIComponent(secret)}`;
}
