/**
 * The app's service worker (issue 26, point 4), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js with this build's precache manifest (every file's hash) in place of
 * `self.__WB_MANIFEST`: a new build is a new worker. Routing is decided by swRouting.ts (tested
 * there); here it is only wired to workbox.
 *
 * Updates: the new worker installs its files beside the old ones and then waits. The running
 * app is told (workbox-window's 'waiting') and shows "a new version is ready — reload"; only
 * when the user chooses it does the app send SKIP_WAITING, the new worker takes over and the
 * page reloads on the new files. Until then every file the old page asks for comes from the
 * old build's cache: never a mix of two builds.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { appFilesOnly, shellWithCurrentHeaders, swRouteOf, type PrecacheEntry } from './swRouting';

/** The parts of ServiceWorkerGlobalScope used here (the app's TypeScript has the DOM lib, not WebWorker). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  registration: { scope: string };
  skipWaiting: () => Promise<void>;
  addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
}
const worker = self as unknown as WorkerScope;

/** The message the app sends (workbox-window's messageSkipWaiting) when the user chose to reload. */
const SKIP_WAITING = 'SKIP_WAITING';

const scope = worker.registration.scope;
const base = new URL(scope).pathname;

// Written as `self.__WB_MANIFEST` (the assertion is erased): the build looks for those words.
precacheAndRoute(appFilesOnly((self as unknown as WorkerScope).__WB_MANIFEST));
// The caches of an older workbox precache format, if any.
cleanupOutdatedCaches();

// How long a page load or config.json waits for the server before the cached copy is used: a
// handheld on a weak signal still starts.
const NETWORK_WAIT_SECONDS = 3;

// A page load: the cached index.html under the headers the server sends now (see
// shellWithCurrentHeaders), asked for beside it.
const shell = createHandlerBoundToURL(`${base}index.html`);
registerRoute(({ request }) => swRouteOf(request, scope) === 'app-shell', async (options) => {
  const current = fetch(options.request.url, { signal: AbortSignal.timeout(NETWORK_WAIT_SECONDS * 1000), cache: 'no-store', credentials: 'same-origin', headers: { accept: 'text/html' } }).catch(() => undefined);
  const cached = await shell(options);
  return shellWithCurrentHeaders(cached, await current);
});
registerRoute(
  ({ request }) => swRouteOf(request, scope) === 'config',
  // Only a 200 is kept (an error page never replaces the last good copy).
  new NetworkFirst({ cacheName: 'wms-config', networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [{ cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null) }] }),
);
// Every other request (the API, the reports, other origins) has no route: the browser sends it
// as if there were no worker, and nothing of it is stored.

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === SKIP_WAITING) void worker.skipWaiting();
});

