// Registers the service worker (src/service-worker) once the page has loaded, so installing it never
// competes with the first view for a slow connection. Built apps only: the dev server has none.
const WORKER_URL = '/service-worker.js';

/**
 * `onFirstControl` runs when a first-ever worker takes this page over: what the page fetched before
 * went past it, so fetching it again is what keeps this first visit's lists for offline use.
 */
export function registerServiceWorker(onFirstControl: () => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) container.addEventListener('controllerchange', onFirstControl, { once: true });
  const register = () =>
    container.register(WORKER_URL).catch((error) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
