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

/** What the server's push carries (core/push.ts, pushPayloadSchema), read without the schema library in the worker. */
function pushPayload(data: PushMessageData | null): { title: string; body: string; tag: string; url: string } | null {
  try {
    const value = data?.json() as Record<string, unknown> | undefined;
    const { title, body, tag, url } = value ?? {};
    if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || typeof url !== 'string') return null;
    return { title, body, tag, url: url.startsWith('/') && !url.startsWith('//') ? url : '/' };
  } catch {
    return null;
  }
}

// A push from the server (a message, a reminder, the end of a rest on a locked phone), already in
// the person's language: shown, its tag replacing an earlier one about the same thing. A push this
// app cannot read still shows the app's name: a browser requires every push to show something.
self.addEventListener('push', (event: PushEvent) => {
  const payload = pushPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload?.title || 'Treneris', {
      body: payload?.body ?? '',
      tag: payload?.tag ?? 'treneris',
      icon: '/icons/icon-192.png',
      data: { url: payload?.url ?? '/' },
    }),
  );
});

/** A window's address as the app routes it: path and query. */
const routeOf = (address: string) => {
  const url = new URL(address, self.location.origin);
  return `${url.pathname}${url.search}`;
};

// A tap on a notification (a push, or the player's own at the end of a rest) opens what it is
// about: the window already there if there is one, else another window of the app taken there,
// else a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
  const route = routeOf(url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => routeOf(client.url) === route) ?? windows[0];
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      // Focus first: a worker may bring a window forward only while handling the click. A window
      // that cannot be brought forward is still taken to the screen.
      const focused = await open.focus().catch(() => open);
      if (routeOf(focused.url) === route) return;
      // A window this worker does not control (open since before it was installed) refuses to be
      // navigated; it stays focused on what it shows.
      await focused.navigate(url).catch(() => undefined);
    }),
  );
});
