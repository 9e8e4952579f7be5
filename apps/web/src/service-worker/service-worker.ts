/// <reference lib="webworker" />
// The service worker (issue 16): the app shell precached, so Sauti opens offline after one visit (pages
// come from the server while it answers, for their own heads and canonical links); the
// last station lists and favourites from the network first, else from the cache (lib/offline-cache.ts);
// audio and live events left to the network. A new version installs in the background and waits: it
// takes over at the next start, once no tab runs the old one, so a playing station never loses the code
// under it (there is no skipWaiting on purpose).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_CACHES, type OfflineCache, offlineCacheFor } from '../lib/offline-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** On a slow line, the last lists show after this long while the network answer is still awaited. */
const NETWORK_TIMEOUT_SECONDS = 6;

// Only the first install finds pages it does not control yet: claiming them lets this first visit's
// lists be kept. Later versions activate when no page runs the old one, so there is nothing to take.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A page comes from the server (a shared station's has its own head); without an answer, every page
// address opens the precached shell ('/'). API calls and files are not pages.
const pageFromServer = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
const shell = createHandlerBoundToURL('/');
registerRoute(
  new NavigationRoute((options) => pageFromServer.handle(options).catch(() => shell(options)), {
    denylist: [/^\/api\//, /\.[a-z0-9]+$/i],
  }),
);

const inCache =
  (cache: OfflineCache) =>
  ({ request, url }: { request: Request; url: URL }) =>
    offlineCacheFor(request.method, url, self.location.origin) === cache;

registerRoute(
  inCache('lists'),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.lists,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);
// Cached by address alone (the token is a header); the page deletes this cache at logout.
registerRoute(
  inCache('account'),
  new NetworkFirst({ cacheName: OFFLINE_CACHES.account, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);
registerRoute(
  inCache('assets'),
  new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);
