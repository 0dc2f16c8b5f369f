/**
 * The service worker (client/public/sw.js, our own, see docs/offline-and-alerts.md): it
 * keeps the app shell for opening offline, and shows your-move alerts. A browser without
 * one, or one that refuses it (a private window), plays the same, only without either.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
