/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

// The service worker (docs/decisions/057), built by vite-plugin-pwa (injectManifest) into /sw.js.

declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';

// A new version takes over at once: every file it serves is named by its content, and pages are never cached.
void self.skipWaiting();
clientsClaim();

// The app shell: the entry's JavaScript, the styles and fonts, the icons and the offline page (the list is
// written in at build time, apps/web/vite.config.ts).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Pages always come from the network (prices, stock and the signed-in header change); with no network, the
// offline page.
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })] })),
);

// Other files under /assets/ (the lazy pages' chunks, their catalogues) are named by their content: once fetched,
// they never change.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'rima-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

/** What the server pushes (apps/server/src/modules/push/push.service.ts: PushPayload). */
type PushPayload = { title: string; body: string; link: string; tag: string; id: number };

function readPayload(data: PushMessageData | null): PushPayload | undefined {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    return typeof value?.title === 'string'
      ? {
          title: value.title,
          body: String(value.body ?? ''),
          link: String(value.link ?? '/notification'),
          tag: String(value.tag ?? ''),
          id: Number(value.id ?? 0),
        }
      : undefined;
  } catch {
    return undefined; // not ours (or not JSON): nothing to show
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag || undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { link: payload.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: unknown } | null;
  // only a path of the shop: a notification never opens another site
  const link =
    typeof data?.link === 'string' && data.link.startsWith('/') && !data.link.startsWith('//')
      ? data.link
      : '/notification';
  const url = new URL(link, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
