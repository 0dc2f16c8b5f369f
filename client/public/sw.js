/*
 * Dead Drop's service worker, our own (see docs/offline-and-alerts.md): it keeps the app
 * shell (scripts, styles, icons, the offline page), so that the site installs, starts fast,
 * and opened with no network shows "you are offline" (offline.html) rather than the
 * browser's error; and it shows your-move alerts pushed by the server. It never keeps a
 * table's data: tables are live, and only the server has them.
 */
// Named for the build by client/scripts/shellVersion.ts: a deploy installs a new worker, and
// its activation deletes the cache of the build before.
const SHELL = 'dead-drop-shell-dev';
const OFFLINE = '/offline.html';
const PRECACHE = [OFFLINE, '/offline.css', '/favicon.svg', '/favicon-unread.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(SHELL);
    await cache.addAll(PRECACHE);
    // The page's scripts and styles, by their hashed names, as the start page names them.
    const page = await (await fetch('/', { cache: 'no-store' })).text();
    const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    await cache.addAll(assets);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== SHELL) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/matchmake/')) return;
  if (request.mode === 'navigate') {
    // A page: always the network's (a table is live, and only the server has it); with no
    // network, "you are offline" rather than the browser's error.
    event.respondWith(fetch(request).catch(async () => (await caches.match(OFFLINE)) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change their content: kept once fetched.
    event.respondWith((async () => {
      const kept = await caches.match(request);
      if (kept) return kept;
      const fetched = await fetch(request);
      if (fetched.ok) (await caches.open(SHELL)).put(request, fetched.clone());
      return fetched;
    })());
    return;
  }
  event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
});

/** The alert's words in the browser's language: the push itself carries only the table and its game. */
function alertText(title) {
  const german = (self.navigator.language || '').toLowerCase().startsWith('de');
  return german
    ? { title: `Du bist dran · ${title}`, body: 'Dein Tisch wartet auf deinen Zug.' }
    : { title: `Your move · ${title}`, body: 'Your table is waiting for your move.' };
}

self.addEventListener('push', (event) => {
  let note = null;
  try {
    note = event.data ? event.data.json() : null;
  } catch {
    note = null;
  }
  if (!note || typeof note.url !== 'string' || typeof note.title !== 'string') return;
  const { title, body } = alertText(note.title);
  event.waitUntil(self.registration.showNotification(title, {
    body, tag: `table-${note.roomId}`, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: note.url },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = open.find((client) => new URL(client.url).pathname === url.pathname);
    if (tab) return tab.focus();
    return self.clients.openWindow(url.href);
  })());
});
