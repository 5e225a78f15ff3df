/**
 * What the service worker does with a request (issue 26, point 4), as pure decisions tested in
 * swRouting.test.ts. The worker caches the built app's own files and nothing else: an answer of
 * the API (/GT_WMS_APP), of the reports (/birt) or of any other origin is never stored, so that
 * no user ever sees another moment's (or another user's) data from a cache.
 *
 * - `precache`: a file of this build, listed with its hash in the worker's precache manifest
 *   (workbox-precaching answers it; the manifest is filtered by `appFilesOnly`);
 * - `app-shell`: a page address of the app (a navigation under the base, not a file): the
 *   build's own index.html, so that a reload without a network still starts the app, under the
 *   security headers the server sends now (`shellWithCurrentHeaders`);
 * - `config`: the installation's config.json: network first (an edit on the server is seen on
 *   the next load), the last copy when there is no network (the app cannot start without it);
 * - `network`: everything else, left to the browser (the worker does not answer it at all).
 */
export type SwRoute = 'app-shell' | 'config' | 'network';

/** The request's parts the decision reads (a Fetch API Request has them). */
export interface SwRequest {
  url: string;
  method: string;
  /** 'navigate' for a page load. */
  mode: string;
}

/** The paths of the back end: never cached, never answered by the worker. */
export const BACK_END_PATHS = ['/GT_WMS_APP', '/birt'] as const;

/** The config.json of an app base (`/ris-wms/` → `/ris-wms/config.json`). */
export const configPath = (base: string) => `${base}config.json`;

function isBackEnd(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return BACK_END_PATHS.some((path) => {
    const p = path.toLowerCase();
    return lower === p || lower.startsWith(`${p}/`) || lower.includes(`${p}/`);
  });
}

/**
 * The route of `request` for a worker whose scope is `scope` (an absolute URL ending in '/',
 * e.g. `https://wms.example.com/ris-wms/`).
 */
export function swRouteOf(request: SwRequest, scope: string): SwRoute {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  let base: URL;
  try {
    url = new URL(request.url);
    base = new URL(scope);
  } catch {
    return 'network';
  }
  if (url.origin !== base.origin) return 'network';
  if (isBackEnd(url.pathname)) return 'network';
  if (!url.pathname.startsWith(base.pathname)) return 'network';
  if (url.pathname === configPath(base.pathname)) return 'config';
  const relative = url.pathname.slice(base.pathname.length);
  // A page of the app (no file extension), as the servers' history fallback has it.
  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(relative)) return 'app-shell';
  return 'network';
}

/** One entry of a precache manifest (what vite-plugin-pwa injects as self.__WB_MANIFEST). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * The manifest's entries that are the app's own files: never config.json (network first, see
 * above), never a back-end path, never another origin, never a precompressed twin (.gz, .br:
 * the servers pick those by Accept-Encoding under the plain name).
 */
export function appFilesOnly(entries: readonly (PrecacheEntry | string)[]): PrecacheEntry[] {
  return entries
    .map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry))
    .filter(({ url }) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return false;
      const path = url.split(/[?#]/)[0] ?? '';
      if (/\.(gz|br)$/i.test(path)) return false;
      if (path === 'config.json' || path.endsWith('/config.json')) return false;
      return !isBackEnd(path.startsWith('/') ? path : `/${path}`);
    });
}

/**
 * The headers of a page that the server derives from the installation, not from the build: the
 * Content-Security-Policy follows config.json (its frame origins, print ports, map provider, API
 * origin). A page answered from the precache carries the headers of the moment it was cached.
 */
export const INSTALLATION_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'x-frame-options', 'referrer-policy', 'permissions-policy'] as const;

/**
 * The app shell as the worker answers a page load: the build's cached index.html (its body: the
 * page never starts another build's files than the worker's), with the installation's headers
 * as the server sends them now when it answered (an origin added to config.json's frameOrigins
 * is let in on the next load, as without a worker), else as cached (no network, a slow one, an
 * error page).
 */
export function shellWithCurrentHeaders(cached: Response, current: Response | undefined): Response {
  if (!current?.ok) return cached;
  const headers = new Headers(cached.headers);
  for (const name of INSTALLATION_HEADERS) {
    const value = current.headers.get(name);
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}
