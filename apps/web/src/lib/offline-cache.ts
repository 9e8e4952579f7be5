// What the service worker keeps for offline use (issue 16), shared by the worker and the page: the
// last station lists, and a logged-in listener's own answers (who they are, their favourites) in a
// cache of their own that logout deletes; both fetched from the network first. Audio (/api/streams) and live events (/api/stations/{id}/events) are never cached.
// The API paths are spelled here rather than read from the contract, so the worker ships without zod;
// offline-cache.test.ts holds them against the contract's endpoint table.

export const OFFLINE_CACHES = {
  lists: 'sauti-lists',
  account: 'sauti-account',
  assets: 'sauti-assets',
} as const;

export type OfflineCache = keyof typeof OFFLINE_CACHES;

/** Stations (a page of them, the count, the featured ones, one station), the facets and the catalogue's figures. */
const LIST_PATHS = /^\/api\/(stations(\/[^/]+)?|countries|genres|languages|catalogue\/stats)$/;
/** "For you" is drawn from the listener's favourites and history: theirs alone, like the favourites. */
const ACCOUNT_PATHS = new Set(['/api/auth/me', '/api/favorites', '/api/stations/for-you']);

/** Which cache keeps the answer to a request, or null when it goes to the network only. */
export function offlineCacheFor(method: string, url: URL, origin: string): OfflineCache | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (ACCOUNT_PATHS.has(url.pathname)) return 'account';
  if (LIST_PATHS.test(url.pathname)) return 'lists';
  // Hashed build files the shell did not precache (hls.js): immutable, so kept once fetched.
  if (url.pathname.startsWith('/assets/')) return 'assets';
  return null;
}

/** On logout: what belonged to whoever was logged in must not outlive their session on this device. */
export async function forgetCachedAccount(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_CACHES.account);
}
