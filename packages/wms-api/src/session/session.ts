import Cookies from 'js-cookie';

/** The session values kept in cookies (CONTRACT.md §3, §4). */
export interface Session {
  token?: string;
  userid?: string;
  user?: string;
  /** The current warehouse. */
  wms?: string;
  wmsId?: string;
}

export const SESSION_KEYS = ['token', 'userid', 'user', 'wms', 'wmsId'] as const satisfies readonly (keyof Session)[];

function attributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Strict', secure, path: '/' };
}

/**
 * How long a value this page wrote (or cleared) wins over what the cookies read back. WebKit keeps
 * a copy of the cookies in each web process, which document.cookie reads; a write updates it at
 * once and goes to the network process, whose notices of the changes it applied come back to the
 * copy later. A notice of an earlier write that arrives after a newer one rolls the copy back
 * until the newer one's notice follows: for a few tasks document.cookie reads an older state of
 * cookies just written (seen in WebKitGTK 2.50: a page that deleted and set the five session
 * cookies read values of writes several rounds old, or none, tasks later; and a screen story that
 * signed in in its beforeEach started with the token but without the user and warehouse,
 * apps/wms/README.md). Two seconds is far longer than that lag; after it the cookies win again,
 * so what another tab writes is read as before.
 */
export const SESSION_HOLD_MS = 2000;

/** What this page last wrote (a value) or cleared (undefined) under each key, and when (the page's monotonic clock: the stories move Date). */
const written = new Map<keyof Session, { value: string | undefined; at: number }>();

const held = (key: keyof Session): { value: string | undefined } | undefined => {
  const mine = written.get(key);
  if (!mine) return undefined;
  if (performance.now() - mine.at <= SESSION_HOLD_MS) return mine;
  written.delete(key);
  return undefined;
};

/** Reads the session from cookies (a value this page wrote in the last SESSION_HOLD_MS as written). */
export function readSession(): Session {
  const session: Session = {};
  for (const key of SESSION_KEYS) {
    const mine = held(key);
    const value = mine ? mine.value : Cookies.get(key);
    if (value !== undefined && value !== '') session[key] = value;
  }
  return session;
}

/** Writes the given values (SameSite=Strict; Secure under https); undefined leaves a value as is. */
export function writeSession(values: Session): void {
  for (const key of SESSION_KEYS) {
    const value = values[key];
    if (value === undefined) continue;
    Cookies.set(key, value, attributes());
    written.set(key, { value, at: performance.now() });
  }
}

/** Clears every session value (on logout, and when going to login). */
export function clearSession(): void {
  for (const key of SESSION_KEYS) {
    Cookies.remove(key, { path: '/' });
    written.set(key, { value: undefined, at: performance.now() });
  }
}
