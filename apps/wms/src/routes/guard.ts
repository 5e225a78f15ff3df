/** The route guard of CONTRACT.md §B2, as pure decisions (tested in guard.test.ts). */

/** Where login sends the user when nothing else was asked for. */
export const HOME_PATH = '/index/home1';
export const LOGIN_PATH = '/';
export const REGISTER_PATH = '/licenseRegister';

/** What the guard does on entering `path`. */
export type GuardDecision =
  | { action: 'allow' }
  /** Entering login: the stored user is cleared first. */
  | { action: 'clearAndAllow' }
  | { action: 'redirect'; to: string };

/**
 * Decides entry to `path` (with `search`) given the user cookie (undefined when absent).
 * /licenseRegister is always allowed; login clears the stored user; any other route with an
 * empty user goes to login, remembering where the user was going.
 */
export function guard(path: string, search: string, user: string | undefined): GuardDecision {
  const lower = path.toLowerCase();
  if (lower === REGISTER_PATH.toLowerCase()) return { action: 'allow' };
  if (path === LOGIN_PATH || path === '') return { action: 'clearAndAllow' };
  if (!user) return { action: 'redirect', to: loginHref(`${path}${search}`) };
  return { action: 'allow' };
}

/** The login address that returns to `target` afterwards (only a safe relative target). */
export function loginHref(target?: string): string {
  const safe = target ? safeRedirect(target) : undefined;
  return safe && safe !== LOGIN_PATH ? `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/**
 * The redirect target if it is a path inside this app, else undefined: it must start with one
 * '/', hold no backslash or control character, and must not name a scheme or another host
 * (`//evil.example`, `/\evil`, `javascript:` are all refused).
 */
export function safeRedirect(target: string | null | undefined): string | undefined {
  if (!target) return undefined;
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what we refuse
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return undefined;
  try {
    const base = 'http://app.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** Login pre-fill from the query (?username&password), when both are there. */
export function loginPrefill(search: string): { username: string; password: string } | undefined {
  const params = new URLSearchParams(search);
  const username = params.get('username');
  const password = params.get('password');
  return username !== null && password !== null ? { username, password } : undefined;
}

/** A path without the app's base (`/ris-wms/app/asn/list` → `/app/asn/list`). */
export function stripBasename(pathname: string, basename: string): string {
  const lower = pathname.toLowerCase();
  const base = basename.toLowerCase();
  if (lower === base || lower === `${base}/`) return '/';
  return lower.startsWith(`${base}/`) ? pathname.slice(basename.length) : pathname;
}

/** True when navigating to `to` would land where the user already is (ignored, CONTRACT.md §2). */
export function isSamePlace(current: { pathname: string; search: string }, to: string): boolean {
  const url = new URL(to, `http://app.invalid${current.pathname}`);
  return url.pathname.toLowerCase() === current.pathname.toLowerCase() && url.search === current.search;
}
