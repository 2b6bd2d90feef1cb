/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SHELL_DENYLIST, SKIP_WAITING } from './app/pwa/sw-protocol';
import { EXERCISE_PICTURES_CACHE, EXERCISE_PICTURES_PATH } from './data/exercise-picture-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The build's precache list: the shell, every route chunk, the catalogs and the icons, so the app
// starts and moves between screens with the network off. Nothing under /api/ is ever cached here:
// data lives in IndexedDB and API calls always go to the network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any page the app routes on the client gets the cached shell, which renders it (offline too).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SHELL_DENYLIST] }));

// Exercise photos are not precached (21 MB): the app stores those of the client's coming workouts
// after a sync (src/data/exercise-pictures-offline.ts) and they are answered from there, so the
// player shows them offline; any other photo comes from the network (and the browser's HTTP cache,
// where the server's year-long immutable caching keeps what was seen).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(EXERCISE_PICTURES_PATH),
  async ({ request }) => {
    const stored = await (await caches.open(EXERCISE_PICTURES_CACHE)).match(request, { ignoreVary: true, ignoreSearch: true });
    return stored ?? fetch(request);
  },
);

// Prompt mode: a new version waits until the user chooses Reload (src/app/pwa/service-worker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// On the very first install the page that registered the worker is not controlled yet; claiming it
// means its next lazy chunk comes from the precache too, so going offline right after the first
// visit still works. Updates reach this point only after the user chose Reload.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// A tap on the player's notification (the end of a rest) brings the workout back: the window on
// the player's address if there is one, else another window of the app taken there, else a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  const path = new URL(url, self.location.origin).pathname;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === path) ?? windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      // Focus first: a worker may bring a window forward only while handling the click.
      const focused = await open.focus();
      if (new URL(focused.url).pathname === path) return;
      // A window this worker does not control (open since before it was installed) refuses to be
      // navigated; it stays focused on what it shows.
      await focused.navigate(url).catch(() => undefined);
    }),
  );
});
