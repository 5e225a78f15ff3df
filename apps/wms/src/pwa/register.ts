import { Workbox } from 'workbox-window';
import { announceUpdate } from './appUpdate';

/** How often a running app asks whether a new build was deployed (besides each page load). */
const CHECK_EVERY_MS = 30 * 60 * 1000;

/**
 * Registers the app's service worker (dist/sw.js, scope = the app's base) in the built app.
 * A new build's worker that installs while the app runs is announced (the banner offers a
 * reload) rather than taking over: the user's screen never changes code under them.
 *
 * Timeline of an update: the browser fetches sw.js (on a page load, on `update()` below) →
 * its precache manifest differs → the new worker installs its files → 'waiting' here →
 * the banner → the user chooses reload → SKIP_WAITING → the new worker activates →
 * 'controlling' here → the page reloads on the new build.
 */
export function registerServiceWorker(base: string): void {
  const workbox = new Workbox(`${base}sw.js`, { scope: base, type: 'classic' });
  let reloading = false;
  workbox.addEventListener('waiting', () => {
    // Only a page that a worker serves runs a version to update from. The browser's first worker
    // passes through 'waiting' on its way to active, and a page that registers in that moment is
    // told 'waiting' too (Firefox, whose first install is slower, showed "a new version is ready"
    // on a first visit, over the drawer's buttons); a page the worker does not control came from
    // the server, which is already the newest build.
    if (!navigator.serviceWorker.controller) return;
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => { registration.update().catch(() => undefined); };
    setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
    globalThis.addEventListener('online', check);
  }).catch(() => undefined);
}
